import type { AppDeps } from '../../platform/deps'
import { upsertAccountMetrics } from './account-rollups.repository'
import { refreshAccountMetrics } from './account-rollups.service'
import { buildDealRollup, type DealRollupValues } from './deal-rollups.build'
import {
  aggregateActivity,
  deleteDealMetrics,
  findDealForRollup,
  findSettings,
  listDealCalls,
  listDealIds,
  listInsights,
  listSignalDefinitions,
  upsertDealMetrics,
} from './deal-rollups.repository'

/** What a roll-up needs: the database and, in tests, a clock. Jobs pass `{ db }`. */
export type RollupDeps = Pick<AppDeps, 'db' | 'now'>

/**
 * Recomputes one deal's roll-up into deal_metrics: the checklist across its calls, last call
 * summary, engagement, qualification, likeliness and severe objections. Idempotent: it rewrites the row from what
 * is stored, so running it twice, or after any call of the deal is (re)processed, leaves the same row. A deal that
 * is gone (deleted, or not of this company) loses its row. Returns the values written, or null.
 */
export async function recomputeDealRollups(
  deps: RollupDeps,
  companyId: number,
  dealId: number,
  opts: { accounts: boolean } = { accounts: true },
): Promise<DealRollupValues | null> {
  const now = deps.now?.() ?? new Date()
  return deps.db.withTenant(companyId, async (tx) => {
    const deal = await findDealForRollup(tx, dealId)
    const settings = await findSettings(tx, companyId)
    // The deal's account roll-up (Account Review) follows its deal's (unless the caller refreshes a whole company after).
    const account = () => (opts.accounts ? upsertAccountMetrics(tx, companyId, { dealId }, now, settings.engagementMode) : Promise.resolve(0))
    if (!deal) {
      await deleteDealMetrics(tx, dealId)
      await account()
      return null
    }
    const calls = await listDealCalls(tx, dealId)
    const insights = await listInsights(
      tx,
      calls.filter((c) => c.analysis !== null).map((c) => c.id),
    )
    const definitions = await listSignalDefinitions(tx)
    const activity = await aggregateActivity(tx, dealId, now)
    const values = buildDealRollup({ dealId, crmForecast: deal.forecast, calls, insights, definitions, activity }, now, settings.engagementMode)
    await upsertDealMetrics(tx, companyId, dealId, values, now)
    await account()
    return values
  })
}

/**
 * Every live deal of a company (the nightly refresh: engagement levels move with the calendar), then every account of
 * it in one statement (the last four quarters move with the calendar too).
 */
export async function recomputeCompanyDealRollups(deps: RollupDeps, companyId: number): Promise<number> {
  const ids = await deps.db.withTenant(companyId, (tx) => listDealIds(tx))
  for (const id of ids) await recomputeDealRollups(deps, companyId, id, { accounts: false })
  await refreshAccountMetrics(deps, companyId, { all: true })
  return ids.length
}
