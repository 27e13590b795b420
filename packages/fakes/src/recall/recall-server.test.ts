import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeRecall, startFakeRecall } from './recall-server'
import { standardWebhookHeaders } from './standard-webhooks'

let r: FakeRecall
const received: { headers: Record<string, string>; body: string }[] = []
beforeAll(async () => {
  r = await startFakeRecall({ autoplay: { inCallMs: 300, tickMs: 50 } })
  r.setWebhookTarget(async (headers, body) => {
    received.push({ headers, body })
    return 204
  })
})
afterAll(() => r.stop())

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${r.apiUrl}${path}`, { ...init, headers: { authorization: `Token ${r.apiKey}`, 'content-type': 'application/json', ...init.headers } })

describe('fake Recall.ai', () => {
  it('answers 401 in DRF style without the key, 404 without the trailing slash, 400 naming a missing meeting_url', async () => {
    const anon = await fetch(`${r.apiUrl}/api/v1/bot/`)
    expect(anon.status).toBe(401)
    expect(await anon.json()).toEqual({ code: 'not_authenticated', detail: 'Authentication credentials were not provided.' })
    expect((await api('/api/v1/bot')).status).toBe(404)
    const bad = await api('/api/v1/bot/', { method: 'POST', body: '{}' })
    expect(await bad.json()).toEqual({ meeting_url: ['This field is required.'] })
  })

  it('runs an ad-hoc bot through the call by itself, signing each status webhook, and serves its media when done', async () => {
    const created = await api('/api/v1/bot/', { method: 'POST', body: JSON.stringify({ meeting_url: 'https://zoom.us/j/1234567890', bot_name: 'N' }) })
    expect(created.status).toBe(201)
    const bot = (await created.json()) as { id: string; meeting_url: { platform: string } }
    expect(bot.meeting_url.platform).toBe('zoom')
    await expect.poll(() => r.bots.get(bot.id)?.status_changes.at(-1)?.code, { timeout: 10_000 }).toBe('done')
    const events = received.map((d) => JSON.parse(d.body) as { event: string; data: { bot: { id: string } } }).filter((e) => e.data.bot.id === bot.id)
    expect(events.map((e) => e.event)).toEqual(['bot.joining_call', 'bot.in_call_recording', 'bot.call_ended', 'bot.done'])
    for (const d of received) {
      const again = standardWebhookHeaders(r.webhookSecret, d.body, d.headers['webhook-id'] ?? '', Number(d.headers['webhook-timestamp']))
      expect(d.headers['webhook-signature']).toBe(again['webhook-signature'])
    }
    const full = (await (await api(`/api/v1/bot/${bot.id}/`)).json()) as {
      recordings: { media_shortcuts: { transcript: { data: { download_url: string } }; video_mixed: { data: { download_url: string } } } }[]
    }
    const transcript = (await (await fetch(full.recordings[0]?.media_shortcuts.transcript.data.download_url ?? '')).json()) as { words: unknown[] }[]
    expect(transcript.length).toBeGreaterThan(0)
    // The video is a real MP4 (ffmpeg is installed wherever Parley renders clips): an 'ftyp' box first.
    const video = Buffer.from(await (await fetch(full.recordings[0]?.media_shortcuts.video_mixed.data.download_url ?? '')).arrayBuffer())
    expect(video.subarray(4, 8).toString('latin1')).toBe('ftyp')
    // Dispatched: DELETE is refused with 405, as Recall does.
    expect((await api(`/api/v1/bot/${bot.id}/`, { method: 'DELETE' })).status).toBe(405)
  })
})
