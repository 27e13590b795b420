import { type SQL, sql } from 'drizzle-orm'
import { ENGAGEMENT_DAYS, type EngagementMode } from '@parley/shared/rules/deal-scores'
import { checklistSignalOf, DAYS_IN_STAGE_BOUNDS, FOLLOW_UP_BOUNDS, NO_VALUE, type PipelineSortField } from '@parley/shared/rules/pipeline-review'
import { REVIEW_SECTION_FILTER } from '@parley/shared/rules/review-section-filter'
import { escapeLike, textArray } from '../../db/sql-lists'
import { reviewSectionDealsSql } from './conversion-review-sql'
import { forecastSql } from './deal-scores-sql'
import type { ReportRequest } from './report-request'

// Pipeline Review in SQL: the base set (deals with activity in the range, inside the scope and the deal ranges), the
// filter map (one entry per filter key), the sort map and the derived columns. Aliases: d deals, m deal_metrics,
// a accounts, o the owner (users), act the deal's activity in the range. Every value is a parameter.

export interface PipelineContext {
  companyId: number
  engagementMode: EngagementMode
  /** db_field names of the company's CRM filters on deals (table crm_deals). */
  crmFields: string[]
  /** The company's active checklist signal ids (checklist filter keys). */
  signalIds: number[]
}

/**
 * Engagement levels from the roll-up's dates at read time, with the shared thresholds ("High = activity within 20 days,
 * Mid = 20-60, Low = over 60, None"): a level never goes stale between the nightly roll-ups.
 */
function level(at: SQL, now: Date, mode: EngagementMode): SQL {
  const days = ENGAGEMENT_DAYS[mode]
  const since = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString()
  return sql`(case when ${at} is null then 'None' when ${at} >= ${since(days.high)}::timestamptz then 'High'
    when ${at} >= ${since(days.mid)}::timestamptz then 'Mid' else 'Low' end)`
}

export function engagementSql(kind: 'engagement' | 'prospect_engagement' | 'rep_engagement', now: Date, mode: EngagementMode): SQL {
  const at = {
    engagement: sql`greatest(m.last_call_at, m.last_email_at)`,
    prospect_engagement: sql`greatest(m.last_recorded_call_at, m.last_prospect_email_at)`,
    rep_engagement: sql`greatest(m.last_call_at, m.last_rep_email_at)`,
  }[kind]
  return level(at, now, mode)
}

const levelRank = (expr: SQL) => sql`(case ${expr} when 'High' then 3 when 'Mid' then 2 when 'Low' then 1 else 0 end)`

export const daysInStageSql = (now: Date) => sql`floor(extract(epoch from (${now.toISOString()}::timestamptz - d.stage_changed_at)) / 86400)::int`

/** Products discussed: the roll-up's list when it has one, else the CRM field (comma-separated text). */
export const productsSql = sql`coalesce(nullif(m.products_discussed, '{}'::text[]), string_to_array(d.custom_fields ->> 'products_discussed', ','))`

const band = (score: SQL) =>
  sql`(case when ${score} is null then 'Not covered' when ${score} >= 80 then 'High' when ${score} > 30 then 'Medium' else 'Low' end)`

