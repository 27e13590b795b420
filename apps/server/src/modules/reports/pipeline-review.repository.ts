import { type SQL, sql } from 'drizzle-orm'
import type { PipelineChartKey } from '@parley/shared/rules/pipeline-columns'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import { type DistinctColumn, distinctListsSql, distinctSelect, managerListSql, toDistinctLists } from './distinct-lists-sql'
import {
  activityFrom,
  activitySql,
  baseWhere,
  DIMENSION_SQL,
  daysInStageSql,
  engagementSql,
  filtersWhere,
  orderSql,
  type PipelineContext,
  productsSql,
} from './pipeline-review-sql'
import { forecastSql, qualificationSql } from './deal-scores-sql'
import type { ReportRequest } from './report-request'

// Pipeline Review's reads. Deals and their roll-up (deal_metrics, refreshed by the deal roll-up job) are joined to the
// deal's activity in the range; row details of the shown page (calls, e-mails, attendees) are read for those deals only.

/** The company's CRM filters on deals and its active checklist signals (filter keys of the CRM and Checklist categories). */
export async function findPipelineContext(
  tx: Db,
  companyId: number,
): Promise<{ crmFields: { db_field: string; label: string }[]; signals: { id: number; label: string }[] }> {
  const [crm, signals] = await Promise.all([
    tx.execute<{ db_field: string; label: string }>(sql`
      select db_field, label from crm_custom_fields
      where company_id = ${companyId} and show_in_filters and table_name = 'crm_deals' order by display_order, label`),
    tx.execute<{ id: number; label: string }>(sql`
      select id, signal_label as label from checklist_definitions
      where company_id = ${companyId} and is_active and signal_type = 'checklist' order by display_order, id`),
  ])
  return { crmFields: crm.rows, signals: signals.rows }
}

/** FROM + WHERE of the filtered set (pipeline-review-sql activityFrom picks its shape); `filters: false` for distinct lists. */
function fromWhere(r: ReportRequest, ctx: PipelineContext, opts: { filters: boolean } = { filters: true }): SQL {
  const activity = activityFrom(r, ctx)
  const where = [...baseWhere(r, ctx), activity.where, ...(opts.filters ? filtersWhere(r, ctx) : [])]
  return sql`from deals d ${activity.join}
    left join accounts a on a.id = d.account_id
    left join users o on o.id = d.owner_id
    where ${sql.join(where, sql` and `)}`
}

export type PipelineDbRow = {
  deal_id: number
  crm_deal_id: string
  deal_name: string
  owner_name: string | null
  owner_id: number | null
  deal_type: string | null
  sales_stage: string | null
  amount: string | null
  close_date: string | null
  deal_created_date: string | Date | null
  deal_link: string | null
  account_id: number | null
  account_name: string | null
  region: string | null
  sub_region: string | null
  segment: string | null
  opportunity_type: string | null
  funnel_by_product: string | null
  industry: string | null
  days_in_current_stage: number | null
  follow_ups: number
  first_meeting_score: string | null
  notes: string | null
  next_step: string | null
  owner_manager: string | null
  severe_objections: number
  last_call_at: string | Date | null
  last_recorded_call_at: string | Date | null
  last_email_at: string | Date | null
  last_prospect_email_at: string | Date | null
  last_rep_email_at: string | Date | null
  next_meeting_at: string | Date | null
  engagement: string
  prospect_engagement: string
  rep_engagement: string
  forecast: string
  playbook_coverage: string | number | null
  critical_checklist: { key: string; name: string; score: number | null }[] | null
  likeliness_score: string | null
  likeliness_score_value: string | number | null
  likeliness_score_info: { label: string; value: string; ideal: string }[] | null
  activity_count: number
  products: string[] | null
  checklist_values: Record<string, number | null> | null
  total?: number
}

