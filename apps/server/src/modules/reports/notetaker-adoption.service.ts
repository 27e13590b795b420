import {
  eligibleOf,
  NOTETAKER_ADOPTION_COLUMNS,
  NOTETAKER_ADOPTION_FILTERS,
  NOTETAKER_ADOPTION_SORT_FIELDS,
  recordedOf,
} from '@parley/shared/rules/notetaker-adoption'
import { notetakerAdoptionRate } from '@parley/shared/rules/notetaker-adoption-rate'
import { DEFAULT_REPORT_GROUP, type ReportGroup } from '@parley/shared/rules/report-periods'
import type { TAdoptionChartsResponse, TAdoptionCounts, TAdoptionPageResponse, TAdoptionRow } from '@parley/shared/schemas/notetaker-adoption'
import type { TDistinctResponse, TReportField, TReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { exportTimeZone } from '../../platform/export/export'
import { findUserTimeZone } from '../../platform/time-zone'
import type { CallsContext } from './calls-report-sql'
import { type AdoptionCountsDb, type AdoptionDbRow, findAdoptionDistinct, findAdoptionPage, findAdoptionPeriods } from './notetaker-adoption.repository'
import { parseReportRequest, type ReportRequest, rowLimit } from './report-request'

// Notetaker Adoption: one row per rep, the charts by period and by rep.
// Every read runs in the caller's tenant transaction, through scopeOf, over the summary table call_facts.

export interface AdoptionLoad {
  r: ReportRequest
  ctx: CallsContext
  group: ReportGroup
}

const FILTER_KEYS: ReadonlySet<string> = new Set(NOTETAKER_ADOPTION_FILTERS.map((f) => f.key))

export async function loadAdoption(deps: AppDeps, tx: Db, auth: AuthContext, q: TReportQuery): Promise<AdoptionLoad> {
  const r = await parseReportRequest(
    deps,
    tx,
    auth,
    { key: 'notetaker_adoption', knowsFilter: (k) => FILTER_KEYS.has(k), sortFields: NOTETAKER_ADOPTION_SORT_FIELDS },
    q,
  )
  const tz = exportTimeZone(await findUserTimeZone(tx, auth.user.id))
  return { r, ctx: { companyId: auth.user.companyId, tz }, group: q.group ?? DEFAULT_REPORT_GROUP }
}

/** "eligible (eligibleNotetaker + eligibleExternal), recorded (recordedExternal + recordedNotetaker), … notetakerAdoptionRate". */
export function toCounts(c: AdoptionCountsDb): TAdoptionCounts {
  const n = {
    scheduled: Number(c.scheduled),
    eligibleNotetaker: Number(c.eligible_notetaker),
    eligibleExternal: Number(c.eligible_external),
    recordedNotetaker: Number(c.recorded_notetaker),
    recordedExternal: Number(c.recorded_external),
    instant: Number(c.instant),
  }
  const eligible = eligibleOf(n)
  const recorded = recordedOf(n)
  return { ...n, eligible, recorded, notetakerAdoptionRate: notetakerAdoptionRate(recorded, eligible) }
}

export const toAdoptionRow = (r: AdoptionDbRow): TAdoptionRow => ({
  ...toCounts(r),
  rep_id: Number(r.user_id),
  rep_name: r.rep_name,
  rep_email: r.rep_email,
  manager: r.manager,
})

const ZERO: AdoptionCountsDb = { scheduled: 0, eligible_notetaker: 0, eligible_external: 0, recorded_notetaker: 0, recorded_external: 0, instant: 0 }

export const adoptionSchema = (): Record<string, TReportField> =>
  Object.fromEntries(NOTETAKER_ADOPTION_COLUMNS.map((c) => [c.field, { label: c.label, info: c.info }]))

/** POST /reports/notetaker-adoption: a page of reps (take/skip) or every rep (take omitted), or the option lists. */
export async function notetakerAdoption(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<TAdoptionPageResponse | TDistinctResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadAdoption(deps, tx, auth, q)
    if (load.r.distinct) {
      const lists = await findAdoptionDistinct(tx, load.r, load.ctx)
      const schema = Object.fromEntries(NOTETAKER_ADOPTION_FILTERS.map((f) => [f.key, { label: f.label, info: '', category: f.category }]))
      return { data: [lists, { schema }] }
    }
    const found = await findAdoptionPage(tx, load.r, load.ctx, rowLimit(load.r))
    const first = found[0]
    return {
      data: {
        result: found.map(toAdoptionRow),
        total: first?.total ?? 0,
        totals: toCounts(first?.sums ?? ZERO),
        schema: adoptionSchema(),
      },
    }
  })
}

/** The reps on the per-rep chart: the ten with most eligible calls. */
export const ADOPTION_CHART_REPS = 10

/** POST /reports/notetaker-adoption-charts: the counts and adoption per period of the group, and adoption per rep. */
export async function notetakerAdoptionCharts(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<TAdoptionChartsResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadAdoption(deps, tx, auth, { ...q, distinct: false, take: null, skip: null })
    const byEligible = { ...load, r: { ...load.r, sort: { field: 'eligible', desc: true } } }
    const [periods, reps] = [
      await findAdoptionPeriods(tx, load.r, load.ctx, load.group),
      await findAdoptionPage(tx, byEligible.r, load.ctx, { skip: 0, take: ADOPTION_CHART_REPS }),
    ]
    return {
      data: {
        group: load.group,
        trend: periods.map((p) => ({ x: p.period, ...toCounts(p) })),
        reps: reps.map((row) => {
          const c = toCounts(row)
          return { x: row.rep_name, y: c.notetakerAdoptionRate, eligible: c.eligible }
        }),
      },
    }
  })
}
