import {
  checklistAdoption,
  CONVERSION_COLUMNS,
  CONVERSION_FILTERS,
  CONVERSION_SORT_FIELDS,
  MOVEMENTS,
  type Movement,
  progressed,
} from '@parley/shared/rules/conversion-insights'
import { roundPercent } from '@parley/shared/rules/report-charts'
import type { TConversionPageResponse, TConversionRow, TMovementCounts, TOutcomesResponse } from '@parley/shared/schemas/conversion-insights'
import type { TDistinctResponse, TReportField, TReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import type { ConversionContext } from './conversion-insights-sql'
import { type ConversionDbRow, findConversionDistinct, findConversionOutcomes, findConversionPage, findSignalCount } from './conversion-insights.repository'
import { parseReportRequest, type ReportRequest, rowLimit } from './report-request'

// Conversion Insights (page 7; docs/decisions.md "Conversion Insights"): the deals with calls in the range with their
// calls, checklist coverage and stage movement ("POST /reports/meetings-deals-report"), and their outcomes ("POST
// /users/MeetingsOutcomesReport"). Every read runs in the caller's tenant transaction, through scopeOf.

export interface ConversionLoad {
  r: ReportRequest
  ctx: ConversionContext
}

const FILTER_KEYS: ReadonlySet<string> = new Set(CONVERSION_FILTERS.map((f) => f.key))

export async function loadConversion(deps: AppDeps, tx: Db, auth: AuthContext, q: TReportQuery): Promise<ConversionLoad> {
  const r = await parseReportRequest(
    deps,
    tx,
    auth,
    { key: 'conversion_insights', knowsFilter: (k) => FILTER_KEYS.has(k), sortFields: CONVERSION_SORT_FIELDS },
    q,
  )
  return { r, ctx: { companyId: auth.user.companyId, signalCount: await findSignalCount(tx, auth.user.companyId) } }
}

const asMovement = (m: string): Movement => ((MOVEMENTS as readonly string[]).includes(m) ? (m as Movement) : 'No movement')

export function toConversionRow(r: ConversionDbRow, signalCount: number): TConversionRow {
  const checklist = (r.checklist ?? []).map((c) => ({ key: c.key, name: c.name, score: c.score === null ? null : Number(c.score) }))
  return {
    deal_id: Number(r.deal_id),
    crm_deal_id: r.crm_deal_id,
    deal_name: r.deal_name,
    account_name: r.account_name,
    owner_name: r.owner_name,
    deal_type: r.deal_type,
    amount: r.amount === null ? '-1' : String(Number(r.amount)),
    close_date: r.close_date,
    previous_deal_stage: r.start_stage,
    sales_stage: r.end_stage,
    movement: asMovement(r.movement),
    calls: Number(r.calls),
    recorded_calls: Number(r.recorded_calls),
    last_call_date: r.last_call_at === null ? null : new Date(r.last_call_at).toISOString(),
    last_recorded_call_id: r.last_recorded_call_id === null ? null : Number(r.last_recorded_call_id),
    checklist,
    checklist_adoption: checklistAdoption(
      checklist.map((c) => c.score),
      signalCount,
    ),
  }
}

const schema = (): Record<string, TReportField> => Object.fromEntries(CONVERSION_COLUMNS.map((c) => [c.field, { label: c.label, info: c.info }]))

/** The page's deals (or every deal, take omitted) with the total. */
export async function conversionRows(tx: Db, load: ConversionLoad): Promise<{ rows: TConversionRow[]; total: number }> {
  const found = await findConversionPage(tx, load.r, load.ctx, rowLimit(load.r))
  return { rows: found.map((r) => toConversionRow(r, load.ctx.signalCount)), total: found[0]?.total ?? 0 }
}

/** POST /reports/meetings-deals-report: "data {result, total}", or in distinct mode the option lists. */
export async function meetingsDealsReport(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<TConversionPageResponse | TDistinctResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadConversion(deps, tx, auth, q)
    if (load.r.distinct) {
      const found = await findConversionDistinct(tx, load.r, load.ctx)
      const lists: Record<string, string[]> = {}
      const labels: Record<string, TReportField> = {}
      for (const f of CONVERSION_FILTERS) {
        lists[f.key] = 'values' in f ? [...f.values] : (found[f.key] ?? [])
        labels[f.key] = { label: f.label, info: '', category: f.category }
      }
      return { data: [lists, { schema: labels }] }
    }
    const { rows, total } = await conversionRows(tx, load)
    return { data: { result: rows, total, schema: schema() } }
  })
}

/** The older POST /users/meetingsDealsReport: the same query, the rows as a list. */
export async function legacyMeetingsDealsReport(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<{ data: TConversionRow[] }> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => ({
    data: (await conversionRows(tx, await loadConversion(deps, tx, auth, { ...q, distinct: false }))).rows,
  }))
}

const noMovement = (): TMovementCounts => ({ Won: 0, 'Moved forward': 0, 'No movement': 0, 'Moved backward': 0, Lost: 0 })

/** POST /users/MeetingsOutcomesReport (Conversion Insights' variant): movement, movement per starting stage, checklist outcomes. */
export async function meetingsOutcomes(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<TOutcomesResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadConversion(deps, tx, auth, { ...q, distinct: false, sort: null, take: null, skip: null })
    const found = await findConversionOutcomes(tx, load.r, load.ctx)
    const movement = noMovement()
    for (const row of found) if (row.kind === 'movement' && row.a) movement[asMovement(row.a)] = Number(row.n)
    const stages = new Map<string, TMovementCounts & { stage: string; total: number; order: number | null }>()
    for (const row of found.filter((x) => x.kind === 'stage')) {
      const stage = row.a ?? 'Unknown'
      const entry = stages.get(stage) ?? { stage, total: 0, order: row.o === null ? null : Number(row.o), ...noMovement() }
      entry[asMovement(row.b ?? '')] += Number(row.n)
      entry.total += Number(row.n)
      stages.set(stage, entry)
    }
    const total = MOVEMENTS.reduce((n, m) => n + movement[m], 0)
    const progressedDeals = MOVEMENTS.filter(progressed).reduce((n, m) => n + movement[m], 0)
    const otherDeals = total - progressedDeals
    return {
      data: {
        total,
        movement,
        by_stage: [...stages.values()]
          .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.stage.localeCompare(b.stage))
          .map(({ order: _order, ...rest }) => rest),
        checklist: found
          .filter((x) => x.kind === 'checklist' && x.a)
          .map((x) => ({
            key: x.a as string,
            name: x.b ?? (x.a as string),
            progressed: roundPercent(Number(x.p), progressedDeals),
            other: roundPercent(Number(x.n), otherDeals),
          }))
          .sort((a, b) => b.progressed - b.other - (a.progressed - a.other) || a.name.localeCompare(b.name)),
        progressed_deals: progressedDeals,
        other_deals: otherDeals,
      },
    }
  })
}
