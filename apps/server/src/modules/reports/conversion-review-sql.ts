import { type SQL, sql } from 'drizzle-orm'
import {
  BUYER_SILENCE_DAYS,
  CLEAR_QUALIFICATION,
  ENGAGE_FOLLOW_UPS,
  HIGH_FIRST_MEETING_SCORES,
  INACTIVE_DAYS,
  type LeaderboardGrouping,
} from '@parley/shared/rules/conversion-review'
import { REVIEW_NO_MOVEMENT_STAGES, REVIEW_START_STAGE, type ReviewKind, reviewMovementKeys, stageKey } from '@parley/shared/rules/deal-stages'
import type { ReviewSectionKey } from '@parley/shared/rules/conversion-review-page'
import { parseReviewSectionValue } from '@parley/shared/rules/review-section-filter'
import { textArray } from '../../db/sql-lists'
import { forecastSql, qualificationSql } from './deal-scores-sql'
import type { ReportRequest } from './report-request'

// The two review dashboards in SQL (docs/decisions.md "Qualified and MQL review"). Aliases: sp/cur deal_stage_spans,
// d deals, m deal_metrics, a accounts, o the owner (users), f deal_call_facts. Every value is a parameter; stage lists
// come from rules/deal-stages, thresholds from rules/conversion-review.

