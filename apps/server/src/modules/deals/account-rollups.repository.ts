import { type SQL, sql } from 'drizzle-orm'
import { quarterStart } from '@parley/shared/rules/account-review'
import { ENGAGEMENT_DAYS, type EngagementMode, qualificationScore } from '@parley/shared/rules/deal-scores'
import { FORECASTS } from '@parley/shared/rules/deal-scores'
import type { Db } from '../../db/client'
import { stageGroupSql } from './stage-group.sql'
import { wonLast4QtrsSql } from './won-last-4-qtrs.sql'

// The account roll-up (account_metrics): per account, the Account Review's counts and dates,
// rewritten from the deals, calls, e-mails and objections in one statement, for one account, one deal's account, or a
// whole company. The rules (last four quarters, Renewal deals, stage groups, qualification score) are the shared ones.

export type AccountScope = { all: true } | { dealId: number } | { accountIds: number[] }

const accountsOf = (companyId: number, scope: AccountScope): SQL => {
  if ('dealId' in scope)
    return sql`select a.id from accounts a where a.company_id = ${companyId} and a.id = (select x.account_id from deals x where x.id = ${scope.dealId})`
  if ('accountIds' in scope) return sql`select a.id from accounts a where a.company_id = ${companyId} and a.id = any(${sql.param(scope.accountIds)}::int[])`
  return sql`select a.id from accounts a where a.company_id = ${companyId}`
}

/** The qualification score of a forecast (rules/deal-scores qualificationScore) as a CASE built from the same rule. */
const confidenceSql = (forecast: SQL) =>
  sql`(case ${forecast} ${sql.join(
    FORECASTS.map((f) => sql`when ${f} then ${qualificationScore(f)}`),
    sql` `,
  )} else 'None' end)`

const levelSql = (at: SQL, now: Date, mode: EngagementMode) => {
  const days = ENGAGEMENT_DAYS[mode]
  const since = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString()
  return sql`(case when ${at} is null then 'None' when ${at} >= ${since(days.high)}::timestamptz then 'High'
    when ${at} >= ${since(days.mid)}::timestamptz then 'Mid' else 'Low' end)`
}

/** Rewrites the account_metrics rows of the accounts in scope; returns how many were written. */
export async function upsertAccountMetrics(tx: Db, companyId: number, scope: AccountScope, now: Date, mode: EngagementMode): Promise<number> {
  const quarter = quarterStart(now).toISOString()
  const at = now.toISOString()
  const won4 = wonLast4QtrsSql({ group: sql`grp`, type: sql`type`, createdDate: sql`created_date`, closeDate: sql`close_date` }, now)
  const result = await tx.execute(sql`
    with acc as (${accountsOf(companyId, scope)}),
    dl as (
      select d.id, d.account_id, d.amount, d.type, d.created_date, d.close_date, coalesce(m.forecast, d.forecast) as forecast,
        ${stageGroupSql(sql`ds.stage_group`, sql`d.stage_name`, sql`d.is_closed`)} as grp,
        coalesce(nullif(m.products_discussed, '{}'::text[]), string_to_array(d.custom_fields ->> 'products_discussed', ',')) as products
      from deals d left join deal_stages ds on ds.id = d.stage_id left join deal_metrics m on m.deal_id = d.id
      where d.company_id = ${companyId} and d.deleted_at is null and d.account_id in (select id from acc)
    ),
    agg as (
      select account_id,
        count(*) filter (where ${won4})::int as won_n, coalesce(sum(amount) filter (where ${won4}), 0) as won_amount,
        count(*) filter (where grp = 'open')::int as open_n, coalesce(sum(amount) filter (where grp = 'open'), 0) as open_amount,
        count(*) filter (where created_date >= ${quarter}::timestamptz)::int as quarter_n
      from dl group by account_id
    ),
    confidence as (
      select distinct on (account_id) account_id, ${confidenceSql(sql`forecast`)} as score from dl where grp = 'open'
      order by account_id, created_date desc nulls last, id desc
    ),
    products as (
      select account_id, array_agg(distinct trim(p) order by trim(p)) as list from dl, unnest(products) p
      where trim(p) <> '' and lower(trim(p)) not in ('na', 'n/a', 'not discussed') group by account_id
    ),
    calls as (
      select account_id, max(at) as at from (
        select dl.account_id, mt.start_time as at from meetings mt
          join meeting_deals md on md.meeting_id = mt.id and md.is_primary join dl on dl.id = md.deal_id
          where mt.company_id = ${companyId} and mt.deleted_at is null and mt.start_time <= ${at}::timestamptz
        union all
        select dl.account_id, ce.start_at from calendar_events ce join dl on dl.id = ce.primary_deal_id
          where ce.company_id = ${companyId} and ce.deleted_at is null and ce.status <> 'cancelled' and ce.start_at <= ${at}::timestamptz
      ) x group by account_id
    ),
    mails as (
      select coalesce(e.account_id, d.account_id) as account_id, max(e.received_at) as at
      from emails e left join deals d on d.id = e.deal_id
      where e.company_id = ${companyId} and coalesce(e.account_id, d.account_id) in (select id from acc) and e.received_at <= ${at}::timestamptz
      group by 1
    ),
    objs as (
      select dl.account_id, count(*)::int as n from objections o
        join meetings mt on mt.id = o.meeting_id join meeting_deals md on md.meeting_id = mt.id and md.is_primary join dl on dl.id = md.deal_id
      where o.company_id = ${companyId} and mt.deleted_at is null group by dl.account_id
    )
    insert into account_metrics (account_id, company_id, won_deals_last4_qtrs_count, won_deals_last4_qtrs_amount, open_deals_count,
      open_deals_amount, current_quarter_deals_count, deal_confidence_score, objection_count, engagement, last_call_at, last_email_at,
      products_discussed, refreshed_at)
    select acc.id, ${companyId}, coalesce(agg.won_n, 0), coalesce(agg.won_amount, 0), coalesce(agg.open_n, 0), coalesce(agg.open_amount, 0),
      coalesce(agg.quarter_n, 0), coalesce(confidence.score, 'None'), coalesce(objs.n, 0),
      ${levelSql(sql`greatest(calls.at, mails.at)`, now, mode)}, calls.at, mails.at, coalesce(products.list, '{}'::text[]), ${at}::timestamptz
    from acc left join agg on agg.account_id = acc.id left join confidence on confidence.account_id = acc.id
      left join products on products.account_id = acc.id left join calls on calls.account_id = acc.id
      left join mails on mails.account_id = acc.id left join objs on objs.account_id = acc.id
    on conflict (account_id) do update set
      won_deals_last4_qtrs_count = excluded.won_deals_last4_qtrs_count, won_deals_last4_qtrs_amount = excluded.won_deals_last4_qtrs_amount,
      open_deals_count = excluded.open_deals_count, open_deals_amount = excluded.open_deals_amount,
      current_quarter_deals_count = excluded.current_quarter_deals_count, deal_confidence_score = excluded.deal_confidence_score,
      objection_count = excluded.objection_count, engagement = excluded.engagement, last_call_at = excluded.last_call_at,
      last_email_at = excluded.last_email_at, products_discussed = excluded.products_discussed, refreshed_at = excluded.refreshed_at`)
  return result.rowCount ?? 0
}
