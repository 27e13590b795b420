import { type SQL, sql } from 'drizzle-orm'
import type { BdrOutcome } from '@parley/shared/rules/bdr-dashboard'
import type { Db } from '../../db/client'
import { PLANNED_PER_REQUEST, preparedRows } from '../../db/prepared'
import { type DistinctColumn, distinctListsSql, distinctSelect, managerListSql, toDistinctLists } from './distinct-lists-sql'
import { BASE_FROM, baseWhere, type BdrContext, bdrCallsSql, dispositionSql, orderSql, outcomeWhere, PASSED } from './bdr-dashboard-sql'
import type { ReportRequest } from './report-request'

// The development-rep dashboard's reads. Every one selects from the classified BDR calls (bdr-dashboard-sql
// bdrCallsSql); the checklist scores and best practices of the shown calls are read for those calls only.

/** The company's CRM filter fields (calendar events and deals) and its active checklist signals. */
export async function findBdrContext(
  tx: Db,
  companyId: number,
): Promise<{ crmFields: { db_field: string; label: string; table_name: string }[]; signals: { id: number; name: string }[] }> {
  const [crm, signals] = await Promise.all([
    tx.execute<{ db_field: string; label: string; table_name: string }>(sql`
      select db_field, label, table_name from crm_custom_fields
      where company_id = ${companyId} and show_in_filters and table_name in ('calendar_events', 'crm_deals') order by display_order, label`),
    tx.execute<{ id: number; name: string }>(sql`
      select id, signal_label as name from checklist_definitions
      where company_id = ${companyId} and is_active and signal_type = 'checklist' order by display_order, id`),
  ])
  return { crmFields: crm.rows, signals: signals.rows.map((s) => ({ id: Number(s.id), name: s.name })) }
}

const from = (r: ReportRequest, ctx: BdrContext): SQL => sql`from (${bdrCallsSql(r, ctx)}) bdr`
// The classified calls are a few dozen for a week and thousands for a year: each read is planned for its range.

/** Calls per outcome (junk included) over the range, scope and filters. */
export async function findBdrOutcomeCounts(tx: Db, r: ReportRequest, ctx: BdrContext): Promise<{ outcome: BdrOutcome; n: number }[]> {
  return preparedRows(tx, sql`select bdr.outcome, count(*)::int as n ${from(r, ctx)} group by 1`, PLANNED_PER_REQUEST)
}

export type BdrDbRow = {
  id: number
  user_id: number
  rep_name: string
  start_time: string
  video_duration: number | null
  title: string | null
  calendar_event_id: number | null
  disposition: string | null
  call_source: string | null
  call_stage: string | null
  deal_name: string | null
  prospect_ms: string | number
  next_meeting_at: string | null
  event_id: number | null
  outcome: BdrOutcome
  meeting_set_by: 'disposition' | 'calendar' | null
  total?: number
}

const ROW_COLUMNS = sql`bdr.id, bdr.user_id, bdr.rep_name, bdr.start_time, bdr.video_duration, bdr.title, bdr.calendar_event_id, bdr.disposition,
  bdr.call_source, bdr.call_stage, bdr.deal_name, bdr.prospect_ms, bdr.next_meeting_at, bdr.event_id, bdr.outcome, bdr.meeting_set_by`

/** One page of a section's calls (or every call, up to the limit) in the sort's order, with the section's total. */
export async function findBdrSectionRows(
  tx: Db,
  r: ReportRequest,
  ctx: BdrContext,
  section: BdrOutcome,
  limit: { skip: number; take: number },
): Promise<BdrDbRow[]> {
  return preparedRows(
    tx,
    sql`select ${ROW_COLUMNS}, count(*) over ()::int as total ${from(r, ctx)} where ${outcomeWhere(section)}
      order by ${orderSql(r)} limit ${limit.take} offset ${limit.skip}`,
    PLANNED_PER_REQUEST,
  )
}

export type BdrChecklistDbRow = {
  meeting_id: number
  signal_id: number
  score: number | null
  best_practices: { bp_heading: string; bp_score: number | null; bp_grade: string | null }[]
}

/** The checklist scores of some calls with each signal's best practices (outcome_meta.best_practices). */
export async function findBdrChecklists(tx: Db, ctx: BdrContext, meetingIds: number[]): Promise<BdrChecklistDbRow[]> {
  if (!meetingIds.length || !ctx.signals.length) return []
  return preparedRows(
    tx,
    sql`select mi.meeting_id, mi.signal_id, max(mi.score)::int as score,
        coalesce(jsonb_agg(jsonb_build_object('bp_heading', bp.heading, 'bp_score', bp.score, 'bp_grade', bp.grade) order by bp.id)
          filter (where bp.id is not null), '[]'::jsonb) as best_practices
      from meeting_insights mi left join best_practices bp on bp.insight_id = mi.id
      where mi.company_id = ${ctx.companyId} and mi.meeting_id = any(${sql.param(meetingIds)}::int[])
        and mi.signal_id = any(${sql.param(ctx.signals.map((s) => s.id))}::int[])
      group by mi.meeting_id, mi.signal_id`,
  )
}

