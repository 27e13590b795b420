import { type FakeRecall, startFakeRecall } from '@parley/fakes/recall/recall-server'
import { standardWebhookHeaders } from '@parley/fakes/recall/standard-webhooks'
import { FIELD_EMPTY_MESSAGE, INVALID_VALUE_MESSAGE } from '@parley/shared/rules/instant-recording'
import { NOTETAKER_REASONS } from '@parley/shared/rules/notetaker-decision'
import { NOTETAKER_MESSAGES, NOTETAKER_SCHEDULED_MESSAGE } from '@parley/shared/schemas/notetaker'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
let recall: FakeRecall
const SASHA = 'sasha.sales@northwind.example'
const MORGAN = 'morgan.manager@northwind.example'
const ACME = 'alex.acme@acme.example'
const BUYER = 'jane@globex.example'
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T
const all = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]
const inMinutes = (m: number) => new Date(TEST_NOW.getTime() + m * 60_000)
let urlCounter = 0
const freshUrl = () =>
  `https://meet.google.com/abc-defg-${String.fromCharCode(97 + (urlCounter % 26))}${String.fromCharCode(97 + Math.floor(urlCounter++ / 26))}z`

async function seed(e: {
  email: string
  start: Date
  end?: Date
  url?: string | null
  ical?: string
  organizer?: string
}): Promise<{ id: number; gce: string }> {
  const u = await one<{ id: number; company_id: number }>('select id, company_id from users where email = $1', [e.email])
  const gce = `nt-${Math.random().toString(36).slice(2)}`
  const row = await one<{ id: number }>(
    `insert into calendar_events (company_id, user_id, gce_id, ical_uid, title, start_at, end_at, meeting_url, organizer_email, attendees, attendee_emails, source)
     values ($1, $2, $3, $4, 'Globex discovery', $5, $6, $7, $8, $9, $10, 'google_calendar') returning id`,
    [
      u.company_id,
      u.id,
      gce,
      e.ical ?? null,
      e.start,
      e.end ?? new Date(e.start.getTime() + 30 * 60_000),
      e.url === undefined ? freshUrl() : e.url,
      e.organizer ?? e.email,
      JSON.stringify([{ email: BUYER, name: 'Jane Buyer', company: 'globex.example' }]),
      [BUYER],
    ],
  )
  return { id: row.id, gce }
}

const post = async (email: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: await t.as(email), payload: payload as object })
const schedule = (email: string, body: unknown) => post(email, '/api/users/updateBotScheduleForMeeting', body)
const control = (email: string, body: unknown) => post(email, '/api/users/botControlForOngoingMeeting', body)
const webhook = (headers: Record<string, string>, body: string) =>
  t.app.inject({ method: 'POST', url: '/api/notetaker/webhooks/recall', headers: { ...headers, 'content-type': 'application/json' }, payload: body })
const botsOf = (eventIds: number[]) =>
  all<{ id: number; status: string; external_bot_id: string; calendar_event_id: number }>(
    'select id, status, external_bot_id, calendar_event_id from notetaker_bots where calendar_event_id = any($1) order by id',
    [eventIds],
  )
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string; fields?: { field: string; message: string }[] } }).error

beforeAll(async () => {
  recall = await startFakeRecall({ now: () => TEST_NOW.getTime() })
  t = await buildTestApp({ RECALL_API_KEY: recall.apiKey, RECALL_BASE_URL: recall.apiUrl, RECALL_WEBHOOK_SECRET: recall.webhookSecret })
  recall.setWebhookTarget(async (headers, body) => (await webhook(headers, body)).statusCode)
})
afterAll(async () => {
  await t?.close()
  await recall?.stop()
})

