import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import { stageGroupSql } from '../deals'
import { wonLast4QtrsSql } from '../deals'
import { type AccountContext, accountActivitySql, accountEngagementSql, accountOrderSql, accountsWhere } from './account-review-sql'
import type { ReportRequest } from './report-request'

// Account Review's reads: the page's account ids in order with the total, every id for the export, the columns of some
// accounts (roll-up, owner, activity in the range), their calls and e-mails for the timelines, their won and open deals
// for the popovers, and the distinct option lists.

export async function findAccountPageKeys(
  tx: Db,
  r: ReportRequest,
  ctx: AccountContext,
  limit: { skip: number; take: number },
): Promise<{ id: number; total: number }[]> {
  return preparedRows(
    tx,
    sql`select a.id, count(*) over ()::int as total ${accountsWhere(r, ctx)} order by ${accountOrderSql(r)} limit ${limit.take} offset ${limit.skip}`,
  )
}

export async function countAccounts(tx: Db, r: ReportRequest, ctx: AccountContext): Promise<number> {
  const rows = await preparedRows<{ n: number }>(tx, sql`select count(*)::int as n ${accountsWhere(r, ctx)}`)
  return rows[0]?.n ?? 0
}

/** Every matching account id in table order, up to `max` (exports read the rows in batches by these keys). */
export async function findAccountKeys(tx: Db, r: ReportRequest, ctx: AccountContext, max: number): Promise<number[]> {
  const rows = await preparedRows<{ id: number }>(tx, sql`select a.id ${accountsWhere(r, ctx)} order by ${accountOrderSql(r)} limit ${max}`)
  return rows.map((x) => x.id)
}

export type AccountDbRow = {
  account_id: number
  crm_account_id: string
  account_name: string
  owner_id: number | null
  account_owner: string | null
  account_tier: string | null
  won_count: number
  won_amount: string | number
  open_count: number
  open_amount: string | number
  quarter_count: number
  deal_confidence_score: string | null
  objection_count: number
  account_engagement: string
  last_call_at: string | Date | null
  last_email_at: string | Date | null
  products: string[] | null
  activity_count: number
  primary_deal_id: number | null
}

/** The rows of some accounts (a page, or one export batch), with their activity counted in the range; the caller keeps the order. */
export async function findAccountRows(tx: Db, r: ReportRequest, ctx: AccountContext, ids: number[]): Promise<AccountDbRow[]> {
  if (!ids.length) return []
  return preparedRows<AccountDbRow>(
    tx,
    sql`select a.id as account_id, a.crm_account_id, a.name as account_name, a.owner_id, o.name as account_owner, a.tier as account_tier,
        am.won_deals_last4_qtrs_count as won_count, am.won_deals_last4_qtrs_amount as won_amount, am.open_deals_count as open_count,
        am.open_deals_amount as open_amount, am.current_quarter_deals_count as quarter_count, am.deal_confidence_score, am.objection_count,
        ${accountEngagementSql(r.now, ctx.engagementMode)} as account_engagement, am.last_call_at, am.last_email_at,
        am.products_discussed as products, coalesce(act.n, 0) as activity_count,
        (select d.id from deals d where d.account_id = a.id and d.deleted_at is null order by d.created_date desc nulls last, d.id desc limit 1)
          as primary_deal_id
      from accounts a
      join account_metrics am on am.account_id = a.id
      left join (${accountActivitySql(r, ctx, ids)}) act on act.account_id = a.id
      left join users o on o.id = a.owner_id
      where a.company_id = ${ctx.companyId} and a.id = any(${sql.param(ids)}::int[])`,
  )
}

export type AccountActivityDbRow = {
  account_id: number
  kind: 'recorded' | 'unrecorded' | 'email'
  id: number
  at: string | Date
  duration: number | null
  direction: string | null
}

/** The calls and e-mails of the shown accounts inside the range (the rows' activity timelines), oldest first. */
export async function findAccountActivities(tx: Db, r: ReportRequest, ctx: AccountContext, accountIds: number[]): Promise<AccountActivityDbRow[]> {
  if (!accountIds.length) return []
  const ids = sql`${sql.param(accountIds)}::int[]`
  const start = r.range.start.toISOString()
  const end = r.range.end.toISOString()
  const pastEnd = (r.range.end < r.now ? r.range.end : r.now).toISOString()
  return preparedRows<AccountActivityDbRow>(
    tx,
    sql`select d.account_id, 'recorded' as kind, mt.id, mt.start_time as at, mt.video_duration as duration, null::text as direction
      from deals d join meeting_deals md on md.deal_id = d.id and md.is_primary join meetings mt on mt.id = md.meeting_id
      where d.company_id = ${ctx.companyId} and d.account_id = any(${ids}) and mt.deleted_at is null
        and mt.start_time between ${start}::timestamptz and ${end}::timestamptz
    union all
    select d.account_id, 'unrecorded', ce.id, ce.start_at, extract(epoch from ce.end_at - ce.start_at)::int, null
      from deals d join calendar_events ce on ce.primary_deal_id = d.id
      where d.company_id = ${ctx.companyId} and d.account_id = any(${ids}) and ce.deleted_at is null and ce.status <> 'cancelled'
        and ce.start_at between ${start}::timestamptz and ${pastEnd}::timestamptz
        and not exists (select 1 from meetings mt where mt.calendar_event_id = ce.id and mt.deleted_at is null)
    union all
    select coalesce(e.account_id, d.account_id), 'email', e.id, e.received_at, null, e.direction
      from emails e left join deals d on d.id = e.deal_id
      where e.company_id = ${ctx.companyId} and coalesce(e.account_id, d.account_id) = any(${ids})
        and e.received_at between ${start}::timestamptz and ${end}::timestamptz
    order by 4, 3`,
  )
}

