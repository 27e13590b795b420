import type { Database } from '../../db/client'
import type { Jobs } from '../../platform/jobs/jobs'
import { findStaleWinLossMeetings, listWinLossCompanies, rewriteWinLossFacts } from './win-loss-facts.repository'

// Competitive Win-Loss's summary table (win_loss_facts) kept fresh (heavy aggregates from summary tables,
// "staleness ≤ 5 minutes after a call is processed"): a processed call rewrites its own rows at once (inline, or through
// the queue with no delay), and a sweep every five minutes rewrites every call whose rows differ from its insights,
// recording and deal mapping (a remapped, moved or deleted call).

export const REFRESH_WIN_LOSS_FACTS = 'refresh-win-loss-facts'
/** Calls one sweep rewrites per company at most (the next run takes the rest). */
export const SWEEP_BATCH = 2000

export interface WinLossFactsDeps {
  db: Database
  jobs?: Jobs
}

export const winLossFactsJobKey = (companyId: number, meetingId: number) => `win-loss-facts:${companyId}:${meetingId}`

export async function refreshWinLossFactsOfMeetings(deps: WinLossFactsDeps, companyId: number, meetingIds: number[]): Promise<number> {
  if (!meetingIds.length) return 0
  return deps.db.withTenant(companyId, (tx) => rewriteWinLossFacts(tx, companyId, meetingIds))
}

/** After a call is processed: its rows now, or queued at once with a queue. */
export async function refreshWinLossFactsOfMeeting(deps: WinLossFactsDeps, companyId: number, meetingId: number): Promise<void> {
  if (deps.jobs) {
    await deps.jobs.send(REFRESH_WIN_LOSS_FACTS, { companyId, meetingId }, { singletonKey: winLossFactsJobKey(companyId, meetingId) })
    return
  }
  await refreshWinLossFactsOfMeetings(deps, companyId, [meetingId])
}

/** Every call of one company (the demo seed, the benchmark's first fill). */
export const refreshCompanyWinLossFacts = (deps: WinLossFactsDeps, companyId: number) =>
  deps.db.withTenant(companyId, (tx) => rewriteWinLossFacts(tx, companyId, 'all'))

/** The five-minute sweep: in every company, the calls whose rows are stale, rewritten. Answers the calls rewritten. */
export async function sweepWinLossFacts(deps: WinLossFactsDeps): Promise<number> {
  let n = 0
  for (const companyId of await listWinLossCompanies(deps.db.system)) {
    n += await deps.db.withTenant(companyId, async (tx) => {
      const stale = await findStaleWinLossMeetings(tx, companyId, SWEEP_BATCH)
      if (stale.length) await rewriteWinLossFacts(tx, companyId, stale)
      return stale.length
    })
  }
  return n
}
