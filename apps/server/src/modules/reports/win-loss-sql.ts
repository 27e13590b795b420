import { type SQL, sql } from 'drizzle-orm'
import { stageGroupKeys } from '@parley/shared/rules/deal-stages'
import type { WinLossGrouping } from '@parley/shared/rules/win-loss'
import { natureOf } from '@parley/shared/rules/win-loss'
import { textArray } from '../../db/sql-lists'
import { callStageSql } from '../deals/call-stage.sql'
import type { ReportRequest } from './report-request'

// Competitive Win-Loss in SQL: the SWOT insights of recorded calls in the Calls Done In range (win_loss_facts, one row
// per insight), each joined live to its deal inside the scope (the deal owner) and the deal ranges, with the filter map.
// Aliases: f win_loss_facts, d deals, dg the group of the deal's stage, o the deal owner, a the account. Every value is a
// parameter; column names come from the switches below, never from the request.

export interface WinLossContext {
  companyId: number
  /** db_field names of the company's CRM filters on deals (table crm_deals). */
  crmFields: string[]
}

/** A stage name as rules/deal-stages stageKey compares it. */
const stageKey = (expr: SQL) => sql`lower(regexp_replace(btrim(${expr}), '\\s+', ' ', 'g'))`

/**
 * The group of each stage the company's deals are in (rules/win-loss winLossGroupOf): the spec's lists first, then the
 * company's pipeline stage. Worked out once per distinct stage and joined to the deal: per insight row, the name's
 * normalising regexp took most of each query's time (70,000 insights, 200 ms).
 */
const stageGroupsSql = (companyId: number) => sql`(
  select s.stage_name, s.stage_id, (case when ${stageKey(sql`s.stage_name`)} = any(${textArray(stageGroupKeys('won'))}) then 'won'
    when ${stageKey(sql`s.stage_name`)} = any(${textArray(stageGroupKeys('lost'))}) then 'lost'
    when ${stageKey(sql`s.stage_name`)} = any(${textArray(stageGroupKeys('open'))}) then 'open'
    else ds.stage_group::text end) as grp
  from (select distinct stage_name, stage_id from deals where company_id = ${companyId}) s left join deal_stages ds on ds.id = s.stage_id)`

/** The deal's group, from the stage groups joined as `dg` in winLossWhere. */
export const dealGroupSql = sql`dg.grp`

/** The stage the deal was in before its current one (its latest stage change), e.g. the stage a lost deal was lost in. */
export const previousStageOf = (dealId: SQL) => sql`(select h.from_stage from deal_stage_history h
  where h.deal_id = ${dealId} and h.from_stage is not null order by h.changed_at desc, h.id desc limit 1)`
export const previousStageSql = previousStageOf(sql`d.id`)

/** The deal stage during the call: the call's calendar event's stage, else the deal's stage at the call from its history. */
export const callStage = callStageSql(
  sql`(select ce.sales_stage from meetings mt join calendar_events ce on ce.id = mt.calendar_event_id where mt.id = f.meeting_id)`,
  sql`f.deal_id`,
  sql`f.start_at`,
)

/** The value each grouping groups by ("competitor_name, funnel_by_product, owner_name or objection_category"). */
export const GROUP_SQL: Record<WinLossGrouping, SQL> = {
  competitor: sql`nullif(btrim(d.competitor_name), '')`,
  funnel_by_product: sql`nullif(btrim(d.funnel_by_product), '')`,
  deal_owner: sql`o.name`,
  objection_category: sql`f.driver`,
}

