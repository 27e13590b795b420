import type { AppDeps } from '../../platform/deps'
import { type AccountScope, upsertAccountMetrics } from './account-rollups.repository'
import { findSettings } from './deal-rollups.repository'

/**
 * Recomputes the account roll-up (account_metrics) of the accounts in scope: a whole company (the nightly refresh,
 * after its deals), one account, or the account of one deal (after that deal's roll-up; modules/deals/deal-rollups).
 * Idempotent: the rows are rewritten from what is stored.
 */
export async function refreshAccountMetrics(deps: Pick<AppDeps, 'db' | 'now'>, companyId: number, scope: AccountScope): Promise<number> {
  const now = deps.now?.() ?? new Date()
  return deps.db.withTenant(companyId, async (tx) => {
    const settings = await findSettings(tx, companyId)
    return upsertAccountMetrics(tx, companyId, scope, now, settings.engagementMode)
  })
}
