import { type FakeAttendee, startFakeAttendee } from '@parley/fakes/attendee/attendee-server'
import { type FakeRecall, startFakeRecall } from '@parley/fakes/recall/recall-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { attendeeProvider } from './attendee/attendee.client'
import { NotetakerProviderError } from './notetaker-errors'
import { recallProvider } from './recall/recall.client'

// The real clients against the protocol-faithful fakes: paths, auth, states, retries.
let recall: FakeRecall
let attendee: FakeAttendee
const sleeps: number[] = []
const sleep = async (ms: number) => void sleeps.push(ms)
beforeAll(async () => {
  recall = await startFakeRecall()
  attendee = await startFakeAttendee()
})
afterAll(async () => {
  await recall.stop()
  await attendee.stop()
})
beforeEach(() => {
  recall.reset()
  attendee.reset()
  sleeps.length = 0
})

const client = () => recallProvider({ baseUrl: recall.apiUrl, apiKey: recall.apiKey, webhookSecret: recall.webhookSecret, sleep })
const input = (joinAt: Date | null) => ({
  meetingUrl: 'https://meet.google.com/abc-defg-hij',
  joinAt,
  botName: 'Parley Notetaker',
  metadata: { parley_event_id: '7' },
})

describe('Recall client', () => {
  it('schedules with join_at, deletes while scheduled, and reports a dispatched bot (405) instead of failing', async () => {
    const joinAt = new Date(Date.now() + 3_600_000)
    const { externalBotId } = await client().createBot(input(joinAt))
    expect(recall.bots.get(externalBotId)).toMatchObject({ join_at: joinAt.toISOString(), metadata: { parley_event_id: '7' } })
    expect(await client().deleteScheduledBot(externalBotId)).toBe('deleted')
    expect(await client().deleteScheduledBot(externalBotId)).toBe('gone')
    const live = await client().createBot(input(null))
    await recall.advance(live.externalBotId, 'joining_call')
    expect(await client().deleteScheduledBot(live.externalBotId)).toBe('dispatched')
    expect(await client().leaveCall(live.externalBotId)).toBe('left')
    expect(recall.requests.every((r) => r.path.endsWith('/') || r.path.startsWith('/_media'))).toBe(true)
  })

  it('backs off on 429 (Retry-After), 5xx and garbage JSON, and gives up on 401 at once', async () => {
    recall.failNext({ status: 429, retryAfterSeconds: 7 })
    recall.failNext({ status: 502 })
    recall.failNext({ status: 'garbage' })
    await client().createBot(input(null))
    expect(sleeps[0]).toBe(7000)
    expect(sleeps).toHaveLength(3)
    const wrong = recallProvider({ baseUrl: recall.apiUrl, apiKey: 'nope', webhookSecret: null, sleep })
    await expect(wrong.createBot(input(null))).rejects.toMatchObject({ kind: 'auth', status: 401 })
  })

  it('downloads the recording and transcript once done', async () => {
    const { externalBotId } = await client().createBot({ ...input(null), metadata: { rep_name: 'Sasha Sales', rep_email: 'sasha@northwind.example' } })
    await expect(client().fetchRecording(externalBotId)).rejects.toBeInstanceOf(NotetakerProviderError)
    await recall.finish(externalBotId)
    const rec = await client().fetchRecording(externalBotId)
    expect(rec.video?.url).toContain('/_media/')
    expect(rec.transcript?.format).toBe('recall-json')
    expect(rec.participants.map((p) => p.name)).toEqual(['Sasha Sales', 'Jane Buyer'])
  })

  it('accepts the bare-key auth form too (protocols.md: both are in use)', async () => {
    const res = await fetch(`${recall.apiUrl}/api/v1/bot/`, { headers: { authorization: recall.apiKey } })
    expect(res.status).toBe(200)
  })
})

describe('Attendee client', () => {
  const att = () => attendeeProvider({ baseUrl: attendee.apiUrl, apiKey: attendee.apiKey, webhookSecret: attendee.webhookSecret, sleep })

  it('uses plural paths without trailing slashes, deletes only scheduled bots, leaves, and reads recording + transcript', async () => {
    const scheduled = await att().createBot(input(new Date(Date.now() + 3_600_000)))
    expect(attendee.bots.get(scheduled.externalBotId)?.state).toBe('scheduled')
    expect(await att().deleteScheduledBot(scheduled.externalBotId)).toBe('deleted')
    const live = await att().createBot(input(null))
    await attendee.advance(live.externalBotId, 'joined_recording', 'joined_meeting')
    expect(await att().deleteScheduledBot(live.externalBotId)).toBe('dispatched')
    expect(await att().leaveCall(live.externalBotId)).toBe('left')
    await expect.poll(() => attendee.bots.get(live.externalBotId)?.state).toBe('ended')
    expect(await att().leaveCall(live.externalBotId)).toBe('not_in_call')
    const rec = await att().fetchRecording(live.externalBotId)
    expect(rec.transcript?.format).toBe('attendee-json')
    expect(rec.participants.length).toBe(2)
    expect(attendee.requests.filter((r) => r.path.startsWith('/api/')).every((r) => !r.path.endsWith('/'))).toBe(true)
  })

  it('retries a 503 with Retry-After', async () => {
    attendee.failNext({ status: 503, retryAfterSeconds: 2 })
    await att().createBot(input(null))
    expect(sleeps).toEqual([2000])
  })
})
