import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import { type DistinctColumn, distinctListsSql, distinctSelect, managerListSql, toDistinctLists } from './distinct-lists-sql'
import type { CursorKey } from './report-cursor'
import type { ReportRequest } from './report-request'
import { vocAfterSql, vocFromWhere, vocOrderSql } from './voice-of-customer-sql'

// Voice of Customer's reads: a page of statement ids after a cursor (with the total), every id for the export, the
// rows of some ids, and distinct lists.

export interface VocKey {
  id: number
  /** The call's start as PostgreSQL's text (the cursor's sort value). */
  at: string
  total: number
}

/** One page in the sort's direction after the cursor; `take` + 1 rows tell whether another page follows. */
export async function findVocPage(
  tx: Db,
  r: ReportRequest,
  companyId: number,
  page: { after: CursorKey | null; take: number; desc: boolean },
): Promise<VocKey[]> {
  const x = { at: sql`x.at`, id: sql`x.id` }
  const after = page.after ? sql`where ${vocAfterSql(page.after, page.desc, x.at, x.id)}` : sql``
  return preparedRows<VocKey>(
    tx,
    sql`select x.id, x.at::text as at, x.total from (
        select s.id, r.start_time as at, count(*) over ()::int as total ${vocFromWhere(r, companyId)}
      ) x ${after}
      order by ${vocOrderSql(page.desc, x.at, x.id)} limit ${page.take + 1}`,
  )
}

export async function countVoc(tx: Db, r: ReportRequest, companyId: number): Promise<number> {
  const rows = await preparedRows<{ n: number }>(tx, sql`select count(*)::int as n ${vocFromWhere(r, companyId)}`)
  return rows[0]?.n ?? 0
}

/** Every matching statement id in table order, up to `max` (exports read the rows in batches by these keys). */
export async function findVocKeys(tx: Db, r: ReportRequest, companyId: number, desc: boolean, max: number): Promise<number[]> {
  const rows = await preparedRows<{ id: number }>(tx, sql`select s.id ${vocFromWhere(r, companyId)} order by ${vocOrderSql(desc)} limit ${max}`)
  return rows.map((x) => x.id)
}

export type VocDbRow = {
  id: number
  nature: string
  category: string | null
  heading: string
  detail: string | null
  competitor_name: string | null
  timestamp: string | null
  meeting_id: number
  title: string | null
  start_time: string | Date
  owner_name: string | null
  agenda_type: string | null
  call_stage: string | null
  deal_id: number | null
  deal_name: string | null
  sales_stage: string | null
  call_summary: string | null
}

/** The columns of some statements (a page or an export batch); the caller keeps its order. */
export async function findVocRows(tx: Db, companyId: number, ids: number[]): Promise<VocDbRow[]> {
  if (!ids.length) return []
  return preparedRows<VocDbRow>(
    tx,
    sql`select s.id, s.nature::text as nature, s.category, s.heading, s.detail, s.competitor_name, s.timestamps ->> 0 as timestamp,
      r.meeting_id, r.title, r.start_time, o.name as owner_name, r.agenda_type, r.sales_stage as call_stage, r.deal_id, r.deal_name,
      r.deal_stage as sales_stage,
      case when coalesce(btrim(s.detail), '') = '' then (select ar.summary from analysis_results ar where ar.meeting_id = s.meeting_id) end as call_summary
    from swot_insights s
    join recording_list r on r.meeting_id = s.meeting_id
    left join users o on o.id = r.owner_id
    where s.company_id = ${companyId} and s.id = any(${sql.param(ids)}::int[])`,
  )
}

export const DISTINCT_MAX = 1000

/** Distinct mode: the value lists of the text filters over the scope and range (not the filters), in one scan. */
export async function findVocDistinct(tx: Db, r: ReportRequest, companyId: number): Promise<Record<string, string[]>> {
  const columns: DistinctColumn[] = [
    ['category', sql`s.category`],
    ['competitor_name', sql`s.competitor_name`],
    ['rep', sql`o.name`],
    ['call_stage', sql`r.sales_stage`],
    ['agenda_type', sql`r.agenda_type`],
    ['sales_stage', sql`r.deal_stage`],
    ['deal_name', sql`r.deal_name`],
    ['account_name', sql`a.name`],
  ]
  const rows = await preparedRows<{ k: string; v: string }>(
    tx,
    sql`with base as materialized (select ${distinctSelect(columns)}, r.owner_id ${vocFromWhere(r, companyId, { filters: false })})
      ${distinctListsSql(columns)}
      union all ${managerListSql('manager', sql`owner_id`)}`,
  )
  return toDistinctLists([...columns.map(([k]) => k), 'manager'], rows, DISTINCT_MAX)
}
