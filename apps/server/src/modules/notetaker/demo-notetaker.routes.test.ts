import { PROCESSING_STATUS } from '@parley/shared/rules/processing-status'
import { NOTETAKER_MESSAGES, NOTETAKER_SCHEDULED_MESSAGE } from '@parley/shared/schemas/notetaker'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { type DemoNotetaker, startDemoNotetaker } from './providers/demo/demo-notetaker'

const RILEY = 'riley.rep@northwind.example'
const SASHA = 'sasha.sales@northwind.example'
const base = { LOG_LEVEL: 'silent', PARLEY_DATA_DIR: '/tmp' }

describe('the demo notetaker is used only in demo mode without a notetaker service', () => {
  it('starts for DEMO=1 with no service, not outside demo mode nor beside a configured Recall or Attendee', async () => {
    for (const env of [
      { DEMO: '0' },
      { DEMO: '1', DEMO_NOTETAKER: '0' },
      { DEMO: '1', RECALL_API_KEY: 'k' },
      { DEMO: '1', NOTETAKER_PROVIDER: 'attendee', ATTENDEE_API_KEY: 'k' },
      { DEMO: '1', ATTENDEE_API_KEY: 'k' },
    ]) {
      expect(await startDemoNotetaker(loadConfig({ ...base, ...env })), JSON.stringify(env)).toBeNull()
    }
    const demo = await startDemoNotetaker(loadConfig({ ...base, DEMO: '1' }))
    expect(demo?.notetaker).toMatchObject({ provider: 'recall', demoCallSeconds: 60 })
    await demo?.stop()
  })

  it('outside demo mode Instant Recording keeps the honest "no notetaker service" answer', async () => {
    const t = await buildTestApp({ DEMO: '0' })
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/impromptuEvent',
        headers: await t.as(SASHA),
        payload: { meeting_url: 'https://zoom.us/j/1234567890' },
      })
      expect(res.statusCode).toBe(400)
      expect((res.json() as { error: { message: string } }).error.message).toBe(NOTETAKER_MESSAGES.notConfigured)
    } finally {
      await t.close()
    }
  })
})

describe('with DEMO=1 and no notetaker service', () => {
  let t: TestApp
  let demo: DemoNotetaker
  const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T

  beforeAll(async () => {
    // The demo notetaker's clock runs from the test's "now", so its signed webhooks fall inside the 5-minute window.
    const startedAt = Date.now()
    const found = await startDemoNotetaker(loadConfig({ ...base, DEMO: '1', DEMO_NOTETAKER_CALL_SECONDS: '1' }), {
      now: () => TEST_NOW.getTime() + (Date.now() - startedAt),
    })
    if (!found) throw new Error('the demo notetaker did not start')
    demo = found
    const { recall } = demo.notetaker
    t = await buildTestApp({ RECALL_BASE_URL: recall.baseUrl, RECALL_API_KEY: recall.apiKey ?? '', RECALL_WEBHOOK_SECRET: recall.webhookSecret ?? '' })
    demo.deliverTo(t.app)
  })
  afterAll(async () => {
    await t?.close()
    await demo?.stop()
  })

  it('turns an Instant Recording into a processed call through the webhook and ingestion path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/impromptuEvent',
      headers: await t.as(RILEY),
      payload: { title: 'Demo instant call', meeting_url: 'https://zoom.us/j/1234567890' },
    })
    expect(res.statusCode).toBe(200)
    const answer = res.json() as { message: string; data: { id: number; bot_id: number } }
    expect(answer.message).toBe(NOTETAKER_SCHEDULED_MESSAGE)
    await expect
      .poll(async () => (await one<{ status: string }>('select status from notetaker_bots where id = $1', [answer.data.bot_id])).status, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe('done')
    const log = await t.db.pool.query<{ event_type: string }>('select event_type from bot_events where bot_id = $1 order by at, id', [answer.data.bot_id])
    expect(log.rows.map((r) => r.event_type)).toEqual(['joining_call', 'in_call_recording', 'call_ended', 'done'])
    await expect
      .poll(
        async () =>
          (await one<{ processing_status: number } | undefined>('select processing_status from meetings where bot_id = $1', [answer.data.bot_id]))
            ?.processing_status,
        { timeout: 60_000, interval: 250 },
      )
      .toBe(PROCESSING_STATUS.DONE)
    const call = await one<{ id: number; title: string; source: string; storage_key: string | null }>(
      'select id, title, source, storage_key from meetings where bot_id = $1',
      [answer.data.bot_id],
    )
    expect(call).toMatchObject({ title: 'Demo instant call', source: 'notetaker' })
    expect(call.storage_key).toContain('recording.mp4')
    const segments = await one<{ n: number }>('select count(*)::int n from transcript_segments where meeting_id = $1', [call.id])
    expect(segments.n).toBeGreaterThan(0)
    // Riley opens it on the call page.
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/reports/call-details?id=${call.id}`,
      headers: await t.as(RILEY),
      payload: { role: 'user' },
    })
    expect(opened.statusCode).toBe(200)
    expect((opened.json() as { data: { hasAcess: boolean } }).data.hasAcess).toBe(true)
  })

  it('schedules the bot of an upcoming meeting switched on with the demo notetaker', async () => {
    const user = await one<{ id: number; company_id: number }>('select id, company_id from users where email = $1', [SASHA])
    const start = new Date(TEST_NOW.getTime() + 3 * 86_400_000)
    const ev = await one<{ id: number }>(
      `insert into calendar_events (company_id, user_id, gce_id, title, start_at, end_at, meeting_url, organizer_email, attendees, attendee_emails, source)
       values ($1, $2, 'demo-nt-1', 'Demo scheduled call', $3, $4, 'https://meet.google.com/dem-onot-ake', $5, $6, $7, 'google_calendar') returning id`,
      [
        user.company_id,
        user.id,
        start,
        new Date(start.getTime() + 1_800_000),
        SASHA,
        JSON.stringify([{ email: 'jane@globex.example', name: 'Jane Buyer' }]),
        ['jane@globex.example'],
      ],
    )
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateBotScheduleForMeeting',
      headers: await t.as(SASHA),
      payload: { id: ev.id, gce_id: 'demo-nt-1', status: true },
    })
    expect(res.statusCode).toBe(200)
    const bot = await one<{ status: string; provider: string; join_at: Date }>(
      'select status, provider, join_at from notetaker_bots where calendar_event_id = $1',
      [ev.id],
    )
    expect(bot).toMatchObject({ status: 'scheduled', provider: 'recall' })
    expect(new Date(bot.join_at).getTime()).toBe(start.getTime())
  })
})
