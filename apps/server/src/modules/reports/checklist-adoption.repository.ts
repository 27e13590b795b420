import { sql } from 'drizzle-orm'
import { CHECKLIST_YES_ABOVE } from '@parley/shared/rules/checklist-adoption'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import { type DistinctColumn, distinctListsSql, distinctSelect, managerListSql, toDistinctLists } from './distinct-lists-sql'
import { type ChecklistContext, checklistFromWhere, checklistOrderSql } from './checklist-adoption-sql'
import type { ReportRequest } from './report-request'

// Checklist Adoption's reads: the page (ids then columns), every id for the export, distinct lists, and the trend,
// rep-score and per-signal aggregates over the summary rows of the filtered calls.

/** The company's checklist signals (all, for names; `active` ones are the table's columns) and its CRM filter fields. */
export async function findChecklistCompany(
  tx: Db,
  companyId: number,
): Promise<{ signals: { id: number; name: string; active: boolean }[]; crmFields: { db_field: string; label: string; table_name: string }[] }> {
  const [signals, crm] = await Promise.all([
    tx.execute<{ id: number; name: string; active: boolean }>(sql`
      select id, signal_label as name, is_active as active from checklist_definitions
      where company_id = ${companyId} and signal_type = 'checklist' order by display_order, id`),
    tx.execute<{ db_field: string; label: string; table_name: string }>(sql`
      select db_field, label, table_name from crm_custom_fields
      where company_id = ${companyId} and show_in_filters and table_name in ('crm_deals', 'calendar_events') order by display_order, label`),
  ])
  return { signals: signals.rows.map((s) => ({ ...s, id: Number(s.id) })), crmFields: crm.rows }
}

export async function findChecklistPageKeys(
  tx: Db,
  r: ReportRequest,
  ctx: ChecklistContext,
  limit: { skip: number; take: number },
): Promise<{ id: number; total: number }[]> {
  return preparedRows(
    tx,
    sql`select r.meeting_id as id, count(*) over ()::int as total ${checklistFromWhere(r, ctx)}
      order by ${checklistOrderSql(r)} limit ${limit.take} offset ${limit.skip}`,
  )
}

export async function countChecklistCalls(tx: Db, r: ReportRequest, ctx: ChecklistContext): Promise<number> {
  const rows = await preparedRows<{ n: number }>(tx, sql`select count(*)::int as n ${checklistFromWhere(r, ctx)}`)
  return rows[0]?.n ?? 0
}

/** Every matching call in table order (the export reads rows in batches by these keys). */
export async function findChecklistKeys(tx: Db, r: ReportRequest, ctx: ChecklistContext, max: number): Promise<number[]> {
  const rows = await preparedRows<{ id: number }>(
    tx,
    sql`select r.meeting_id as id ${checklistFromWhere(r, ctx)} order by ${checklistOrderSql(r)} limit ${max}`,
  )
  return rows.map((x) => x.id)
}

export type ChecklistDbRow = {
  meeting_id: number
  title: string | null
  owner_id: number | null
  owner_name: string | null
  owner_manager: string | null
  deal_id: number | null
  deal_name: string | null
  sales_stage: string | null
  account_name: string | null
  amount: string | null
  created_date: string | Date | null
  close_date: string | null
  start_time: string | Date
  video_duration: number | null
  call_stage: string | null
  agenda_type: string | null
  signal_ids: number[]
  scores: (number | null)[]
  bp_min: (number | null)[]
  adoption: number | null
}

/** The columns of some calls (a page, or one export batch); the caller keeps its order. */
export async function findChecklistRows(tx: Db, companyId: number, ids: number[]): Promise<ChecklistDbRow[]> {
  if (!ids.length) return []
  return preparedRows<ChecklistDbRow>(
    tx,
    sql`select r.meeting_id, r.title, r.owner_id, o.name as owner_name,
      (select string_agg(mu.name, ', ' order by mu.name) from user_managers um join users mu on mu.id = um.manager_id
        where um.user_id = r.owner_id) as owner_manager,
      r.deal_id, r.deal_name, r.deal_stage as sales_stage, a.name as account_name, d.amount::text as amount, d.created_date,
      d.close_date::text as close_date, r.start_time, r.video_duration, r.sales_stage as call_stage, r.agenda_type,
      c.signal_ids, c.scores, c.bp_min, c.adoption
    from recording_list r
    join checklist_call_scores c on c.meeting_id = r.meeting_id
    left join deals d on d.id = r.deal_id and d.company_id = r.company_id
    left join accounts a on a.id = d.account_id
    left join users o on o.id = r.owner_id
    where r.company_id = ${companyId} and r.meeting_id = any(${sql.param(ids)}::int[])`,
  )
}

