import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isInWindow } from '@parley/shared/rules/share-window'
import { snippetSeconds } from '@parley/shared/rules/snippet-time'
import { type TSharedMeetingGranted, ZSharedMeetingResponse } from '@parley/shared/schemas/sharing'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { createStorage, type Storage } from '../../platform/storage/storage'
import { attachMedia, generateMedia, probeSeconds } from '../clips/clip-test-media'

// A share link gives exactly what it says: for every share type, a whole-call link and snippet links; the snippet's
// recording is its window cut on the server (never the full file), its insights only the evidence timed inside it,
// and the recording URL short-lived and bound to the link.

const OWNER = 'riley.rep@northwind.example'
const COLLEAGUE = 'bailey.bdr@northwind.example'
const MEDIA_SECONDS = 30

let t: TestApp
let storage: Storage
let dir: string
let mediaCall: number
let insightCall: number
let fullSize: number

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'parley-share-windows-'))
  t = await buildTestApp({ MEDIA_DIR: path.join(dir, 'media') })
  storage = await createStorage(t.config.storage)
  // Two analysed calls of the owner: one gets a real recording, the other is read for its insights' timestamps.
  const { rows } = await t.db.pool.query<{ id: number; company_id: number }>(
    `select m.id, m.company_id from meetings m join users u on u.id = m.user_id
      where lower(u.email) = $1 and m.deleted_at is null and m.processing_status = 2 and m.video_duration > 120
        and exists (select 1 from analysis_results a where a.meeting_id = m.id)
      order by (select count(*) from transcript_segments s where s.meeting_id = m.id) desc limit 2`,
    [OWNER],
  )
  insightCall = rows[0]?.id as number
  mediaCall = rows[1]?.id as number
  const media = generateMedia(dir, MEDIA_SECONDS, 'video')
  fullSize = media.length
  const key = `companies/${rows[1]?.company_id}/test/shared-call.mp4`
  await attachMedia(t.db, storage, mediaCall, key, media, 'video/mp4', MEDIA_SECONDS)
}, 120_000)
afterAll(async () => {
  await t?.close()
  rmSync(dir, { recursive: true, force: true })
})

type ShareType = 'anyone' | 'withInOrg' | 'restricted'
const SHARE_TYPES: ShareType[] = ['anyone', 'withInOrg', 'restricted']

