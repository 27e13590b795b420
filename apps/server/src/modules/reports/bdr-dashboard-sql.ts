import { type SQL, sql } from 'drizzle-orm'
import {
  BDR_REP_FUNCTION,
  type BdrOutcome,
  type BdrSortColumn,
  CALL_DISPOSITION_FILTER,
  CHECKLIST_PASS_SCORE,
  CONVERSATION_MIN_PROSPECT_SECONDS,
  FOLLOW_UP_MEETING_DAYS,
  FOLLOW_UP_MEETING_SOURCES,
  JUNK_UNDER_SECONDS,
  lowerAll,
  MEETING_SET_DISPOSITIONS,
  NO_CONVERSATION_DISPOSITIONS,
  NOT_CONNECTED_DISPOSITIONS,
  NOT_INTERESTED_DISPOSITIONS,
} from '@parley/shared/rules/bdr-dashboard'
import { textArray } from '../../db/sql-lists'
import type { ReportRequest } from './report-request'

// The development-rep dashboard in SQL. One statement shape classifies every BDR call in the range, scope and filters
// by the shared rule (rules/bdr-dashboard bdrOutcome; the constants are parameters, never copied): `bdr` is that set,
// with its outcome, and every read (cards, sections, signals, rep scores) selects from it. Aliases of the base: m the
// recording, u its rep, ce its calendar event, d the call's primary deal, a its account.

export interface BdrContext {
  companyId: number
  /** The company's CRM filter fields (db_field) on calendar events and on deals. */
  eventFields: string[]
  dealFields: string[]
  /** The company's active checklist signals, in the dashboard's column order. */
  signals: { id: number; name: string }[]
}

export const dispositionSql = sql`coalesce(nullif(m.call_disposition, ''), ce.custom_fields ->> 'call_disposition')`
const sourceSql = sql`coalesce(m.source, ce.source)`
const agendaSql = sql`coalesce(m.agenda_type, ce.agenda_type)`

/** Recording lengths of the videoDuration buckets (minutes, as on the recordings dashboard). */
const DURATION_SQL: Record<string, SQL> = {
  '<5': sql`coalesce(m.video_duration, 0) < 300`,
  '5-15': sql`m.video_duration between 300 and 899`,
  '15-30': sql`m.video_duration between 900 and 1799`,
  '30-45': sql`m.video_duration between 1800 and 2699`,
  '45-60': sql`m.video_duration between 2700 and 3600`,
  '>1hr': sql`m.video_duration > 3600`,
}