/** The report's filter map: each known key becomes one WHERE part. */
export function winLossFilterSql(key: string, values: string[], ctx: WinLossContext): SQL {
  const any = textArray(values)
  switch (key) {
    case 'rep':
      return sql`f.rep_id in (select u.id from users u where u.company_id = ${ctx.companyId} and u.name = any(${any}))`
    case 'owner_name':
      return sql`o.name = any(${any})`
    case 'deal_owner_manager':
      return sql`exists (select 1 from user_managers um join users mu on mu.id = um.manager_id where um.user_id = d.owner_id and mu.name = any(${any}))`
    case 'objection_category':
      return sql`f.driver = any(${any})`
    case 'category':
      return sql`f.factor = any(${any})`
    case 'nature': {
      const natures = values.map(natureOf).filter((n) => n !== null)
      return natures.length ? sql`f.nature::text = any(${textArray(natures)})` : sql`false`
    }
    case 'call_stage':
      return sql`${callStage} = any(${any})`
    case 'deal_name':
      return sql`d.name = any(${any})`
    case 'sales_stage':
      return sql`d.stage_name = any(${any})`
    case 'previous_deal_stage':
      return sql`${previousStageSql} = any(${any})`
    case 'deal_type':
      return sql`d.type = any(${any})`
    case 'competitor_name':
      return sql`d.competitor_name = any(${any})`
    case 'funnel_by_product':
      return sql`d.funnel_by_product = any(${any})`
    case 'lead_source':
      return sql`d.lead_source = any(${any})`
    case 'account_name':
      return sql`a.name = any(${any})`
    case 'account_owner_name':
      return sql`exists (select 1 from users au where au.id = a.owner_id and au.name = any(${any}))`
    case 'account_tier':
      return sql`a.tier = any(${any})`
  }
  // A CRM custom field of the company on the deal (checked by the caller): the key is a parameter of ->>.
  return sql`(d.custom_fields ->> ${key}) = any(${any})`
}

/** Whether a filter key exists for this company (fixed keys and its CRM deal fields). */
export function knowsWinLossFilter(key: string, fixed: ReadonlySet<string>, ctx: WinLossContext): boolean {
  return fixed.has(key) || ctx.crmFields.includes(key)
}

/** WHERE of the base set: the company, calls in Calls Done In, live deals in the scope (their owner) and deal ranges. */
export function winLossBaseWhere(r: ReportRequest, ctx: WinLossContext): SQL[] {
  const w: SQL[] = [
    sql`f.company_id = ${ctx.companyId}`,
    sql`f.start_at between ${r.range.start.toISOString()}::timestamptz and ${r.range.end.toISOString()}::timestamptz`,
    sql`d.deleted_at is null`,
  ]
  if (r.scope.userIds !== 'all') w.push(r.scope.userIds.length ? sql`d.owner_id = any(${sql.param(r.scope.userIds)}::int[])` : sql`false`)
  if (r.created) w.push(sql`d.created_date between ${r.created.start.toISOString()}::timestamptz and ${r.created.end.toISOString()}::timestamptz`)
  if (r.close) w.push(sql`d.close_date between ${r.close.start.toISOString()}::timestamptz::date and ${r.close.end.toISOString()}::timestamptz::date`)
  return w
}

/**
 * FROM + WHERE of the filtered insights; `filters: false` for distinct lists (over the scope and ranges only),
 * `stageGroups: true` to join the deal's group (read as dealGroupSql; left out otherwise, its look-up costs a scan of the deals).
 */
export function winLossWhere(r: ReportRequest, ctx: WinLossContext, opts: { filters: boolean; stageGroups?: boolean } = { filters: true }): SQL {
  const where = [...winLossBaseWhere(r, ctx), ...(opts.filters ? [...r.filters].map(([key, values]) => winLossFilterSql(key, values, ctx)) : [])]
  return sql`from win_loss_facts f
    join deals d on d.id = f.deal_id
    ${opts.stageGroups ? sql`left join ${stageGroupsSql(ctx.companyId)} dg on coalesce(dg.stage_name, '') = coalesce(d.stage_name, '') and coalesce(dg.stage_id, 0) = coalesce(d.stage_id, 0)` : sql``}
    left join users o on o.id = d.owner_id
    left join accounts a on a.id = d.account_id
    where ${sql.join(where, sql` and `)}`
}
