import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { createStorage, type Storage } from '../../platform/storage/storage'
import { attachMedia, callOf, generateMedia, probeSeconds } from './clip-test-media'
import { renderClip } from './clip-render.service'

// The render job really runs ffmpeg on media generated here: Created → In Progress → Completed, the file plays with
// range requests, a corrupt call file fails the clip with ffmpeg's reason and leaves the call alone.

const REP = 'sasha.sales@northwind.example'
let t: TestApp
let storage: Storage
let dir: string
let rep: { authorization: string }
let companyId: number
let videoCall: number

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'parley-clip-test-'))
  t = await buildTestApp({ MEDIA_DIR: path.join(dir, 'media') })
  storage = await createStorage(t.config.storage)
  rep = await t.as(REP)
  videoCall = await callOf(t.db, REP)
  const { rows } = await t.db.pool.query<{ company_id: number }>('select company_id from meetings where id = $1', [videoCall])
  companyId = rows[0]?.company_id as number
  await attachMedia(t.db, storage, videoCall, `companies/${companyId}/test/call.mp4`, generateMedia(dir, 6, 'video'), 'video/mp4', 6)
})
afterAll(async () => {
  await t?.close()
  rmSync(dir, { recursive: true, force: true })
})

async function createClip(meetingId: number, startTime: number, duration: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/createClip',
    headers: rep,
    payload: { id: meetingId, title: 'Pricing moment', startTime, duration },
  })
  expect(res.statusCode).toBe(201)
  return res.json().data as { id: number; status: string }
}