export type AccountDealDbRow = {
  account_id: number
  deal_id: number
  deal_name: string
  deal_created_date: string | Date | null
  deal_amount: string | number | null
  deal_current_stage: string | null
  deal_type: string | null
  won: boolean
}

/**
 * The deals of the popovers: "Deals Won (Last 4 Qtrs)" by the same rule as the account roll-up (won, not Renewal, not
 * created this quarter, closed in the four quarters before this one) and the open deals, newest first.
 */
export async function findAccountDeals(tx: Db, ctx: AccountContext, accountIds: number[], now: Date): Promise<AccountDealDbRow[]> {
  if (!accountIds.length) return []
  const grp: SQL = stageGroupSql(sql`ds.stage_group`, sql`d.stage_name`, sql`d.is_closed`)
  const won = wonLast4QtrsSql({ group: grp, type: sql`d.type`, createdDate: sql`d.created_date`, closeDate: sql`d.close_date` }, now)
  return preparedRows<AccountDealDbRow>(
    tx,
    sql`select * from (
        select d.account_id, d.id as deal_id, d.name as deal_name, d.created_date as deal_created_date, d.amount as deal_amount,
          d.stage_name as deal_current_stage, d.type as deal_type, ${grp} as grp,
          ${won} as won
        from deals d left join deal_stages ds on ds.id = d.stage_id
        where d.company_id = ${ctx.companyId} and d.deleted_at is null and d.account_id = any(${sql.param(accountIds)}::int[])
      ) x where x.won or x.grp = 'open'
      order by x.deal_created_date desc nulls last, x.deal_id desc`,
  )
}

/** The longest option list distinct mode answers per filter (alphabetical). */
export const ACCOUNT_DISTINCT_MAX = 1000

/** Distinct mode: the value lists of the text filters over the scope and range (not the filters). */
export async function findAccountDistinct(tx: Db, r: ReportRequest, ctx: AccountContext): Promise<Record<string, string[]>> {
  const crm = ctx.crmFields.map(
    (f) => sql`union all select ${f}::text, d.custom_fields ->> ${f} from deals d where d.account_id in (select id from base) and d.deleted_at is null
      and coalesce(trim(d.custom_fields ->> ${f}), '') <> '' group by 2`,
  )
  const rows = await preparedRows<{ k: string; v: string }>(
    tx,
    sql`with base as materialized (
        select a.id, a.name, a.tier, a.owner_id, o.name as owner_name, am.products_discussed, greatest(am.last_call_at, am.last_email_at) as last_at
        ${accountsWhere(r, ctx, { filters: false })}
      )
      select 'account_owner_name' as k, owner_name as v from base where owner_name is not null group by owner_name
      union all select 'account_tier', tier from base where coalesce(trim(tier), '') <> '' group by tier
      union all select 'account_name', v from (select name as v from base order by last_at desc nulls last limit ${ACCOUNT_DISTINCT_MAX}) x
      union all select 'product_discussed', trim(p) from base, unnest(base.products_discussed) p where trim(p) <> '' group by trim(p)
      union all select 'account_owner_manager', mu.name from user_managers um join users mu on mu.id = um.manager_id
        where um.user_id in (select owner_id from base) group by mu.name
      union all select 'sales_stage', d.stage_name from deals d where d.account_id in (select id from base) and d.deleted_at is null
        and d.stage_name is not null group by d.stage_name
      union all select 'deal_type', d.type from deals d where d.account_id in (select id from base) and d.deleted_at is null
        and d.type is not null group by d.type
      ${sql.join(crm, sql` `)}`,
  )
  const out: Record<string, string[]> = {}
  for (const key of [
    'account_owner_name',
    'account_tier',
    'account_name',
    'product_discussed',
    'account_owner_manager',
    'sales_stage',
    'deal_type',
    ...ctx.crmFields,
  ])
    out[key] = []
  for (const row of rows) out[row.k]?.push(row.v)
  for (const key of Object.keys(out)) out[key] = [...new Set(out[key])].sort((a, b) => a.localeCompare(b)).slice(0, ACCOUNT_DISTINCT_MAX)
  return out
}
