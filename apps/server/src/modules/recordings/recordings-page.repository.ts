import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import { type CallFilters, tsQuery } from './recordings-filters'

export type EventDetails = {
  id: number
  source: string
  organizer_email: string | null
  attendees: string
  attendee_company: string
  attendee_name: string
  sales_stage: string | null
  start_at: string
  agenda_type: string | null
  status: string
  event_properties: Record<string, unknown>
  not_recorded_reason: string | null
  note_taker_message: string | null
  latest_event_type: string | null
}

export type DealDetails = {
  id: number
  name: string
  stage_name: string | null
  custom_fields: Record<string, unknown>
  owner_name: string | null
  owner_manager: string | null
}

export type HitRow = {
  meeting_id: number
  start_ms: number
  speaker: string | null
  side: 'rep' | 'prospect' | 'unknown'
  text: string
  highlight: string
  total: number
}

/** Everything a page's rows show beyond their own columns, and the scope's reps (the response's salesReps). */
export interface PageDetails {
  events: EventDetails[]
  deals: DealDetails[]
  owners: { id: number; name: string; email: string }[]
  tags: { meeting_id: number; headings: string[] }[]
  logs: { calendar_event_id: number; event_type: string; at: string }[]
  hits: HitRow[]
  reps: { name: string; email: string }[]
}

export interface PageKeys {
  meetingIds: number[]
  eventIds: number[]
  dealIds: number[]
  ownerIds: number[]
}

/** `= any(…)` with one array parameter: the same statement text whatever the number of ids. */
export const anyId = (ids: number[]) => sql`any(${sql.param(ids)}::int[])`

/** A JSON array of the query's rows, `[]` when none. */
const jsonRows = (query: SQL, order: SQL = sql`true`): SQL => sql`(select coalesce(json_agg(x order by ${order}), '[]'::json) from (${query}) x)`

/**
 * The 2 best segments per shown call with ts_headline (only on those), and each call's match count. The segments are
 * read by the calls' keys behind an OFFSET 0 fence: letting the planner AND them with the GIN bitmap meant
 * intersecting a common word's posting lists for the whole database (50–100 ms for "next steps") to keep 10 calls.
 */
function hitsSql(f: CallFilters, q: SQL, meetingIds: number[]): SQL {
  const side = f.spokenSide ? sql`and s.side = ${f.spokenSide}` : sql``
  return sql`
    select h.meeting_id, h.start_ms, h.speaker, h.side, h.text,
      ts_headline('english', h.text, ${q}, 'StartSel=<mark>, StopSel=</mark>, HighlightAll=true') as highlight, h.total
    from (
      select s.meeting_id, s.start_ms, s.speaker, s.side, s.text,
        row_number() over (partition by s.meeting_id order by ts_rank(s.search, ${q}) desc, s.start_ms) as rn,
        (count(*) over (partition by s.meeting_id))::int as total
      from (select * from transcript_segments s where s.meeting_id = ${anyId(meetingIds)} and s.company_id = ${f.companyId} offset 0) s
      where s.search @@ ${q} ${side}
    ) h where h.rn <= 2`
}

/**
 * One statement for the page's events, deals, owners, outcome tags, bot logs, transcript hits and the scope's reps:
 * each look-up was its own round trip, and on a loaded machine the round trips, not the SQL, were most of the page.
 */
export async function findPageDetails(tx: Db, f: CallFilters, keys: PageKeys, scopeOwners: number[] | 'all'): Promise<PageDetails> {
  const q = f.recorded && f.transcript ? tsQuery(f.transcript) : null
  const own = scopeOwners === 'all' ? sql`` : scopeOwners.length ? sql`and id = ${anyId(scopeOwners)}` : sql`and false`
  const rows = await preparedRows<PageDetails>(
    tx,
    sql`select
      ${jsonRows(sql`
        select ce.id, ce.source, ce.organizer_email, array_to_string(ce.attendee_emails, ', ') as attendees,
          array_to_string(ce.attendee_companies, ', ') as attendee_company,
          coalesce((select string_agg(coalesce(a ->> 'name', a ->> 'email'), ', ') from jsonb_array_elements(ce.attendees) a), '') as attendee_name,
          ce.sales_stage, ce.start_at, ce.agenda_type, ce.status, ce.event_properties, ce.not_recorded_reason,
          ce.note_taker_message, ce.latest_event_type
        from calendar_events ce where ce.id = ${anyId(keys.eventIds)}`)} as events,
      ${jsonRows(sql`
        select d.id, d.name, d.stage_name, d.custom_fields, o.name as owner_name,
          (select string_agg(mu.name, ', ' order by mu.name) from user_managers um join users mu on mu.id = um.manager_id
            where um.user_id = d.owner_id) as owner_manager
        from deals d left join users o on o.id = d.owner_id where d.id = ${anyId(keys.dealIds)}`)} as deals,
      ${jsonRows(sql`select id, name, email from users where id = ${anyId(keys.ownerIds)}`)} as owners,
      ${jsonRows(sql`
        select mi.meeting_id, array_agg(o ->> 'heading' order by mi.id, ord) as headings
        from meeting_insights mi, jsonb_array_elements(mi.outcome_details) with ordinality as x(o, ord)
        where mi.meeting_id = ${anyId(keys.meetingIds)} and coalesce(o ->> 'heading', '') <> ''
        group by mi.meeting_id`)} as tags,
      ${jsonRows(sql`select calendar_event_id, event_type, at from bot_events where calendar_event_id = ${anyId(keys.eventIds)}`, sql`x.at`)} as logs,
      ${q && keys.meetingIds.length ? jsonRows(hitsSql(f, q, keys.meetingIds), sql`x.meeting_id, x.start_ms`) : sql`'[]'::json`} as hits,
      ${jsonRows(sql`select name, email from users where company_id = ${f.companyId} and status = 'active' ${own}`, sql`x.name`)} as reps`,
  )
  const row = rows[0]
  if (!row) throw new Error('the page details statement returned no row')
  return row
}
