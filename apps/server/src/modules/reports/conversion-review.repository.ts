import { type SQL, sql } from 'drizzle-orm'
import { LEADERBOARD_SIZE, type LeaderboardGrouping } from '@parley/shared/rules/conversion-review'
import type { ReviewSectionKey } from '@parley/shared/rules/conversion-review-page'
import { REASON_NOT_KNOWN } from '@parley/shared/rules/call-report'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import { type DistinctColumn, distinctListsSql, distinctSelect, managerListSql, toDistinctLists } from './distinct-lists-sql'
import { entriesSql, groupingSql, noMovementSetSql, type ReviewContext, reviewSetSql, sectionWhere } from './conversion-review-sql'
import { DISTINCT_MAX } from './pipeline-review.repository'
import type { ReportRequest } from './report-request'

// The only file of the two review dashboards that reads tables: the review set by stage, the trend's entries, one action
// section and the filter option lists, each in one statement inside the caller's tenant transaction.

/** The company's CRM filters on deals (label by db_field). */
export async function findReviewCrmFields(tx: Db, companyId: number): Promise<{ db_field: string; label: string }[]> {
  return preparedRows(
    tx,
    sql`select db_field, label from crm_custom_fields
      where company_id = ${companyId} and show_in_filters and table_name = 'crm_deals' order by display_order, label`,
  )
}

/** Deals of the review set per stage at the end of the period and movement (the cards, the stage list, the lost ones). */
export async function findStageCounts(tx: Db, r: ReportRequest, ctx: ReviewContext): Promise<{ stage: string; movement: string; n: number }[]> {
  return preparedRows(tx, sql`select x.stage, x.movement, count(*)::int as n from (${reviewSetSql(r, ctx)}) x group by 1, 2`)
}

/** Entries into the starting stage per trend period, by where the deals are at the end of the period. */
export async function findEntries(
  tx: Db,
  r: ReportRequest,
  ctx: ReviewContext,
  from: Date,
  agg: 'month' | 'quarter',
): Promise<{ period: string; movement: string; n: number }[]> {
  return preparedRows(tx, sql`select x.period, x.movement, count(*)::int as n from (${entriesSql(r, ctx, from, agg)}) x group by 1, 2`)
}

export interface SectionRow {
  part: 'count' | 'sub' | 'board' | 'objections' | 'pie'
  key: string
  n: number
  deal_id: number | null
  call_id: number | null
  owner_n: number | null
  names: string[] | null
  /** Objections of High and of Medium severity (the objections part). */
  high: number | null
  medium: number | null
}

function boardFrom(g: LeaderboardGrouping): SQL {
  const manager = g === 'owner_manager' ? sql`join user_managers um on um.user_id = b.owner_id join users mu on mu.id = um.manager_id` : sql``
  return sql`from sec b join deals dd on dd.id = b.deal_id left join accounts aa on aa.id = dd.account_id ${manager}`
}

/**
 * One action section over the deals that did not move: the counts of every section (the Unblock cards), the section's
 * sub-cards, its top-10 leaderboard by `groupBy` (deals without a value left out), its top-10 deals by the objections of
 * their recorded calls (most first, then most High) with their last recorded call, and for Record More the reasons
 * eligible key meetings were not recorded.
 */
