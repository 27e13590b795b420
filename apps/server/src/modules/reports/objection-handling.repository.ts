import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import { type DistinctColumn, distinctListsSql, distinctSelect, managerListSql, toDistinctLists } from './distinct-lists-sql'
import {
  afterCursorSql,
  agendaType,
  callStage,
  type ObjectionContext,
  objectionOrderSql,
  objectionsFrom,
  objectionsWhere,
  subCategory,
} from './objection-handling-sql'
import type { CursorKey } from './report-cursor'
import type { ReportRequest } from './report-request'

// Objection Handling's reads: a page of objection ids after a cursor (with the filtered set's total), every id for the
// export, the columns of some ids, the distinct option lists and the chart's counts per category and severity.

export interface ObjectionKey {
  id: number
  /** The call's start as the database gave it (the cursor's sort value). */
  at: string
  total: number
}

/**
 * One page: the ids in sort order after the cursor, with the filtered set's total (counted before the cursor, so every
 * page answers the same total). One scan of the filtered set.
 */
export async function findObjectionPage(
  tx: Db,
  r: ReportRequest,
  ctx: ObjectionContext,
  page: { after: CursorKey | null; take: number; desc: boolean },
): Promise<ObjectionKey[]> {
  const x = { at: sql`x.at`, id: sql`x.id` }
  const after = page.after ? sql`where ${afterCursorSql(page.after, page.desc, x.at, x.id)}` : sql``
  return preparedRows<ObjectionKey>(
    tx,
    sql`select x.id, x.at, x.total from (
        select o.id, mt.start_time as at, count(*) over ()::int as total ${objectionsWhere(r, ctx)}
      ) x ${after}
      order by ${objectionOrderSql(page.desc, x.at, x.id)} limit ${page.take}`,
  )
}

export async function countObjections(tx: Db, r: ReportRequest, ctx: ObjectionContext): Promise<number> {
  const rows = await preparedRows<{ n: number }>(tx, sql`select count(*)::int as n ${objectionsWhere(r, ctx)}`)
  return rows[0]?.n ?? 0
}

/** Every matching objection id in table order, up to `max` (exports read the rows in batches by these keys). */
export async function findObjectionKeys(tx: Db, r: ReportRequest, ctx: ObjectionContext, desc: boolean, max: number): Promise<number[]> {
  const rows = await preparedRows<{ id: number }>(tx, sql`select o.id ${objectionsWhere(r, ctx)} order by ${objectionOrderSql(desc)} limit ${max}`)
  return rows.map((x) => x.id)
}

export type ObjectionDbRow = {
  o_id: number
  od_id: number | null
  deal_id: number | null
  deal_name: string | null
  call_date: string | Date
  call_stage: string | null
  owner_name: string | null
  rep_name: string | null
  category: string
  tag: string | null
  detail: string | null
  call_summary: string | null
  signal_category: string | null
  grade: string | null
  handling: string | null
  handling_grade: string | null
  title: string | null
  zra_id: number
  timestamps: unknown
}

/** The columns of some objections (a page, or one export batch); the caller keeps its order. */
export async function findObjectionRows(tx: Db, ctx: ObjectionContext, ids: number[]): Promise<ObjectionDbRow[]> {
  if (!ids.length) return []
  return preparedRows<ObjectionDbRow>(
    tx,
    sql`select o.id as o_id, o.insight_id as od_id, d.id as deal_id, d.name as deal_name, mt.start_time as call_date,
        ${callStage} as call_stage, ow.name as owner_name, rp.name as rep_name, o.category, ${subCategory} as tag, o.detail,
        ar.summary as call_summary, mi.signal_category, o.severity as grade, o.handling, o.grade as handling_grade,
        coalesce(mt.title, ce.title) as title, mt.id as zra_id, o.timestamps
      ${objectionsFrom}
      left join analysis_results ar on ar.meeting_id = mt.id
      left join meeting_insights mi on mi.id = o.insight_id
      where o.company_id = ${ctx.companyId} and o.id = any(${sql.param(ids)}::int[])`,
  )
}

/**
 * The category of the company's objections signal (the one the analyzer files objections under: its cue lexicon
 * derives objections, else the one named 'objections'), for objections stored without a link to the call's signal.
 */
export async function findObjectionSignalCategory(tx: Db, companyId: number): Promise<string | null> {
  const rows = await preparedRows<{ category: string | null }>(
    tx,
    sql`select signal_category as category from checklist_definitions
      where company_id = ${companyId} and (properties -> 'cues' ->> 'derive' = 'objections' or unique_name = 'objections')
      order by (properties -> 'cues' ->> 'derive' = 'objections') desc nulls last, id limit 1`,
  )
  return rows[0]?.category ?? null
}

/** The longest option list distinct mode answers per filter (alphabetical). */
export const OBJECTION_DISTINCT_MAX = 1000

/** Distinct mode: the value lists of the text filters over the scope and ranges (not the filters), in one scan. */
export async function findObjectionDistinct(tx: Db, r: ReportRequest, ctx: ObjectionContext): Promise<Record<string, string[]>> {
  const columns: DistinctColumn[] = [
    ['rep', sql`rp.name`],
    ['owner_name', sql`ow.name`],
    ['call_stage', callStage],
    ['category', sql`o.category`],
    ['tag', subCategory],
    ['agenda_type', agendaType],
    ['deal_name', sql`d.name`],
    ['sales_stage', sql`d.stage_name`],
    ['deal_type', sql`d.type`],
    ['account_name', sql`a.name`],
    ['competitor_name', sql`d.competitor_name`],
    ...ctx.crmFields.map((f): DistinctColumn => [f, sql`d.custom_fields ->> ${f}`]),
  ]
  const rows = await preparedRows<{ k: string; v: string }>(
    tx,
    sql`with base as materialized (select ${distinctSelect(columns)}, d.owner_id ${objectionsWhere(r, ctx, { filters: false })})
      ${distinctListsSql(columns)}
      union all ${managerListSql('deal_owner_manager', sql`owner_id`)}`,
  )
  return toDistinctLists([...columns.map(([k]) => k), 'deal_owner_manager'], rows, OBJECTION_DISTINCT_MAX)
}

/** Objections per category and severity over the filtered set (the chart keeps the top 10 categories). */
export async function findObjectionChartCounts(
  tx: Db,
  r: ReportRequest,
  ctx: ObjectionContext,
): Promise<{ category: string; grade: string | null; y: number }[]> {
  return preparedRows(tx, sql`select o.category, o.severity as grade, count(*)::int as y ${objectionsWhere(r, ctx)} group by 1, 2`)
}
