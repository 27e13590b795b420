import PgBoss from 'pg-boss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/client'
import { holdJobs } from '../src/platform/jobs/job-heartbeat'
import { type Jobs, openJobs } from '../src/platform/jobs/jobs'
import { createTestDatabase } from './test-app'

// A running job is held by its worker's heartbeats: it never expires while the worker lives, however long it runs,
// and is handed to another worker soon after its own died.
const timing = { expireSeconds: 2, maintenanceSeconds: 1, retryDelaySeconds: 1 }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

let db: Database
const opened: Jobs[] = []
beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(async () => {
  for (const j of opened) await j.stop()
  await db?.close()
})

const stateOf = async (name: string) =>
  (await db.pool.query<{ state: string; retry_count: number }>('select state, retry_count from pgboss.job where name = $1', [name])).rows

describe('job heartbeats', () => {
  it('a job running three times its expiry is not taken back: it runs once and completes', async () => {
    let runs = 0
    const jobs = await openJobs(db, { work: true, timing })
    opened.push(jobs)
    await jobs.work([
      {
        name: 'slow-job-test',
        handler: async () => {
          runs++
          await sleep(6_000)
        },
      },
    ])
    await jobs.send('slow-job-test', {})
    await expect.poll(async () => (await stateOf('slow-job-test'))[0]?.state, { timeout: 30_000, interval: 250 }).toBe('completed')
    expect(runs).toBe(1)
    expect((await stateOf('slow-job-test'))[0]?.retry_count).toBe(0)
  })

  it('a job whose process died holding it is retried by a live worker within seconds of its expiry', async () => {
    const definition = { name: 'orphan-job-test', handler: async () => undefined }
    const web = await openJobs(db, { work: false, timing })
    opened.push(web)
    await web.work([definition])
    await web.send('orphan-job-test', { n: 1 })
    // A process that fetched the job, started its handler (the first heartbeat) and died: no beat comes after.
    const dead = new PgBoss({ db: { executeSql: async (text: string, values: unknown[]) => db.pool.query(text, values) }, schema: 'pgboss', supervise: false })
    await dead.start()
    const [fetched] = (await dead.fetch('orphan-job-test')) ?? []
    expect(fetched).toBeDefined()
    await holdJobs(db, timing).hold(fetched?.id as string)
    const taken = Date.now()
    let ran = 0
    const worker = await openJobs(db, { work: true, timing })
    opened.push(worker)
    await worker.work([{ ...definition, handler: async () => void ran++ }])
    await expect.poll(async () => (await stateOf('orphan-job-test'))[0]?.state, { timeout: 30_000, interval: 250 }).toBe('completed')
    expect(ran).toBe(1)
    // Expiry 2 s, maintenance every 1 s, a 1-2 s retry delay and a 2 s poll: well under 15 s.
    expect(Date.now() - taken).toBeLessThan(15_000)
    await dead.stop({ graceful: false, wait: false })
  })
})