describe('POST /api/users/updateBotScheduleForMeeting', () => {
  it('schedules a bot at the start when turned on, unschedules it when turned off', async () => {
    const ev = await seed({ email: SASHA, start: inMinutes(2 * 24 * 60) })
    const on = await schedule(SASHA, { id: ev.id, gce_id: ev.gce, status: true })
    expect(on.statusCode).toBe(200)
    expect(on.json()).toMatchObject({ data: { note_taker_allowed: true, global_note_taker_allowed: true } })
    const [bot] = await botsOf([ev.id])
    expect(bot?.status).toBe('scheduled')
    expect(recall.bots.get(bot?.external_bot_id ?? '')?.join_at).toBe(inMinutes(2 * 24 * 60).toISOString())

    const off = await schedule(SASHA, { id: ev.id, gce_id: ev.gce, status: false })
    expect(off.json()).toMatchObject({ data: { note_taker_allowed: false, global_note_taker_allowed: false } })
    expect((await botsOf([ev.id])).map((b) => b.status)).toEqual(['removed'])
    expect(recall.bots.has(bot?.external_bot_id ?? '')).toBe(false)
    const props = await one<{ p: { updatedByUser: boolean } }>('select event_properties p from calendar_events where id = $1', [ev.id])
    expect(props.p.updatedByUser).toBe(true)
  })

  it('sends one bot per meeting link across the reps of a company', async () => {
    const url = freshUrl()
    const a = await seed({ email: SASHA, start: inMinutes(3 * 24 * 60), url })
    const b = await seed({ email: MORGAN, start: inMinutes(3 * 24 * 60), url, organizer: SASHA })
    await schedule(SASHA, { id: a.id, gce_id: a.gce, status: true })
    const second = await schedule(MORGAN, { id: b.id, gce_id: b.gce, status: true })
    expect(second.json()).toMatchObject({ data: { note_taker_allowed: true, global_note_taker_allowed: true } })
    const active = (await botsOf([a.id, b.id])).filter((x) => x.status === 'scheduled')
    expect(active).toHaveLength(1)
    // Sasha leaves it off: the bot stays, now sent from Morgan's calendar.
    await schedule(SASHA, { id: a.id, gce_id: a.gce, status: false })
    const after = (await botsOf([a.id, b.id])).filter((x) => x.status === 'scheduled')
    expect(after).toHaveLength(1)
    expect(after[0]?.calendar_event_id).toBe(b.id)
  })

  it('retries a provider answering 429 with Retry-After, then schedules', async () => {
    const ev = await seed({ email: SASHA, start: inMinutes(4 * 24 * 60) })
    recall.failNext({ status: 429, retryAfterSeconds: 1 })
    recall.failNext({ status: 503, retryAfterSeconds: 0 })
    const res = await schedule(SASHA, { id: ev.id, gce_id: ev.gce, status: true })
    expect(res.statusCode).toBe(200)
    expect((await botsOf([ev.id])).map((b) => b.status)).toEqual(['scheduled'])
    expect(
      recall.requests
        .filter((r) => r.path === '/api/v1/bot/' && r.method === 'POST')
        .map((r) => r.status)
        .slice(-3),
    ).toEqual([429, 503, 201])
  })

  it('refuses bad input with the field named, started meetings, missing links and other users’ events', async () => {
    const ev = await seed({ email: SASHA, start: inMinutes(24 * 60) })
    const missing = await schedule(SASHA, { id: ev.id, status: true })
    expect(missing.statusCode).toBe(400)
    expect(errorOf(missing).fields?.[0]?.field).toBe('gce_id')
    const notBool = await schedule(SASHA, { id: ev.id, gce_id: ev.gce, status: 'yes' })
    expect(errorOf(notBool).fields?.[0]).toMatchObject({ field: 'status', message: 'status must be true (notetaker on) or false (off)' })
    expect((await schedule(SASHA, { id: 'x', gce_id: ev.gce, status: true })).statusCode).toBe(400)
    expect((await schedule(MORGAN, { id: ev.id, gce_id: ev.gce, status: true })).statusCode).toBe(404)
    expect((await schedule(SASHA, { id: ev.id, gce_id: 'other', status: true })).statusCode).toBe(404)
    const acme = await seed({ email: ACME, start: inMinutes(24 * 60) })
    expect(errorOf(await schedule(SASHA, { id: acme.id, gce_id: acme.gce, status: true })).message).toBe(NOTETAKER_MESSAGES.meetingNotFound)
    const started = await seed({ email: SASHA, start: inMinutes(-5) })
    expect(errorOf(await schedule(SASHA, { id: started.id, gce_id: started.gce, status: false })).message).toBe(NOTETAKER_REASONS.started)
    const noUrl = await seed({ email: SASHA, start: inMinutes(60), url: null })
    expect(errorOf(await schedule(SASHA, { id: noUrl.id, gce_id: noUrl.gce, status: true })).message).toBe(NOTETAKER_REASONS.noUrl)
  })
})

