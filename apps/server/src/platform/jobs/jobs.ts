import PgBoss from 'pg-boss'
import type { Database } from '../../db/client'

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

/**
 * pg-boss in the application database (DESIGN "jobs"), sharing the server's pool so the embedded database's
 * single connection serves both. Handlers must be idempotent: a job is retried with back-off after a crash.
 */
export async function startJobs(db: Database, definitions: JobDefinition[], opts: { work: boolean }): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: async (text: string, values: unknown[]) => db.pool.query(text, values) },
    schema: 'pgboss',
    supervise: opts.work,
    schedule: opts.work,
    migrate: true,
  })
  boss.on('error', (err) => console.error('job queue error:', err.message))
  await boss.start()
  for (const def of definitions) {
    await boss.createQueue(def.name, { name: def.name, policy: def.policy, retryLimit: 5, retryDelay: 30, retryBackoff: true })
    if (def.schedule && opts.work) await boss.schedule(def.name, def.schedule, {}, { tz: 'UTC' })
    if (opts.work) {
      await boss.work(def.name, async (jobs) => {
        for (const job of jobs) await def.handler(job.data as object)
      })
    }
  }
  return {
    send: (name, data, sendOpts) => boss.send(name, data, { singletonKey: sendOpts?.singletonKey }),
    stop: () => boss.stop({ graceful: true, wait: true }),
  }
}
