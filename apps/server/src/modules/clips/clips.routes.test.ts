import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIP_OUTSIDE_CALL_MESSAGE, CLIP_TIMES_MESSAGE, CLIP_TITLE_REQUIRED_MESSAGE, CLIP_TOO_LONG_MESSAGE } from '@parley/shared/rules/clip-range'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { callOf } from './clip-test-media'

// Clips API (clip validation, access, getClips / createClip): bad input is a 400 naming the field with
// the spec's message; another company's call is not found; the company setting and the call's access rule hold.

const REP = 'sasha.sales@northwind.example'
let t: TestApp
let rep: { authorization: string }
let callId: number
let callSeconds: number

beforeAll(async () => {
  t = await buildTestApp()
  rep = await t.as(REP)
  callId = await callOf(t.db, REP)
  // Creating needs a media file to cut from; rendering is the job test's business.
  const { rows } = await t.db.pool.query<{ video_duration: number }>(
    "update meetings set storage_key = 'companies/1/test/call.mp4', media_type = 'video/mp4', video_duration = greatest(video_duration, 4 * 3600) where id = $1 returning video_duration",
    [callId],
  )
  callSeconds = rows[0]?.video_duration as number
})
afterAll(async () => t?.close())

const create = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users/createClip', headers, payload: { id: callId, title: 'Next steps', startTime: 10, duration: 10, ...payload } })

describe('POST /api/users/createClip', () => {
  it("creates a clip as Created: 'New clip creation in progress.'", async () => {
    const res = await create(rep, {})
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      message: 'New clip creation in progress.',
      data: { status: 'Created', title: 'Next steps', start_time: 10, duration: 10, videoURL: null },
    })
  })

  it.each([
    ['a missing title', { title: undefined }, 'title', CLIP_TITLE_REQUIRED_MESSAGE],
    ['a blank title', { title: '   ' }, 'title', CLIP_TITLE_REQUIRED_MESSAGE],
    ['a clip of 0 seconds', { duration: 0 }, 'duration', CLIP_TIMES_MESSAGE],
    ['an end before the start', { duration: -5 }, 'duration', CLIP_TIMES_MESSAGE],
    ['a clip of 3 hours', { startTime: 0, duration: 3 * 3600 }, 'duration', CLIP_TOO_LONG_MESSAGE],
    ['a start as text', { startTime: 'soon' }, 'startTime', 'startTime must be a number of seconds.'],
  ])('refuses %s with 400 naming the field', async (_, payload, field, message) => {
    const res = await create(rep, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toContainEqual({ field, message })
  })

  it('refuses a clip ending after the call', async () => {
    const res = await create(rep, { startTime: callSeconds - 5, duration: 10 })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toContainEqual({ field: 'duration', message: CLIP_OUTSIDE_CALL_MESSAGE })
  })

  it("answers 404 for another company's call and 403 for a colleague's call one may not see", async () => {
    const { rows } = await t.db.pool.query<{ id: number }>(
      "select m.id from meetings m join companies c on c.id = m.company_id where c.name not ilike 'northwind%' order by m.id limit 1",
    )
    expect((await create(rep, { id: rows[0]?.id })).statusCode).toBe(404)
    const riley = await t.as('riley.rep@northwind.example')
    expect((await create(riley, {})).statusCode).toBe(403)
  })

  it('is refused when the company has clips switched off (server-enforced)', async () => {
    await t.db.pool.query(
      'update company_settings set settings = settings || \'{"checklistLibraryAndClips": false}\'::jsonb where company_id = (select company_id from meetings where id = $1)',
      [callId],
    )
    try {
      expect((await create(rep, {})).statusCode).toBe(403)
      expect((await t.app.inject({ method: 'GET', url: '/api/users/getClips', headers: rep })).statusCode).toBe(403)
    } finally {
      await t.db.pool.query(
        'update company_settings set settings = settings || \'{"checklistLibraryAndClips": true}\'::jsonb where company_id = (select company_id from meetings where id = $1)',
        [callId],
      )
    }
  })
})

describe('GET /api/users/getClips and DELETE /api/clips/:id', () => {
  it("lists one's own clips, a call's clips, and one clip with its transcript cut from the call", async () => {
    const made = (await create(rep, { title: 'Transcript cut', startTime: 0, duration: 60 })).json().data
    const list = (await t.app.inject({ method: 'GET', url: '/api/users/getClips', headers: rep })).json().data.clips
    expect(list.map((c: { id: number }) => c.id)).toContain(made.id)
    const ofCall = (await t.app.inject({ method: 'GET', url: `/api/users/getClips?meetingId=${callId}`, headers: rep })).json().data.clips
    expect(ofCall.every((c: { meeting_id: number }) => c.meeting_id === callId)).toBe(true)
    const one = (await t.app.inject({ method: 'GET', url: `/api/users/getClips?id=${made.id}`, headers: rep })).json().data.clips[0]
    const { rows } = await t.db.pool.query<{ n: number }>('select count(*)::int n from transcript_segments where meeting_id = $1 and start_ms < 60000', [
      callId,
    ])
    expect(one.transcript).toHaveLength(rows[0]?.n as number)
    expect(one.transcript.every((l: { start: number; end: number }) => l.start >= 0 && l.end <= 60)).toBe(true)
  })

  it("keeps a colleague's clip from someone who cannot see the call, and lets only its creator or an admin delete it", async () => {
    const made = (await create(rep, { title: 'Private' })).json().data
    const riley = await t.as('riley.rep@northwind.example')
    expect((await t.app.inject({ method: 'GET', url: `/api/users/getClips?id=${made.id}`, headers: riley })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/clips/${made.id}`, headers: riley })).statusCode).toBe(403)
    const admin = await t.as('avery.admin@northwind.example')
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/clips/${made.id}`, headers: admin })
    expect(deleted.json()).toEqual({ message: 'Clip deleted' })
    expect((await t.app.inject({ method: 'GET', url: `/api/users/getClips?id=${made.id}`, headers: rep })).statusCode).toBe(404)
  })

  it('refuses media of a clip that is not rendered yet, and a forged media link', async () => {
    const made = (await create(rep, {})).json().data
    expect((await t.app.inject({ method: 'GET', url: `/api/clips/${made.id}/media`, headers: rep })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/clips/${made.id}/media?u=1&c=1&e=9999999999&s=forged` })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: `/api/users/getShareURL?id=${made.id}&type=MEETING`, headers: rep })).statusCode).toBe(400)
  })

  it('shows a forged or unknown token the locked card', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/sharing/clips/1?sharingToken=${'A'.repeat(43)}` })
    expect(res.json().data).toEqual({ access: 'locked', message: 'This content is for internal user only' })
  })
})
