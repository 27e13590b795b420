import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TPipelineRow } from '@parley/shared/schemas/pipeline-review'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { processCall } from '../analysis/analysis.service'
import { dealRollupsJobKey, RECOMPUTE_DEAL_ROLLUPS, recomputeDealRollupsJob } from '../deals/recompute-deal-rollups.job'
import type { Jobs } from '../../platform/jobs/jobs'

// Heavy aggregates come from summary tables refreshed by jobs, at most 5 minutes stale after a call is
// processed. Pipeline Review reads deal_metrics (the deal roll-up); these tests show that processing a call refreshes the
// deal's row at once (inline), or queues its recompute at once with no delay (with a queue), and that the report shows it.

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T

interface Call {
  meeting_id: number
  deal_id: number
  company_id: number
}

/** A recorded, analysed call of a Northwind deal whose deal has an older recorded call too. */
async function pickCall(skipDeal?: number): Promise<Call> {
  return one<Call>(
    `select m.id as meeting_id, md.deal_id, m.company_id from meetings m
     join meeting_deals md on md.meeting_id = m.id and md.is_primary join companies c on c.id = m.company_id
     where c.name = 'Northwind Analytics' and m.deleted_at is null and m.start_time < $1 and m.processing_status = 2
       and ($2::int is null or md.deal_id <> $2)
       and (select count(*) from meeting_deals x where x.deal_id = md.deal_id and x.is_primary) >= 2
     order by m.start_time desc limit 1`,
    [TEST_NOW, skipDeal ?? null],
  )
}

/** The call just took place: it moves to ten minutes ago (as a new recording would arrive). */
const justRecorded = new Date(TEST_NOW.getTime() - 10 * 60_000)
const moveToNow = (c: Call) => t.db.pool.query('update meetings set start_time = $2 where id = $1', [c.meeting_id, justRecorded])

async function rowOf(dealId: number): Promise<TPipelineRow | undefined> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reports/pipeline-review',
    headers: await t.as(ADMIN),
    payload: { role: 'company_admin', filter: { deal_name: [(await one<{ name: string }>('select name from deals where id = $1', [dealId])).name] } },
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().data.pipeline as TPipelineRow[]).find((r) => r.deal_id === dealId)
}

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('Pipeline Review freshness after a call is processed', () => {
  it('without a queue the roll-up is recomputed inside processing: the next report read shows the new call', async () => {
    const call = await pickCall()
    await moveToNow(call)
    const before = await rowOf(call.deal_id)
    expect(before?.deal_last_recorded_call_date).not.toBe(justRecorded.toISOString())

    await processCall({ db: t.db, config: t.config, now: () => TEST_NOW }, { companyId: call.company_id, meetingId: call.meeting_id })

    const after = await rowOf(call.deal_id)
    expect(after?.deal_last_recorded_call_date).toBe(justRecorded.toISOString())
    expect(after?.deal_days_since_last_call).toBe(0)
    const refreshed = await one<{ refreshed_at: Date }>('select refreshed_at from deal_metrics where deal_id = $1', [call.deal_id])
    expect(refreshed.refreshed_at.getTime()).toBe(TEST_NOW.getTime())
  })

  it('with a queue, processing sends the recompute at once (no delay, one per deal), and running it refreshes the row', async () => {
    const call = await pickCall((await pickCall()).deal_id)
    await moveToNow(call)
    const sent: { name: string; data: object; opts?: { singletonKey?: string }; at: number }[] = []
    const jobs: Jobs = {
      send: async (name, data, opts) => {
        sent.push({ name, data, opts, at: Date.now() })
        return 'job-1'
      },
      stop: async () => {},
    }
    const started = Date.now()
    await processCall({ db: t.db, config: t.config, jobs, now: () => TEST_NOW }, { companyId: call.company_id, meetingId: call.meeting_id })
    const recompute = sent.find((s) => s.name === RECOMPUTE_DEAL_ROLLUPS)
    expect(recompute?.data).toEqual({ companyId: call.company_id, dealId: call.deal_id })
    expect(recompute?.opts).toEqual({ singletonKey: dealRollupsJobKey(call.company_id, call.deal_id) })
    // Sent while the call was processed, with no start-after: a worker polling every few seconds picks it up well
    // inside the 5-minute bound.
    expect((recompute?.at ?? Number.POSITIVE_INFINITY) - started).toBeLessThan(60_000)
    expect((await rowOf(call.deal_id))?.deal_last_recorded_call_date).not.toBe(justRecorded.toISOString())

    await recomputeDealRollupsJob(t.db, () => TEST_NOW).handler(recompute?.data ?? {})
    expect((await rowOf(call.deal_id))?.deal_last_recorded_call_date).toBe(justRecorded.toISOString())
  })

  it('engagement levels are derived at read time from the stored dates, so they never wait for the nightly refresh', async () => {
    const call = await pickCall()
    // The roll-up row claims Low, but its dates say the deal was active ten minutes ago.
    await t.db.pool.query("update deal_metrics set engagement = 'Low', last_call_at = $2 where deal_id = $1", [call.deal_id, justRecorded])
    expect((await rowOf(call.deal_id))?.engagement).toBe('High')
  })
})
