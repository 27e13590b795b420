import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../../../test/multipart'
import { buildTestApp, type TestApp } from '../../../test/test-app'

const MEDIA = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256))
let t: TestApp
let mediaDir: string
let meetingId: number
let owner: { authorization: string }

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'parley-media-'))
  t = await buildTestApp({ MEDIA_DIR: mediaDir })
  owner = await t.as('riley.rep@northwind.example')
  const body = multipart(
    { title: 'Range test', start_time: '2026-10-20T15:00:00Z', attendees: 'riley.rep@northwind.example, casey.csm@northwind.example, jane@bluefin.example' },
    { media: { filename: 'call.mp4', contentType: 'video/mp4', content: MEDIA } },
  )
  const res = await t.app.inject({ method: 'POST', url: '/api/meetings/upload', payload: body.payload, headers: { ...owner, ...body.headers } })
  meetingId = res.json().data.meeting_id
})
afterAll(async () => {
  await t?.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

const get = (headers: Record<string, string>, url = `/api/meetings/${meetingId}/media`) => t.app.inject({ method: 'GET', url, headers })

describe('GET /api/meetings/:id/media — HTTP range requests', () => {
  it('serves the whole file with Accept-Ranges', async () => {
    const res = await get(owner)
    expect(res.statusCode).toBe(200)
    expect(res.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-type': 'video/mp4', 'content-length': '1000' })
    expect(res.rawPayload.equals(MEDIA)).toBe(true)
  })

  it.each([
    ['bytes=0-9', 0, 9],
    ['bytes=990-', 990, 999],
    ['bytes=-4', 996, 999],
    ['bytes=500-5000', 500, 999],
  ])('answers %s with 206 and Content-Range', async (range, start, end) => {
    const res = await get({ ...owner, range })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/1000`)
    expect(res.headers['content-length']).toBe(String(end - start + 1))
    expect(res.rawPayload.equals(MEDIA.subarray(start, end + 1))).toBe(true)
  })

  it.each(['bytes=1000-', 'bytes=20-10', 'bytes=abc'])('answers %s with 416 naming the size', async (range) => {
    const res = await get({ ...owner, range })
    expect(res.statusCode).toBe(416)
    expect(res.headers['content-range']).toBe('bytes */1000')
    expect(res.json().error.code).toBe('range_not_satisfiable')
  })
})

describe('who may fetch a recording', () => {
  it.each([
    ['an attendee', 'casey.csm@northwind.example'],
    ["the owner's manager", 'morgan.manager@northwind.example'],
    ["a manager further up the owner's line", 'drew.director@northwind.example'],
    ['a company admin', 'avery.admin@northwind.example'],
  ])('%s may', async (_who, email) => {
    expect((await get({ ...(await t.as(email)), range: 'bytes=0-0' })).statusCode).toBe(206)
  })

  it.each([
    ['a rep of the company who was not in the call', 'bailey.bdr@northwind.example'],
    ['a manager of another line', 'taylor.teamlead@northwind.example'],
  ])('%s may not, and is told so', async (_who, email) => {
    const res = await get(await t.as(email))
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe("You don't have access to this call!")
  })

  it('a rep of another company finds nothing', async () => {
    const res = await get(await t.as('remy.rep@acme.example'))
    expect(res.statusCode).toBe(404)
  })

  it('needs a user', async () => {
    expect((await get({})).statusCode).toBe(401)
  })

  it('serves a signed link without a header, and refuses a forged or expired one', async () => {
    const minted = await t.app.inject({ method: 'GET', url: `/api/meetings/${meetingId}/media-url`, headers: owner })
    expect(minted.statusCode).toBe(200)
    const { url } = minted.json() as { url: string }
    const ok = await get({ range: 'bytes=0-1' }, url)
    expect(ok.statusCode).toBe(206)
    const forged = await get({}, url.replace(/s=[^&]+/, 's=AAAA'))
    expect(forged.statusCode).toBe(401)
    const otherCall = await get({}, url.replace(`/meetings/${meetingId}/`, `/meetings/${meetingId + 1}/`))
    expect(otherCall.statusCode).toBe(401)
    const stranger = await t.app.inject({ method: 'GET', url: `/api/meetings/${meetingId}/media-url`, headers: await t.as('bailey.bdr@northwind.example') })
    expect(stranger.statusCode).toBe(403)
  })

  it('says so when a recording has no media', async () => {
    const body = multipart(
      { title: 'No media', start_time: '2026-10-20T15:00:00Z' },
      { transcript: { filename: 'a.vtt', contentType: 'text/vtt', content: 'WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\nRiley Rep: Hello there.\n' } },
    )
    const up = await t.app.inject({ method: 'POST', url: '/api/meetings/upload', payload: body.payload, headers: { ...owner, ...body.headers } })
    expect(up.statusCode).toBe(201)
    const res = await get(owner, `/api/meetings/${up.json().data.meeting_id}/media`)
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe('This recording has no media file.')
  })
})
