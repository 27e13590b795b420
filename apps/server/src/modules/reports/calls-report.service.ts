import { CALL_SORT_FIELDS, callColumns, callReportFilters } from '@parley/shared/rules/call-report'
import { roundPercent } from '@parley/shared/rules/report-charts'
import { DEFAULT_REPORT_GROUP, type ReportGroup } from '@parley/shared/rules/report-periods'
import type { TCallChartsResponse, TCallPeriodsResponse, TCallReportRow, TCallsPageResponse } from '@parley/shared/schemas/call-reports'
import type { TDistinctResponse, TReportField, TReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { exportTimeZone } from '../../platform/export/export'
import { findUserTimeZone } from '../../platform/time-zone'
import type { CallsContext } from './calls-report-sql'
import { countCalls, findCallChartCounts, findCallDistinct, findCallPageKeys, findCallPeriods, findCallRows, type CallDbRow } from './calls-report.repository'
import { toCallRow } from './calls-report-rows'
import { parseReportRequest, type ReportRequest, rowLimit } from './report-request'

// Calls & Recordings (page 1) and Call Details (page 2): POST /reports/meetings-report answers data or data {result,
// total}; POST /reports/meetings-charts the charts. Every read runs
// in the caller's tenant transaction, through scopeOf, over the summary table call_facts.

export type CallsReportKey = 'calls_recordings' | 'call_details'

export interface CallsLoad {
  r: ReportRequest
  ctx: CallsContext
  group: ReportGroup
}

/** The request checked against the call reports' filter keys and sort map; the viewer's zone cuts the periods. */
export async function loadCalls(deps: AppDeps, tx: Db, auth: AuthContext, key: CallsReportKey, q: TReportQuery): Promise<CallsLoad> {
  const keys = new Set(callReportFilters(auth.settings).map((f) => f.key))
  const r = await parseReportRequest(deps, tx, auth, { key, knowsFilter: (k) => keys.has(k), sortFields: CALL_SORT_FIELDS }, q)
  const tz = exportTimeZone(await findUserTimeZone(tx, auth.user.id))
  return { r, ctx: { companyId: auth.user.companyId, tz }, group: q.group ?? DEFAULT_REPORT_GROUP }
}

export function callsSchema(auth: AuthContext, detailed: boolean): Record<string, TReportField> {
  return Object.fromEntries(callColumns(auth.settings, detailed).map((c) => [c.field, { label: c.label, info: c.info }]))
}

/** The page's keys and total first (narrow), then the columns of those calls only. */
export async function callRows(tx: Db, load: CallsLoad): Promise<{ rows: TCallReportRow[]; total: number }> {
  const limit = rowLimit(load.r)
  const keys = await findCallPageKeys(tx, load.r, load.ctx, limit)
  const total = keys[0]?.total ?? (limit.skip > 0 ? await countCalls(tx, load.r, load.ctx) : 0)
  const found = new Map(
    (
      await findCallRows(
        tx,
        load.ctx,
        keys.map((k) => k.key),
      )
    ).map((x) => [x.call_key, x]),
  )
  const rows = keys.map((k) => found.get(k.key)).filter((x): x is CallDbRow => x !== undefined)
  return { rows: rows.map(toCallRow), total }
}

async function callsDistinct(tx: Db, load: CallsLoad, auth: AuthContext): Promise<TDistinctResponse> {
  const found = await findCallDistinct(tx, load.r, load.ctx)
  const lists: Record<string, string[]> = {}
  const schema: Record<string, TReportField> = {}
  for (const f of callReportFilters(auth.settings)) {
    lists[f.key] = f.values ? [...f.values] : (found[f.key] ?? [])
    schema[f.key] = { label: f.label, info: '', category: f.category }
  }
  return { data: [lists, { schema }] }
}

/** The page (take/skip), every row (take omitted, Call Details only) or the option lists of one call report. */
async function pageOrDistinct(tx: Db, load: CallsLoad, auth: AuthContext, detailed: boolean): Promise<TCallsPageResponse | TDistinctResponse> {
  if (load.r.distinct) return callsDistinct(tx, load, auth)
  const { rows, total } = await callRows(tx, load)
  return { data: { result: rows, total, schema: callsSchema(auth, detailed) } }
}

/**
 * POST /reports/meetings-report (page 1): with take, "data {result, total}"; in distinct mode the option lists; without
 * take, the calls per period of the group ("response data").
 */
export async function callsReport(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<TCallsPageResponse | TCallPeriodsResponse | TDistinctResponse> {
  return deps.db.withTenantRead(auth.user.companyId, async (tx) => {
    const load = await loadCalls(deps, tx, auth, 'calls_recordings', q)
    if (load.r.distinct || load.r.page !== null) return pageOrDistinct(tx, load, auth, false)
    const periods = await findCallPeriods(tx, load.r, load.ctx, load.group)
    return {
      group: load.group,
      data: periods.map((p) => ({
        period: p.period,
        calls: p.calls,
        eligible: p.eligible,
        recorded: p.recorded,
        not_recorded: p.calls - p.recorded,
        recording_rate: roundPercent(p.recorded, p.calls),
      })),
    }
  })
}

/** POST /reports/call-details-report (page 2): a page, every row (take omitted), or the option lists. */
export async function callDetailsReport(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<TCallsPageResponse | TDistinctResponse> {
  return deps.db.withTenantRead(auth.user.companyId, async (tx) => pageOrDistinct(tx, await loadCalls(deps, tx, auth, 'call_details', q), auth, true))
}

/** POST /reports/meetings-charts: "rows with x and y" — calls per period (recorded or not), per status, per source. */
export async function callsCharts(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<TCallChartsResponse> {
  return deps.db.withTenantRead(auth.user.companyId, async (tx) => {
    const load = await loadCalls(deps, tx, auth, 'calls_recordings', { ...q, distinct: false, sort: null })
    const counts = await findCallChartCounts(tx, load.r, load.ctx, load.group)
    const of = (chart: 'status' | 'source') =>
      counts
        .filter((c) => c.chart === chart)
        .map((c) => ({ x: c.x, y: c.y }))
        .sort((a, b) => b.y - a.y || a.x.localeCompare(b.x))
    const trend = counts
      .filter((c) => c.chart === 'trend')
      .map((c) => ({ x: c.x, y: c.y, series: c.recorded ? ('Recorded' as const) : ('Not recorded' as const) }))
      .sort((a, b) => a.x.localeCompare(b.x) || a.series.localeCompare(b.series))
    return { data: { group: load.group, trend, status: of('status'), source: of('source') } }
  })
}
