import { type SQL, sql } from 'drizzle-orm'
import { AMOUNT_BOUNDS, type AccountSortField } from '@parley/shared/rules/account-review'
import { ENGAGEMENT_DAYS, type EngagementMode } from '@parley/shared/rules/deal-scores'
import { textArray } from '../../db/sql-lists'
import { exactActivity } from './pipeline-review-sql'
import type { ReportRequest } from './report-request'

// Account Review in SQL: the company's accounts with activity in the range, inside the scope (the
// account owner), with the filter map and the sort map. Aliases: a accounts, am account_metrics (the account roll-up),
// o the account owner. An account's calls are the calls of its deals; its e-mails those logged on it or its deals.

export interface AccountContext {
  companyId: number
  engagementMode: EngagementMode
  /** db_field names of the company's CRM filters on deals: an account matches when one of its deals does. */
  crmFields: string[]
}

/** "Account Engagement" from the roll-up's last call and e-mail at read time, with the shared thresholds. */
export function accountEngagementSql(now: Date, mode: EngagementMode): SQL {
  const days = ENGAGEMENT_DAYS[mode]
  const since = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString()
  const at = sql`greatest(am.last_call_at, am.last_email_at)`
  return sql`(case when ${at} is null then 'None' when ${at} >= ${since(days.high)}::timestamptz then 'High'
    when ${at} >= ${since(days.mid)}::timestamptz then 'Mid' else 'Low' end)`
}

const levelRank = (expr: SQL) => sql`(case ${expr} when 'High' then 3 when 'Mid' then 2 when 'Low' then 1 else 0 end)`

/** The calls and e-mails of accounts inside the range, counted per account (the page's accounts only when given). */
export function accountActivitySql(r: ReportRequest, ctx: AccountContext, accountIds?: number[]): SQL {
  const start = r.range.start.toISOString()
  const end = r.range.end.toISOString()
  const pastEnd = (r.range.end < r.now ? r.range.end : r.now).toISOString()
  const only = (column: SQL) => (accountIds ? sql` and ${column} = any(${sql.param(accountIds)}::int[])` : sql``)
  return sql`select account_id, count(*)::int as n, count(*) filter (where kind = 'recorded')::int as recorded_n from (
      select d.account_id, 'recorded' as kind from meetings mt join meeting_deals md on md.meeting_id = mt.id and md.is_primary
        join deals d on d.id = md.deal_id
      where mt.company_id = ${ctx.companyId} and mt.deleted_at is null and mt.start_time between ${start}::timestamptz and ${end}::timestamptz
        and d.account_id is not null${only(sql`d.account_id`)}
      union all
      select d.account_id, 'unrecorded' from calendar_events ce join deals d on d.id = ce.primary_deal_id
      where ce.company_id = ${ctx.companyId} and ce.deleted_at is null and ce.status <> 'cancelled'
        and ce.start_at between ${start}::timestamptz and ${pastEnd}::timestamptz and d.account_id is not null${only(sql`d.account_id`)}
        and not exists (select 1 from meetings mt where mt.calendar_event_id = ce.id and mt.deleted_at is null)
      union all
      select coalesce(e.account_id, d.account_id), 'email' from emails e left join deals d on d.id = e.deal_id
      where e.company_id = ${ctx.companyId} and e.received_at between ${start}::timestamptz and ${end}::timestamptz
        and coalesce(e.account_id, d.account_id) is not null${only(sql`coalesce(e.account_id, d.account_id)`)}
    ) x group by account_id`
}

/** FROM and the activity condition: the roll-up's last call or e-mail for ranges ending now, else counted in the range. */
export function accountActivityFrom(r: ReportRequest, ctx: AccountContext): { join: SQL; where: SQL } {
  if (exactActivity(r)) {
    return { join: sql`join (${accountActivitySql(r, ctx)}) act on act.account_id = a.id join account_metrics am on am.account_id = a.id`, where: sql`true` }
  }
  return {
    join: sql`join account_metrics am on am.account_id = a.id`,
    where: sql`greatest(am.last_call_at, am.last_email_at) >= ${r.range.start.toISOString()}::timestamptz`,
  }
}

const liveDealOf = (condition: SQL) => sql`exists (select 1 from deals d where d.account_id = a.id and d.deleted_at is null and ${condition})`