async function share(meetingId: number, shareType: ShareType, settings: object) {
  const emails = shareType === 'restricted' ? { emails: [COLLEAGUE] } : {}
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/users/getMeetingShareURLWithSettings?id=${meetingId}`,
    headers: await t.as(OWNER),
    payload: { shareType, ...emails, ...settings },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { token: string; id: number }
}

async function open(meetingId: number, shareType: ShareType, token: string): Promise<TSharedMeetingGranted> {
  const headers = shareType === 'anyone' ? {} : await t.as(COLLEAGUE)
  const res = await t.app.inject({ method: 'GET', url: `/api/sharing/meetings/${meetingId}?sharingToken=${encodeURIComponent(token)}`, headers })
  const data = ZSharedMeetingResponse.parse(res.json()).data
  if (data.access !== 'granted') throw new Error(`expected granted, got ${data.access}`)
  return data
}

/** Every timestamp an insights answer carries. */
function timestampsOf(insights: TSharedMeetingGranted['insights']): string[] {
  if (!insights) return []
  return [
    ...insights.insights.flatMap((i) => [...i.snippets.map((s) => s.timestamp), ...i.outcomeDetails.map((d) => d.timestamp ?? '')]),
    ...insights.objections.flatMap((o) => o.timestamp),
    ...insights.positive_moments.flatMap((m) => m.timestamp),
    ...insights.best_practices.flatMap((p) => p.bp_timestamp),
    ...insights.action_items.flatMap((a) => a.items.map((x) => x.timestamp ?? '')),
  ]
}

let cases = 0

describe('share types × windows', () => {
  it('a snippet shows only the evidence timed in its window; a whole-call link all of it', async () => {
    const whole = await open(insightCall, 'anyone', (await share(insightCall, 'anyone', {})).token)
    const all = timestampsOf(whole.insights).filter((ts) => snippetSeconds(ts) !== null)
    const seconds = [...new Set(all.map((ts) => snippetSeconds(ts) as number))].sort((a, b) => a - b)
    expect(seconds.length, 'the call has timed evidence').toBeGreaterThan(2)
    const at = seconds[Math.floor(seconds.length / 2)] as number
    // A window around one piece of evidence, one at the call's start, and the whole call.
    const windows = [{ start: Math.max(0, at - 5), end: at + 5 }, { start: 0, end: 10 }, null]
    for (const shareType of SHARE_TYPES) {
      for (const w of windows) {
        for (const insightsVisible of [true, false]) {
          const settings = w ? { startTime: w.start, endTime: w.end, insightsVisible } : { insightsVisible }
          const a = await open(insightCall, shareType, (await share(insightCall, shareType, settings)).token)
          cases++
          if (!insightsVisible) {
            expect(a.insights).toBeNull()
            expect([a.meeting.Summary, a.meeting.gptRes, a.meeting.followUpEmail]).toEqual([null, null, null])
            continue
          }
          const shown = timestampsOf(a.insights)
          if (!w) {
            expect(shown.length).toBe(timestampsOf(whole.insights).length)
            continue
          }
          expect(
            shown.every((ts) => isInWindow(ts, w)),
            `${shareType} ${w.start}–${w.end}: ${shown.join(', ')}`,
          ).toBe(true)
          expect(a.insights?.insights.every((i) => i.summary === null && i.score === null)).toBe(true)
          expect(a.meeting.transcript.every((l) => l.end > w.start && l.start < w.end)).toBe(true)
          // Not vacuous: the window around a piece of evidence shows it.
          if (w.start === Math.max(0, at - 5)) expect(shown.length).toBeGreaterThan(0)
          // Nothing said outside the window is quoted.
          const outside = (whole.insights?.insights ?? []).flatMap((i) => i.snippets).filter((s) => s.time !== null && !isInWindow(s.timestamp, w))
          const body = JSON.stringify(a)
          for (const s of outside) if (s.text.length > 30 && !a.meeting.transcript.some((l) => l.text.includes(s.text))) expect(body).not.toContain(s.text)
        }
      }
    }
    console.log(`share types × windows tested: ${SHARE_TYPES.length} × ${windows.length} (insights shown and hidden: ${cases} links)`)
  })

  it.each(SHARE_TYPES)('a %s snippet link serves its window cut on the server, never the full file; a whole-call link the file', async (shareType) => {
    const snippet = await open(mediaCall, shareType, (await share(mediaCall, shareType, { startTime: 10, endTime: 20 })).token)
    expect(snippet.meeting.media.starts_at).toBe(10)
    const url = snippet.meeting.video_url as string
    const first = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-' } })
    expect(first.statusCode, first.body.slice(0, 200)).toBe(206)
    const total = Number(first.headers['content-range']?.toString().split('/')[1])
    expect(total).toBeLessThan(fullSize)
    const file = path.join(dir, `${shareType}-snippet.mp4`)
    writeFileSync(file, first.rawPayload)
    expect(Math.abs(probeSeconds(file) - 10)).toBeLessThan(0.5)
    // Grant lasts the window plus half an hour (the test clock stands still).
    const e = Number(new URL(url, 'http://x').searchParams.get('e'))
    expect(e).toBe(Math.floor(TEST_NOW.getTime() / 1000) + 10 + 1800)

    const whole = await open(mediaCall, shareType, (await share(mediaCall, shareType, {})).token)
    expect(whole.meeting.media.starts_at).toBeUndefined()
    const full = await t.app.inject({ method: 'GET', url: whole.meeting.video_url as string, headers: { range: 'bytes=0-0' } })
    expect(full.headers['content-range']).toBe(`bytes 0-0/${fullSize}`)
  })
})

describe('recording URLs are bound to their share', () => {
  it('end with the share: revoked, expired, and never past its expiry', async () => {
    const expiresAt = new Date(TEST_NOW.getTime() + 10 * 60_000).toISOString()
    const link = await share(mediaCall, 'anyone', { startTime: 0, endTime: 20, expiresAt })
    const url = (await open(mediaCall, 'anyone', link.token)).meeting.video_url as string
    expect(Number(new URL(url, 'http://x').searchParams.get('e'))).toBe(Math.floor(TEST_NOW.getTime() / 1000) + 600)
    expect((await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } })).statusCode).toBe(206)
    await t.db.pool.query('update share_links set expires_at = $2 where id = $1', [link.id, new Date(TEST_NOW.getTime() - 60_000)])
    expect((await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } })).statusCode).toBe(404)

    const revoked = await share(mediaCall, 'anyone', { startTime: 0, endTime: 20 })
    const revokedUrl = (await open(mediaCall, 'anyone', revoked.token)).meeting.video_url as string
    expect((await t.app.inject({ method: 'GET', url: revokedUrl, headers: { range: 'bytes=0-9' } })).statusCode).toBe(206)
    await t.app.inject({ method: 'POST', url: `/api/sharing/links/${revoked.id}/revoke`, headers: await t.as(OWNER) })
    expect((await t.app.inject({ method: 'GET', url: revokedUrl, headers: { range: 'bytes=0-9' } })).statusCode).toBe(404)
  })
})
