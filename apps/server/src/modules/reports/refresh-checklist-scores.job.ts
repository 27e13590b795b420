import { z } from 'zod'
import type { Database } from '../../db/client'
import type { JobDefinition } from '../../platform/jobs/jobs'
import { REFRESH_CHECKLIST_SCORES, refreshChecklistScores, SWEEP_CHECKLIST_SCORES, sweepChecklistScores } from './checklist-call-scores.service'

const ZRefreshData = z.object({
  companyId: z.number().int().positive(),
  meetingIds: z.array(z.number().int().positive()).min(1).max(10_000),
})
export type RefreshChecklistScoresData = z.infer<typeof ZRefreshData>

/**
 * checklist_call_scores (modules/reports/checklist-call-scores.*): the rows of some calls of a company, sent when a
 * call is processed (one queued per call), and the sweep every minute. Both idempotent: rows are rewritten from the
 * stored analysis.
 */
export function checklistScoresJobs(db: Database): JobDefinition[] {
  const refresh: JobDefinition = {
    name: REFRESH_CHECKLIST_SCORES,
    policy: 'stately',
    handler: async (payload) => {
      const data = ZRefreshData.parse(payload)
      await refreshChecklistScores({ db }, data.companyId, data.meetingIds)
    },
  }
  const sweep: JobDefinition = {
    name: SWEEP_CHECKLIST_SCORES,
    schedule: '* * * * *',
    policy: 'singleton',
    handler: async () => {
      await sweepChecklistScores({ db })
    },
  }
  return [refresh, sweep]
}
