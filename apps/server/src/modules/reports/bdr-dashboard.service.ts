import {
  BDR_DATA_SOURCES,
  BDR_DURATION_BUCKETS,
  BDR_FILTERS,
  BDR_REP_SCORES_MAX,
  BDR_SORT_FIELDS,
  type BdrDataSource,
  type BdrOutcome,
  type BdrSection,
  bdrMetrics,
} from '@parley/shared/rules/bdr-dashboard'
import type {
  TBdrColumn,
  TBdrCountsResponse,
  TBdrOutcomesQuery,
  TBdrRepScoresResponse,
  TBdrRowsResponse,
  TBdrSignalsResponse,
} from '@parley/shared/schemas/bdr-dashboard'
import type { TDistinctResponse, TReportField, TReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { type BdrContext, knowsBdrFilter } from './bdr-dashboard-sql'
import { bdrColumns, toBdrCallRow, toBdrRepScore, toBdrSignals } from './bdr-dashboard-rows'
import {
  type BdrDbRow,
  findBdrChecklists,
  findBdrContext,
  findBdrDistinct,
  findBdrOutcomeCounts,
  findBdrRepScores,
  findBdrSectionRows,
  findBdrSignalCounts,
} from './bdr-dashboard.repository'
import { parseReportRequest, type ReportRequest, rowLimit } from './report-request'

// The development-rep dashboard's use cases: the cards, each
// section's calls and checklist percentages, the rep scores, distinct filter options and the named data sources of
// /users/MeetingsOutcomesReport. Every read runs in the caller's tenant transaction, through scopeOf.

export interface BdrLoad {
  r: ReportRequest
  ctx: BdrContext
  columns: TBdrColumn[]
  filterLabels: Record<string, TReportField>
}

/** The request checked against the dashboard's filter keys (fixed and the company's CRM fields) and sort map. */
export async function loadBdr(deps: AppDeps, tx: Db, auth: AuthContext, q: TReportQuery): Promise<BdrLoad> {
  const companyId = auth.user.companyId
  const company = await findBdrContext(tx, companyId)
  const fields = (table: string) => company.crmFields.filter((f) => f.table_name === table).map((f) => f.db_field)
  const ctx: BdrContext = { companyId, eventFields: fields('calendar_events'), dealFields: fields('crm_deals'), signals: company.signals }
  const filterLabels: Record<string, TReportField> = {}
  for (const f of BDR_FILTERS) filterLabels[f.key] = { label: f.label, info: '', category: f.category }
  for (const f of company.crmFields) filterLabels[f.db_field] = { label: f.label, info: '', category: 'CRM' }
  const fixed = new Set(BDR_FILTERS.map((f) => f.key))
  const r = await parseReportRequest(deps, tx, auth, { key: 'bdr_to_mql', knowsFilter: (k) => knowsBdrFilter(k, fixed, ctx), sortFields: BDR_SORT_FIELDS }, q)
  return { r, ctx, columns: bdrColumns(company.signals), filterLabels }
}

/** The calls of some rows with their checklist items. */
export async function withChecklists(tx: Db, load: BdrLoad, rows: BdrDbRow[]) {
  const checklists = await findBdrChecklists(
    tx,
    load.ctx,
    rows.map((x) => x.id),
  )
  const byCall = new Map<number, typeof checklists>()
  for (const c of checklists) byCall.set(Number(c.meeting_id), [...(byCall.get(Number(c.meeting_id)) ?? []), c])
  return rows.map((x) => toBdrCallRow(x, load.columns, byCall.get(x.id) ?? []))
}

async function sectionRows(tx: Db, load: BdrLoad, section: BdrSection): Promise<TBdrRowsResponse> {
  const limit = rowLimit(load.r)
  const rows = await findBdrSectionRows(tx, load.r, load.ctx, section, limit)
  // A page past the end has no row to carry the total: count the section then.
  const total = rows[0]?.total ?? (limit.skip > 0 ? ((await findBdrSectionRows(tx, load.r, load.ctx, section, { skip: 0, take: 1 }))[0]?.total ?? 0) : 0)
  return { data: { data: await withChecklists(tx, load, rows), total, columns: load.columns } }
}

/** "In distinct mode data[0] holds the value lists and data[1].schema the labels." */
async function distinct(tx: Db, load: BdrLoad): Promise<TDistinctResponse> {
  const found = await findBdrDistinct(tx, load.r, load.ctx)
  const lists: Record<string, string[]> = { ...found, videoDuration: [...BDR_DURATION_BUCKETS] }
  return { data: [lists, { schema: load.filterLabels }] }
}

/** POST /reports/bdr-meetings-set-data (and the other two sections): one page, every row (take omitted), or distinct. */
export async function bdrSectionData(deps: AppDeps, auth: AuthContext, q: TReportQuery, section: BdrSection): Promise<TBdrRowsResponse | TDistinctResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadBdr(deps, tx, auth, q)
    return load.r.distinct ? distinct(tx, load) : sectionRows(tx, load, section)
  })
}