/** The longest option list distinct mode answers per filter. */
export const DISTINCT_MAX = 1000

/** Distinct mode: the value lists of the text filters over the scope and ranges (not the filters), in one scan. */
export async function findChecklistDistinct(tx: Db, r: ReportRequest, ctx: ChecklistContext): Promise<Record<string, string[]>> {
  const columns: DistinctColumn[] = [
    ['rep', sql`o.name`],
    ['call_stage', sql`r.sales_stage`],
    ['agenda_type', sql`r.agenda_type`],
    ['call_source', sql`r.source`],
    ['sales_stage', sql`r.deal_stage`],
    ['deal_type', sql`d.type`],
    ['deal_name', sql`r.deal_name`],
    ['account_name', sql`a.name`],
    ...[...ctx.crmFields].map(
      ([f, table]): DistinctColumn => [f, table === 'calendar_events' ? sql`r.event_custom_fields ->> ${f}` : sql`r.deal_custom_fields ->> ${f}`],
    ),
  ]
  const rows = await preparedRows<{ k: string; v: string }>(
    tx,
    sql`with base as materialized (select ${distinctSelect(columns)}, r.owner_id ${checklistFromWhere(r, ctx, { filters: false })})
      ${distinctListsSql(columns)}
      union all ${managerListSql('manager', sql`owner_id`)}`,
  )
  return toDistinctLists([...columns.map(([k]) => k), 'manager'], rows, DISTINCT_MAX)
}

/** -trend: the filtered calls' average adoption per day, week or month in the viewer's zone. */
export async function findChecklistTrend(
  tx: Db,
  r: ReportRequest,
  ctx: ChecklistContext,
  unit: 'day' | 'week' | 'month',
  tz: string,
): Promise<{ x: string; adoption: number; calls: number }[]> {
  return preparedRows(
    tx,
    sql`select to_char(date_trunc(${unit}, r.start_time at time zone ${tz}), 'YYYY-MM-DD') as x,
        avg(c.adoption)::float8 as adoption, count(*)::int as calls
      ${checklistFromWhere(r, ctx)} group by 1 order by 1`,
  )
}

/** -rep-scores: each rep's average adoption over their filtered calls, highest first. */
export async function findChecklistRepScores(
  tx: Db,
  r: ReportRequest,
  ctx: ChecklistContext,
): Promise<{ id: number; name: string | null; adoption: number; calls: number }[]> {
  return preparedRows(
    tx,
    sql`select r.owner_id as id, min(o.name) as name, avg(c.adoption)::float8 as adoption, count(*)::int as calls
      ${checklistFromWhere(r, ctx)} and r.owner_id is not null
      group by r.owner_id order by 3 desc, 2`,
  )
}

/** -signal: per signal, the calls it was scored on and those where it counts as completed. */
export async function findChecklistSignalCounts(tx: Db, r: ReportRequest, ctx: ChecklistContext): Promise<{ id: number; n: number; yes: number }[]> {
  return preparedRows(
    tx,
    sql`with calls as materialized (select c.signal_ids, c.scores ${checklistFromWhere(r, ctx)})
      select s.id, count(*)::int as n, count(*) filter (where s.score > ${CHECKLIST_YES_ABOVE})::int as yes
      from calls cross join lateral unnest(calls.signal_ids, calls.scores) as s(id, score)
      where s.score >= 0 group by s.id`,
  )
}

/** -signal: the graded best practices of each signal on the filtered calls (Followed / Not followed), per heading. */
export async function findChecklistPractices(
  tx: Db,
  r: ReportRequest,
  ctx: ChecklistContext,
): Promise<{ id: number; heading: string; n: number; followed: number }[]> {
  return preparedRows(
    tx,
    sql`with calls as materialized (select r.meeting_id ${checklistFromWhere(r, ctx)})
      select i.signal_id as id, b.heading, count(*)::int as n, count(*) filter (where b.grade = 'Followed')::int as followed
      from calls k join meeting_insights i on i.meeting_id = k.meeting_id and i.signal_type = 'checklist' and i.signal_id is not null
      join best_practices b on b.insight_id = i.id
      where b.grade is not null group by 1, 2`,
  )
}
