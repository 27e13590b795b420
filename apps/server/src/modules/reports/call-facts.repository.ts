import { type SQL, sql } from 'drizzle-orm'
import { CALENDAR_SOURCES, INSTANT_SOURCE, REASON_NOT_KNOWN, RECORDED_STATUS, UPLOAD_SOURCE } from '@parley/shared/rules/call-report'
import type { Db } from '../../db/client'
import { textArray } from '../../db/sql-lists'

// call_facts (db/schema/call-facts.ts) rewritten from the tables it summarises: calendar events, their live recording
// (or another rep's copy's), the recording's primary deal, and recordings without an event. One statement per refresh:
// the calls of the selection are upserted and the selection's rows whose call is gone are deleted. The kind,
// eligibility and status follow rules/call-report.ts (callKind, isEligibleCall, recordingStatus); the API test compares
// every stored row with those functions.

/** Which calls to rewrite: every call of the company, some events and recordings, or the calls changed since a time. */
export type CallFactsSelection = { all: true } | { eventIds: number[]; meetingIds: number[] } | { changedSince: Date }

const ints = (xs: number[]) => sql`${sql.param(xs)}::int[]`

/** Event ids of the selection (before copies of the same meeting are added). */
function seedEvents(companyId: number, sel: CallFactsSelection): SQL {
  if ('all' in sel) return sql`select id from calendar_events where company_id = ${companyId}`
  if ('eventIds' in sel) {
    return sql`select id from calendar_events where company_id = ${companyId} and id = any(${ints(sel.eventIds)})
      union select calendar_event_id from meetings where company_id = ${companyId} and id = any(${ints(sel.meetingIds)}) and calendar_event_id is not null`
  }
  const since = sel.changedSince.toISOString()
  return sql`select id from calendar_events where company_id = ${companyId} and updated_at >= ${since}::timestamptz
    union select calendar_event_id from meetings where company_id = ${companyId} and updated_at >= ${since}::timestamptz and calendar_event_id is not null`
}

/** Recordings of the selection that may have no event (their 'm' rows). */
function seedMeetings(companyId: number, sel: CallFactsSelection): SQL {
  if ('all' in sel) return sql`select id from meetings where company_id = ${companyId}`
  if ('eventIds' in sel) return sql`select id from meetings where company_id = ${companyId} and id = any(${ints(sel.meetingIds)})`
  return sql`select id from meetings where company_id = ${companyId} and updated_at >= ${sel.changedSince.toISOString()}::timestamptz`
}

/**
 * The selection's events plus the other reps' copies of the same meetings (same start and link): a recording of one
 * copy makes every copy recorded. A whole-company refresh needs no expansion.
 */
function targetEvents(companyId: number, sel: CallFactsSelection): SQL {
  if ('all' in sel) return seedEvents(companyId, sel)
  return sql`select id from seed_events
    union
    select o.id from seed_events s join calendar_events e on e.id = s.id
      join calendar_events o on o.company_id = e.company_id and o.start_at = e.start_at and o.meeting_link_base = e.meeting_link_base
    where e.company_id = ${companyId} and coalesce(e.meeting_link_base, '') <> ''`
}

const KIND = (source: SQL) =>
  sql`(case when ${source} = any(${textArray([...CALENDAR_SOURCES])}) then 'scheduled' when ${source} = ${INSTANT_SOURCE} then 'instant' else 'external' end)`

