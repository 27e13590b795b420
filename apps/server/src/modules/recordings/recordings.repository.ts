import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import { searchWords } from '@parley/shared/rules/search-syntax'
import { type CallFilters, filterSql, JOINED_COLUMNS, LIST_COLUMNS, tsQuery } from './recordings-filters'

/**
 * The Unrecorded tab's rows and the page's own columns of recorded calls: a recording with its calendar event, or a
 * past calendar event that has no recording. Tenant rows only: the transaction is already scoped by withTenant, and
 * every base also names the company so the indexes on (company_id, start) serve the date range.
 *
 * deal_id is a CASE, not COALESCE: under row-level security PostgreSQL treats COALESCE as possibly leaky, so a join
 * on it cannot use the deals primary key and a misestimated plan scanned deals once per row (50 s on the benchmark).
 */
/** The event's columns the export shows (unreferenced, the planner drops them). */
const EVENT_COLUMNS = sql`ce.organizer_email, ce.attendees, ce.attendee_companies, ce.status, ce.not_recorded_reason,
  ce.note_taker_message, ce.latest_event_type`

export function baseSql(f: CallFilters): SQL {
  if (f.recorded) {
    return sql`select m.id as meeting_id, ce.id as event_id, coalesce(m.title, ce.title) as title, m.start_time,
        m.video_duration, m.user_id as owner_id, coalesce(ce.source, m.source) as source, ce.sales_stage,
        coalesce(m.agenda_type, ce.agenda_type) as agenda_type, m.call_disposition,
        case when md.deal_id is not null then md.deal_id else ce.primary_deal_id end as deal_id, m.is_crm_updated, ce.custom_fields,
        ${EVENT_COLUMNS}
      from meetings m
      left join calendar_events ce on ce.id = m.calendar_event_id and ce.company_id = ${f.companyId}
      left join meeting_deals md on md.meeting_id = m.id and md.is_primary
      where m.company_id = ${f.companyId} and m.deleted_at is null`
  }
  return sql`select null::int as meeting_id, ce.id as event_id, ce.title, ce.start_at as start_time,
      null::int as video_duration, ce.user_id as owner_id, ce.source, ce.sales_stage, ce.agenda_type,
      null::text as call_disposition, ce.primary_deal_id as deal_id, false as is_crm_updated, ce.custom_fields,
      ${EVENT_COLUMNS}
    from calendar_events ce
    where ce.company_id = ${f.companyId} and ce.deleted_at is null
      and not exists (select 1 from meetings m where m.calendar_event_id = ce.id and m.deleted_at is null)`
}

export type PageRow = {
  meeting_id: number | null
  event_id: number | null
  title: string | null
  start_time: string | Date
  video_duration: number | null
  owner_id: number | null
  source: string | null
  agenda_type: string | null
  deal_id: number | null
  is_crm_updated: boolean
  total: number
}

/** A date range or a scope narrower than the company: ranking then reads only those calls' matching segments. */
const narrowsCalls = (f: CallFilters): boolean => f.start !== null || f.ownerIds !== 'all'

/**
 * The words of a search that is one phrase and nothing else (no OR, no exclusion, no Spoken-by side): the case the
 * call-level pairs can answer when the phrase is two lexemes said next to each other.
 */
function lonePhraseWords(f: CallFilters): string | null {
  const search = f.transcript
  if (!search || f.spokenSide || search.exclude.length > 0 || search.clauses.length !== 1) return null
  const [term, ...others] = search.clauses[0] ?? []
  if (!term || others.length > 0) return null
  const words = searchWords(term)
  return words.length >= 2 ? words.join(' ') : null
}

/** The pair lexeme and its marks (rank tiers 0–3): 'next step', 'next step#2', 'next step#4', 'next step#8'. */
const PAIR_MARKS = ['', '#2', '#4', '#8']

/**
 * Transcript matches as `ranked` (meeting_id, rank), ranked only inside the tenant. The rank is a tier of how many of
 * the call's lines match — 1, 2–3, 4–7, 8 or more (rank 0–3) — then newest first (listOrder).
 *
 * A lone two-word phrase is answered from transcript_call_pairs: the pair and its '#2', '#4', '#8' marks are four GIN
 * look-ups over one row per call (docs/decisions.md "Transcript search"). Any other search reads the matching segments
 * through their GIN index (Spoken-by side applied in SQL) and counts them per call; with a date range or a scope its
 * call keys are ANDed with the GIN bitmap, so segments of other calls are never read. Both give the same calls and
 * ranks; which one runs is decided in SQL (the phrase's lexemes come from the same parser as the stored tsvector),
 * the other branch stopped by a one-time filter.
 */
