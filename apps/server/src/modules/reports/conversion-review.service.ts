import { type AggType, type LeaderboardGrouping, metricOf, type RecordMoreReason, type ReviewMetricType } from '@parley/shared/rules/conversion-review'
import { type ReviewSectionKey, reviewFilters, reviewPeriods } from '@parley/shared/rules/conversion-review-page'
import { compareReviewStages, type ReviewKind, type ReviewMovement } from '@parley/shared/rules/deal-stages'
import { roundPercent } from '@parley/shared/rules/report-charts'
import type { ReportKey } from '@parley/shared/rules/reports-menu'
import type { TReviewConversion, TReviewMetricResponse, TReviewQuery, TReviewSection, TStageCount } from '@parley/shared/schemas/conversion-review'
import type { TDistinctResponse, TReportField } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import type { ReviewContext } from './conversion-review-sql'
import { findEntries, findReviewCrmFields, findReviewDistinct, findSection, findStageCounts, type SectionRow } from './conversion-review.repository'
import { parseReportRequest, type ReportRequest } from './report-request'

// The two review dashboards' use cases: one metric type per call, or the filter option lists.
// Every read runs in the caller's tenant transaction, through scopeOf.

export const REVIEW_REPORT: Readonly<Record<ReviewKind, ReportKey>> = { qualified: 'qualified_deal_review', mql: 'mql_deal_review' }

interface Load {
  r: ReportRequest
  ctx: ReviewContext
  labels: Record<string, TReportField>
}

async function load(deps: AppDeps, tx: Db, auth: AuthContext, kind: ReviewKind, q: TReviewQuery): Promise<Load> {
  const companyId = auth.user.companyId
  const crm = await findReviewCrmFields(tx, companyId)
  const fixed = reviewFilters(auth.settings)
  const labels: Record<string, TReportField> = {}
  for (const f of fixed) labels[f.key] = { label: f.label, info: '', category: f.category }
  for (const f of crm) labels[f.db_field] ??= { label: f.label, info: '', category: 'CRM' }
  const ctx: ReviewContext = { companyId, kind, crmFields: crm.map((f) => f.db_field) }
  const r = await parseReportRequest(deps, tx, auth, { key: REVIEW_REPORT[kind], knowsFilter: (k) => k in labels, sortFields: [] }, q)
  return { r, ctx, labels }
}

type Counts = { stage: string; movement: string; n: number }[]
const sum = (rows: Counts, m: ReviewMovement) => rows.filter((x) => x.movement === m).reduce((n, x) => n + x.n, 0)

function stageList(rows: Counts): TStageCount[] {
  return rows.map((x) => ({ stage: x.stage, movement: x.movement as ReviewMovement, count: x.n })).sort((a, b) => compareReviewStages(a.stage, b.stage))
}

/** qualified_deals / mql_deals: "totalQualified or totalMQL, moved, conversionPercentage, qualifiedDeals or mqlDeals". */
function dealsAnswer(kind: ReviewKind, rows: Counts) {
  const total = rows.reduce((n, x) => n + x.n, 0)
  const moved = sum(rows, 'forward')
  const common = { moved, noMovement: sum(rows, 'none'), otherStages: sum(rows, 'other'), conversionPercentage: roundPercent(moved, total) }
  return kind === 'qualified'
    ? { totalQualified: total, movedBackward: sum(rows, 'backward'), ...common, qualifiedDeals: stageList(rows) }
    : { totalMQL: total, lost: sum(rows, 'lost'), ...common, mqlDeals: stageList(rows) }
}

/** *_lost: the deals that moved back or were lost, by the stage they are in. */
function lostAnswer(kind: ReviewKind, rows: Counts) {
  const back = rows.filter((x) => x.movement === (kind === 'qualified' ? 'backward' : 'lost'))
  return {
    lost: back.reduce((n, x) => n + x.n, 0),
    lostByStage: stageList(back).map(({ stage, count }) => ({ stage, count })),
  }
}

/** *_conversion: per month or quarter, the deals that entered the stage and where they are now. */
async function conversionAnswer(tx: Db, l: Load, agg: AggType): Promise<TReviewConversion> {
  const periods = reviewPeriods(l.r.range.start, l.r.range.end, agg)
  const rows = await findEntries(tx, l.r, l.ctx, periods[0]?.start ?? l.r.range.start, agg)
  const of = (period: string, m?: ReviewMovement) => rows.filter((x) => x.period === period && (!m || x.movement === m)).reduce((n, x) => n + x.n, 0)
  const graph = periods.map((p) => {
    const total = of(p.key)
    const converted = of(p.key, 'forward')
    return {
      period: p.key,
      label: p.label,
      total,
      converted,
      lost: of(p.key, l.ctx.kind === 'qualified' ? 'backward' : 'lost'),
      percentage: roundPercent(converted, total),
    }
  })
  const still = periods.map((p) => ({ period: p.key, label: p.label, count: of(p.key, 'none') }))
  return { aggType: agg, conversionGraph: graph, ...(l.ctx.kind === 'qualified' ? { currentlyQualifiedGraph: still } : { currentlyMQLGraph: still }) }
}

