import type { Database } from '../../db/client'
import type { Jobs } from '../../platform/jobs/jobs'
import { type CallFactsSelection, listCallFactCompanies, refreshCallFacts } from './call-facts.repository'

// The call reports' summary table (call_facts) kept fresh ("Heavy aggregates come from summary tables
// refreshed by jobs; … ≤ 5 minutes after a call is processed"): a processed call rewrites its own row at once (inline, or
// through the queue with no delay), a job every five minutes rewrites the calls changed in the last CHANGED_WINDOW_MS
// (calendar sync, bot outcomes, deletions), and a nightly job rewrites every call.

export const REFRESH_CALL_FACTS = 'refresh-call-facts'

/** How far back the five-minute job looks: three runs, so one late or failed run loses nothing. */
export const CHANGED_WINDOW_MS = 15 * 60_000

export interface CallFactsDeps {
  db: Database
  jobs?: Jobs
  now?: () => Date
}

export const callFactsJobKey = (companyId: number, meetingId: number) => `call-facts:${companyId}:${meetingId}`

export async function refreshSelection(deps: CallFactsDeps, companyId: number, sel: CallFactsSelection): Promise<number> {
  return deps.db.withTenant(companyId, (tx) => refreshCallFacts(tx, companyId, sel))
}

/** Every call of one company (the demo seed, the nightly run, the benchmark's first fill). */
export const refreshCompanyCallFacts = (deps: CallFactsDeps, companyId: number) => refreshSelection(deps, companyId, { all: true })

/** After a call is processed: its row (and its copies') now, or queued at once with a queue. */
export async function refreshCallFactsOfMeeting(deps: CallFactsDeps, companyId: number, meetingId: number): Promise<void> {
  if (deps.jobs) {
    await deps.jobs.send(REFRESH_CALL_FACTS, { companyId, meetingId }, { singletonKey: callFactsJobKey(companyId, meetingId) })
    return
  }
  await refreshSelection(deps, companyId, { eventIds: [], meetingIds: [meetingId] })
}

/** The five-minute run: in every company, the calls whose event or recording changed inside the window. */
export async function refreshChangedCallFacts(deps: CallFactsDeps): Promise<number> {
  const since = new Date((deps.now?.() ?? new Date()).getTime() - CHANGED_WINDOW_MS)
  let n = 0
  for (const companyId of await listCallFactCompanies(deps.db.system)) n += await refreshSelection(deps, companyId, { changedSince: since })
  return n
}

export async function refreshAllCallFacts(deps: CallFactsDeps): Promise<void> {
  for (const companyId of await listCallFactCompanies(deps.db.system)) await refreshCompanyCallFacts(deps, companyId)
}
