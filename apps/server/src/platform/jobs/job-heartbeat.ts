import type { Database } from '../../db/client'

/** How quickly the queue notices a job whose process died, and when it tries it again. */
export interface JobTiming {
  /** A running job without a heartbeat for this long is taken back. */
  expireSeconds: number
  /** How often a worker looks for such jobs (pg-boss maintenance). */
  maintenanceSeconds: number
  /** First retry delay; later retries back off exponentially. */
  retryDelaySeconds: number
}

export interface HeldJobs {
  /** Marks a job as running here and gives it its first heartbeat; the returned function lets it go. */
  hold(id: string): Promise<() => void>
  start(): void
  stop(): void
}

/**
 * Heartbeats for the jobs this process runs. pg-boss 10 expires a job `expire_in` after it started and has no
 * heartbeat of its own, so each beat moves the held jobs' expiry to `expireSeconds` from now: a live job never
 * expires however long it runs, and a dead process's job expires `expireSeconds` after its last beat (or after it
 * was fetched, when it died before the first beat, given as the handler starts).
 */
export function holdJobs(db: Database, timing: JobTiming): HeldJobs {
  const running = new Set<string>()
  let timer: NodeJS.Timeout | null = null
  let beating = false
  const touch = async (ids: string[]) => {
    try {
      await db.pool.query(
        `UPDATE pgboss.job SET expire_in = (now() - started_on) + make_interval(secs => $2)
          WHERE id = ANY($1::uuid[]) AND state = 'active'`,
        [ids, timing.expireSeconds],
      )
    } catch (err) {
      console.error('job heartbeat failed:', err instanceof Error ? err.message : String(err))
    }
  }
  const beat = async () => {
    if (beating || running.size === 0) return
    beating = true
    await touch([...running])
    beating = false
  }
  return {
    hold: async (id) => {
      running.add(id)
      await touch([id])
      return () => running.delete(id)
    },
    start: () => {
      timer ??= setInterval(() => void beat(), Math.max(250, (timing.expireSeconds * 1000) / 3))
      timer.unref()
    },
    stop: () => {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}
