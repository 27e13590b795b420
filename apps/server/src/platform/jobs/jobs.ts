import PgBoss from 'pg-boss'
import type { Database } from '../../db/client'
import { type JobTiming, holdJobs } from './job-heartbeat'
import { permanentFailure } from './permanent-job-error'

export type JobHandler<T extends object> = (data: T) => Promise<void>

export interface JobDefinition<T extends object = object> {
  name: string
  /** Cron expression (UTC) for recurring jobs. */
  schedule?: string
  /** pg-boss queue policy; 'stately' keeps at most one queued and one running job per singleton key. */
  policy?: 'standard' | 'short' | 'singleton' | 'stately'
  handler: JobHandler<T>
}

export interface Jobs {
  send<T extends object>(name: string, data: T, opts?: { singletonKey?: string }): Promise<string | null>
  stop(): Promise<void>
}

/** The queue before it works: handlers are built with `jobs` in hand, then `work` creates the queues and starts them. */
export interface StartingJobs extends Jobs {
  work(definitions: JobDefinition[]): Promise<void>
}

export const DEFAULT_JOB_TIMING: JobTiming = { expireSeconds: 40, maintenanceSeconds: 10, retryDelaySeconds: 5 }
/** How often an idle queue is asked for work. */
const POLL_MS = 1000

/**
 * pg-boss in the application database, sharing the server's pool so the embedded database's
 * single connection serves both. Handlers must be idempotent: a job is retried with back-off after a crash.
 *
 * A running job is held by heartbeats: as its handler starts, and every third of `expireSeconds` while the process
 * lives, its expiry is moved to `expireSeconds` from now, so a job whose process died expires within `expireSeconds`,
 * and the next maintenance pass of any worker (every `maintenanceSeconds`) hands it back to the queue, which retries
 * it after `retryDelaySeconds`.
 */
export async function openJobs(db: Database, opts: { work: boolean; timing?: JobTiming }): Promise<StartingJobs> {
  const timing = opts.timing ?? DEFAULT_JOB_TIMING
  const boss = new PgBoss({
    db: { executeSql: async (text: string, values: unknown[]) => db.pool.query(text, values) },
    schema: 'pgboss',
    supervise: opts.work,
    schedule: opts.work,
    migrate: true,
    maintenanceIntervalSeconds: timing.maintenanceSeconds,
  })
  boss.on('error', (err) => console.error('job queue error:', err.message))
  await boss.start()
  const held = holdJobs(db, timing)
  // Our own fetch loop rather than boss.work: pg-boss's worker fails a handler that outlives the expiry it was
  // fetched with, while here the row's short expiry is only the heartbeat's deadline.
  let stopping = false
  const loops: Promise<void>[] = []
  const sleepers: (() => void)[] = []
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, POLL_MS)
      sleepers.push(() => {
        clearTimeout(timer)
        resolve()
      })
    })
  const runOne = async (def: JobDefinition, job: { id: string; data: unknown }) => {
    const release = await held.hold(job.id)
    try {
      await def.handler(job.data as object)
      await boss.complete(def.name, job.id)
    } catch (err) {
      // Input that can never pass (a schema refused it) is not retried: the job completes with a short note.
      const permanent = permanentFailure(err)
      if (permanent) {
        console.error(`job ${def.name} ${job.id} dropped: ${permanent}`)
        await boss.complete(def.name, job.id, { dropped: permanent })
      } else {
        const message = err instanceof Error ? err.message : String(err)
        await boss.fail(def.name, job.id, { message: message.slice(0, 2000) })
      }
    } finally {
      release()
    }
  }
  const workLoop = async (def: JobDefinition) => {
    while (!stopping) {
      try {
        const jobs = (await boss.fetch(def.name)) ?? []
        if (jobs.length === 0) await idle()
        for (const job of jobs) await runOne(def, job)
      } catch (err) {
        console.error(`job queue ${def.name}:`, err instanceof Error ? err.message : String(err))
        await idle()
      }
    }
  }
  return {
    send: (name, data, sendOpts) => boss.send(name, data, { singletonKey: sendOpts?.singletonKey }),
    work: async (definitions) => {
      // Every queue exists before any handler runs, so a handler may queue work on any of them.
      for (const def of definitions) {
        const queue = {
          name: def.name,
          policy: def.policy,
          retryLimit: 5,
          retryDelay: timing.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: timing.expireSeconds,
        }
        // Creating leaves an existing queue as it was, so its options are set again (a changed retry delay applies).
        await boss.createQueue(def.name, queue)
        await boss.updateQueue(def.name, queue)
      }
      if (!opts.work) return
      for (const def of definitions) {
        if (def.schedule) await boss.schedule(def.name, def.schedule, {}, { tz: 'UTC' })
        loops.push(workLoop(def))
      }
      held.start()
    },
    stop: async () => {
      stopping = true
      for (const wake of sleepers.splice(0)) wake()
      await Promise.all(loops)
      held.stop()
      await boss.stop({ graceful: true, wait: true })
    },
  }
}

/** Opens the queue and starts its handlers at once (handlers that never queue follow-up work). */
export async function startJobs(db: Database, definitions: JobDefinition[], opts: { work: boolean; timing?: JobTiming }): Promise<Jobs> {
  const jobs = await openJobs(db, opts)
  await jobs.work(definitions)
  return jobs
}
