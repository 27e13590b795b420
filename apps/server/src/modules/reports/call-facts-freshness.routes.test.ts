import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TCallReportRow } from '@parley/shared/schemas/call-reports'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import type { Jobs } from '../../platform/jobs/jobs'
import { processCall } from '../analysis/analysis.service'
import { CHANGED_WINDOW_MS, callFactsJobKey, REFRESH_CALL_FACTS } from './call-facts.service'
import { callFactsJobs, REBUILD_CALL_FACTS } from './refresh-call-facts.job'

// Heavy aggregates come from summary tables refreshed by jobs, at most 5 minutes stale after a call
// is processed. The call reports read call_facts: processing a call rewrites its row at once (inline) or queues that at
// once with no delay (with a queue); the five-minute job picks up calendar changes; the nightly job rewrites everything.

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T

interface Event {
  id: number
  company_id: number
  user_id: number
  rep: string
}

/** A past, confirmed, eligible Northwind event without a recording; moved to twenty minutes ago, as a call just held. */
async function freshUnrecordedEvent(): Promise<Event> {
  const e = await one<Event>(
    `select e.id, e.company_id, e.user_id, u.name as rep from calendar_events e join companies c on c.id = e.company_id join users u on u.id = e.user_id
     where c.name = 'Northwind Analytics' and e.deleted_at is null and e.status = 'confirmed' and e.start_at < $1
       and coalesce(e.meeting_url, '') <> '' and not e.is_internal and e.source = 'google_calendar'
       and not exists (select 1 from meetings m where m.calendar_event_id = e.id)
       and not exists (select 1 from call_facts f where f.event_id = e.id and f.is_recorded)
     order by e.start_at desc limit 1`,
    [TEST_NOW],
  )
  await t.db.pool.query("update calendar_events set start_at = $2, end_at = $2::timestamptz + interval '15 minutes' where id = $1", [
    e.id,
    new Date(TEST_NOW.getTime() - 20 * 60_000),
  ])
  // The calendar sync wrote the move: the five-minute job (not part of these first tests) would pick it up.
  await t.db.pool.query('update call_facts set start_at = $2 where event_id = $1', [e.id, new Date(TEST_NOW.getTime() - 20 * 60_000)])
  return e
}

/** The recording of the event arrives (the notetaker's upload), not yet processed. */
async function recordingOf(e: Event): Promise<number> {
  const m = await one<{ id: number }>(
    `insert into meetings (company_id, calendar_event_id, user_id, title, start_time, end_time, video_duration)
     select company_id, id, user_id, title, start_at, end_at, 600 from calendar_events where id = $1 returning id`,
    [e.id],
  )
  return m.id
}

async function rowOf(e: Event): Promise<TCallReportRow | undefined> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reports/call-details-report',
    headers: await t.as(ADMIN),
    payload: { role: 'company_admin', take: 100, filter: { rep: [e.rep] } },
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().data.result as TCallReportRow[]).find((r) => r.calendar_event_id === e.id)
}

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('call reports freshness after a call is processed', () => {
  it('without a queue the row is rewritten inside processing: the next report read shows the call recorded', async () => {
    const e = await freshUnrecordedEvent()
    const meetingId = await recordingOf(e)
    expect((await rowOf(e))?.is_meeting_recorded).toBe(false)

    await processCall({ db: t.db, config: t.config, now: () => TEST_NOW }, { companyId: e.company_id, meetingId })

    const after = await rowOf(e)
    expect(after).toMatchObject({ is_meeting_recorded: true, recording_status: 'Recorded', zra_id: meetingId })
  })

  it('with a queue, processing sends the refresh at once (no delay, one per call), and running it rewrites the row', async () => {
    const e = await freshUnrecordedEvent()
    const meetingId = await recordingOf(e)
    const sent: { name: string; data: object; opts?: { singletonKey?: string }; at: number }[] = []
    const jobs: Jobs = {
      send: async (name, data, opts) => {
        sent.push({ name, data, opts, at: Date.now() })
        return 'job-1'
      },
      stop: async () => {},
    }
    const started = Date.now()
    await processCall({ db: t.db, config: t.config, jobs, now: () => TEST_NOW }, { companyId: e.company_id, meetingId })
    const refresh = sent.find((s) => s.name === REFRESH_CALL_FACTS)
    expect(refresh?.data).toEqual({ companyId: e.company_id, meetingId })
    expect(refresh?.opts).toEqual({ singletonKey: callFactsJobKey(e.company_id, meetingId) })
    // Sent while the call was processed, with no start-after: a worker polling every few seconds runs it well inside 5 minutes.
    expect((refresh?.at ?? Number.POSITIVE_INFINITY) - started).toBeLessThan(60_000)
    expect((await rowOf(e))?.is_meeting_recorded).toBe(false)

    const job = callFactsJobs(t.db, () => TEST_NOW).find((j) => j.name === REFRESH_CALL_FACTS)
    await job?.handler(refresh?.data ?? {})
    expect(await rowOf(e)).toMatchObject({ is_meeting_recorded: true, zra_id: meetingId })
  })

  it('every five minutes the calls changed in the last quarter hour are rewritten (a meeting cancelled in the calendar leaves the report)', async () => {
    const job = callFactsJobs(t.db, () => TEST_NOW).find((j) => j.name === REFRESH_CALL_FACTS)
    expect(job?.schedule).toBe('*/5 * * * *')
    expect(CHANGED_WINDOW_MS).toBeGreaterThanOrEqual(2 * 5 * 60_000)
    const e = await freshUnrecordedEvent()
    expect(await rowOf(e)).toBeDefined()
    await t.db.pool.query("update calendar_events set status = 'cancelled', updated_at = $2 where id = $1", [e.id, new Date(TEST_NOW.getTime() - 60_000)])
    await job?.handler({})
    expect(await rowOf(e)).toBeUndefined()
  })

  it('the nightly job rewrites every call (a lost row comes back)', async () => {
    const e = await freshUnrecordedEvent()
    await t.db.pool.query('delete from call_facts where event_id = $1', [e.id])
    expect(await rowOf(e)).toBeUndefined()
    const nightly = callFactsJobs(t.db, () => TEST_NOW).find((j) => j.name === REBUILD_CALL_FACTS)
    expect(nightly?.schedule).toMatch(/^\d+ \d+ \* \* \*$/)
    await nightly?.handler({})
    expect(await rowOf(e)).toMatchObject({ calendar_event_id: e.id, is_meeting_recorded: false })
  })
})