export interface ReviewContext {
  companyId: number
  kind: ReviewKind
  /** db_field names of the company's CRM filters on deals. */
  crmFields: string[]
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`

/** Where a deal of the review went, by the stage it is in at the end of the period (rules/deal-stages reviewMovement). */
export function movementSql(kind: ReviewKind, stageKeyCol: SQL): SQL {
  const keys = reviewMovementKeys(kind)
  const whens = (['forward', 'backward', 'lost', 'none'] as const)
    .filter((m) => keys[m].length > 0)
    .map((m) => sql`when ${stageKeyCol} = any(${textArray(keys[m])}) then ${m}`)
  return sql`(case ${sql.join(whens, sql` `)} else 'other' end)`
}

/** The review's filter map: each known key becomes one WHERE part. */
export function filterSql(key: string, values: string[]): SQL {
  const any = textArray(values)
  switch (key) {
    case 'owner_name':
      return sql`o.name = any(${any})`
    case 'deal_owner_manager':
      return sql`exists (select 1 from user_managers um join users mu on mu.id = um.manager_id where um.user_id = d.owner_id and mu.name = any(${any}))`
    case 'sales_stage':
      return sql`d.stage_name = any(${any})`
    case 'deal_type':
      return sql`d.type = any(${any})`
    case 'deal_name':
      return sql`d.name = any(${any})`
    case 'lead_source':
      return sql`d.lead_source = any(${any})`
    case 'funnel_by_product':
      return sql`d.funnel_by_product = any(${any})`
    case 'competitor_name':
      return sql`d.competitor_name = any(${any})`
    case 'forecast':
      return sql`${forecastSql} = any(${any})`
    case 'first_meeting_score':
      return sql`d.first_meeting_score = any(${any})`
    case 'account_name':
      return sql`a.name = any(${any})`
    case 'region':
      return sql`coalesce(d.region, a.region) = any(${any})`
    case 'sub_region':
      return sql`coalesce(d.sub_region, a.sub_region) = any(${any})`
    case 'segment':
      return sql`coalesce(d.segment, a.segment) = any(${any})`
  }
  // A CRM custom field of the company (checked by the caller): the key is a parameter of ->>.
  return sql`(d.custom_fields ->> ${key}) = any(${any})`
}

/** WHERE of the deals: the company, live deals, the scope (deal owner), the created and close ranges, the filters. */
export function dealWhere(r: ReportRequest, ctx: ReviewContext, opts: { filters: boolean } = { filters: true }): SQL {
  const w: SQL[] = [sql`d.company_id = ${ctx.companyId}`, sql`d.deleted_at is null`]
  if (r.scope.userIds !== 'all') w.push(r.scope.userIds.length ? sql`d.owner_id = any(${sql.param(r.scope.userIds)}::int[])` : sql`false`)
  if (r.created) w.push(sql`d.created_date between ${ts(r.created.start)} and ${ts(r.created.end)}`)
  if (r.close) w.push(sql`d.close_date between ${ts(r.close.start)}::date and ${ts(r.close.end)}::date`)
  if (opts.filters) for (const [key, values] of r.filters) w.push(filterSql(key, values))
  return sql.join(w, sql` and `)
}

const startKey = (ctx: ReviewContext) => stageKey(REVIEW_START_STAGE[ctx.kind])
const stillKeys = (ctx: ReviewContext) => REVIEW_NO_MOVEMENT_STAGES[ctx.kind].map(stageKey)

/**
 * The review set: deals that had entered the starting stage and were in it, or in another stage of no movement
 * (Outcome Definition after Qualify), at some moment of the period (a stay entered before its end and not left before
 * its start); each with its latest entry into the starting stage, its stage at the end of the period and where that
 * puts it. `extra` adds columns, `joins` tables; `filters: false` leaves the filters out (distinct lists).
 */
export function reviewSetSql(r: ReportRequest, ctx: ReviewContext, opts: { extra?: SQL; joins?: SQL; filters?: boolean } = {}): SQL {
  return sql`select d.id as deal_id, d.name as deal_name, d.owner_id, q.entered_at, cur.stage, ${movementSql(ctx.kind, sql`cur.stage_key`)} as movement ${opts.extra ?? sql``}
    from (
      select sp.deal_id, max(st.entered_at) as entered_at from deal_stage_spans sp
      join deal_stage_spans st on st.deal_id = sp.deal_id and st.stage_key = ${startKey(ctx)} and st.entered_at <= ${ts(r.range.end)}
      where sp.company_id = ${ctx.companyId} and sp.stage_key = any(${textArray(stillKeys(ctx))}) and sp.entered_at <= ${ts(r.range.end)}
        and (sp.left_at is null or sp.left_at >= ${ts(r.range.start)})
      group by sp.deal_id
    ) q
    join deals d on d.id = q.deal_id
    join lateral (select x.stage, x.stage_key from deal_stage_spans x where x.deal_id = q.deal_id and x.entered_at <= ${ts(r.range.end)}
      order by x.entered_at desc limit 1) cur on true
    left join deal_metrics m on m.deal_id = d.id
    left join accounts a on a.id = d.account_id
    left join users o on o.id = d.owner_id
    ${opts.joins ?? sql``}
    where ${dealWhere(r, ctx, { filters: opts.filters ?? true })}`
}

/** Entries into the starting stage from `from` to the period's end, one per deal and trend period (month or quarter, UTC). */
export function entriesSql(r: ReportRequest, ctx: ReviewContext, from: Date, agg: 'month' | 'quarter'): SQL {
  const format = agg === 'month' ? 'YYYY-MM' : 'YYYY-"Q"Q'
  return sql`select d.id as deal_id, e.period, ${movementSql(ctx.kind, sql`cur.stage_key`)} as movement
    from (
      select sp.deal_id, to_char(sp.entered_at at time zone 'UTC', ${format}) as period from deal_stage_spans sp
      where sp.company_id = ${ctx.companyId} and sp.stage_key = ${startKey(ctx)} and sp.entered_at between ${ts(from)} and ${ts(r.range.end)}
      group by 1, 2
    ) e
    join deals d on d.id = e.deal_id
    join lateral (select x.stage_key from deal_stage_spans x where x.deal_id = e.deal_id and x.entered_at <= ${ts(r.range.end)}
      order by x.entered_at desc limit 1) cur on true
    left join deal_metrics m on m.deal_id = d.id
    left join accounts a on a.id = d.account_id
    left join users o on o.id = d.owner_id
    where ${dealWhere(r, ctx)}`
}

const daysBefore = (d: Date, days: number) => ts(new Date(d.getTime() - days * 86_400_000))

/**
 * The columns of a deal that did not move, for its section (rules/conversion-review): the action (qualified: Engage More
 * when the buyer is quiet, else Accelerate for qualification High, else Qualify Better; MQL: Move High-Score for a first
 * meeting scored 3/4 or 4/4, else Engage More or Exit) and the Engage More sub-card. Needs `m`, `d`, `q.entered_at` in scope.
 */
export function actionColumns(r: ReportRequest, ctx: ReviewContext): SQL {
  const end = r.range.end
  const quiet = sql`(coalesce(greatest(m.last_recorded_call_at, m.last_prospect_email_at) < ${daysBefore(end, BUYER_SILENCE_DAYS)}, true))`
  const action =
    ctx.kind === 'qualified'
      ? sql`(case when ${quiet} then 'engage_more' when ${qualificationSql} = ${CLEAR_QUALIFICATION} then 'accelerate' else 'qualify_better' end)`
      : sql`(case when btrim(d.first_meeting_score) = any(${textArray(HIGH_FIRST_MEETING_SCORES)}) then 'accelerate' else 'engage_more' end)`
  const sub =
    ctx.kind === 'qualified'
      ? sql`(case when coalesce(m.follow_up_count, 0) >= ${ENGAGE_FOLLOW_UPS} then 'highRepEffort'
          when q.entered_at < ${daysBefore(end, INACTIVE_DAYS)} then 'lowRepEffortOld' else 'lowRepEffortFresh' end)`
      : sql`(case when ${quiet} then 'goneCold' else 'engagedButStalled' end)`
  return sql`, ${action} as action, ${sub} as sub`
}

/**
 * Record More's reason (rules/conversion-review recordMoreReason) from the deal's call facts since it entered the stage:
 * kinds 1–3 key meetings (3 eligible without a recording: it "took place" when it started before now), 4 a usable and
 * 5 a junk recording. Needs `f` (deal_call_facts), `q.entered_at` and `d` (the deal, whose owner needs a connected calendar).
 */
export function recordMoreColumns(r: ReportRequest, ctx: ReviewContext): SQL {
  const facts = sql`(select bool_or(true) as booked, bool_or(u.k in (2, 3, 4, 5)) as eligible,
      bool_or(u.k = 3 and u.s <= ${ts(r.now)}) as unrecorded, bool_or(u.k = 4) as valid, bool_or(u.k = 5) as junk
    from unnest(f.starts, f.kinds) u(s, k) where u.s >= q.entered_at)`
  // A correlated test rather than a join: joined, the connected owners' list was hashed again for every deal (43 µs each).
  const calendar =
    ctx.kind === 'qualified'
      ? sql`when not exists (select 1 from calendar_connections cc where cc.company_id = ${ctx.companyId} and cc.status = 'connected'
          and cc.user_id = d.owner_id) then 'ownerInactive'`
      : sql``
  return sql`, (select case when coalesce(cf.valid, false) then null ${calendar}
      when not coalesce(cf.booked, false) then 'noScheduledCalls' when not coalesce(cf.eligible, false) then 'noEligibleCalls'
      when coalesce(cf.unrecorded, false) then 'eligibleNotRecorded' when coalesce(cf.junk, false) then 'invalidRecorded' end
    from ${facts} cf) as reason`
}

/** Only the deals a section counts, over the deals that did not move (`s` is the set with its action and reason). */
export const sectionWhere = (section: ReviewSectionKey) => (section === 'record_more' ? sql`s.reason is not null` : sql`s.action = ${section}`)

/** The review set of the deals that did not move, with the columns the section's rule needs (its action, Record More's reason). */
export function noMovementSetSql(r: ReportRequest, ctx: ReviewContext, section: ReviewSectionKey): SQL {
  const recordMore = section === 'record_more'
  const set = reviewSetSql(r, ctx, {
    extra: recordMore ? sql`${actionColumns(r, ctx)} ${recordMoreColumns(r, ctx)}` : actionColumns(r, ctx),
    joins: recordMore ? sql`left join deal_call_facts f on f.deal_id = d.id` : sql``,
  })
  return sql`select * from (${set}) x where x.movement = 'none'`
}

/**
 * The deal ids of a section named by a Pipeline Review filter value (rules/review-section-filter): the review's set in
 * its period, inside the caller's scope and deal ranges; the caller applies its own filters on top. A value that names
 * no section selects nothing (the request parser refuses it first).
 */
export function reviewSectionDealsSql(r: ReportRequest, companyId: number, value: string): SQL {
  const ref = parseReviewSectionValue(value)
  if (!ref) return sql`select null::int where false`
  const review: ReportRequest = {
    ...r,
    range: { start: new Date(ref.startTime * 1000), end: new Date(ref.endTime * 1000) },
    filters: new Map(),
    search: null,
  }
  const ctx: ReviewContext = { companyId, kind: ref.kind, crmFields: [] }
  return sql`select s.deal_id from (${noMovementSetSql(review, ctx, ref.section)}) s where ${sectionWhere(ref.section)}`
}

/** The leaderboard's grouping value of a deal (Deal Owner Manager: each manager of the owner). */
export function groupingSql(g: LeaderboardGrouping): SQL {
  switch (g) {
    case 'owner':
      return sql`(select u.name from users u where u.id = b.owner_id)`
    case 'owner_manager':
      return sql`mu.name`
    case 'region':
      return sql`coalesce(dd.region, aa.region)`
    case 'sub_region':
      return sql`coalesce(dd.sub_region, aa.sub_region)`
    case 'funnel_by_product':
      return sql`dd.funnel_by_product`
    case 'segment':
      return sql`coalesce(dd.segment, aa.segment)`
  }
}
