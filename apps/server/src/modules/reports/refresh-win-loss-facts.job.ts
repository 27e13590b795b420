import { z } from 'zod'
import type { Database } from '../../db/client'
import type { JobDefinition } from '../../platform/jobs/jobs'
import { REFRESH_WIN_LOSS_FACTS, refreshWinLossFactsOfMeetings, sweepWinLossFacts } from './win-loss-facts.service'

/** One processed call, or nothing: the five-minute sweep over every company. */
const ZRefreshWinLossFactsData = z.object({ companyId: z.number().int().positive().optional(), meetingId: z.number().int().positive().optional() })

/** Competitive Win-Loss's summary table (win-loss-facts.service.ts): keyed by insight, idempotent. */
export function winLossFactsJobs(db: Database): JobDefinition[] {
  const deps = { db }
  const refresh: JobDefinition<{ companyId?: number; meetingId?: number }> = {
    name: REFRESH_WIN_LOSS_FACTS,
    schedule: '*/5 * * * *',
    handler: async (payload) => {
      const data = ZRefreshWinLossFactsData.parse(payload ?? {})
      if (data.companyId !== undefined && data.meetingId !== undefined) {
        await refreshWinLossFactsOfMeetings(deps, data.companyId, [data.meetingId])
        return
      }
      await sweepWinLossFacts(deps)
    },
  }
  return [refresh as JobDefinition]
}
