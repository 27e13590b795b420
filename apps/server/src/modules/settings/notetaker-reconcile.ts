import type { AppDeps } from '../../platform/deps'
import { enqueueNotetakerReconcile, NOTETAKER_RECONCILE } from '../notetaker'

/**
 * Queues the notetaker module's `notetaker-reconcile` for one user (its singleton key, so one queued job per user).
 * The setting is already saved, so a queue that cannot take the job (not created yet, briefly unavailable) is
 * logged, never the request's failure; the next calendar sync reconciles the bots anyway.
 */
export async function queueNotetakerReconcile(deps: AppDeps, companyId: number, userId: number): Promise<void> {
  if (!deps.jobs) return
  try {
    await enqueueNotetakerReconcile(deps.jobs, { companyId, userId })
  } catch (err) {
    console.warn(`${NOTETAKER_RECONCILE} not queued for user ${userId}: ${(err as Error).message}`)
  }
}