/** Rewrites the selection's rows; answers how many calls were written. */
export async function refreshCallFacts(tx: Db, companyId: number, sel: CallFactsSelection): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`
    with seed_events as (${seedEvents(companyId, sel)}),
    target_events as (${targetEvents(companyId, sel)}),
    target_meetings as (${seedMeetings(companyId, sel)}),
    src as (
      select 'e' || ce.id as call_key, ce.id as event_id, rec.id as meeting_id, ce.user_id, ce.start_at,
        coalesce(rec.title, ce.title) as title, ce.source, ce.status = 'cancelled' as cancelled, ce.is_internal,
        coalesce(btrim(ce.meeting_url), '') <> '' as has_url, ce.organizer_type, ce.note_taker_allowed, ce.note_taker_message,
        ce.not_recorded_reason, coalesce(rec.agenda_type, ce.agenda_type) as agenda_type, ce.sales_stage,
        coalesce(rec.deal_id, ce.primary_deal_id) as deal_id, (rec.id is not null or copy.one is not null) as recorded
      from calendar_events ce
      left join lateral (
        select m.id, m.title, m.agenda_type, md.deal_id from meetings m
        left join meeting_deals md on md.meeting_id = m.id and md.is_primary
        where m.calendar_event_id = ce.id and m.deleted_at is null order by m.id limit 1) rec on true
      left join lateral (
        select 1 as one from calendar_events o join meetings m2 on m2.calendar_event_id = o.id and m2.deleted_at is null
        where o.company_id = ce.company_id and o.start_at = ce.start_at and o.meeting_link_base = ce.meeting_link_base
          and o.id <> ce.id and o.deleted_at is null limit 1) copy on rec.id is null and coalesce(ce.meeting_link_base, '') <> ''
      where ce.company_id = ${companyId} and ce.deleted_at is null and ce.id in (select id from target_events)
      union all
      select 'm' || m.id, null, m.id, m.user_id, m.start_time, m.title, coalesce(m.source, ${UPLOAD_SOURCE}), false, false, false,
        null, null, null, null, m.agenda_type, null, md.deal_id, true
      from meetings m left join meeting_deals md on md.meeting_id = m.id and md.is_primary
      where m.company_id = ${companyId} and m.deleted_at is null and m.calendar_event_id is null and m.id in (select id from target_meetings)
    ),
    facts as (
      select src.*, ${KIND(sql`src.source`)} as kind from src
    ),
    written as (
      insert into call_facts as f (call_key, company_id, event_id, meeting_id, user_id, start_at, title, source, kind, cancelled,
        is_internal, has_meeting_url, organizer_type, note_taker_allowed, note_taker_message, not_recorded_reason, agenda_type,
        sales_stage, deal_id, is_eligible, is_recorded, recording_status, refreshed_at)
      select call_key, ${companyId}, event_id, meeting_id, user_id, start_at, title, source, kind, cancelled, is_internal, has_url,
        organizer_type, note_taker_allowed, note_taker_message, not_recorded_reason, agenda_type, sales_stage, deal_id,
        case when kind = 'scheduled' then has_url and not is_internal else true end,
        recorded,
        case when recorded then ${RECORDED_STATUS} else coalesce(nullif(btrim(not_recorded_reason), ''), ${REASON_NOT_KNOWN}) end,
        now()
      from facts
      on conflict (call_key) do update set event_id = excluded.event_id, meeting_id = excluded.meeting_id, user_id = excluded.user_id,
        start_at = excluded.start_at, title = excluded.title, source = excluded.source, kind = excluded.kind, cancelled = excluded.cancelled,
        is_internal = excluded.is_internal, has_meeting_url = excluded.has_meeting_url, organizer_type = excluded.organizer_type,
        note_taker_allowed = excluded.note_taker_allowed, note_taker_message = excluded.note_taker_message,
        not_recorded_reason = excluded.not_recorded_reason, agenda_type = excluded.agenda_type, sales_stage = excluded.sales_stage,
        deal_id = excluded.deal_id, is_eligible = excluded.is_eligible, is_recorded = excluded.is_recorded,
        recording_status = excluded.recording_status, refreshed_at = excluded.refreshed_at
      returning 1
    ),
    gone as (
      delete from call_facts f where f.company_id = ${companyId}
        and (f.event_id in (select id from target_events) or f.call_key in (select 'm' || id from target_meetings)${'all' in sel ? sql` or true` : sql``})
        and f.call_key not in (select call_key from src)
      returning 1
    )
    select (select count(*) from written)::int as n, (select count(*) from gone)::int as gone`)
  return Number(result.rows[0]?.n ?? 0)
}

/** Every company (the refresh jobs run per tenant on the audited system path). */
export async function listCallFactCompanies(system: Db): Promise<number[]> {
  const { rows } = await system.execute<{ id: number }>(sql`select id from companies order by id`)
  return rows.map((r) => Number(r.id))
}

/** When the company's summary was last written (the freshness test and the bench read it). */
export async function callFactsRefreshedAt(tx: Db, companyId: number): Promise<{ rows: number; newest: Date | null }> {
  const { rows } = await tx.execute<{ n: number; newest: string | null }>(
    sql`select count(*)::int as n, max(refreshed_at) as newest from call_facts where company_id = ${companyId}`,
  )
  const r = rows[0]
  return { rows: Number(r?.n ?? 0), newest: r?.newest ? new Date(r.newest) : null }
}
