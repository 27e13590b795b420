import { ACTIVITY_REVIEW_FILTERS, ACTIVITY_REVIEW_SORT_FIELDS, type ActivityGroup, defaultActivityGroup } from '@parley/shared/rules/activity-review'
import type { TActivityReviewQuery, TActivityReviewResponse } from '@parley/shared/schemas/activity-review'
import type { TDistinctResponse } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import type { ActivityContext } from './activity-review-sql'
import { findActivityDistinct, findActivityPage } from './activity-review.repository'
import { toActivityRow } from './activity-review-rows'
import { parseReportRequest, type ReportRequest, rowLimit } from './report-request'

// Activity Review (a Manager / Team toggle; rows per manager or rep with counts; POST /users/activityReview with
// role, group manager or rep, times, filter): the page (or every row) and distinct mode. Every
// read runs in the caller's tenant transaction, through scopeOf; the range limit (3 months) is parseReportRequest's.

export interface ActivityLoad {
  r: ReportRequest
  ctx: ActivityContext
}

const FILTER_KEYS: ReadonlySet<string> = new Set(ACTIVITY_REVIEW_FILTERS.map((f) => f.key))

export async function loadActivity(deps: AppDeps, tx: Db, auth: AuthContext, q: TActivityReviewQuery): Promise<ActivityLoad> {
  const { group, ...common } = q
  const r = await parseReportRequest(
    deps,
    tx,
    auth,
    { key: 'activity_review', knowsFilter: (k) => FILTER_KEYS.has(k), sortFields: ACTIVITY_REVIEW_SORT_FIELDS },
    common,
  )
  // Without a group, the view the page opens on for the scope actually used (never the one asked for).
  const view: ActivityGroup = group ?? defaultActivityGroup(r.scope.scope)
  return { r, ctx: { companyId: auth.user.companyId, group: view } }
}

/** POST /users/activityReview and /reports/activity-review: a page (take/skip), every row (take omitted), or the option lists. */
export async function activityReview(deps: AppDeps, auth: AuthContext, q: TActivityReviewQuery): Promise<TActivityReviewResponse | TDistinctResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const { r, ctx } = await loadActivity(deps, tx, auth, q)
    if (r.distinct) {
      const lists = await findActivityDistinct(tx, r, ctx)
      const schema = Object.fromEntries(ACTIVITY_REVIEW_FILTERS.map((f) => [f.key, { label: f.label, info: '', category: f.category }]))
      return { data: [lists, { schema }] }
    }
    const found = await findActivityPage(tx, r, ctx, rowLimit(r))
    return { data: { group: ctx.group, result: found.map(toActivityRow), total: found[0]?.total ?? 0 } }
  })
}
