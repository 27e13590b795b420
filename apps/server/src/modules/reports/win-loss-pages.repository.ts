import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { PLANNED_PER_REQUEST, preparedRows } from '../../db/prepared'
import { type DistinctColumn, distinctListsSql, distinctSelect, managerListSql, toDistinctLists } from './distinct-lists-sql'
import type { CursorKey } from './report-cursor'
import type { ReportRequest } from './report-request'
import { callStage, dealGroupSql, previousStageSql, type WinLossContext, winLossWhere } from './win-loss-sql'

// Competitive Win-Loss's paged tables: the deals (Deal-Level SWOT Analysis, and the lost deals of 'Why We Are Loosing?'
// for its export) and the raw insights ('Look At Each Decision Driver And Underlying Factor'). Pages are cursor-based
// (`after` is the cursor): first the keys in order with the filtered total, then the columns of those keys.

export interface PageKey {
  id: number
  at: string
  total: number
}

export interface KeyPage {
  after: CursorKey | null
  take: number
  desc: boolean
}

const order = (desc: boolean) => (desc ? sql`x.at desc, x.id desc` : sql`x.at asc, x.id asc`)
const afterSql = (key: CursorKey | null, desc: boolean) =>
  key === null
    ? sql``
    : desc
      ? sql`where (x.at, x.id) < (${key.value}::timestamptz, ${key.id})`
      : sql`where (x.at, x.id) > (${key.value}::timestamptz, ${key.id})`
/** FROM + WHERE of the filtered insights, of lost deals only when `lost` (the only case that needs the deal's group). */
const dealsWhere = (r: ReportRequest, ctx: WinLossContext, lost: boolean) =>
  lost ? sql`${winLossWhere(r, ctx, { filters: true, stageGroups: true })} and ${dealGroupSql} = 'lost'` : winLossWhere(r, ctx)

/** The deals of one page (or every deal, `take` up to the export limit), by their latest call in the range. */
export async function findDealPageKeys(tx: Db, r: ReportRequest, ctx: WinLossContext, page: KeyPage, lost: boolean): Promise<PageKey[]> {
  return preparedRows<PageKey>(
    tx,
    sql`select x.id, x.at, x.total from (
        select f.deal_id as id, max(f.start_at) as at, count(*) over ()::int as total ${dealsWhere(r, ctx, lost)} group by f.deal_id
      ) x ${afterSql(page.after, page.desc)} order by ${order(page.desc)} limit ${page.take}`,
    PLANNED_PER_REQUEST,
  )
}

export async function countDeals(tx: Db, r: ReportRequest, ctx: WinLossContext, lost: boolean): Promise<number> {
  const rows = await preparedRows<{ n: number }>(tx, sql`select count(distinct f.deal_id)::int as n ${dealsWhere(r, ctx, lost)}`, PLANNED_PER_REQUEST)
  return rows[0]?.n ?? 0
}

export type DealDbRow = {
  deal_id: number
  deal_name: string
  latest_activity_id: number
  call_date: string
  current_deal_stage: string | null
  previous_deal_stage: string | null
  deal_owner_name: string | null
  competitor_name: string | null
  funnel_by_product: string | null
  win_loss_notes: string | null
  swot: { nature: string; category: string; heading: string; n: number }[] | null
  next_steps: unknown
}

/**
 * The columns of some deals: their SWOT headings in the range (filtered), their latest call and its next steps. One
 * aggregate row per deal, joined to the deal by key: the generic plan of this prepared statement guesses one row for
 * `any($ids)`, and a per-deal join between two aggregates then re-aggregated every insight once per deal (an export of
 * 10,000 deals ran for minutes).
 */
export async function findDealRows(tx: Db, r: ReportRequest, ctx: WinLossContext, ids: number[]): Promise<DealDbRow[]> {
  if (!ids.length) return []
  return preparedRows<DealDbRow>(
    tx,
    sql`with headings as (select f.deal_id, f.nature::text as nature, f.driver, f.heading, count(*)::int as n,
          (array_agg(f.meeting_id order by f.start_at desc, f.meeting_id desc))[1] as meeting_id, max(f.start_at) as start_at
        ${winLossWhere(r, ctx)} and f.deal_id = any(${sql.param(ids)}::int[]) group by 1, 2, 3, 4),
      per_deal as (select deal_id, jsonb_agg(jsonb_build_object('nature', nature, 'category', driver, 'heading', heading, 'n', n)
          order by n desc, heading) as swot,
          (array_agg(meeting_id order by start_at desc, meeting_id desc))[1] as meeting_id, max(start_at) as start_at
        from headings group by deal_id)
    select d.id as deal_id, d.name as deal_name, p.meeting_id as latest_activity_id, p.start_at as call_date,
      d.stage_name as current_deal_stage, ${previousStageSql} as previous_deal_stage, o.name as deal_owner_name,
      d.competitor_name, d.funnel_by_product, d.win_loss_notes, p.swot, ar.next_steps
    from per_deal p join deals d on d.id = p.deal_id
      left join users o on o.id = d.owner_id
      left join analysis_results ar on ar.meeting_id = p.meeting_id and ar.company_id = ${ctx.companyId}`,
    PLANNED_PER_REQUEST,
  )
}

/** The insights of one page (or every insight up to the export limit), newest call first unless asked otherwise. */
export async function findRawPageKeys(tx: Db, r: ReportRequest, ctx: WinLossContext, page: KeyPage): Promise<PageKey[]> {
  return preparedRows<PageKey>(
    tx,
    sql`select x.id, x.at, x.total from (
        select f.insight_id as id, f.start_at as at, count(*) over ()::int as total ${winLossWhere(r, ctx)}
      ) x ${afterSql(page.after, page.desc)} order by ${order(page.desc)} limit ${page.take}`,
    PLANNED_PER_REQUEST,
  )
}