function columns(r: ReportRequest, ctx: PipelineContext, checklistIds: number[]): SQL {
  const checklist = checklistIds.length
    ? sql`(select jsonb_object_agg(c ->> 'signal_id', c -> 'score') from jsonb_array_elements(coalesce(m.all_checklist, '[]'::jsonb)) c
        where (c ->> 'signal_id')::int = any(${sql.param(checklistIds)}::int[]))`
    : sql`null::jsonb`
  return sql`d.id as deal_id, d.crm_deal_id, d.name as deal_name, o.name as owner_name, d.owner_id, d.type as deal_type,
    d.stage_name as sales_stage, d.amount::text as amount, d.close_date::text as close_date, d.created_date as deal_created_date,
    d.crm_url as deal_link, d.account_id, a.name as account_name, coalesce(d.region, a.region) as region,
    coalesce(d.sub_region, a.sub_region) as sub_region, coalesce(d.segment, a.segment) as segment, d.opportunity_type,
    d.funnel_by_product, a.industry, ${daysInStageSql(r.now)} as days_in_current_stage, coalesce(m.follow_up_count, 0) as follow_ups,
    d.first_meeting_score, d.notes, d.next_step,
    (select string_agg(mu.name, ', ' order by mu.name) from user_managers um join users mu on mu.id = um.manager_id
      where um.user_id = d.owner_id) as owner_manager,
    coalesce(m.severe_objection_count, 0) as severe_objections, m.last_call_at, m.last_recorded_call_at, m.last_email_at,
    m.last_prospect_email_at, m.last_rep_email_at, m.next_meeting_at,
    ${engagementSql('engagement', r.now, ctx.engagementMode)} as engagement,
    ${engagementSql('prospect_engagement', r.now, ctx.engagementMode)} as prospect_engagement,
    ${engagementSql('rep_engagement', r.now, ctx.engagementMode)} as rep_engagement,
    ${forecastSql} as forecast, m.playbook_coverage, m.critical_checklist, m.likeliness_score, m.likeliness_score_value,
    m.likeliness_score_info, coalesce(act.n, 0) as activity_count, ${productsSql} as products, ${checklist} as checklist_values`
}

/** The deal ids of one page (or every row, up to the limit) in the sort map's order, with the filtered set's total. */
export async function findPipelinePageKeys(
  tx: Db,
  r: ReportRequest,
  ctx: PipelineContext,
  limit: { skip: number; take: number },
): Promise<{ id: number; total: number }[]> {
  return preparedRows(
    tx,
    sql`select d.id, count(*) over ()::int as total ${fromWhere(r, ctx)} order by ${orderSql(r, ctx)} limit ${limit.take} offset ${limit.skip}`,
  )
}

export async function countPipeline(tx: Db, r: ReportRequest, ctx: PipelineContext): Promise<number> {
  const rows = await preparedRows<{ n: number }>(tx, sql`select count(*)::int as n ${fromWhere(r, ctx)}`)
  return rows[0]?.n ?? 0
}

/** Every matching deal id in table order (exports read the rows in batches by these keys). */
export async function findPipelineKeys(tx: Db, r: ReportRequest, ctx: PipelineContext, max: number): Promise<number[]> {
  const rows = await preparedRows<{ id: number }>(tx, sql`select d.id ${fromWhere(r, ctx)} order by ${orderSql(r, ctx)} limit ${max}`)
  return rows.map((x) => x.id)
}

/**
 * The rows of some deals (a page, or one export batch), with their activity counted in the range for these deals only;
 * the caller keeps its order.
 */
export async function findPipelineRows(tx: Db, r: ReportRequest, ctx: PipelineContext, ids: number[], checklistIds: number[] = []): Promise<PipelineDbRow[]> {
  if (!ids.length) return []
  return preparedRows<PipelineDbRow>(
    tx,
    sql`select ${columns(r, ctx, checklistIds)}
    from deals d
    left join (${activitySql(r, ctx, ids)}) act on act.deal_id = d.id
    left join deal_metrics m on m.deal_id = d.id
    left join accounts a on a.id = d.account_id
    left join users o on o.id = d.owner_id
    where d.company_id = ${ctx.companyId} and d.id = any(${sql.param(ids)}::int[])`,
  )
}

export type ActivityDbRow = {
  deal_id: number
  kind: 'recorded' | 'unrecorded' | 'email'
  id: number
  at: string | Date
  duration: number | null
  direction: string | null
}

/** The calls and e-mails of the shown deals inside the range (the rows' activity timelines), oldest first. */
export async function findPipelineActivities(tx: Db, r: ReportRequest, ctx: PipelineContext, dealIds: number[]): Promise<ActivityDbRow[]> {
  if (!dealIds.length) return []
  const ids = sql`${sql.param(dealIds)}::int[]`
  const start = r.range.start.toISOString()
  const end = r.range.end.toISOString()
  const pastEnd = (r.range.end < r.now ? r.range.end : r.now).toISOString()
  return preparedRows<ActivityDbRow>(
    tx,
    sql`select md.deal_id, 'recorded' as kind, mt.id, mt.start_time as at, mt.video_duration as duration, null::text as direction
      from meeting_deals md join meetings mt on mt.id = md.meeting_id
      where md.company_id = ${ctx.companyId} and md.deal_id = any(${ids}) and md.is_primary and mt.deleted_at is null
        and mt.start_time between ${start}::timestamptz and ${end}::timestamptz
    union all
    select ce.primary_deal_id, 'unrecorded', ce.id, ce.start_at, extract(epoch from ce.end_at - ce.start_at)::int, null
      from calendar_events ce
      where ce.company_id = ${ctx.companyId} and ce.primary_deal_id = any(${ids}) and ce.deleted_at is null and ce.status <> 'cancelled'
        and ce.start_at between ${start}::timestamptz and ${pastEnd}::timestamptz
        and not exists (select 1 from meetings mt where mt.calendar_event_id = ce.id and mt.deleted_at is null)
    union all
    select e.deal_id, 'email', e.id, e.received_at, null, e.direction
      from emails e
      where e.company_id = ${ctx.companyId} and e.deal_id = any(${ids}) and e.received_at between ${start}::timestamptz and ${end}::timestamptz
    order by 4, 3`,
  )
}

