import type { Database } from '../../db/client'
import type { Jobs } from '../../platform/jobs/jobs'
import { listCompanyIds } from '../deals'
import { findStaleChecklistCalls, refreshChecklistCallScores } from './checklist-call-scores.repository'

// Keeping checklist_call_scores fresh: heavy aggregates come from summary tables, at most 5 minutes stale after a
// call is processed. Processing a call sends REFRESH_CHECKLIST_SCORES for it at once (inline without a queue);
// SWEEP_CHECKLIST_SCORES runs every minute and refreshes, in every company, any analysis newer than its row.

export const REFRESH_CHECKLIST_SCORES = 'refresh-checklist-call-scores'
export const SWEEP_CHECKLIST_SCORES = 'sweep-checklist-call-scores'
/** How many stale calls one sweep refreshes per company (a backlog drains over the next minutes). */
export const SWEEP_BATCH = 5000

export interface ChecklistScoresDeps {
  db: Database
  jobs?: Jobs
}

/** The rows of some calls of one company, in its tenant. */
export async function refreshChecklistScores(deps: Pick<ChecklistScoresDeps, 'db'>, companyId: number, meetingIds: number[]): Promise<number> {
  return deps.db.withTenant(companyId, (tx) => refreshChecklistCallScores(tx, companyId, meetingIds))
}

/** After a call is processed: the refresh is queued at once (one per call), or run now when there is no queue. */
export async function afterCallProcessed(deps: ChecklistScoresDeps, companyId: number, meetingId: number): Promise<void> {
  if (deps.jobs) {
    await deps.jobs.send(REFRESH_CHECKLIST_SCORES, { companyId, meetingIds: [meetingId] }, { singletonKey: `checklist-scores:${meetingId}` })
    return
  }
  await refreshChecklistScores(deps, companyId, [meetingId])
}

/** The sweep: for each company (or one), the calls whose row is missing or older than their analysis. */
export async function sweepChecklistScores(deps: Pick<ChecklistScoresDeps, 'db'>, onlyCompanyId?: number): Promise<number> {
  // The job itself is the audited system path that lists companies; each company is then read in its own tenant.
  const companyIds = onlyCompanyId !== undefined ? [onlyCompanyId] : await listCompanyIds(deps.db.system)
  let refreshed = 0
  for (const companyId of companyIds) {
    refreshed += await deps.db.withTenant(companyId, async (tx) => {
      const stale = await findStaleChecklistCalls(tx, companyId, SWEEP_BATCH)
      return stale.length ? refreshChecklistCallScores(tx, companyId, stale) : 0
    })
  }
  return refreshed
}
