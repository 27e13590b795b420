import { parseReviewSectionValue, REVIEW_SECTION_FILTER, REVIEW_SECTION_FILTER_LABEL } from '@parley/shared/rules/review-section-filter'
import { barValues, pieSlices, roundPercent } from '@parley/shared/rules/report-charts'
import {
  BAR_CHART_KEYS,
  chartOptions,
  engagementInfo,
  PIE_CHART_KEYS,
  PIPELINE_CHARTS,
  type PipelineChartKey,
  pipelineColumns,
} from '@parley/shared/rules/pipeline-columns'
import { checklistFilterKey, CHECKLIST_GRADE_VALUES, PIPELINE_SORT_FIELDS, pipelineFilters } from '@parley/shared/rules/pipeline-review'
import type { TPipelineChart, TPipelineChartsResponse, TPipelineResponse, TPipelineRow } from '@parley/shared/schemas/pipeline-review'
import type { TDistinctResponse, TReportField, TReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import { badRequest } from '../../platform/errors'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { knowsPipelineFilter, type PipelineContext } from './pipeline-review-sql'
import {
  countPipeline,
  findPipelineActivities,
  findPipelineAttendees,
  findPipelineChartCounts,
  findPipelineContext,
  findPipelineDistinct,
  findPipelinePageKeys,
  findPipelineRows,
  type PipelineDbRow,
} from './pipeline-review.repository'
import { toPipelineRow } from './pipeline-review-rows'
import { parseReportRequest, type ReportRequest, rowLimit } from './report-request'

// Pipeline Review's use cases: the page (or every row), distinct filter options, the Executive
// Summary charts and the older list. Every read runs in the caller's tenant transaction, through scopeOf.

export interface PipelineMode {
  /** The search-based mode: the company's searchPipelineMode or ?elasticSearch=true. */
  search: boolean
}

export interface PipelineLoad {
  r: ReportRequest
  ctx: PipelineContext
  /** Labels and tooltips of the company's filters (distinct mode's schema). */
  filterLabels: Record<string, TReportField>
}

/** The request checked against the company's filter keys (fixed, CRM deal fields, checklist signals) and the sort map. */
export async function loadPipeline(deps: AppDeps, tx: Db, auth: AuthContext, q: TReportQuery): Promise<PipelineLoad> {
  const companyId = auth.user.companyId
  const company = await findPipelineContext(tx, companyId)
  const ctx: PipelineContext = {
    companyId,
    engagementMode: auth.settings.engagementMode,
    crmFields: company.crmFields.map((f) => f.db_field),
    signalIds: company.signals.map((s) => Number(s.id)),
  }
  const fixed = pipelineFilters(auth.settings)
  const filterLabels: Record<string, TReportField> = {}
  for (const f of fixed) filterLabels[f.key] = { label: f.label, info: '', category: f.category }
  for (const f of company.crmFields) filterLabels[f.db_field] ??= { label: f.label, info: '', category: 'CRM' }
  for (const s of company.signals) filterLabels[checklistFilterKey(Number(s.id))] = { label: s.label, info: '', category: 'Checklist' }
  const fixedKeys = new Set(fixed.map((f) => f.key))
  const r = await parseReportRequest(
    deps,
    tx,
    auth,
    { key: 'pipeline_review', knowsFilter: (k) => knowsPipelineFilter(k, fixedKeys, ctx), sortFields: PIPELINE_SORT_FIELDS },
    q,
  )
  for (const value of r.filters.get(REVIEW_SECTION_FILTER) ?? []) {
    if (!parseReviewSectionValue(value)) {
      const message = 'A deal review section is written kind:section:startTime:endTime.'
      throw badRequest(message, [{ field: `filter.${REVIEW_SECTION_FILTER}`, message }])
    }
  }
  filterLabels[REVIEW_SECTION_FILTER] = { label: REVIEW_SECTION_FILTER_LABEL, info: '', category: 'Deal' }
  return { r, ctx, filterLabels }
}

/** "schema (column label and info per field)" of the table the company sees. */
export function pipelineSchema(auth: AuthContext): Record<string, TReportField> {
  const schema: Record<string, TReportField> = {}
  for (const c of pipelineColumns(auth.settings)) schema[c.field] = { label: c.label, info: c.info }
  const info = engagementInfo(auth.settings.engagementMode)
  for (const field of ['engagement'] as const) if (schema[field]) schema[field] = { ...schema[field], info }
  return schema
}

/** The page's rows with their activity timelines and attendees (read for the shown deals only). */
async function withDetails(tx: Db, load: PipelineLoad, rows: PipelineDbRow[]): Promise<TPipelineRow[]> {
  const ids = rows.map((x) => x.deal_id)
  // One transaction is one connection: its queries run one after the other.
  const activities = await findPipelineActivities(tx, load.r, load.ctx, ids)
  const attendees = await findPipelineAttendees(tx, load.r, load.ctx, ids)
  const byDeal = new Map<number, typeof activities>()
  for (const a of activities) byDeal.set(a.deal_id, [...(byDeal.get(a.deal_id) ?? []), a])
  const names = new Map(attendees.map((a) => [a.deal_id, a.names.filter((n): n is string => !!n)]))
  return rows.map((x) => toPipelineRow(x, load.r.now, byDeal.get(x.deal_id) ?? [], names.get(x.deal_id) ?? []))
}

/** The page's deal ids and total first (a narrow query), then the columns of those deals only. */
export async function pipelineRows(tx: Db, load: PipelineLoad, checklistIds: number[]): Promise<{ rows: TPipelineRow[]; total: number }> {
  const limit = rowLimit(load.r)
  const keys = await findPipelinePageKeys(tx, load.r, load.ctx, limit)
  const total = keys[0]?.total ?? (limit.skip > 0 ? await countPipeline(tx, load.r, load.ctx) : 0)
  const found = new Map(
    (
      await findPipelineRows(
        tx,
        load.r,
        load.ctx,
        keys.map((k) => k.id),
        checklistIds,
      )
    ).map((x) => [x.deal_id, x]),
  )
  const page = keys.map((k) => found.get(k.id)).filter((x): x is PipelineDbRow => x !== undefined)
  return { rows: await withDetails(tx, load, page), total }
}

/** POST /reports/pipeline-review: "Response data: pipeline, total, schema"; in distinct mode the option lists. */
export async function pipelineReview(deps: AppDeps, auth: AuthContext, q: TReportQuery, mode: PipelineMode): Promise<TPipelineResponse | TDistinctResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadPipeline(deps, tx, auth, q)
    if (load.r.distinct) return pipelineDistinct(tx, load, auth)
    const { rows, total } = await pipelineRows(tx, load, q.checklist_filters ?? [])
    return {
      data: {
        pipeline: rows,
        total,
        schema: pipelineSchema(auth),
        mode: { layout: auth.settings.pipelineLayout, search: mode.search },
      },
    }
  })
}