const SECTION_COUNT: Readonly<Record<ReviewSectionKey, 'accelerate' | 'engageMore' | 'qualifyBetter' | 'recordMore'>> = {
  accelerate: 'accelerate',
  engage_more: 'engageMore',
  qualify_better: 'qualifyBetter',
  record_more: 'recordMore',
}
const SUB_CARDS: Readonly<Record<ReviewKind, Partial<Record<ReviewSectionKey, readonly string[]>>>> = {
  qualified: {
    engage_more: ['lowRepEffortFresh', 'lowRepEffortOld', 'highRepEffort'],
    record_more: ['ownerInactive', 'noScheduledCalls', 'noEligibleCalls', 'eligibleNotRecorded', 'invalidRecorded'] satisfies RecordMoreReason[],
  },
  mql: {
    engage_more: ['engagedButStalled', 'goneCold'],
    record_more: ['noScheduledCalls', 'noEligibleCalls', 'eligibleNotRecorded', 'invalidRecorded'] satisfies RecordMoreReason[],
  },
}

/** accelerate_deals, engage_more, qualify_better, record_more: the section's counts, leaderboard and objections chart. */
function sectionAnswer(kind: ReviewKind, section: ReviewSectionKey, groupBy: LeaderboardGrouping, rows: SectionRow[]): TReviewSection {
  const count = (part: SectionRow['part'], key: string) => rows.find((x) => x.part === part && x.key === key)?.n ?? 0
  const out: TReviewSection = {
    groupBy,
    [SECTION_COUNT[section]]: count('count', section),
    leaderboards: rows.filter((x) => x.part === 'board').map((x) => ({ [groupBy]: x.key, count: x.n })),
    fatalObjectionsLeaderBoard: rows
      .filter((x) => x.part === 'objections')
      .map((x) => ({ dealId: x.deal_id ?? 0, dealName: x.key, objections: x.n, high: x.high ?? 0, medium: x.medium ?? 0, lastRecordedCallId: x.call_id })),
  }
  for (const sub of SUB_CARDS[kind][section] ?? []) Object.assign(out, { [sub]: count('sub', sub) })
  if (section === 'record_more') {
    out.eligibleNotRecordedChart = rows
      .filter((x) => x.part === 'pie')
      .map((x) => ({ not_recorded_reason: x.key, count: x.n, owner_count: x.owner_n ?? 0, owner_names: x.names ?? [] }))
      .sort((a, b) => b.count - a.count || a.not_recorded_reason.localeCompare(b.not_recorded_reason))
  }
  return out
}

/** "One call with an empty filter supplies the filter option lists": distinct mode, lists and labels. */
async function distinctAnswer(tx: Db, l: Load, auth: AuthContext): Promise<TDistinctResponse> {
  const found = await findReviewDistinct(tx, l.r, l.ctx)
  const lists: Record<string, string[]> = {}
  for (const f of reviewFilters(auth.settings)) lists[f.key] = f.values ? [...f.values] : (found[f.key] ?? [])
  for (const field of l.ctx.crmFields) lists[field] ??= found[field] ?? []
  return { data: [lists, { schema: l.labels }] }
}

/**
 * POST /reports/qualified-deal-review-metrics and /reports/mql-deal-review-metrics: one metric type ("Response
 * data.data"), or in distinct mode the filter option lists.
 */
export async function reviewMetric(
  deps: AppDeps,
  auth: AuthContext,
  kind: ReviewKind,
  metricType: ReviewMetricType,
  q: TReviewQuery,
): Promise<TReviewMetricResponse | TDistinctResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const l = await load(deps, tx, auth, kind, q)
    if (l.r.distinct) return distinctAnswer(tx, l, auth)
    const metric = metricOf(metricType)
    if (metric === 'conversion') return { data: { data: await conversionAnswer(tx, l, q.aggType ?? 'month') } }
    if (metric === 'deals' || metric === 'lost') {
      const rows = await findStageCounts(tx, l.r, l.ctx)
      return { data: { data: metric === 'deals' ? dealsAnswer(kind, rows) : lostAnswer(kind, rows) } }
    }
    const groupBy = q.groupBy ?? 'owner'
    return { data: { data: sectionAnswer(kind, metric, groupBy, await findSection(tx, l.r, l.ctx, metric, groupBy)) } }
  })
}
