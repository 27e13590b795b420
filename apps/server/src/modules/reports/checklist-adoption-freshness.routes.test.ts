import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TChecklistAdoptionRow } from '@parley/shared/schemas/checklist-adoption'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import type { Jobs } from '../../platform/jobs/jobs'
import { processCall, processCalls } from '../analysis/analysis.service'
import { REFRESH_CHECKLIST_SCORES, SWEEP_CHECKLIST_SCORES } from './checklist-call-scores.service'
import { checklistScoresJobs } from './refresh-checklist-scores.job'

// Heavy aggregates come from summary tables refreshed by jobs, at most 5 minutes stale after a call is
// processed. Checklist Adoption (and Activity Review's checklist column) read checklist_call_scores: processing a call
// refreshes its row at once (inline), or queues the refresh at once (with a queue); the sweep, scheduled every minute,
// catches an analysis written any other way (the demo seed's batches, a lost job).

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T

interface Call {
  meeting_id: number
  company_id: number
}

/** An analysed Northwind call with checklist scores, other than those given. */
async function pickCall(skip: number[] = []): Promise<Call> {
  return one<Call>(
    `select m.id as meeting_id, m.company_id from meetings m join companies c on c.id = m.company_id
     join checklist_call_scores s on s.meeting_id = m.id
     where c.name = 'Northwind Analytics' and m.deleted_at is null and s.applicable > 0 and m.start_time < $1 and not (m.id = any($2::int[]))
     order by m.start_time desc limit 1`,
    [TEST_NOW, skip],
  )
}

/** The call just took place and has not been processed: no analysis, no summary row. */
async function arrive(c: Call): Promise<void> {
  await t.db.pool.query('update meetings set start_time = $2 where id = $1', [c.meeting_id, new Date(TEST_NOW.getTime() - 10 * 60_000)])
  await t.db.pool.query('delete from analysis_results where meeting_id = $1', [c.meeting_id])
  await t.db.pool.query('delete from meeting_insights where meeting_id = $1', [c.meeting_id])
  await t.db.pool.query('delete from checklist_call_scores where meeting_id = $1', [c.meeting_id])
}

async function rowOf(meetingId: number): Promise<TChecklistAdoptionRow | undefined> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reports/checklist-adoption-call',
    headers: await t.as(ADMIN),
    payload: { role: 'company_admin', take: 100 },
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().data.result as TChecklistAdoptionRow[]).find((r) => r.zra_id === meetingId)
}

const noopJobs = (sent: { name: string; data: object; opts?: { singletonKey?: string }; at: number }[]): Jobs => ({
  send: async (name, data, opts) => {
    sent.push({ name, data, opts, at: Date.now() })
    return 'job-1'
  },
  stop: async () => {},
})

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('Checklist Adoption freshness after a call is processed', () => {
  it('without a queue the row is written inside processing: the next report read shows the call and its scores', async () => {
    const call = await pickCall()
    await arrive(call)
    expect(await rowOf(call.meeting_id)).toBeUndefined()

    await processCall({ db: t.db, config: t.config, now: () => TEST_NOW }, { companyId: call.company_id, meetingId: call.meeting_id })

    const row = await rowOf(call.meeting_id)
    expect(row?.checklist.length).toBeGreaterThan(0)
    const stored = await one<{ n: number }>(
      "select count(*)::int as n from meeting_insights where meeting_id = $1 and signal_type = 'checklist' and signal_id is not null",
      [call.meeting_id],
    )
    expect(row?.checklist.length).toBe(stored.n)
  })

  it('with a queue, processing sends the refresh at once (one per call), and running it writes the row', async () => {
    const call = await pickCall([(await pickCall()).meeting_id])
    await arrive(call)
    const sent: { name: string; data: object; opts?: { singletonKey?: string }; at: number }[] = []
    const started = Date.now()
    await processCall({ db: t.db, config: t.config, jobs: noopJobs(sent), now: () => TEST_NOW }, { companyId: call.company_id, meetingId: call.meeting_id })
    const refresh = sent.find((s) => s.name === REFRESH_CHECKLIST_SCORES)
    expect(refresh?.data).toEqual({ companyId: call.company_id, meetingIds: [call.meeting_id] })
    expect(refresh?.opts).toEqual({ singletonKey: `checklist-scores:${call.meeting_id}` })
    // Sent while the call was processed, with no start-after: a worker polling every few seconds runs it at once.
    expect((refresh?.at ?? Number.POSITIVE_INFINITY) - started).toBeLessThan(60_000)
    expect(await rowOf(call.meeting_id)).toBeUndefined()

    const handler = checklistScoresJobs(t.db).find((j) => j.name === REFRESH_CHECKLIST_SCORES)
    await handler?.handler(refresh?.data ?? {})
    expect((await rowOf(call.meeting_id))?.checklist.length).toBeGreaterThan(0)
  })

  it('the sweep, every minute, writes the row of an analysis stored without a refresh, and rewrites an outdated one', async () => {
    const taken = [(await pickCall()).meeting_id]
    taken.push((await pickCall(taken)).meeting_id)
    const call = await pickCall(taken)
    await arrive(call)
    // The demo seed's path: the batch use case stores the analysis and sends nothing.
    await processCalls({ db: t.db, config: t.config, now: () => TEST_NOW }, call.company_id, [call.meeting_id])
    expect(await rowOf(call.meeting_id)).toBeUndefined()

    const sweep = checklistScoresJobs(t.db).find((j) => j.name === SWEEP_CHECKLIST_SCORES)
    expect(sweep?.schedule).toBe('* * * * *')
    await sweep?.handler({})
    const row = await rowOf(call.meeting_id)
    expect(row?.checklist.length).toBeGreaterThan(0)

    // A row older than its analysis (a re-analysis whose refresh was lost) is rewritten by the next sweep.
    const first = row?.checklist[0] as { id: number; score: number | null }
    await t.db.pool.query("update checklist_call_scores set scores[1] = 0, analysed_at = analysed_at - interval '1 hour' where meeting_id = $1", [
      call.meeting_id,
    ])
    expect((await rowOf(call.meeting_id))?.checklist[0]?.score).toBe(0)
    await sweep?.handler({})
    expect((await rowOf(call.meeting_id))?.checklist[0]?.score).toBe(first.score)
  })
})