export async function findSection(
  tx: Db,
  r: ReportRequest,
  ctx: ReviewContext,
  section: ReviewSectionKey,
  groupBy: LeaderboardGrouping,
): Promise<SectionRow[]> {
  const recordMore = section === 'record_more'
  const g = groupingSql(groupBy)
  const counts = recordMore
    ? sql`select 'count' as part, 'record_more' as key, count(*)::int as n from s where s.reason is not null
        union all select 'sub', s.reason, count(*)::int from s where s.reason is not null group by s.reason`
    : sql`select 'count' as part, s.action as key, count(*)::int as n from s group by s.action
        union all select 'sub', s.sub, count(*)::int from s where s.action = 'engage_more' group by s.sub`
  const pie = recordMore
    ? sql`union all (select 'pie', coalesce(nullif(btrim(u.reason), ''), ${REASON_NOT_KNOWN}), count(*)::int, null, null,
          count(distinct u.owner_id)::int, array_agg(distinct ou.name) filter (where ou.name is not null), null, null
        from sec b join deal_call_facts f on f.deal_id = b.deal_id
        cross join lateral unnest(f.starts, f.kinds, f.reasons, f.owner_ids) u(s, k, reason, owner_id)
        left join users ou on ou.id = u.owner_id
        where b.reason = 'eligibleNotRecorded' and u.k = 3 and u.s >= b.entered_at and u.s <= ${r.now.toISOString()}::timestamptz
        group by 2)`
    : sql``
  const objections = sql`(select count(*)::int as n, (count(*) filter (where o.severity = 'High'))::int as high,
      (count(*) filter (where o.severity = 'Medium'))::int as medium
    from meeting_deals md join meetings mt on mt.id = md.meeting_id and mt.deleted_at is null join objections o on o.meeting_id = mt.id
    where md.deal_id = b.deal_id and md.is_primary)`
  return preparedRows<SectionRow>(
    tx,
    sql`with s as materialized (${noMovementSetSql(r, ctx, section)}),
      sec as materialized (select * from s where ${sectionWhere(section)})
      select part, key, n, null::int as deal_id, null::int as call_id, null::int as owner_n, null::text[] as names,
        null::int as high, null::int as medium from (${counts}) c
      union all (select 'board', ${g}, count(*)::int, null, null, null, null, null, null ${boardFrom(groupBy)}
        where coalesce(btrim(${g}), '') <> '' group by 2 order by 3 desc, 2 limit ${LEADERBOARD_SIZE})
      union all (select 'objections', b.deal_name, ob.n, b.deal_id,
          (select mt.id from meeting_deals md join meetings mt on mt.id = md.meeting_id and mt.deleted_at is null
            where md.deal_id = b.deal_id and md.is_primary order by mt.start_time desc, mt.id desc limit 1), null, null, ob.high, ob.medium
        from sec b cross join lateral ${objections} ob where ob.n > 0 order by 3 desc, ob.high desc, 2, 4 limit ${LEADERBOARD_SIZE})
      ${pie}`,
  )
}

/** Distinct mode: the text filters' values over the review set (the scope, the period and the deal ranges, not the filters). */
export async function findReviewDistinct(tx: Db, r: ReportRequest, ctx: ReviewContext): Promise<Record<string, string[]>> {
  const columns: DistinctColumn[] = [
    ['owner_name', sql`o.name`],
    ['sales_stage', sql`d.stage_name`],
    ['deal_type', sql`d.type`],
    ['deal_name', sql`d.name`],
    ['lead_source', sql`d.lead_source`],
    ['funnel_by_product', sql`d.funnel_by_product`],
    ['competitor_name', sql`d.competitor_name`],
    ['first_meeting_score', sql`d.first_meeting_score`],
    ['account_name', sql`a.name`],
    ['region', sql`coalesce(d.region, a.region)`],
    ['sub_region', sql`coalesce(d.sub_region, a.sub_region)`],
    ['segment', sql`coalesce(d.segment, a.segment)`],
    ...ctx.crmFields.map((f): DistinctColumn => [f, sql`d.custom_fields ->> ${f}`]),
  ]
  const rows = await preparedRows<{ k: string; v: string }>(
    tx,
    sql`with base as materialized (${reviewSetSql(r, ctx, { extra: sql`, ${distinctSelect(columns)}`, filters: false })})
      ${distinctListsSql(columns)}
      union all ${managerListSql('deal_owner_manager', sql`owner_id`)}`,
  )
  return toDistinctLists([...columns.map(([k]) => k), 'deal_owner_manager'], rows, DISTINCT_MAX)
}
