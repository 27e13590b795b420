import { z } from 'zod'
import type { Database } from '../../db/client'
import type { JobDefinition } from '../../platform/jobs/jobs'
import { listCompanyIds } from './deal-rollups.repository'
import { recomputeCompanyDealRollups, recomputeDealRollups } from './deal-rollups.service'

export const RECOMPUTE_DEAL_ROLLUPS = 'recompute-deal-rollups'

/** One deal (sent after a call of the deal is processed), or nothing: the nightly refresh of every deal. */
export interface RecomputeDealRollupsData {
  companyId?: number
  dealId?: number
}

const ZRecomputeDealRollupsData = z.object({ companyId: z.number().int().positive().optional(), dealId: z.number().int().positive().optional() })

/** Send with this singleton key so a burst of calls of one deal queues one recompute. */
export const dealRollupsJobKey = (companyId: number, dealId: number) => `deal:${companyId}:${dealId}`

/**
 * Deal roll-ups (modules/deals/deal-rollups.service.ts), keyed by deal id and idempotent: the handler rewrites
 * deal_metrics from stored results. Nightly, every company's deals are refreshed, since engagement decays by date.
 */
export function recomputeDealRollupsJob(db: Database, now?: () => Date): JobDefinition<RecomputeDealRollupsData> {
  const deps = { db, now }
  return {
    name: RECOMPUTE_DEAL_ROLLUPS,
    schedule: '41 2 * * *',
    handler: async (payload) => {
      const data = ZRecomputeDealRollupsData.parse(payload ?? {})
      if (data.companyId !== undefined && data.dealId !== undefined) {
        await recomputeDealRollups(deps, data.companyId, data.dealId)
        return
      }
      // The nightly run: the job itself is the audited system path; each company runs in its own tenant.
      const ids = data.companyId !== undefined ? [data.companyId] : await listCompanyIds(db.system)
      for (const companyId of ids) await recomputeCompanyDealRollups(deps, companyId)
    },
  }
}
