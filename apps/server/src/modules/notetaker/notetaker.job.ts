import { z } from 'zod'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs'
import type { Storage } from '../../platform/storage/storage'
import { notetakerDeps } from './notetaker-deps'
import { findConnectionOwner } from './notetaker.repository'
import { collectRecording, NOTETAKER_RECORDING } from './notetaker-recording.service'
import { reconcileBotsForUser, reconcileMeeting } from './notetaker-schedule.service'

export const NOTETAKER_SCHEDULE = 'notetaker-schedule'
export const NOTETAKER_RECONCILE = 'notetaker-reconcile'

const id = z.number().int().positive()
const ZScheduleData = z.object({ companyId: id, calendarEventId: id })
const ZReconcileData = z.object({ companyId: id, userId: id })
const ZRecordingData = z.object({ companyId: id, botId: id })

/** One meeting's bot after a per-meeting choice (Settings / Upcoming routes enqueue it). */
export async function enqueueNotetakerSchedule(jobs: Jobs, data: z.infer<typeof ZScheduleData>): Promise<void> {
  await jobs.send(NOTETAKER_SCHEDULE, data, { singletonKey: `notetaker-event-${data.calendarEventId}` })
}

/** All of a user's upcoming meetings, after a calendar sync or a notetaker-settings change. */
export async function enqueueNotetakerReconcile(jobs: Jobs, data: z.infer<typeof ZReconcileData>): Promise<void> {
  await jobs.send(NOTETAKER_RECONCILE, data, { singletonKey: `notetaker-user-${data.userId}` })
}

/** After a calendar connection's sync: reconcile its owner's bots. */
export async function enqueueReconcileAfterSync(db: Database, jobs: Jobs | undefined, ref: { companyId: number; connectionId: number }): Promise<void> {
  if (!jobs) return
  const userId = await db.withTenant(ref.companyId, (tx) => findConnectionOwner(tx, ref.connectionId))
  if (userId) await enqueueNotetakerReconcile(jobs, { companyId: ref.companyId, userId })
}

/**
 * The notetaker's queues; each handler is idempotent (a retry after a crash re-reads the state) and a provider
 * failure throws, so pg-boss retries it with back-off (5 times).
 */
export function notetakerJobs(base: { db: Database; config: Config; storage: Storage; jobs?: Jobs }): JobDefinition[] {
  const deps = () => notetakerDeps(base)
  return [
    { name: NOTETAKER_SCHEDULE, policy: 'stately', handler: async (data) => void (await reconcileMeeting(deps(), ZScheduleData.parse(data))) },
    { name: NOTETAKER_RECONCILE, policy: 'stately', handler: async (data) => void (await reconcileBotsForUser(deps(), ZReconcileData.parse(data))) },
    { name: NOTETAKER_RECORDING, policy: 'stately', handler: async (data) => void (await collectRecording(deps(), ZRecordingData.parse(data))) },
  ]
}