export type BdrSignalDbRow = { signal_id: number | null; heading: string | null; scored: number; passed: number; n: number; followed: number }

/**
 * One section's (or, null, every connected call's) checklist percentages in one statement: per signal the calls scored
 * and passed (heading null), per signal and best-practice heading the graded and followed counts, and per heading
 * over every best practice of the section (signal null). A row with both null carries the section's call count in n.
 */
export async function findBdrSignalCounts(tx: Db, r: ReportRequest, ctx: BdrContext, section: BdrOutcome | null): Promise<BdrSignalDbRow[]> {
  const signalIds = sql`${sql.param(ctx.signals.map((s) => s.id))}::int[]`
  return preparedRows(
    tx,
    sql`with sec as materialized (select bdr.id ${from(r, ctx)} where ${outcomeWhere(section)}),
      per as (
        select mi.signal_id, mi.meeting_id, max(mi.score) as score from meeting_insights mi join sec on sec.id = mi.meeting_id
        where mi.company_id = ${ctx.companyId} and mi.signal_id = any(${signalIds}) and mi.score >= 0 group by 1, 2
      ),
      bps as (
        select mi.signal_id, bp.heading, bp.grade from best_practices bp join sec on sec.id = bp.meeting_id
        left join meeting_insights mi on mi.id = bp.insight_id and mi.signal_id = any(${signalIds})
        where bp.company_id = ${ctx.companyId}
      )
      select signal_id, null::text as heading, count(*)::int as scored, count(*) filter (where score >= ${PASSED})::int as passed, 0 as n, 0 as followed
        from per group by signal_id
      union all
      select signal_id, heading, 0, 0, count(*)::int, count(*) filter (where grade = 'Followed')::int from bps where signal_id is not null group by 1, 2
      union all
      select null, heading, 0, 0, count(*)::int, count(*) filter (where grade = 'Followed')::int from bps group by 2
      union all
      select null, null, 0, 0, (select count(*)::int from sec), 0`,
    PLANNED_PER_REQUEST,
  )
}

export type BdrRepScoreDbRow = { rep_id: number; rep_name: string; calls: number; meetings_set: number; score: number | null; reps: number }

/** Per rep over the connected calls: calls, meetings set and the average checklist score (whole, half up). */
export async function findBdrRepScores(tx: Db, r: ReportRequest, ctx: BdrContext, max: number): Promise<BdrRepScoreDbRow[]> {
  const signalIds = sql`${sql.param(ctx.signals.map((s) => s.id))}::int[]`
  return preparedRows(
    tx,
    sql`with x as materialized (select bdr.id, bdr.user_id, bdr.rep_name, bdr.outcome ${from(r, ctx)} where ${outcomeWhere(null)}),
      s as (
        select mi.meeting_id, sum(mi.score) as total, count(*) as n from meeting_insights mi join x on x.id = mi.meeting_id
        where mi.company_id = ${ctx.companyId} and mi.signal_id = any(${signalIds}) and mi.score >= 0 group by 1
      )
      select x.user_id as rep_id, x.rep_name, count(*)::int as calls, count(*) filter (where x.outcome = 'meeting_set')::int as meetings_set,
        round(sum(s.total)::numeric / nullif(sum(s.n), 0))::int as score, count(*) over ()::int as reps
      from x left join s on s.meeting_id = x.id
      group by x.user_id, x.rep_name
      order by score desc nulls last, x.rep_name, x.user_id limit ${max}`,
    PLANNED_PER_REQUEST,
  )
}

/** The longest option list distinct mode answers per filter (alphabetical). */
export const BDR_DISTINCT_MAX = 1000

/** Distinct mode: the value lists of the text filters over the BDR calls of the range and scope (not the filters). */
export async function findBdrDistinct(tx: Db, r: ReportRequest, ctx: BdrContext): Promise<Record<string, string[]>> {
  const columns: DistinctColumn[] = [
    ['rep', sql`u.name`],
    ['call_source', sql`coalesce(m.source, ce.source)`],
    ['agenda_type', sql`coalesce(m.agenda_type, ce.agenda_type)`],
    ['call_stage', sql`ce.sales_stage`],
    ['sales_stage', sql`d.stage_name`],
    ['deal_name', sql`d.name`],
    ['account_name', sql`a.name`],
    ['call_disposition', dispositionSql],
    ...ctx.eventFields.map((f): DistinctColumn => [f, sql`ce.custom_fields ->> ${f}`]),
    ...ctx.dealFields.map((f): DistinctColumn => [f, sql`d.custom_fields ->> ${f}`]),
  ]
  const rows = await preparedRows<{ k: string; v: string }>(
    tx,
    sql`with base as materialized (select ${distinctSelect(columns)}, m.user_id ${BASE_FROM} where ${sql.join(baseWhere(r, ctx), sql` and `)})
      ${distinctListsSql(columns)}
      union all ${managerListSql('manager', sql`user_id`)}`,
  )
  return toDistinctLists([...columns.map(([k]) => k), 'manager'], rows, BDR_DISTINCT_MAX)
}