/** "In distinct mode data[0] holds the value lists and data[1].schema the labels." */
async function pipelineDistinct(tx: Db, load: PipelineLoad, auth: AuthContext): Promise<TDistinctResponse> {
  const found = await findPipelineDistinct(tx, load.r, load.ctx)
  const lists: Record<string, string[]> = {}
  for (const f of pipelineFilters(auth.settings)) lists[f.key] = f.values ? [...f.values] : (found[f.key] ?? [])
  for (const field of load.ctx.crmFields) lists[field] ??= found[field] ?? []
  for (const id of load.ctx.signalIds) lists[checklistFilterKey(id)] = [...CHECKLIST_GRADE_VALUES]
  return { data: [lists, { schema: load.filterLabels }] }
}

/** The older POST /users/pipelineReview: "same query; response is a list with emails". */
export async function legacyPipelineReview(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<{ data: TPipelineRow[] }> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadPipeline(deps, tx, auth, { ...q, distinct: false })
    return { data: (await pipelineRows(tx, load, q.checklist_filters ?? [])).rows }
  })
}

function shapeChart(key: PipelineChartKey, counts: { key: string; value: number }[], pie: boolean): TPipelineChart {
  const def = PIPELINE_CHARTS[key]
  const whole = counts.reduce((sum, c) => sum + c.value, 0)
  const values = pie
    ? pieSlices(counts).map(({ key: k, value, percent }) => ({ key: k, value, percent }))
    : barValues(counts).map((v) => ({ ...v, percent: roundPercent(v.value, whole) }))
  return { label: def.label, info: def.info, filter: def.filter, values }
}

/**
 * POST /reports/pipeline-review-charts: the pies and the bar of the Executive Summary over the filtered deals. With
 * `type`, only that chart is computed ("changing one pie or bar dimension refetches only that chart").
 */
export async function pipelineCharts(deps: AppDeps, auth: AuthContext, q: TReportQuery, type: PipelineChartKey | undefined): Promise<TPipelineChartsResponse> {
  const pieOptions = chartOptions(PIE_CHART_KEYS, auth.settings)
  const barOptions = chartOptions(BAR_CHART_KEYS, auth.settings)
  const offered = new Set([...pieOptions, ...barOptions].map((c) => c.key))
  const pies = (type ? [type] : pieOptions.map((c) => c.key)).filter((k) => PIE_CHART_KEYS.includes(k) && offered.has(k))
  const bars = (type ? [type] : barOptions.map((c) => c.key)).filter((k) => BAR_CHART_KEYS.includes(k) && offered.has(k))
  const wanted = [...new Set([...pies, ...bars])]
  const counts = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadPipeline(deps, tx, auth, { ...q, distinct: false, sort: null })
    return findPipelineChartCounts(tx, load.r, load.ctx, wanted)
  })
  const of = (k: PipelineChartKey) => counts.filter((c) => c.chart === k).map(({ key, value }) => ({ key, value }))
  const info = engagementInfo(auth.settings.engagementMode)
  const withInfo = (k: PipelineChartKey, c: TPipelineChart) => (k === 'engagement' ? { ...c, info } : c)
  return {
    data: {
      pie: {
        data: Object.fromEntries(pies.map((k) => [k, withInfo(k, shapeChart(k, of(k), true))])),
        options: pieOptions.map((c) => ({ key: c.key, label: c.label })),
      },
      bar: {
        data: Object.fromEntries(bars.map((k) => [k, withInfo(k, shapeChart(k, of(k), false))])),
        options: barOptions.map((c) => ({ key: c.key, label: c.label })),
      },
    },
  }
}