function transcriptCte(f: CallFilters, q: SQL): SQL {
  const side = f.spokenSide ? sql`and s.side = ${f.spokenSide}` : sql``
  const calls = narrowsCalls(f)
    ? sql`and s.meeting_id = any(array(select b.meeting_id from recording_list b left join users u on u.id = b.owner_id
        where b.company_id = ${f.companyId} and ${sql.join(filterSql(f, LIST_COLUMNS), sql` and `)}))`
    : sql``
  const words = lonePhraseWords(f)
  const pair = words
    ? sql`(select case when count(*) = 2 and max(p) - min(p) = 1 then string_agg(u.lexeme, ' ' order by p) end
        from unnest(to_tsvector('english', ${words})) u, unnest(u.positions) p)`
    : sql`null::text`
  // Each mark's tsquery is read by a sub-select: written inline, the text-to-tsquery cast is not leakproof, so under
  // row-level security the match could not be an index condition (a scan of every call's pairs, ~240 ms each).
  // quote_literal doubles any quote inside the lexeme.
  const queries = PAIR_MARKS.map((mark, i) => sql`quote_literal(x.pair || ${mark})::tsquery as ${sql.identifier(`q${i}`)}`)
  const marks = PAIR_MARKS.map(
    (_, i) => sql`select p.meeting_id from transcript_call_pairs p
      where (select pair from phrase) is not null and p.company_id = ${f.companyId}
        and p.pairs @@ (select ${sql.identifier(`q${i}`)} from phrase)`,
  )
  return sql`with phrase as materialized (select x.pair, ${sql.join(queries, sql`, `)} from (select ${pair} as pair) x),
    hits as (
      select s.meeting_id, count(*) as lines from transcript_segments s
      where (select pair from phrase) is null and s.company_id = ${f.companyId} and s.search @@ ${q} ${side} ${calls}
      group by s.meeting_id
    ), ranked as (
      select h.meeting_id, (h.lines >= 2)::int + (h.lines >= 4)::int + (h.lines >= 8)::int as rank from hits h
      union all
      select t.meeting_id, count(*)::int - 1 as rank from (${sql.join(marks, sql` union all `)}) t group by t.meeting_id
    )`
}

/**
 * WITH … and FROM … WHERE of the filtered calls: on the Recorded tab the one-row-per-recording list table
 * (recording_list, kept by triggers) with the owner `u`, so the filters and the total read one narrow table; on the
 * Unrecorded tab the events base `b` with its deal `d` and owner `u`. `tr` is the transcript rank when searching.
 */
export function filteredFrom(f: CallFilters): { cte: SQL; from: SQL; ranked: boolean } {
  if (!f.recorded) {
    const from = sql`from (${baseSql(f)}) b
      left join deals d on d.id = b.deal_id
      left join users u on u.id = b.owner_id
      where ${sql.join(filterSql(f, JOINED_COLUMNS), sql` and `)}`
    return { cte: sql``, from, ranked: false }
  }
  const q = f.transcript ? tsQuery(f.transcript) : null
  const from = sql`from recording_list b
    left join users u on u.id = b.owner_id
    ${q ? sql`join ranked tr on tr.meeting_id = b.meeting_id` : sql``}
    where b.company_id = ${f.companyId} and ${sql.join(filterSql(f, LIST_COLUMNS), sql` and `)}`
  return { cte: q ? transcriptCte(f, q) : sql``, from, ranked: q !== null }
}

/** The list's order: transcript rank when searching, then newest first. */
export const listOrder = (ranked: boolean): SQL =>
  ranked ? sql`tr.rank desc, b.start_time desc, b.event_id desc nulls last` : sql`b.start_time desc, b.event_id desc nulls last`

/** One page (or every row when take is null) of filtered calls, newest first or by transcript rank, with the total. */
export async function findCallPage(tx: Db, f: CallFilters, take: number | null, skip: number): Promise<PageRow[]> {
  if (f.recorded && take !== null) return findKeyedPage(tx, f, take, skip)
  const { cte, from, ranked } = filteredFrom(f)
  const limit = take === null ? sql`` : sql`limit ${take} offset ${skip}`
  const columns = f.recorded
    ? sql`b.meeting_id, b.event_id, b.title, b.start_time, b.video_duration, b.owner_id, b.source, b.agenda_type, b.deal_id,
        (select m.is_crm_updated from meetings m where m.id = b.meeting_id) as is_crm_updated`
    : sql`b.meeting_id, b.event_id, b.title, b.start_time, b.video_duration, b.owner_id, b.source, b.agenda_type, b.deal_id, b.is_crm_updated`
  return preparedRows<PageRow>(
    tx,
    sql`${cte}
    select ${columns}, (count(*) over ())::int as total
    ${from}
    order by ${listOrder(ranked)}
    ${limit}`,
  )
}

/**
 * The Recorded tab's page in one statement: the list table carries the page's columns, so only the CRM flag is read
 * from the recording, and only for the page's rows (PostgreSQL evaluates the subquery after the sort and limit).
 */
async function findKeyedPage(tx: Db, f: CallFilters, take: number, skip: number): Promise<PageRow[]> {
  const { cte, from, ranked } = filteredFrom(f)
  return preparedRows<PageRow>(
    tx,
    sql`${cte}
    select b.meeting_id, b.event_id, b.title, b.start_time, b.video_duration, b.owner_id, b.source, b.agenda_type, b.deal_id,
      (select m.is_crm_updated from meetings m where m.id = b.meeting_id) as is_crm_updated, (count(*) over ())::int as total
    ${from}
    order by ${listOrder(ranked)}
    limit ${take} offset ${skip}`,
  )
}