function amountBuckets(expr: SQL, values: string[]): SQL {
  const parts = values.flatMap((v) => {
    const b = AMOUNT_BOUNDS[v as keyof typeof AMOUNT_BOUNDS]
    if (!b) return []
    return [b[1] === null ? sql`${expr} >= ${b[0]}` : sql`${expr} between ${b[0]} and ${b[1]}`]
  })
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`
}

/** The report's filter map: each known key becomes one WHERE part. */
export function accountFilterSql(key: string, values: string[], ctx: AccountContext, r: ReportRequest): SQL {
  const any = textArray(values)
  switch (key) {
    case 'account_owner_name':
      return sql`o.name = any(${any})`
    case 'account_owner_manager':
      return sql`exists (select 1 from user_managers um join users mu on mu.id = um.manager_id where um.user_id = a.owner_id and mu.name = any(${any}))`
    case 'activity_recorded': {
      if (values.includes('Recorded') && values.includes('Not recorded')) return sql`true`
      const recorded = sql`exists (select 1 from deals d join meeting_deals md on md.deal_id = d.id and md.is_primary join meetings mt on mt.id = md.meeting_id
        where d.account_id = a.id and mt.deleted_at is null
          and mt.start_time between ${r.range.start.toISOString()}::timestamptz and ${r.range.end.toISOString()}::timestamptz)`
      return values.includes('Recorded') ? recorded : sql`not ${recorded}`
    }
    case 'account_name':
      return sql`a.name = any(${any})`
    case 'account_tier':
      return sql`a.tier = any(${any})`
    case 'account_engagement':
      return sql`${accountEngagementSql(r.now, ctx.engagementMode)} = any(${any})`
    case 'deal_confidence_score':
      return sql`coalesce(am.deal_confidence_score, 'None') = any(${any})`
    case 'product_discussed':
      return sql`exists (select 1 from unnest(am.products_discussed) p where trim(p) = any(${any}))`
    case 'sales_stage':
      return liveDealOf(sql`d.stage_name = any(${any})`)
    case 'deal_type':
      return liveDealOf(sql`d.type = any(${any})`)
    case 'open_deals_amount':
      return amountBuckets(sql`am.open_deals_amount`, values)
    case 'won_deals_amount':
      return amountBuckets(sql`am.won_deals_last4_qtrs_amount`, values)
  }
  // A CRM custom field of the company's deals (checked by the caller): the key is a parameter of ->>.
  return liveDealOf(sql`(d.custom_fields ->> ${key}) = any(${any})`)
}

export function knowsAccountFilter(key: string, fixed: ReadonlySet<string>, ctx: AccountContext): boolean {
  return fixed.has(key) || ctx.crmFields.includes(key)
}

/** WHERE of the base set without the filters: the company and the scope (the account owner). */
export function accountBaseWhere(r: ReportRequest, ctx: AccountContext): SQL[] {
  const w: SQL[] = [sql`a.company_id = ${ctx.companyId}`]
  if (r.scope.userIds !== 'all') w.push(r.scope.userIds.length ? sql`a.owner_id = any(${sql.param(r.scope.userIds)}::int[])` : sql`false`)
  return w
}

/** FROM + WHERE of the filtered set; `filters: false` for distinct lists (over the scope and range only). */
export function accountsWhere(r: ReportRequest, ctx: AccountContext, opts: { filters: boolean } = { filters: true }): SQL {
  const activity = accountActivityFrom(r, ctx)
  const filters = opts.filters ? [...r.filters].map(([key, values]) => accountFilterSql(key, values, ctx, r)) : []
  return sql`from accounts a ${activity.join} left join users o on o.id = a.owner_id
    where ${sql.join([...accountBaseWhere(r, ctx), activity.where, ...filters], sql` and `)}`
}

/** The sort map's SQL over the account sort fields; nulls last both ways, then the account id. Default: most recently active first. */
export function accountOrderSql(r: ReportRequest): SQL {
  const dir = r.sort?.desc ? sql`desc` : sql`asc`
  const by = (expr: SQL) => sql`${expr} ${dir} nulls last, a.id`
  switch (r.sort?.field as AccountSortField | undefined) {
    case 'account_name':
      return by(sql`lower(a.name)`)
    case 'owner_name':
      return by(sql`o.name`)
    case 'tier':
      return by(sql`a.tier`)
    case 'won_deals_last_4_qtrs_count':
      return by(sql`am.won_deals_last4_qtrs_count`)
    case 'won_deals_last_4_qtrs_amount':
      return by(sql`am.won_deals_last4_qtrs_amount`)
    case 'open_deals_count':
      return by(sql`am.open_deals_count`)
    case 'open_deals_amount':
      return by(sql`am.open_deals_amount`)
    case 'current_quarter_deals_count':
      return by(sql`am.current_quarter_deals_count`)
    case 'deal_confidence_score':
      return by(levelRank(sql`coalesce(am.deal_confidence_score, 'None')`))
    case 'objection_count':
      return by(sql`am.objection_count`)
    default:
      return sql`greatest(am.last_call_at, am.last_email_at) desc nulls last, a.id`
  }
}
