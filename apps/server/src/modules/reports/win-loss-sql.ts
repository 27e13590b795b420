import { type SQL, sql } from 'drizzle-orm'
import { stageGroupKeys } from '@parley/shared/rules/deal-stages'
import type { WinLossGrouping } from '@parley/shared/rules/win-loss'
import { natureOf } from '@parley/shared/rules/win-loss'
import { textArray } from '../../db/sql-lists'
import { callStageSql } from '../deals'
import type { ReportRequest } from './report-request'
import { viewableMeetingSql } from '../meetings'

// Competitive Win-Loss in SQL: the SWOT insights of recorded calls in the Calls Done In range (win_loss_facts, one row
// per insight) inside the scope (the deal owner) and the deal ranges, with the filter map. The scope, ranges, groupings
// and most filters read the deal's columns copied onto the facts; the deal itself (d) and its account (a) are joined
// only for the filters on their other columns. Aliases: f win_loss_facts, d deals, dg the group of the deal's stage,
// o the deal owner, a the account. Every value is a parameter; column names come from the switches below, never from
// the request.

export interface WinLossContext {
  companyId: number
  /** db_field names of the company's CRM filters on deals (table crm_deals). */
  crmFields: string[]
}

/** A stage name as rules/deal-stages stageKey compares it (win_loss_facts.deal_stage_key; migration 0018 the same). */
export const stageKeySql = (expr: SQL) => sql`lower(regexp_replace(btrim(${expr}), '\\s+', ' ', 'g'))`

/** The spec's stage lists as one look-up of stage keys (the first list naming a key wins, as in winLossGroupOf). */
const listedGroups = (() => {
  const groups = new Map<string, string>()
  for (const group of ['won', 'lost', 'open'] as const) for (const key of stageGroupKeys(group)) if (!groups.has(key)) groups.set(key, group)
  return groups
})()

/**
 * Joins the group of a deal's stage (rules/win-loss winLossGroupOf) by its key and pipeline stage id as `alias`.g: the
 * spec's lists first (a hashed look-up rather than comparing each insight's key with every listed name), then the
 * group of the company's pipeline stage.
 */
export const joinStageGroup = (alias: string, stageKey: SQL, stageId: SQL) => {
  const a = sql.raw(alias)
  return sql`left join unnest(${textArray([...listedGroups.keys()])}, ${textArray([...listedGroups.values()])}) as ${a}_l(k, g) on ${a}_l.k = ${stageKey}
    left join deal_stages ${a}_s on ${a}_s.id = ${stageId}
    left join lateral (select coalesce(${a}_l.g, ${a}_s.stage_group::text) as g) ${a} on true`
}

/** The deal's group, with its stage joined by winLossWhere's `stageGroups`. */
export const dealGroupSql = sql`dg.g`

/** The stage the deal was in before its current one (its latest stage change), e.g. the stage a lost deal was lost in. */
export const previousStageOf = (dealId: SQL) => sql`(select h.from_stage from deal_stage_history h
  where h.deal_id = ${dealId} and h.from_stage is not null order by h.changed_at desc, h.id desc limit 1)`
/** The previous stage of the deal joined as `d`. */
export const previousStageSql = previousStageOf(sql`d.id`)

/** The deal stage during the call: the call's calendar event's stage, else the deal's stage at the call from its history. */
export const callStage = callStageSql(
  sql`(select ce.sales_stage from meetings mt join calendar_events ce on ce.id = mt.calendar_event_id where mt.id = f.meeting_id)`,
  sql`f.deal_id`,
  sql`f.start_at`,
)

/** The value each grouping groups by ("competitor_name, funnel_by_product, owner_name or objection_category"). */
export const GROUP_SQL: Record<WinLossGrouping, SQL> = {
  competitor: sql`nullif(btrim(f.deal_competitor_name), '')`,
  funnel_by_product: sql`nullif(btrim(f.deal_funnel_by_product), '')`,
  deal_owner: sql`o.name`,
  objection_category: sql`f.driver`,
}

/**
 * The groupings by a column of the deal, as a raw key of the facts and the value it shows: their selector tables count
 * per deal and key (an integer or the stored text) and name the few distinct keys afterwards, rather than joining and
 * trimming per insight. Decision drivers differ per insight and are grouped per insight (GROUP_SQL).
 */