describe('POST /api/users/botControlForOngoingMeeting and the bot → done → call loop', () => {
  it('sends a bot into a meeting in progress, follows its webhooks, removes it, and ingests the recording', async () => {
    const ev = await seed({ email: SASHA, start: inMinutes(-10), end: inMinutes(20) })
    const sent = await control(SASHA, { gce_id: ev.gce, bot_action: 'send' })
    expect(sent.statusCode).toBe(204)
    const [bot] = await botsOf([ev.id])
    const external = bot?.external_bot_id ?? ''
    expect(recall.bots.get(external)?.join_at).toBeNull()
    // Sent twice: the one on its way is the conflict case (200 with a message).
    expect((await control(SASHA, { gce_id: ev.gce, bot_action: 'send' })).json()).toEqual({ message: NOTETAKER_MESSAGES.alreadyOnItsWay })

    await recall.advance(external, 'joining_call')
    await recall.advance(external, 'in_call_recording')
    const row = await one<{ latest_event_type: string }>('select latest_event_type from calendar_events where id = $1', [ev.id])
    expect(row.latest_event_type).toBe('in_call_recording')
    const listed = await t.app.inject({ method: 'GET', url: '/api/users/events?take=100', headers: await t.as(SASHA) })
    const mine = (listed.json() as { data: { events: { id: number; notetaker: { bot_control: { action: string } | null } }[] } }).data.events.find(
      (e) => e.id === ev.id,
    )
    expect(mine?.notetaker.bot_control?.action).toBe('remove')

    expect((await control(SASHA, { gce_id: ev.gce, bot_action: 'remove' })).statusCode).toBe(204)
    await expect.poll(async () => (await botsOf([ev.id]))[0]?.status, { timeout: 30_000 }).toBe('done')
    const log = await all<{ event_type: string }>('select event_type from bot_events where bot_id = $1 order by at, id', [bot?.id])
    expect(log.map((l) => l.event_type)).toEqual(['joining_call', 'in_call_recording', 'call_ended', 'done'])
    await expect
      .poll(async () => (await one<{ n: number } | undefined>('select count(*)::int n from meetings where bot_id = $1', [bot?.id]))?.n, { timeout: 30_000 })
      .toBe(1)
    const call = await one<{ id: number; transcript_status: string; source: string; storage_key: string | null; calendar_event_id: number }>(
      'select id, transcript_status, source, storage_key, calendar_event_id from meetings where bot_id = $1',
      [bot?.id],
    )
    expect(call).toMatchObject({ source: 'notetaker', calendar_event_id: ev.id })
    expect(call.storage_key).toContain(`bots/${bot?.id}/recording.mp4`)
    const segments = await one<{ n: number }>('select count(*)::int n from transcript_segments where meeting_id = $1', [call.id])
    expect(segments.n).toBeGreaterThan(0)
    // The invitee the transcript names without an e-mail is the same person, not a second participant.
    const people = await all<{ name: string }>('select name from meeting_participants where meeting_id = $1', [call.id])
    expect(people.filter((p) => p.name === 'Jane Buyer')).toHaveLength(1)
    console.log(`notetaker loop: call ${call.id} with ${segments.n} transcript segments, transcript status ${call.transcript_status}`)
  })

  it('answers 404 for unknown or other companies’ meetings and 400 for bad actions or meetings not in progress', async () => {
    const acme = await seed({ email: ACME, start: inMinutes(-10), end: inMinutes(20) })
    expect(errorOf(await control(SASHA, { gce_id: acme.gce, bot_action: 'send' })).message).toBe(NOTETAKER_MESSAGES.meetingNotFound)
    expect((await control(SASHA, { gce_id: 'nope', bot_action: 'remove' })).statusCode).toBe(404)
    const bad = await control(SASHA, { gce_id: acme.gce, bot_action: 'explode' })
    expect(errorOf(bad).fields?.[0]).toMatchObject({ field: 'bot_action', message: 'bot_action must be send or remove' })
    const later = await seed({ email: SASHA, start: inMinutes(120) })
    expect(errorOf(await control(SASHA, { gce_id: later.gce, bot_action: 'send' })).message).toBe(NOTETAKER_MESSAGES.notInProgress)
    const empty = await seed({ email: SASHA, start: inMinutes(-10), end: inMinutes(20) })
    expect(errorOf(await control(SASHA, { gce_id: empty.gce, bot_action: 'remove' })).message).toBe(NOTETAKER_MESSAGES.notInCall)
  })
})

