import { z } from 'zod'
import type { Database } from '../../db/client'
import type { JobDefinition } from '../../platform/jobs/jobs'
import { REFRESH_CALL_FACTS, refreshAllCallFacts, refreshChangedCallFacts, refreshSelection } from './call-facts.service'

export const REBUILD_CALL_FACTS = 'rebuild-call-facts'

/** One processed call, or nothing: the five-minute run over the calls changed since. */
const ZRefreshCallFactsData = z.object({ companyId: z.number().int().positive().optional(), meetingId: z.number().int().positive().optional() })

/**
 * The call reports' summary table (call-facts.service.ts): keyed by call, idempotent. `refresh-call-facts` runs every
 * five minutes and on demand for one processed call; `rebuild-call-facts` rewrites every call nightly.
 */
export function callFactsJobs(db: Database, now?: () => Date): JobDefinition[] {
  const deps = { db, now }
  const refresh: JobDefinition<{ companyId?: number; meetingId?: number }> = {
    name: REFRESH_CALL_FACTS,
    schedule: '*/5 * * * *',
    handler: async (payload) => {
      const data = ZRefreshCallFactsData.parse(payload ?? {})
      if (data.companyId !== undefined && data.meetingId !== undefined) {
        await refreshSelection(deps, data.companyId, { eventIds: [], meetingIds: [data.meetingId] })
        return
      }
      await refreshChangedCallFacts(deps)
    },
  }
  const rebuild: JobDefinition = { name: REBUILD_CALL_FACTS, schedule: '23 3 * * *', handler: () => refreshAllCallFacts(deps) }
  return [refresh as JobDefinition, rebuild]
}
