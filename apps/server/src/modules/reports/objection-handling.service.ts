import { OBJECTION_CHECKLIST_VALUES, OBJECTION_FILTERS, OBJECTION_SORT_FIELDS, topObjectionCategories } from '@parley/shared/rules/objection-handling'
import { checklistFilterKey } from '@parley/shared/rules/pipeline-review'
import type { TObjectionChart, TObjectionPage, TObjectionQuery, TObjectionRow } from '@parley/shared/schemas/objection-handling'
import { REPORT_EXPORT_MAX_ROWS, type TDistinctResponse, type TReportField, type TReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { knowsObjectionFilter, type ObjectionContext, objectionsDescending } from './objection-handling-sql'
import {
  countObjections,
  findObjectionChartCounts,
  findObjectionDistinct,
  findObjectionSignalCategory,
  findObjectionKeys,
  findObjectionPage,
  findObjectionRows,
  type ObjectionDbRow,
} from './objection-handling.repository'
import { toObjectionRow } from './objection-handling-rows'
import { findPipelineContext } from './pipeline-review.repository'
import { decodeCursor, encodeCursor, queryFingerprint } from './report-cursor'
import { parseReportRequest, type ReportRequest } from './report-request'

// Objection Handling's use cases: a page after a cursor (or every row), the distinct filter
// options, the chart, and the older call. Every read runs in the caller's tenant transaction, through scopeOf.

export interface ObjectionLoad {
  r: ReportRequest
  ctx: ObjectionContext
  filterLabels: Record<string, TReportField>
  /** The query's fingerprint, which its cursors carry. */
  fingerprint: string
  /** The category of the company's objections signal (rows/toObjectionRow). */
  signalCategory: string | null
}

/** The request checked against the company's filter keys (fixed, CRM deal fields, checklist signals) and the sort map. */
export async function loadObjections(deps: AppDeps, tx: Db, auth: AuthContext, q: TObjectionQuery): Promise<ObjectionLoad> {
  const companyId = auth.user.companyId
  // One transaction is one connection: its queries run one after the other.
  const company = await findPipelineContext(tx, companyId)
  const signalCategory = await findObjectionSignalCategory(tx, companyId)
  const ctx: ObjectionContext = { companyId, crmFields: company.crmFields.map((f) => f.db_field), signalIds: company.signals.map((s) => Number(s.id)) }
  const filterLabels: Record<string, TReportField> = {}
  for (const f of OBJECTION_FILTERS) filterLabels[f.key] = { label: f.label, info: '', category: f.category }
  for (const f of company.crmFields) filterLabels[f.db_field] ??= { label: f.label, info: '', category: 'CRM' }
  for (const s of company.signals) filterLabels[checklistFilterKey(Number(s.id))] = { label: s.label, info: '', category: 'Checklist' }
  const fixed = new Set(OBJECTION_FILTERS.map((f) => f.key))
  // The common request without the cursor and the chart type (report-request knows neither).
  const { after: _after, chart_type: _chart, ...rest } = q
  const common: TReportQuery = rest
  const r = await parseReportRequest(
    deps,
    tx,
    auth,
    { key: 'objection_handling', knowsFilter: (k) => knowsObjectionFilter(k, fixed, ctx), sortFields: OBJECTION_SORT_FIELDS },
    common,
  )
  return { r, ctx, filterLabels, fingerprint: queryFingerprint('objection_handling', auth.user.id, r, q), signalCategory }
}

async function rowsOf(tx: Db, load: ObjectionLoad, ids: number[]): Promise<TObjectionRow[]> {
  const found = new Map((await findObjectionRows(tx, load.ctx, ids)).map((x) => [x.o_id, x]))
  return ids
    .map((id) => found.get(id))
    .filter((x): x is ObjectionDbRow => x !== undefined)
    .map((x) => toObjectionRow(x, load.signalCategory))
}

/** One page after the request's cursor, or (take omitted: "The export variant sends no paging") every row. */
async function objectionRows(deps: AppDeps, tx: Db, load: ObjectionLoad, after: string | null | undefined): Promise<TObjectionPage['data']> {
  const { r, ctx } = load
  const desc = objectionsDescending(r)
  if (r.page === null) {
    const ids = await findObjectionKeys(tx, r, ctx, desc, REPORT_EXPORT_MAX_ROWS)
    return { result: await rowsOf(tx, load, ids), total: ids.length, after: null }
  }
  const secret = deps.secrets.jwtSecret
  const cursor = after ? decodeCursor(secret, load.fingerprint, after) : null
  const keys = await findObjectionPage(tx, r, ctx, { after: cursor, take: r.page.take, desc })
  const total = keys[0]?.total ?? (cursor ? await countObjections(tx, r, ctx) : 0)
  const last = keys[keys.length - 1]
  return {
    result: await rowsOf(
      tx,
      load,
      keys.map((k) => k.id),
    ),
    total,
    after: last && keys.length === r.page.take ? encodeCursor(secret, load.fingerprint, { value: last.at, id: last.id }) : null,
  }
}

/** "In distinct mode data[0] has value lists" (and data[1].schema the labels, as every report answers). */
async function objectionDistinct(tx: Db, load: ObjectionLoad): Promise<TDistinctResponse> {
  const found = await findObjectionDistinct(tx, load.r, load.ctx)
  const lists: Record<string, string[]> = {}
  for (const f of OBJECTION_FILTERS) lists[f.key] = f.values ? [...f.values] : (found[f.key] ?? [])
  for (const field of load.ctx.crmFields) lists[field] ??= found[field] ?? []
  for (const id of load.ctx.signalIds) lists[checklistFilterKey(id)] = [...OBJECTION_CHECKLIST_VALUES]
  return { data: [lists, { schema: load.filterLabels }] }
}

/** POST /reports/objections-handling: "Response data.result, data.total, data.after; in distinct mode data[0] has value lists." */
export async function objectionsHandling(deps: AppDeps, auth: AuthContext, q: TObjectionQuery): Promise<TObjectionPage | TDistinctResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadObjections(deps, tx, auth, q)
    if (load.r.distinct) return objectionDistinct(tx, load)
    return { data: await objectionRows(deps, tx, load, q.after) }
  })
}

/** POST /reports/objections-handling-chart: "returns a list of {category, grade, y}" for the top 10 categories. */
export async function objectionsChart(deps: AppDeps, auth: AuthContext, q: TObjectionQuery): Promise<TObjectionChart> {
  const counts = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadObjections(deps, tx, auth, { ...q, distinct: false, sort: null, after: null, take: null })
    return findObjectionChartCounts(tx, load.r, load.ctx)
  })
  const known = counts.filter((c): c is { category: string; grade: string; y: number } => c.grade !== null)
  return { data: topObjectionCategories(known) }
}
