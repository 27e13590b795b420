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
/**
 * The longest one job may run. pg-boss fails a handler that outlives the expiry it was fetched with, so queues keep
 * this long one and the heartbeats keep the short one in the row.
 */
const MAX_RUN_SECONDS = 15 * 60

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
  return {
    send: (name, data, sendOpts) => boss.send(name, data, { singletonKey: sendOpts?.singletonKey }),
    work: async (definitions) => {
      // Every queue exists before any handler runs, so a handler may queue work on any of them.
      for (const def of definitions) {
        await boss.createQueue(def.name, {
          name: def.name,
          policy: def.policy,
          retryLimit: 5,
          retryDelay: timing.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: Math.max(MAX_RUN_SECONDS, timing.expireSeconds),
        })
      }
      if (!opts.work) return
      for (const def of definitions) {
        if (def.schedule) await boss.schedule(def.name, def.schedule, {}, { tz: 'UTC' })
        await boss.work(def.name, async (jobs) => {
          for (const job of jobs) {
            const release = await held.hold(job.id)
            try {
              await def.handler(job.data as object)
            } catch (err) {
              // Input that can never pass (a schema refused it) is not retried: the job completes with a short note.
              const permanent = permanentFailure(err)
              if (!permanent) throw err
              console.error(`job ${def.name} ${job.id} dropped: ${permanent}`)
            } finally {
              release()
            }
          }
        })
      }
      held.start()
    },
    stop: async () => {
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
