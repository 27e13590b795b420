import { type FakeAttendee, startFakeAttendee } from '@parley/fakes/attendee/attendee-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { attendeeSignature } from './providers/attendee/attendee.webhook'

// The same loop as notetaker.routes.test.ts with NOTETAKER_PROVIDER=attendee: its paths, states and HMAC signature.
let t: TestApp
let attendee: FakeAttendee
const SASHA = 'sasha.sales@northwind.example'
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T
const inMinutes = (m: number) => new Date(TEST_NOW.getTime() + m * 60_000)
const webhook = (headers: Record<string, string>, body: string) =>
  t.app.inject({ method: 'POST', url: '/api/notetaker/webhooks/attendee', headers: { ...headers, 'content-type': 'application/json' }, payload: body })

async function seed(start: Date, end: Date, url: string): Promise<{ id: number; gce: string }> {
  const u = await one<{ id: number; company_id: number }>('select id, company_id from users where email = $1', [SASHA])
  const gce = `att-${Math.random().toString(36).slice(2)}`
  const row = await one<{ id: number }>(
    `insert into calendar_events (company_id, user_id, gce_id, title, start_at, end_at, meeting_url, organizer_email, attendees, attendee_emails, source)
     values ($1, $2, $3, 'Initech demo', $4, $5, $6, $7, '[{"email":"bo@initech.example","name":"Bo Buyer"}]', '{bo@initech.example}', 'google_calendar') returning id`,
    [u.company_id, u.id, gce, start, end, url, SASHA],
  )
  return { id: row.id, gce }
}

beforeAll(async () => {
  attendee = await startFakeAttendee({ now: () => TEST_NOW.getTime() })
  t = await buildTestApp({
    NOTETAKER_PROVIDER: 'attendee',
    ATTENDEE_API_KEY: attendee.apiKey,
    ATTENDEE_BASE_URL: attendee.apiUrl,
    ATTENDEE_WEBHOOK_SECRET: attendee.webhookSecret,
  })
  attendee.setWebhookTarget(async (headers, body) => (await webhook(headers, body)).statusCode)
})
afterAll(async () => {
  await t?.close()
  await attendee?.stop()
})

describe('Attendee notetaker', () => {
  it('schedules with join_at, unschedules with DELETE, and turns a finished bot into a processed call', async () => {
    const later = await seed(inMinutes(24 * 60), inMinutes(24 * 60 + 30), 'https://meet.google.com/att-ende-aaa')
    const headers = await t.as(SASHA)
    await t.app.inject({ method: 'POST', url: '/api/users/updateBotScheduleForMeeting', headers, payload: { id: later.id, gce_id: later.gce, status: true } })
    const scheduled = await one<{ external_bot_id: string; provider: string }>(
      'select external_bot_id, provider from notetaker_bots where calendar_event_id = $1',
      [later.id],
    )
    expect(scheduled.provider).toBe('attendee')
    expect(attendee.bots.get(scheduled.external_bot_id)?.state).toBe('scheduled')
    await t.app.inject({ method: 'POST', url: '/api/users/updateBotScheduleForMeeting', headers, payload: { id: later.id, gce_id: later.gce, status: false } })
    expect(attendee.bots.has(scheduled.external_bot_id)).toBe(false)

    const now = await seed(inMinutes(-5), inMinutes(25), 'https://meet.google.com/att-ende-bbb')
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/users/botControlForOngoingMeeting',
      headers,
      payload: { gce_id: now.gce, bot_action: 'send' },
    })
    expect(sent.statusCode).toBe(204)
    const bot = await one<{ id: number; external_bot_id: string }>('select id, external_bot_id from notetaker_bots where calendar_event_id = $1', [now.id])
    await attendee.advance(bot.external_bot_id, 'joining', 'join_requested')
    await attendee.advance(bot.external_bot_id, 'joined_recording', 'joined_meeting')
    expect((await one<{ l: string }>('select latest_event_type l from calendar_events where id = $1', [now.id])).l).toBe('in_call_recording')
    await attendee.finish(bot.external_bot_id)
    await expect.poll(async () => (await one<{ n: number }>('select count(*)::int n from meetings where bot_id = $1', [bot.id])).n, { timeout: 30_000 }).toBe(1)
    const call = await one<{ id: number; transcript_status: string }>('select id, transcript_status from meetings where bot_id = $1', [bot.id])
    const segments = await one<{ n: number }>('select count(*)::int n from transcript_segments where meeting_id = $1', [call.id])
    expect(segments.n).toBeGreaterThan(0)
    console.log(`attendee loop: call ${call.id}, ${segments.n} segments, transcript ${call.transcript_status}`)
  })

  it('refuses a bad signature with 401 and applies one idempotency key once', async () => {
    const ev = await seed(inMinutes(-5), inMinutes(25), 'https://meet.google.com/att-ende-ccc')
    await t.app.inject({
      method: 'POST',
      url: '/api/users/botControlForOngoingMeeting',
      headers: await t.as(SASHA),
      payload: { gce_id: ev.gce, bot_action: 'send' },
    })
    const bot = await one<{ id: number; external_bot_id: string }>('select id, external_bot_id from notetaker_bots where calendar_event_id = $1', [ev.id])
    const envelope = {
      idempotency_key: '5b1c3f2e-0000-4000-8000-000000000001',
      bot_id: bot.external_bot_id,
      bot_metadata: { note: 'Grüße' },
      trigger: 'bot.state_change',
      data: { new_state: 'waiting_room', old_state: 'joining', created_at: TEST_NOW.toISOString(), event_type: 'put_in_waiting_room', event_sub_type: null },
    }
    const body = JSON.stringify(envelope)
    expect((await webhook({ 'x-webhook-signature': attendeeSignature(Buffer.from('wrong').toString('base64'), envelope) }, body)).statusCode).toBe(401)
    expect((await webhook({}, body)).statusCode).toBe(401)
    const good = { 'x-webhook-signature': attendeeSignature(attendee.webhookSecret, envelope) }
    expect((await webhook(good, body)).json()).toEqual({ outcome: 'applied' })
    expect((await webhook(good, body)).json()).toEqual({ outcome: 'duplicate' })
    const n = await one<{ n: number }>('select count(*)::int n from bot_events where bot_id = $1', [bot.id])
    expect(n.n).toBe(1)
  })
})