/** Count when the page came back empty (skip beyond the end) so the total stays right. */
export async function countCalls(tx: Db, f: CallFilters): Promise<number> {
  const { cte, from } = filteredFrom(f)
  const rows = await preparedRows<{ n: number }>(tx, sql`${cte} select count(*)::int as n ${from}`)
  return Number(rows[0]?.n ?? 0)
}

/**
 * Calls per week, month or quarter (the trend chart), counted in SQL. Counting the tab's own key (not a COALESCE
 * over both) lets the planner drop the joins no filter uses.
 */
export async function trendBuckets(tx: Db, f: CallFilters, unit: 'week' | 'month' | 'quarter'): Promise<{ bucket: string | Date; n: number }[]> {
  const { cte, from } = filteredFrom(f)
  const rows = await preparedRows<{ bucket: string | Date; n: number }>(
    tx,
    sql`${cte}
    select date_trunc(${unit}, b.start_time) as bucket, count(distinct ${f.recorded ? sql`b.meeting_id` : sql`b.event_id`})::int as n
    ${from}
    group by 1 order by 1`,
  )
  return rows
}

/** Stages calls were held in (calendar_events.sales_stage), for the deal stage filter. */
export async function findCallStages(tx: Db, companyId: number): Promise<string[]> {
  const rows = await preparedRows<{ name: string }>(
    tx,
    sql`
    select distinct sales_stage as name from calendar_events
    where company_id = ${companyId} and coalesce(trim(sales_stage), '') <> '' order by 1`,
  )
  return rows.map((r) => r.name)
}

/** The company's deal stages in funnel order, plus stage labels deals carry that match no stage row. */
export async function findCurrentStages(tx: Db, companyId: number): Promise<string[]> {
  const rows = await preparedRows<{ name: string }>(
    tx,
    sql`
    select name from (
      select name, min(display_order) as o from deal_stages where company_id = ${companyId} group by name
      union all
      select distinct stage_name, 100000 from deals d where d.company_id = ${companyId} and coalesce(trim(stage_name), '') <> ''
        and not exists (select 1 from deal_stages s where s.company_id = d.company_id and s.name = d.stage_name)
    ) x order by o, name`,
  )
  return rows.map((r) => r.name)
}

/**
 * Filter option lists: function tags and agenda options exclude null, empty, 'nil' and 'all' and
 * are de-duplicated case-insensitively.
 */
export async function findDistinctValues(tx: Db, companyId: number, select: string[]): Promise<Record<string, unknown[]>> {
  const clean = (col: SQL, from: SQL) => sql`select min(${col}) as v from ${from}
      and lower(trim(coalesce(${col}, ''))) not in ('', 'nil', 'all') group by lower(trim(${col})) order by 1`
  const lists: Record<string, SQL> = {
    rep_function: clean(sql`function`, sql`users where company_id = ${companyId}`),
    agenda_type: clean(sql`agenda_type`, sql`calendar_events where company_id = ${companyId}`),
    call_source: clean(sql`source`, sql`calendar_events where company_id = ${companyId}`),
    // The call-disposition filter's options: the values the `call_dispositions` filter matches on.
    activity_status: clean(sql`call_disposition`, sql`meetings where company_id = ${companyId} and deleted_at is null`),
  }
  const people: Record<string, SQL> = {
    manager: sql`select distinct mu.name, mu.email from user_managers um join users mu on mu.id = um.manager_id
      where mu.company_id = ${companyId} order by mu.name`,
    deal_owner_manager: sql`select distinct mu.name, mu.email from deals d join user_managers um on um.user_id = d.owner_id
      join users mu on mu.id = um.manager_id where d.company_id = ${companyId} order by mu.name`,
  }
  const out: Record<string, unknown[]> = {}
  for (const key of select) {
    const list = lists[key]
    const who = people[key]
    if (list) out[key] = (await preparedRows<{ v: string }>(tx, list)).map((r) => r.v)
    else if (who) out[key] = await preparedRows<{ name: string; email: string }>(tx, who)
  }
  return out
}

/**
 * The asked stages the company does not know: call stages (deal stage at the call) are known from deal_stages or
 * the calendar events, current stages from deal_stages or the deals.
 */
export async function findUnknownStages(tx: Db, companyId: number, stages: string[], kind: 'call' | 'current'): Promise<string[]> {
  if (!stages.length) return []
  const inData =
    kind === 'call'
      ? sql`exists (select 1 from calendar_events ce where ce.company_id = ${companyId} and ce.sales_stage = s)`
      : sql`exists (select 1 from deals d where d.company_id = ${companyId} and d.stage_name = s)`
  const rows = await preparedRows<{ s: string }>(
    tx,
    sql`
    select s from unnest(array[${sql.join(
      stages.map((x) => sql`${x}`),
      sql`, `,
    )}]::text[]) s
    where not exists (select 1 from deal_stages ds where ds.company_id = ${companyId} and ds.name = s) and not ${inData}`,
  )
  return rows.map((r) => r.s)
}