export async function countRaw(tx: Db, r: ReportRequest, ctx: WinLossContext): Promise<number> {
  const rows = await preparedRows<{ n: number }>(tx, sql`select count(*)::int as n ${winLossWhere(r, ctx)}`, PLANNED_PER_REQUEST)
  return rows[0]?.n ?? 0
}

export type RawDbRow = {
  id: number
  deal_id: number
  deal_name: string
  activity_id: number
  activity_title: string | null
  activity_date: string
  deal_stage_during_call: string | null
  current_deal_stage: string | null
  competitor_name: string | null
  funnel_by_product: string | null
  deal_owner_name: string | null
  rep_name: string | null
  nature: string
  driver: string
  factor: string
  heading: string
  details: string | null
  timestamps: unknown
}

/** The columns of some insights (a page, or one export batch); the caller keeps its order. */
export async function findRawRows(tx: Db, ctx: WinLossContext, ids: number[]): Promise<RawDbRow[]> {
  if (!ids.length) return []
  return preparedRows<RawDbRow>(
    tx,
    sql`select f.insight_id as id, f.deal_id, d.name as deal_name, f.meeting_id as activity_id, m.title as activity_title,
      f.start_at as activity_date, ${callStage} as deal_stage_during_call, d.stage_name as current_deal_stage, d.competitor_name,
      d.funnel_by_product, o.name as deal_owner_name, rp.name as rep_name, f.nature::text as nature, f.driver, f.factor, f.heading,
      s.detail as details, s.timestamps
    from win_loss_facts f
      join deals d on d.id = f.deal_id
      join meetings m on m.id = f.meeting_id
      join swot_insights s on s.id = f.insight_id
      left join users o on o.id = d.owner_id
      left join users rp on rp.id = f.rep_id
    where f.company_id = ${ctx.companyId} and f.insight_id = any(${sql.param(ids)}::int[])`,
  )
}

/** The longest option list distinct mode answers per filter (alphabetical). */
export const WIN_LOSS_DISTINCT_MAX = 1000

/** grouping(deal_id, driver, rep_id) of each grouping set below: a bit is set for each column the set leaves out. */
const GROUPED_BY_DEAL = 0b011
const GROUPED_BY_DRIVER = 0b101
const GROUPED_BY_REP = 0b110

/**
 * Distinct mode: the value lists of the filters over the scope and ranges (not the filters), in one statement. The
 * insights are grouped once, by deal, by driver and factor and by rep (a few thousand rows kept rather than every
 * insight); the deal and account lists come from the deals they name.
 */
export async function findWinLossDistinct(tx: Db, r: ReportRequest, ctx: WinLossContext): Promise<Record<string, string[]>> {
  const columns: DistinctColumn[] = [
    ['owner_name', sql`o.name`],
    ['deal_type', sql`d.type`],
    ['competitor_name', sql`d.competitor_name`],
    ['funnel_by_product', sql`d.funnel_by_product`],
    ['lead_source', sql`d.lead_source`],
    ['account_name', sql`a.name`],
    ['account_tier', sql`a.tier`],
    ['sales_stage', sql`d.stage_name`],
    ...ctx.crmFields.map((f): DistinctColumn => [f, sql`d.custom_fields ->> ${f}`]),
  ]
  const rows = await preparedRows<{ k: string; v: string }>(
    tx,
    sql`with grouped as materialized (select f.deal_id, f.driver, f.factor, f.rep_id, max(f.start_at) as last_at,
          grouping(f.deal_id, f.driver, f.rep_id) as g
        ${winLossWhere(r, ctx, { filters: false })} group by grouping sets ((f.deal_id), (f.driver, f.factor), (f.rep_id))),
      deal_ids as (select deal_id, last_at from grouped where g = ${GROUPED_BY_DEAL}),
      drivers as (select driver, factor from grouped where g = ${GROUPED_BY_DRIVER}),
      per_deal as materialized (
        select ${distinctSelect(columns)}, d.owner_id, a.owner_id as account_owner_id, d.name as deal_name, x.last_at
        from deal_ids x join deals d on d.id = x.deal_id left join users o on o.id = d.owner_id left join accounts a on a.id = d.account_id
      )
      ${distinctListsSql(columns, 'per_deal')}
      union all select 'objection_category', driver from drivers where btrim(driver) <> '' group by driver
      union all select 'category', factor from drivers where btrim(factor) <> '' group by factor
      union all select 'deal_name', v from (select deal_name as v from per_deal group by deal_name order by max(last_at) desc limit ${WIN_LOSS_DISTINCT_MAX}) x
      union all select 'rep', u.name from users u where u.id in (select rep_id from grouped where g = ${GROUPED_BY_REP}) and u.name is not null
      union all select 'account_owner_name', u.name from users u where u.id in (select account_owner_id from per_deal) and u.name is not null
      union all ${managerListSql('deal_owner_manager', sql`owner_id`, 'per_deal')}
      union all select 'stage', name from deal_stages where company_id = ${ctx.companyId}`,
    PLANNED_PER_REQUEST,
  )
  const keys = [...columns.map(([k]) => k), 'objection_category', 'category', 'deal_name', 'rep', 'account_owner_name', 'deal_owner_manager', 'stage']
  return toDistinctLists(keys, rows, WIN_LOSS_DISTINCT_MAX)
}
