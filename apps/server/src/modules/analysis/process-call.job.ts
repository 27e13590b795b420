import { z } from 'zod'
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs'
import { type ProcessDeps, processCall } from './analysis.service'

export const PROCESS_CALL = 'process-call'

const ZProcessCallData = z.object({ companyId: z.number().int().positive(), meetingId: z.number().int().positive() })
export type ProcessCallData = z.infer<typeof ZProcessCallData>

/** Analyses one recorded call and stores the result. Idempotent (replace-all by meeting id); a failure is retried. */
export function processCallJob(deps: ProcessDeps): JobDefinition {
  return {
    name: PROCESS_CALL,
    // One queued and one running job per meeting: a re-process asked for mid-run still happens, duplicates do not.
    policy: 'stately',
    handler: async (data) => {
      await processCall(deps, ZProcessCallData.parse(data))
    },
  }
}

/**
 * Queues the analysis of a call (one pending job per meeting), or runs it at once when the app holds no queue (API
 * tests). Inline, a failed analysis is left marked on the call rather than thrown at the request that caused it.
 */
export async function enqueueProcessCall(deps: ProcessDeps & { jobs?: Jobs }, data: ProcessCallData): Promise<void> {
  if (deps.jobs) {
    await deps.jobs.send(PROCESS_CALL, data, { singletonKey: `meeting-${data.meetingId}` })
    return
  }
  await processCall(deps, data).catch(() => undefined)
}
