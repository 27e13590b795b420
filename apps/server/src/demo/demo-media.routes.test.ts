import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from '../platform/storage/local-storage'
import { multipart } from '../../test/multipart'
import { buildTestApp, type TestApp } from '../../test/test-app'
import { demoAudioSize } from './demo-audio'
import { DEMO_AUDIO_KEY, type DemoMediaResult, attachDemoMedia } from './demo-media'

// The template database is seeded without storage, so the demo calls start without media here, as on a server
// seeded before the synthetic track existed.
let t: TestApp
let mediaDir: string
let first: DemoMediaResult
let uploadedId: number
const rows = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows as T[]

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'parley-demo-media-'))
  t = await buildTestApp({ MEDIA_DIR: mediaDir })
  // A real transcript-only upload: not demo data, so it must stay without media.
  const body = multipart(
    { title: 'Uploaded, no media', start_time: '2026-10-20T15:00:00Z' },
    { transcript: { filename: 'a.vtt', contentType: 'text/vtt', content: 'WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\nRiley Rep: Hello there.\n' } },
  )
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/meetings/upload',
    payload: body.payload,
    headers: { ...(await t.as('riley.rep@northwind.example')), ...body.headers },
  })
  uploadedId = up.json().data.meeting_id
  first = await attachDemoMedia(t.db, createLocalStorage(mediaDir))
})
afterAll(async () => {
  await t?.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

describe('the demo calls’ synthetic audio track', () => {
  it('is written once, as long as the longest demo call, and every live demo call points at it', async () => {
    const [demo] = await rows<{ calls: number; longest: number }>(
      `select count(*)::int calls, max(video_duration)::int longest from meetings where processing_info->>'source' = 'demo' and deleted_at is null`,
    )
    expect(first.calls).toBe(demo?.calls)
    expect(first.wrote).toBe(true)
    expect(first.seconds).toBe(Math.min(7200, demo?.longest ?? 0))
    expect(statSync(path.join(mediaDir, DEMO_AUDIO_KEY)).size).toBe(demoAudioSize(first.seconds))
    const keys = await rows<{ storage_key: string | null; media_type: string | null; n: number }>(
      `select storage_key, media_type, count(*)::int n from meetings where processing_info->>'source' = 'demo' group by 1, 2`,
    )
    expect(keys).toEqual([{ storage_key: DEMO_AUDIO_KEY, media_type: 'audio/wav', n: demo?.calls }])
  })

  it('leaves a real recording without media alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/meetings/${uploadedId}/media`, headers: await t.as('riley.rep@northwind.example') })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe('This recording has no media file.')
  })

  it('is served to a rep on their demo call with range requests, like an uploaded recording', async () => {
    const sasha = await t.as('sasha.sales@northwind.example')
    const [call] = await rows<{ id: number }>(
      `select m.id from meetings m join users u on u.id = m.user_id where u.email = 'sasha.sales@northwind.example' and m.deleted_at is null order by m.id limit 1`,
    )
    expect(call).toBeDefined()
    const size = demoAudioSize(first.seconds)
    const head = await t.app.inject({ method: 'GET', url: `/api/meetings/${call?.id}/media`, headers: { ...sasha, range: 'bytes=0-11' } })
    expect(head.statusCode).toBe(206)
    expect(head.headers).toMatchObject({ 'content-type': 'audio/wav', 'accept-ranges': 'bytes', 'content-range': `bytes 0-11/${size}`, 'content-length': '12' })
    expect(head.rawPayload.toString('ascii', 0, 4)).toBe('RIFF')
    expect(head.rawPayload.toString('ascii', 8, 12)).toBe('WAVE')
    // Seeking far into the call asks for a range near the end.
    const tail = await t.app.inject({ method: 'GET', url: `/api/meetings/${call?.id}/media`, headers: { ...sasha, range: 'bytes=-8000' } })
    expect(tail.statusCode).toBe(206)
    expect(tail.headers['content-range']).toBe(`bytes ${size - 8000}-${size - 1}/${size}`)
    expect(tail.rawPayload.length).toBe(8000)
    // The call page learns it has media from call-details.
    const details = await t.app.inject({ method: 'POST', url: `/api/reports/call-details?id=${call?.id}`, headers: sasha, payload: { role: 'user' } })
    expect(details.json().data.data[0].media.has_media).toBe(true)
  })

  it('does nothing new when run again', async () => {
    const file = path.join(mediaDir, DEMO_AUDIO_KEY)
    const before = statSync(file).mtimeMs
    const again = await attachDemoMedia(t.db, createLocalStorage(mediaDir))
    expect(again).toMatchObject({ calls: 0, wrote: false })
    expect(statSync(file).mtimeMs).toBe(before)
  })

  it('stays for the other calls when one demo call is deleted', async () => {
    const [call] = await rows<{ id: number }>(
      `select m.id from meetings m join companies c on c.id = m.company_id where c.name like 'Northwind%' and m.storage_key = $1 and m.deleted_at is null order by m.id limit 1`,
      [DEMO_AUDIO_KEY],
    )
    const res = await t.app.inject({ method: 'GET', url: `/api/users/deleteMeeting?id=${call?.id}`, headers: await t.as('avery.admin@northwind.example') })
    expect(res.statusCode).toBe(200)
    expect(statSync(path.join(mediaDir, DEMO_AUDIO_KEY)).size).toBe(demoAudioSize(first.seconds))
    const [left] = await rows<{ n: number }>(`select count(*)::int n from meetings where storage_key = $1 and deleted_at is null`, [DEMO_AUDIO_KEY])
    expect(left?.n).toBe(first.calls - 1)
  })
})