const bucketSql = (expr: SQL, bounds: Record<string, [number, number | null]>, values: string[]): SQL => {
  const parts = values.flatMap((v) => {
    const b = bounds[v]
    if (!b) return []
    return [b[1] === null ? sql`${expr} >= ${b[0]}` : sql`${expr} between ${b[0]} and ${b[1]}`]
  })
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`
}

/**
 * The value of a deal on a chart dimension, and the same value its filter compares: a slice of deals without a value is
 * named None (rules/pipeline-review NO_VALUE), and the None filter selects exactly those deals.
 */
export const DIMENSION_SQL = {
  funnel_by_product: sql`coalesce(nullif(btrim(d.funnel_by_product), ''), ${NO_VALUE})`,
  region: sql`coalesce(nullif(btrim(coalesce(d.region, a.region)), ''), ${NO_VALUE})`,
  first_meeting_score: sql`coalesce(nullif(btrim(d.first_meeting_score), ''), ${NO_VALUE})`,
  deal_owner: sql`coalesce(o.name, ${NO_VALUE})`,
} as const

/** Filter keys only links set (a deal review's section and the review's account filters); not in the add-filter menu. */
export const LINK_FILTERS: ReadonlySet<string> = new Set([REVIEW_SECTION_FILTER, 'sub_region', 'segment'])

/** The report's filter map: each known key becomes one WHERE part. */
export function filterSql(key: string, values: string[], ctx: PipelineContext, r: ReportRequest): SQL {
  const any = textArray(values)
  const now = r.now
  switch (key) {
    case 'owner_name':
      return sql`${DIMENSION_SQL.deal_owner} = any(${any})`
    case 'deal_owner_manager':
      return sql`exists (select 1 from user_managers um join users mu on mu.id = um.manager_id where um.user_id = d.owner_id and mu.name = any(${any}))`
    case 'activity_recorded': {
      if (values.includes('Recorded') && values.includes('Not recorded')) return sql`true`
      // A recorded call in the range: counted exactly, or (ranges ending now) the roll-up's last recorded call inside it.
      const recorded = exactActivity(r) ? sql`act.recorded_n > 0` : sql`coalesce(m.last_recorded_call_at >= ${r.range.start.toISOString()}::timestamptz, false)`
      return values.includes('Recorded') ? recorded : sql`not ${recorded}`
    }
    case 'next_meeting':
      if (values.includes('Set') && values.includes('Not set')) return sql`true`
      return values.includes('Set')
        ? sql`m.next_meeting_at > ${now.toISOString()}::timestamptz`
        : sql`(m.next_meeting_at is null or m.next_meeting_at <= ${now.toISOString()}::timestamptz)`
    case 'sales_stage':
      return sql`d.stage_name = any(${any})`
    case 'deal_type':
      return sql`d.type = any(${any})`
    case 'deal_name':
      return sql`d.name = any(${any})`
    case 'account_name':
      return sql`a.name = any(${any})`
    case 'lead_source':
      return sql`d.lead_source = any(${any})`
    case 'funnel_by_product':
      return sql`${DIMENSION_SQL.funnel_by_product} = any(${any})`
    case 'competitor_name':
      return sql`d.competitor_name = any(${any})`
    case 'region':
      return sql`${DIMENSION_SQL.region} = any(${any})`
    case 'sub_region':
      return sql`coalesce(d.sub_region, a.sub_region) = any(${any})`
    case 'segment':
      return sql`coalesce(d.segment, a.segment) = any(${any})`
    case 'first_meeting_score':
      return sql`${DIMENSION_SQL.first_meeting_score} = any(${any})`
    case REVIEW_SECTION_FILTER:
      return sql`d.id in (${sql.join(
        values.map((v) => reviewSectionDealsSql(r, ctx.companyId, v)),
        sql` union `,
      )})`
    case 'product_discussed':
      return sql`exists (select 1 from unnest(${productsSql}) p where trim(p) = any(${any}))`
    case 'days_in_stage':
      return bucketSql(daysInStageSql(now), DAYS_IN_STAGE_BOUNDS, values)
    case 'likeliness_score':
      return sql`m.likeliness_score = any(${any})`
    case 'engagement':
    case 'prospect_engagement':
    case 'rep_engagement':
      return sql`${engagementSql(key, now, ctx.engagementMode)} = any(${any})`
    case 'forecast':
      return sql`${forecastSql} = any(${any})`
    case 'follow_up_count':
      return bucketSql(sql`coalesce(m.follow_up_count, 0)`, FOLLOW_UP_BOUNDS, values)
  }
  const signal = checklistSignalOf(key)
  if (signal !== null) {
    const score = sql`(select max((c ->> 'score')::numeric) from jsonb_array_elements(coalesce(m.all_checklist, '[]'::jsonb)) c
      where (c ->> 'signal_id')::int = ${signal})`
    return sql`${band(score)} = any(${any})`
  }
  // A CRM custom field of the company (checked by the caller): the key is a parameter of ->>.
  return sql`(d.custom_fields ->> ${key}) = any(${any})`
}

/** Whether a filter key exists for this company (fixed keys, its CRM deal fields, its checklist signals). */
export function knowsPipelineFilter(key: string, fixed: ReadonlySet<string>, ctx: PipelineContext): boolean {
  if (fixed.has(key) || LINK_FILTERS.has(key)) return true
  const signal = checklistSignalOf(key)
  if (signal !== null) return ctx.signalIds.includes(signal)
  return ctx.crmFields.includes(key)
}

/** WHERE of the base set without the filters: the company, live deals, the scope (deal owner), the deal ranges, search. */
export function baseWhere(r: ReportRequest, ctx: PipelineContext): SQL[] {
  const w: SQL[] = [sql`d.company_id = ${ctx.companyId}`, sql`d.deleted_at is null`]
  if (r.scope.userIds !== 'all') w.push(r.scope.userIds.length ? sql`d.owner_id = any(${sql.param(r.scope.userIds)}::int[])` : sql`false`)
  if (r.created) w.push(sql`d.created_date between ${r.created.start.toISOString()}::timestamptz and ${r.created.end.toISOString()}::timestamptz`)
  if (r.close) w.push(sql`d.close_date between ${r.close.start.toISOString()}::timestamptz::date and ${r.close.end.toISOString()}::timestamptz::date`)
  if (r.search) {
    // Search-based mode (docs/decisions.md): full-text over the deal's name, account, next steps and notes, or a
    // substring of the name for words the text search drops.
    w.push(sql`(to_tsvector('simple', concat_ws(' ', d.name, a.name, d.next_step, d.notes, d.competitor_name)) @@ websearch_to_tsquery('simple', ${r.search})
      or d.name ilike ${escapeLike(r.search)})`)
  }
  return w
}

export function filtersWhere(r: ReportRequest, ctx: PipelineContext, skip?: string): SQL[] {
  return [...r.filters].filter(([key]) => key !== skip).map(([key, values]) => filterSql(key, values, ctx, r))
}

/**
 * The deal's calls and e-mails inside the range, counted per deal (the same definitions as the deal roll-ups: recorded
 * = recordings mapped to the deal as primary; unrecorded = past, not cancelled events of the deal without a recording).
 */
export function activitySql(r: ReportRequest, ctx: PipelineContext, dealIds?: number[]): SQL {
  const start = r.range.start.toISOString()
  const end = r.range.end.toISOString()
  const pastEnd = (r.range.end < r.now ? r.range.end : r.now).toISOString()
  const only = (column: SQL) => (dealIds ? sql` and ${column} = any(${sql.param(dealIds)}::int[])` : sql``)
  return sql`select deal_id, count(*)::int as n, count(*) filter (where kind = 'recorded')::int as recorded_n from (
      select md.deal_id, 'recorded' as kind from meetings mt join meeting_deals md on md.meeting_id = mt.id and md.is_primary
      where mt.company_id = ${ctx.companyId} and mt.deleted_at is null and mt.start_time between ${start}::timestamptz and ${end}::timestamptz${only(sql`md.deal_id`)}
      union all
      select ce.primary_deal_id, 'unrecorded' from calendar_events ce
      where ce.company_id = ${ctx.companyId} and ce.primary_deal_id is not null and ce.deleted_at is null and ce.status <> 'cancelled'
        and ce.start_at between ${start}::timestamptz and ${pastEnd}::timestamptz${only(sql`ce.primary_deal_id`)}
        and not exists (select 1 from meetings mt where mt.calendar_event_id = ce.id and mt.deleted_at is null)
      union all
      select e.deal_id, 'email' from emails e
      where e.company_id = ${ctx.companyId} and e.deal_id is not null and e.received_at between ${start}::timestamptz and ${end}::timestamptz${only(sql`e.deal_id`)}
    ) x group by deal_id`
}

/** A range ending within this long of now counts as ending now (presets end at the client's minute). */
export const RANGE_TO_NOW_SLACK_MS = 5 * 60_000

/**
 * Two shapes of "deals with activity in the range". A range that ends now (every preset) reads the roll-up's last
 * activity (deal_metrics, refreshed after each processed call and nightly): a deal has activity since the start exactly
 * when its last call or e-mail is inside it. A custom range ending earlier, or the Activity sort (which needs every
 * deal's count), counts the calls and e-mails in the range.
 */
export function exactActivity(r: ReportRequest): boolean {
  return r.range.end.getTime() < r.now.getTime() - RANGE_TO_NOW_SLACK_MS || r.sort?.field === 'activity'
}

/** FROM and the activity condition of the base set (`act` exists only in the exact shape). */
export function activityFrom(r: ReportRequest, ctx: PipelineContext): { join: SQL; where: SQL } {
  // A review section is its own set: its deals are listed whether or not they had activity in the range.
  if (r.filters.has(REVIEW_SECTION_FILTER)) {
    return { join: sql`left join (${activitySql(r, ctx)}) act on act.deal_id = d.id left join deal_metrics m on m.deal_id = d.id`, where: sql`true` }
  }
  if (exactActivity(r)) {
    return { join: sql`join (${activitySql(r, ctx)}) act on act.deal_id = d.id left join deal_metrics m on m.deal_id = d.id`, where: sql`true` }
  }
  return {
    join: sql`join deal_metrics m on m.deal_id = d.id`,
    where: sql`greatest(m.last_call_at, m.last_email_at) >= ${r.range.start.toISOString()}::timestamptz`,
  }
}

/** The sort map's SQL ("ascend/descend maps to asc/desc"); nulls last both ways, then the deal id. */
export function orderSql(r: ReportRequest, ctx: PipelineContext): SQL {
  const dir = r.sort?.desc ? sql`desc` : sql`asc`
  const by = (expr: SQL) => sql`${expr} ${dir} nulls last, d.id`
  const field = r.sort?.field as PipelineSortField | undefined
  switch (field) {
    case 'activity':
      return by(sql`act.n`)
    case 'engagement':
    case 'rep_engagement':
    case 'prospect_engagement':
      return by(levelRank(engagementSql(field, r.now, ctx.engagementMode)))
    case 'playbook_coverage':
      return by(sql`m.playbook_coverage`)
    case 'stage_date':
      // Days in Stage ascending = the most recent stage change first.
      return by(daysInStageSql(r.now))
    case 'follow_ups':
      return by(sql`m.follow_up_count`)
    case 'likeliness_score':
      return by(sql`m.likeliness_score_value`)
    case 'deal_amount':
      return by(sql`d.amount`)
    default:
      // No sort: the most recently active deals first.
      return sql`greatest(m.last_call_at, m.last_email_at) desc nulls last, d.id`
  }
}