describe('POST /api/notetaker/webhooks/recall', () => {
  async function botInCall(): Promise<{ botId: number; external: string; eventId: number }> {
    const ev = await seed({ email: SASHA, start: inMinutes(-5), end: inMinutes(25) })
    await control(SASHA, { gce_id: ev.gce, bot_action: 'send' })
    const [bot] = await botsOf([ev.id])
    return { botId: bot?.id ?? 0, external: bot?.external_bot_id ?? '', eventId: ev.id }
  }
  const body = (external: string, code: string) =>
    JSON.stringify({ event: `bot.${code}`, data: { data: { code, sub_code: null, updated_at: TEST_NOW.toISOString() }, bot: { id: external, metadata: {} } } })
  const now = Math.floor(TEST_NOW.getTime() / 1000)
  const count = async (botId: number) => (await one<{ n: number }>('select count(*)::int n from bot_events where bot_id = $1', [botId])).n

  it('refuses a bad, missing or replayed signature with 401 and changes nothing', async () => {
    const { botId, external, eventId } = await botInCall()
    const raw = body(external, 'in_call_recording')
    const good = standardWebhookHeaders(recall.webhookSecret, raw, 'msg_bad1', now)
    expect((await webhook({ ...good, 'webhook-signature': 'v1,AAAA' }, raw)).statusCode).toBe(401)
    expect((await webhook({}, raw)).statusCode).toBe(401)
    const tampered = await webhook(good, raw.replace('in_call_recording', 'done'))
    expect(tampered.statusCode).toBe(401)
    // A delivery captured earlier and replayed: its timestamp is outside the 5-minute window.
    const old = standardWebhookHeaders(recall.webhookSecret, raw, 'msg_old', now - 10 * 60)
    expect((await webhook(old, raw)).statusCode).toBe(401)
    const wrongKey = standardWebhookHeaders('whsec_d3JvbmcgLXNlY3JldA==', raw, 'msg_wrong', now)
    expect((await webhook(wrongKey, raw)).statusCode).toBe(401)
    expect(await count(botId)).toBe(0)
    expect((await one<{ l: string | null }>('select latest_event_type l from calendar_events where id = $1', [eventId])).l).toBeNull()
  })

  it('applies the same delivery once', async () => {
    const { botId, external } = await botInCall()
    const raw = body(external, 'in_waiting_room')
    const headers = standardWebhookHeaders(recall.webhookSecret, raw, 'msg_twice', now)
    expect((await webhook(headers, raw)).json()).toEqual({ outcome: 'applied' })
    expect((await webhook(headers, raw)).json()).toEqual({ outcome: 'duplicate' })
    expect(await count(botId)).toBe(1)
  })

  it('accepts the legacy bot.status_change shape and ignores bots it did not send', async () => {
    const { botId, external } = await botInCall()
    const legacy = JSON.stringify({
      event: 'bot.status_change',
      data: { bot_id: external, status: { code: 'joining_call', created_at: TEST_NOW.toISOString() } },
    })
    expect((await webhook(standardWebhookHeaders(recall.webhookSecret, legacy, 'msg_legacy', now), legacy)).json()).toEqual({ outcome: 'applied' })
    expect((await one<{ status: string }>('select status from notetaker_bots where id = $1', [botId])).status).toBe('joining')
    const stranger = body('00000000-0000-0000-0000-000000000000', 'done')
    expect((await webhook(standardWebhookHeaders(recall.webhookSecret, stranger, 'msg_stranger', now), stranger)).json()).toEqual({ outcome: 'unknown_bot' })
  })
})

describe('POST /api/users/impromptuEvent', () => {
  it('refuses empty, javascript:, 5,000-character and non-meeting links with the rule’s message', async () => {
    for (const [meeting_url, message] of [
      ['', FIELD_EMPTY_MESSAGE],
      ['javascript:alert(1)', INVALID_VALUE_MESSAGE],
      [`https://meet.google.com/${'a'.repeat(5000)}`, INVALID_VALUE_MESSAGE],
      ['https://example.com/meeting', INVALID_VALUE_MESSAGE],
    ] as const) {
      const res = await post(SASHA, '/api/users/impromptuEvent', { title: 'x', meeting_url })
      expect(res.statusCode, meeting_url.slice(0, 40)).toBe(400)
      expect(errorOf(res).fields?.[0]).toMatchObject({ field: 'meeting_url', message })
    }
    expect((await post(SASHA, '/api/users/impromptuEvent', { title: 'x' })).statusCode).toBe(400)
  })

  it('creates an instant event and sends a bot at once', async () => {
    const before = recall.bots.size
    const res = await post(SASHA, '/api/users/impromptuEvent', { meeting_url: 'zoom.us/j/1234567890' })
    expect(res.statusCode).toBe(200)
    const answer = res.json() as { message: string; data: { id: number; bot_id: number } }
    expect(answer.message).toBe(NOTETAKER_SCHEDULED_MESSAGE)
    expect(recall.bots.size).toBe(before + 1)
    const ev = await one<{ source: string; meeting_url: string; title: string }>('select source, meeting_url, title from calendar_events where id = $1', [
      answer.data.id,
    ])
    expect(ev).toMatchObject({ source: 'Instant', meeting_url: 'https://zoom.us/j/1234567890' })
  })
})