const oneClip = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/users/getClips?id=${id}`, headers: rep })).json().data.clips[0]

describe('clip rendering with ffmpeg', () => {
  it('cuts a video call: Completed, the right length, streamed with ranges and downloadable', async () => {
    const clip = await createClip(videoCall, 1, 2.5)
    expect(clip.status).toBe('Created')
    const started = performance.now()
    expect(await renderClip({ db: t.db, storage }, { companyId, clipId: clip.id })).toBe('Completed')
    console.log(`rendered a 2.5 s clip of a video call in ${Math.round(performance.now() - started)} ms`)
    const done = await oneClip(clip.id)
    expect(done.status).toBe('Completed')
    expect(done.error).toBeNull()

    const full = await t.app.inject({ method: 'GET', url: done.videoURL })
    expect(full.statusCode).toBe(200)
    expect(full.headers['content-type']).toBe('video/mp4')
    const out = path.join(dir, 'clip.mp4')
    writeFileSync(out, full.rawPayload)
    expect(probeSeconds(out)).toBeGreaterThan(2)
    expect(probeSeconds(out)).toBeLessThan(3.2)

    const part = await t.app.inject({ method: 'GET', url: done.videoURL, headers: { range: 'bytes=0-99' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-99/${full.rawPayload.length}`)
    expect(part.rawPayload.equals(full.rawPayload.subarray(0, 100))).toBe(true)

    const download = await t.app.inject({ method: 'GET', url: done.downloadURL })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-disposition']).toBe('attachment; filename="Pricing-moment.mp4"')
  })

  it('is idempotent: a repeated job leaves a finished clip alone', async () => {
    const clip = await createClip(videoCall, 0, 1)
    expect(await renderClip({ db: t.db, storage }, { companyId, clipId: clip.id })).toBe('Completed')
    expect(await renderClip({ db: t.db, storage }, { companyId, clipId: clip.id })).toBe('skipped')
    expect((await oneClip(clip.id)).status).toBe('Completed')
  })

  it('cuts an audio call (the demo WAV) into an audio clip', async () => {
    const audioCall = await callOf(t.db, 'morgan.manager@northwind.example')
    await attachMedia(t.db, storage, audioCall, `companies/${companyId}/test/call.wav`, generateMedia(dir, 5, 'audio'), 'audio/wav', 5)
    const manager = await t.as('morgan.manager@northwind.example')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/createClip',
      headers: manager,
      payload: { id: audioCall, title: 'Tone', startTime: 1, duration: 2 },
    })
    expect(res.statusCode).toBe(201)
    expect(await renderClip({ db: t.db, storage }, { companyId, clipId: res.json().data.id })).toBe('Completed')
    const done = (await t.app.inject({ method: 'GET', url: `/api/users/getClips?id=${res.json().data.id}`, headers: manager })).json().data.clips[0]
    const media = await t.app.inject({ method: 'GET', url: done.videoURL })
    expect(media.headers['content-type']).toBe('audio/mp4')
  })

  it('fails on a corrupt call file with the reason, and the call is untouched', async () => {
    const corruptCall = await callOf(t.db, REP, 1)
    const key = `companies/${companyId}/test/corrupt.mp4`
    // A recording cut short: the MP4's index (moov, written last) is missing, so no player or ffmpeg can read it.
    const truncated = generateMedia(dir, 6, 'video').subarray(0, 4096)
    await attachMedia(t.db, storage, corruptCall, key, truncated, 'video/mp4', 600)
    const before = (await t.db.pool.query('select * from meetings where id = $1', [corruptCall])).rows[0]
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/createClip',
      headers: rep,
      payload: { id: corruptCall, title: 'Broken', startTime: 0, duration: 5 },
    })
    expect(res.statusCode).toBe(201)
    expect(await renderClip({ db: t.db, storage }, { companyId, clipId: res.json().data.id })).toBe('Failed')
    const failed = (await t.app.inject({ method: 'GET', url: `/api/users/getClips?id=${res.json().data.id}`, headers: rep })).json().data.clips[0]
    expect(failed.status).toBe('Failed')
    expect(failed.error).toMatch(/^ffmpeg failed/)
    expect(failed.videoURL).toBeNull()
    console.log(`corrupt file reason: ${failed.error}`)
    expect((await t.db.pool.query('select * from meetings where id = $1', [corruptCall])).rows[0]).toEqual(before)
    expect(await storage.stat(key)).not.toBeNull()
  })

  it('shares a completed clip: the token opens that clip only, its media plays, revoking locks it', async () => {
    const clip = await createClip(videoCall, 2, 2)
    const refused = await t.app.inject({ method: 'GET', url: `/api/users/getShareURL?id=${clip.id}&type=CLIP`, headers: rep })
    expect(refused.statusCode).toBe(400)
    await renderClip({ db: t.db, storage }, { companyId, clipId: clip.id })
    const share = await t.app.inject({ method: 'GET', url: `/api/users/getShareURL?id=${clip.id}&type=CLIP`, headers: rep })
    expect(share.statusCode).toBe(200)
    const { token, url, id: linkId } = share.json().data
    expect(url).toBe(`/sharedClip/${clip.id}?sharingToken=${token}`)

    const shared = (await t.app.inject({ method: 'GET', url: `/api/sharing/clips/${clip.id}?sharingToken=${token}` })).json().data
    expect(shared.access).toBe('granted')
    expect(shared.clip.title).toBe('Pricing moment')
    const media = await t.app.inject({ method: 'GET', url: shared.clip.videoURL, headers: { range: 'bytes=0-9' } })
    expect(media.statusCode).toBe(206)

    const other = await createClip(videoCall, 0, 1)
    const wrong = (await t.app.inject({ method: 'GET', url: `/api/sharing/clips/${other.id}?sharingToken=${token}` })).json().data
    expect(wrong.access).toBe('locked')
    const asMeeting = (await t.app.inject({ method: 'GET', url: `/api/sharing/meetings/${videoCall}?sharingToken=${token}` })).json().data
    expect(asMeeting.access).toBe('locked')

    const views = await t.db.pool.query('select count(*)::int n from share_link_views where share_link_id = $1', [linkId])
    expect(views.rows[0].n).toBe(1)
    const revoked = await t.app.inject({ method: 'POST', url: `/api/sharing/links/${linkId}/revoke`, headers: rep })
    expect(revoked.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: `/api/sharing/clips/${clip.id}?sharingToken=${token}` })).json().data.access).toBe('locked')
    expect((await t.app.inject({ method: 'GET', url: shared.clip.videoURL })).statusCode).toBe(404)
  })
})