/** The filter map: each known key becomes one WHERE part over the base aliases. */
export function filterSql(key: string, values: string[], ctx: BdrContext): SQL {
  const any = textArray(values)
  switch (key) {
    case 'rep':
      return sql`u.name = any(${any})`
    case 'manager':
      return sql`exists (select 1 from user_managers um join users mu on mu.id = um.manager_id where um.user_id = m.user_id and mu.name = any(${any}))`
    case 'call_source':
      return sql`${sourceSql} = any(${any})`
    case 'agenda_type':
      return sql`${agendaSql} = any(${any})`
    case 'call_stage':
      return sql`ce.sales_stage = any(${any})`
    case 'videoDuration': {
      const parts = values.flatMap((v) => (DURATION_SQL[v] ? [DURATION_SQL[v]] : []))
      return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`
    }
    case 'sales_stage':
      return sql`d.stage_name = any(${any})`
    case 'deal_name':
      return sql`d.name = any(${any})`
    case 'account_name':
      return sql`a.name = any(${any})`
    case CALL_DISPOSITION_FILTER:
      return sql`${dispositionSql} = any(${any})`
  }
  // A CRM custom field of the company (checked by knowsBdrFilter): the key is a parameter of ->>.
  const onEvent = ctx.eventFields.includes(key) ? sql`(ce.custom_fields ->> ${key}) = any(${any})` : null
  const onDeal = ctx.dealFields.includes(key) ? sql`(d.custom_fields ->> ${key}) = any(${any})` : null
  if (onEvent && onDeal) return sql`(${onEvent} or ${onDeal})`
  return onEvent ?? onDeal ?? sql`false`
}

export function knowsBdrFilter(key: string, fixed: ReadonlySet<string>, ctx: BdrContext): boolean {
  return fixed.has(key) || ctx.eventFields.includes(key) || ctx.dealFields.includes(key)
}

/** FROM of the base: the recording, its rep, event, primary deal and account. */
export const BASE_FROM = sql`from meetings m
  join users u on u.id = m.user_id
  left join calendar_events ce on ce.id = m.calendar_event_id
  left join meeting_deals md on md.meeting_id = m.id and md.is_primary
  left join deals d on d.id = md.deal_id
  left join accounts a on a.id = d.account_id`

/**
 * WHERE of the base without the filters: the company, live recordings of BDR reps inside the range and the scope,
 * processed (a call still queued or analysing has no talk times yet and joins once it is done).
 */
export function baseWhere(r: ReportRequest, ctx: BdrContext): SQL[] {
  const w: SQL[] = [
    sql`m.company_id = ${ctx.companyId}`,
    sql`m.deleted_at is null`,
    sql`u.function = ${BDR_REP_FUNCTION}`,
    sql`m.start_time between ${r.range.start.toISOString()}::timestamptz and ${r.range.end.toISOString()}::timestamptz`,
    sql`coalesce(m.processing_status, 2) not in (0, 1)`,
  ]
  if (r.scope.userIds !== 'all') w.push(r.scope.userIds.length ? sql`m.user_id = any(${sql.param(r.scope.userIds)}::int[])` : sql`false`)
  return w
}

export const filtersWhere = (r: ReportRequest, ctx: BdrContext): SQL[] => [...r.filters].map(([key, values]) => filterSql(key, values, ctx))

const list = (xs: readonly string[]) => textArray(lowerAll(xs))

/**
 * The classified calls (rules/bdr-dashboard bdrOutcome in SQL): `select … from (${bdrCallsSql(r, ctx)}) bdr`.
 * The follow-up meeting is the first later, not cancelled calendar meeting (Google or Outlook) of the company within the
 * window whose attendees include an e-mail of the call's prospect side. It is found for all calls at once, in one sort
 * of the calls' prospects and the attendees of the events in the range plus the window, whatever the planner guesses
 * about their sizes. (A per-call lookup turned min() into a walk of the company's events from the oldest, 47 ms per
 * call; a join of the two sets looped when the planner guessed a handful of calls, for minutes on embedded PGlite.)
 */
export function bdrCallsSql(r: ReportRequest, ctx: BdrContext): SQL {
  const where = [...baseWhere(r, ctx), ...filtersWhere(r, ctx)]
  const junk = sql`(coalesce(c.video_duration, 0) < ${JUNK_UNDER_SECONDS} or c.prospect_ms <= 0 or c.disp = any(${list(NOT_CONNECTED_DISPOSITIONS)}))`
  const booked = sql`c.disp = any(${list(MEETING_SET_DISPOSITIONS)})`
  const declined = sql`c.disp = any(${list(NOT_INTERESTED_DISPOSITIONS)})`
  const conversation = sql`(not c.disp = any(${list(NO_CONVERSATION_DISPOSITIONS)}) and c.prospect_ms >= ${CONVERSATION_MIN_PROSPECT_SECONDS * 1000})`
  const window = sql`make_interval(days => ${FOLLOW_UP_MEETING_DAYS})`
  const followUps = sql`f.company_id = ${ctx.companyId} and f.deleted_at is null and f.status <> 'cancelled' and f.source = any(${textArray(FOLLOW_UP_MEETING_SOURCES)})`
  return sql`with b as materialized (
        select m.id, m.user_id, u.name as rep_name, m.start_time, m.video_duration, m.title, m.calendar_event_id,
          ${dispositionSql} as disposition, ${sourceSql} as call_source, ce.sales_stage as call_stage, d.name as deal_name,
          coalesce((select sum(p.talk_time_ms) from meeting_participants p where p.meeting_id = m.id and p.side = 'prospect'), 0)::bigint as prospect_ms,
          greatest(coalesce(ce.end_at, m.start_time), m.start_time + make_interval(secs => coalesce(m.video_duration, 0))) as ends_at
        ${BASE_FROM}
        where ${sql.join(where, sql` and `)}
      ),
      prospect as (
        select distinct p.meeting_id, lower(p.email) as email from meeting_participants p
        where p.meeting_id in (select id from b) and p.side = 'prospect' and p.email is not null
      ),
      -- Each call's end and every attendee of the calendar events in the window, per e-mail, latest first: the earliest
      -- event at or after a call's end is the minimum over the rows before it (at the same instant events sort first).
      marks as (
        select prospect.meeting_id, prospect.email, b.ends_at as at, 'call' as kind, b.start_time
        from prospect join b on b.id = prospect.meeting_id
        union all
        select null, attendee.email, f.start_at, 'event', null
        from calendar_events f cross join lateral unnest(f.attendee_emails) as attendee(email)
        where ${followUps}
          and f.start_at between ${r.range.start.toISOString()}::timestamptz and ${r.range.end.toISOString()}::timestamptz + ${window}
      ),
      next_event as (
        select meeting_id, start_time, kind, min(case when kind = 'event' then at end)
          over (partition by email order by at desc, kind desc rows between unbounded preceding and current row) as next_at
        from marks
      ),
      fu as (
        select meeting_id as id, min(next_at) as next_meeting_at from next_event
        where kind = 'call' and next_at <= start_time + ${window}
        group by meeting_id
      ),
      -- The follow-up meeting itself (the lowest id among events at that instant with the prospect invited).
      fe as (
        select distinct on (fu.id) fu.id, fu.next_meeting_at, f.id as event_id
        from fu join prospect p on p.meeting_id = fu.id
        join calendar_events f on f.start_at = fu.next_meeting_at and p.email = any(f.attendee_emails) and ${followUps}
        order by fu.id, f.id
      ),
      facts as (
        select c.*, ${junk} as junk, ${booked} as booked, ${declined} as declined, ${conversation} as conversation
        from (select b.*, lower(trim(coalesce(b.disposition, ''))) as disp, fe.next_meeting_at, fe.event_id from b left join fe on fe.id = b.id) c
      ),
      -- A meeting on the calendar is credited once: to the last call before it that could have set it (not junk, not
      -- declined, a booked disposition or a conversation).
      credited as (
        select facts.*, (event_id is not null and not junk and not declined and (booked or conversation)) as candidate from facts
      ),
      owned as (
        select credited.*, (candidate and row_number() over (partition by event_id, candidate order by ends_at desc, id desc) = 1) as owns from credited
      )
    select c.*, (case when c.junk then 'junk' when c.booked or (c.owns and not c.declined) then 'meeting_set'
      when not c.conversation then 'no_conversation' else 'no_meeting' end) as outcome,
      (case when c.junk then null when c.booked then 'disposition' when c.owns then 'calendar' end) as meeting_set_by
    from owned c`
}

/** Only the calls of one section, or (null) every connected call. */
export const outcomeWhere = (section: BdrOutcome | null): SQL => (section ? sql`bdr.outcome = ${section}` : sql`bdr.outcome <> 'junk'`)

/** The call tables' sort ("default newest first"); nulls last both ways, then the recording id. */
export function orderSql(r: ReportRequest): SQL {
  const dir = r.sort?.desc ? sql`desc` : sql`asc`
  const by = (expr: SQL) => sql`${expr} ${dir} nulls last, bdr.id`
  switch (r.sort?.field as BdrSortColumn | undefined) {
    case 'start_at':
      return by(sql`bdr.start_time`)
    case 'video_duration':
      return by(sql`bdr.video_duration`)
    case 'rep':
      return by(sql`bdr.rep_name`)
    default:
      return sql`bdr.start_time desc, bdr.id desc`
  }
}

/** A checklist score that counts as passed: 80 or more. */
export const PASSED = sql`${CHECKLIST_PASS_SCORE}`
