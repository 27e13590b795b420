import { roundPercent } from '@parley/shared/rules/report-charts'
import type {
  TChecklistRepScoresResponse,
  TChecklistSignalResponse,
  TChecklistSignalRow,
  TChecklistTrendResponse,
} from '@parley/shared/schemas/checklist-adoption'
import type { TReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { exportTimeZone } from '../../platform/export/export'
import { findUserTimeZone } from '../../platform/time-zone'
import { findChecklistPractices, findChecklistRepScores, findChecklistSignalCounts, findChecklistTrend } from './checklist-adoption.repository'
import { loadChecklist, percentOf } from './checklist-adoption.service'

// Checklist Adoption's trend, per-rep scores and per-signal views (the -trend, -rep-scores and -signal calls). Each aggregates the summary rows of the filtered calls in SQL.

const chartQuery = (q: TReportQuery): TReportQuery => ({ ...q, distinct: false, sort: null, skip: null, take: null })

/** POST /reports/checklist-adoption-trend: average adoption per day, week or month (group; default month). */
export async function checklistTrend(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<TChecklistTrendResponse> {
  const group = q.group ?? 'month'
  const points = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadChecklist(deps, tx, auth, chartQuery(q))
    const tz = exportTimeZone(await findUserTimeZone(tx, auth.user.id))
    return findChecklistTrend(tx, load.r, load.ctx, group, tz)
  })
  return { data: { group, result: points.map((p) => ({ x: p.x, y: percentOf(p.adoption), calls: p.calls })) } }
}

/** POST /reports/checklist-adoption-rep-scores: "rep score row x (rep), y (score)", highest first. */
export async function checklistRepScores(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<TChecklistRepScoresResponse> {
  const reps = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadChecklist(deps, tx, auth, chartQuery(q))
    return findChecklistRepScores(tx, load.r, load.ctx)
  })
  return { data: { result: reps.map((p) => ({ id: Number(p.id), x: p.name ?? 'Unknown rep', y: percentOf(p.adoption), calls: p.calls })) } }
}

/**
 * POST /reports/checklist-adoption-signal: per signal (the table's columns, in the fixed order) its completed share,
 * and the share of its graded best practices followed and not followed, each heading apart.
 */
export async function checklistSignals(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<TChecklistSignalResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadChecklist(deps, tx, auth, chartQuery(q))
    // One transaction is one connection: its queries run one after the other.
    const counts = await findChecklistSignalCounts(tx, load.r, load.ctx)
    const practices = await findChecklistPractices(tx, load.r, load.ctx)
    const byId = new Map(counts.map((c) => [Number(c.id), c]))
    const result: TChecklistSignalRow[] = load.columns.flatMap((s) => {
      const c = byId.get(s.id)
      if (!c) return []
      const own = practices.filter((p) => Number(p.id) === s.id)
      const graded = own.reduce((sum, p) => sum + p.n, 0)
      const followed = own.reduce((sum, p) => sum + p.followed, 0)
      return [
        {
          id: s.id,
          x: s.name,
          y: roundPercent(c.yes, c.n),
          n: c.n,
          a: roundPercent(followed, graded),
          b: graded ? 100 - roundPercent(followed, graded) : 0,
          best_practices: own.map((p) => ({ x: p.heading, y: roundPercent(p.followed, p.n), n: p.n })).sort((x, y) => x.x.localeCompare(y.x)),
        },
      ]
    })
    return { data: { result } }
  })
}
