import { z } from 'zod'
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs'
import { ANALYSIS_VERSION } from './analysis-rows'
import { type ProcessDeps, processCall } from './analysis.service'
import { analysisProgress, staleAnalyses } from './reanalysis.repository'

export const REANALYSE_CALLS = 'reanalyse-calls'
const BATCH = 20

const ZReanalyseData = z.object({ companyId: z.number().int().positive() })

export interface ReanalysisProgress {
  /** Calls with a stored analysis. */
  total: number
  /** Of those, analysed by the current analyzer. */
  current: number
}

/**
 * Moves every stored call of a company to the current analyzer, batch after batch, through the same path a new
 * recording takes (so reports and deals follow). Progress is the data itself — results of the current version —
 * so a crash loses nothing and the retried job carries on where it stopped. A call whose re-analysis fails keeps its
 * earlier result and is passed over for the rest of the run.
 */
export async function reanalyseCalls(deps: ProcessDeps, companyId: number): Promise<ReanalysisProgress> {
  const failed: number[] = []
  for (;;) {
    const ids = await deps.db.withTenant(companyId, (tx) => staleAnalyses(tx, ANALYSIS_VERSION, BATCH, failed))
    if (ids.length === 0) break
    for (const meetingId of ids) {
      try {
        await processCall(deps, { companyId, meetingId })
      } catch {
        failed.push(meetingId)
      }
    }
  }
  return reanalysisProgress(deps, companyId)
}

export function reanalysisProgress(deps: Pick<ProcessDeps, 'db'>, companyId: number): Promise<ReanalysisProgress> {
  return deps.db.withTenant(companyId, (tx) => analysisProgress(tx, ANALYSIS_VERSION))
}

export function reanalyseCallsJob(deps: ProcessDeps): JobDefinition {
  return {
    name: REANALYSE_CALLS,
    // One run per company at a time; asking again mid-run queues one more, which finds nothing left to do.
    policy: 'stately',
    handler: async (data) => {
      await reanalyseCalls(deps, ZReanalyseData.parse(data).companyId)
    },
  }
}

/** Queues the re-analysis of a company's calls, or runs it at once when the app holds no queue (API tests). */
export async function startReanalysis(deps: ProcessDeps & { jobs?: Jobs }, companyId: number): Promise<void> {
  if (deps.jobs) {
    await deps.jobs.send(REANALYSE_CALLS, { companyId }, { singletonKey: `company-${companyId}` })
    return
  }
  await reanalyseCalls(deps, companyId)
}