export const DEAL_GROUP_KEY: Partial<Record<WinLossGrouping, { key: SQL; name: (key: SQL) => SQL }>> = {
  competitor: { key: sql`f.deal_competitor_name`, name: (k) => sql`nullif(btrim(${k}), '')` },
  funnel_by_product: { key: sql`f.deal_funnel_by_product`, name: (k) => sql`nullif(btrim(${k}), '')` },
  deal_owner: { key: sql`f.deal_owner_id`, name: (k) => sql`(select u.name from users u where u.id = ${k})` },
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
      return sql`exists (select 1 from user_managers um join users mu on mu.id = um.manager_id where um.user_id = f.deal_owner_id and mu.name = any(${any}))`
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
      return sql`f.deal_stage_name = any(${any})`
    case 'previous_deal_stage':
      return sql`${previousStageOf(sql`f.deal_id`)} = any(${any})`
    case 'deal_type':
      return sql`d.type = any(${any})`
    case 'competitor_name':
      return sql`f.deal_competitor_name = any(${any})`
    case 'funnel_by_product':
      return sql`f.deal_funnel_by_product = any(${any})`
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

/** Filter keys on the account (joined as `a` through the deal). */
const ACCOUNT_KEYS: ReadonlySet<string> = new Set(['account_name', 'account_owner_name', 'account_tier'])
/** Fixed filter keys answered from the facts' own columns; any other key (CRM fields included) needs the deal `d`. */
const FACT_KEYS: ReadonlySet<string> = new Set([
  'rep',
  'owner_name',
  'deal_owner_manager',
  'objection_category',
  'category',
  'nature',
  'call_stage',
  'sales_stage',
  'previous_deal_stage',
  'competitor_name',
  'funnel_by_product',
])

/** Whether a filter key exists for this company (fixed keys and its CRM deal fields). */
export function knowsWinLossFilter(key: string, fixed: ReadonlySet<string>, ctx: WinLossContext): boolean {
  return fixed.has(key) || ctx.crmFields.includes(key)
}

/** WHERE of the base set: the company, calls in Calls Done In, live deals in the scope (their owner) and deal ranges. */
export function winLossBaseWhere(r: ReportRequest, ctx: WinLossContext): SQL[] {
  const w: SQL[] = [
    sql`f.company_id = ${ctx.companyId}`,
    sql`f.start_at between ${r.range.start.toISOString()}::timestamptz and ${r.range.end.toISOString()}::timestamptz`,
    sql`not f.deal_deleted`,
  ]
  if (r.scope.userIds !== 'all') {
    w.push(r.scope.userIds.length ? sql`f.deal_owner_id = any(${sql.param(r.scope.userIds)}::int[])` : sql`false`)
    // A deal owner's deals can hold calls they may not open (another team's call mapped to the deal): the rows of
    // those calls are left out, by the call page's rule. Whole-company scopes open every call of the company.
    w.push(viewableMeetingSql(sql`f.meeting_id`, sql`${r.viewerId}`))
  }
  if (r.created) w.push(sql`f.deal_created_date between ${r.created.start.toISOString()}::timestamptz and ${r.created.end.toISOString()}::timestamptz`)
  if (r.close) w.push(sql`f.deal_close_date between ${r.close.start.toISOString()}::timestamptz::date and ${r.close.end.toISOString()}::timestamptz::date`)
  return w
}

/**
 * FROM + WHERE of the filtered insights; `filters: false` for distinct lists (over the scope and ranges only),
 * `stageGroups: true` to join the company's stage of the deal (read through dealGroupSql).
 */
export function winLossWhere(r: ReportRequest, ctx: WinLossContext, opts: { filters: boolean; stageGroups?: boolean } = { filters: true }): SQL {
  const keys = opts.filters ? [...r.filters.keys()] : []
  const where = [...winLossBaseWhere(r, ctx), ...(opts.filters ? [...r.filters].map(([key, values]) => winLossFilterSql(key, values, ctx)) : [])]
  const account = keys.some((k) => ACCOUNT_KEYS.has(k))
  const deal = account || keys.some((k) => !FACT_KEYS.has(k))
  return sql`from win_loss_facts f
    ${deal ? sql`join deals d on d.id = f.deal_id` : sql``}
    ${opts.stageGroups ? joinStageGroup('dg', sql`f.deal_stage_key`, sql`f.deal_stage_id`) : sql``}
    left join users o on o.id = f.deal_owner_id
    ${account ? sql`left join accounts a on a.id = d.account_id` : sql``}
    where ${sql.join(where, sql` and `)}`
}