async function signals(tx: Db, load: BdrLoad, section: BdrSection | null): Promise<TBdrSignalsResponse> {
  return { data: toBdrSignals(await findBdrSignalCounts(tx, load.r, load.ctx, section), load.columns) }
}

/** POST /reports/bdr-checklist-signal-*: the section's Checklist & Best Practices table and progress panel. */
export async function bdrSignals(deps: AppDeps, auth: AuthContext, q: TReportQuery, section: BdrSection | null): Promise<TBdrSignalsResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => signals(tx, await loadBdr(deps, tx, auth, { ...q, distinct: false }), section))
}

async function counts(tx: Db, load: BdrLoad): Promise<TBdrCountsResponse> {
  const found = await findBdrOutcomeCounts(tx, load.r, load.ctx)
  const byOutcome: Partial<Record<BdrOutcome, number>> = {}
  for (const c of found) byOutcome[c.outcome] = c.n
  return { data: { data: bdrMetrics(byOutcome), calls: found.reduce((s, c) => s + c.n, 0), junk: byOutcome.junk ?? 0 } }
}

/** POST /reports/bdr-count-metrics: the summary cards. */
export async function bdrCounts(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<TBdrCountsResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => counts(tx, await loadBdr(deps, tx, auth, { ...q, distinct: false })))
}

async function repScores(tx: Db, load: BdrLoad, max: number): Promise<TBdrRepScoresResponse> {
  const rows = await findBdrRepScores(tx, load.r, load.ctx, max)
  return { data: { data: rows.map(toBdrRepScore), reps: rows[0]?.reps ?? 0 } }
}

/** POST /reports/bdr-rep-scores: the Rep Scores chart (best first, at most BDR_REP_SCORES_MAX reps). */
export async function bdrRepScores(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<TBdrRepScoresResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => repScores(tx, await loadBdr(deps, tx, auth, { ...q, distinct: false }), BDR_REP_SCORES_MAX))
}

export type BdrOutcomesAnswer = TBdrRowsResponse | TDistinctResponse | TBdrSignalsResponse | TBdrCountsResponse | TBdrRepScoresResponse

/**
 * POST /users/MeetingsOutcomesReport with onlyBDRData: the shared loader's named data sources ("mv"), each answering
 * what its /reports/bdr-* call answers; `limit` caps the rep scores.
 */
export async function bdrOutcomes(deps: AppDeps, auth: AuthContext, body: TBdrOutcomesQuery): Promise<BdrOutcomesAnswer> {
  const { mv, limit, onlyBDRData: _only, ...q } = body
  const source = BDR_DATA_SOURCES[mv as BdrDataSource]
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadBdr(deps, tx, auth, source.kind === 'rows' ? q : { ...q, distinct: false })
    switch (source.kind) {
      case 'counts':
        return counts(tx, load)
      case 'rep_scores':
        return repScores(tx, load, Math.min(limit ?? BDR_REP_SCORES_MAX, BDR_REP_SCORES_MAX))
      case 'signals':
        return signals(tx, load, source.section)
      case 'rows':
        return load.r.distinct ? distinct(tx, load) : sectionRows(tx, load, source.section)
    }
  })
}