/** Buyer-side speakers of the shown deals' recorded calls in the range ("Deal (name with owner and attendees)"). */
export async function findPipelineAttendees(
  tx: Db,
  r: ReportRequest,
  ctx: PipelineContext,
  dealIds: number[],
): Promise<{ deal_id: number; names: string[] }[]> {
  if (!dealIds.length) return []
  return preparedRows(
    tx,
    sql`select md.deal_id, (array_agg(distinct coalesce(nullif(p.name, ''), p.email)))[1:10] as names
      from meeting_deals md join meetings mt on mt.id = md.meeting_id join meeting_participants p on p.meeting_id = mt.id
      where md.company_id = ${ctx.companyId} and md.deal_id = any(${sql.param(dealIds)}::int[]) and md.is_primary and mt.deleted_at is null
        and mt.start_time between ${r.range.start.toISOString()}::timestamptz and ${r.range.end.toISOString()}::timestamptz and p.side <> 'rep'
      group by md.deal_id`,
  )
}

/** The longest option list distinct mode answers per filter (alphabetical). */
export const DISTINCT_MAX = 1000

/** Distinct mode: the value lists of the text filters over the base set (scope and ranges, not the filters). */
export async function findPipelineDistinct(tx: Db, r: ReportRequest, ctx: PipelineContext): Promise<Record<string, string[]>> {
  const columns: DistinctColumn[] = [
    ['owner_name', sql`o.name`],
    ['sales_stage', sql`d.stage_name`],
    ['deal_type', sql`d.type`],
    ['lead_source', sql`d.lead_source`],
    ['funnel_by_product', sql`d.funnel_by_product`],
    ['competitor_name', sql`d.competitor_name`],
    ['region', sql`coalesce(d.region, a.region)`],
    ['first_meeting_score', sql`d.first_meeting_score`],
    ...ctx.crmFields.map((f): DistinctColumn => [f, sql`d.custom_fields ->> ${f}`]),
  ]
  // Deal and account names (thousands) list the DISTINCT_MAX most recently active deals' names; the add-filter
  // selector searches within them.
  const rows = await preparedRows<{ k: string; v: string }>(
    tx,
    sql`with base as materialized (
        select ${distinctSelect(columns)}, d.name as deal_name, a.name as account_name, d.owner_id, ${productsSql} as products,
          greatest(m.last_call_at, m.last_email_at) as last_at
        ${fromWhere(r, ctx, { filters: false })}
      )
      ${distinctListsSql(columns)}
      union all select 'deal_name', v from (select deal_name as v from base order by last_at desc nulls last limit ${DISTINCT_MAX}) x
      union all select 'account_name', v from (select account_name as v from base where account_name is not null group by account_name
        order by max(last_at) desc nulls last limit ${DISTINCT_MAX}) y
      union all select 'product_discussed', trim(p) from base, unnest(base.products) p where trim(p) <> '' group by trim(p)
      union all ${managerListSql('deal_owner_manager', sql`owner_id`)}`,
  )
  return toDistinctLists([...columns.map(([k]) => k), 'deal_name', 'account_name', 'product_discussed', 'deal_owner_manager'], rows, DISTINCT_MAX)
}

const CHART_SQL = (r: ReportRequest, ctx: PipelineContext): Record<PipelineChartKey, SQL> => ({
  engagement: engagementSql('engagement', r.now, ctx.engagementMode),
  playbook: qualificationSql,
  ...DIMENSION_SQL,
})

/** Deals per value of each chart's dimension over the filtered set, in one statement (one scan, grouped per chart). */
export async function findPipelineChartCounts(
  tx: Db,
  r: ReportRequest,
  ctx: PipelineContext,
  charts: PipelineChartKey[],
): Promise<{ chart: PipelineChartKey; key: string; value: number }[]> {
  if (!charts.length) return []
  const exprs = CHART_SQL(r, ctx)
  const cols = charts.map((c, i) => sql`${exprs[c]} as ${sql.identifier(`c${i}`)}`)
  const groups = charts.map((c, i) => sql`select ${c}::text as chart, ${sql.identifier(`c${i}`)}::text as key, count(*)::int as value from base group by 2`)
  return preparedRows(
    tx,
    sql`with base as materialized (select ${sql.join(cols, sql`, `)} ${fromWhere(r, ctx)})
      ${sql.join(groups, sql` union all `)}`,
  )
}
