import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TSharedMeetingGranted, ZSharedMeetingResponse } from '@parley/shared/schemas/sharing'
import { multipart } from '../../../test/multipart'
import { buildTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
let mediaDir: string
const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows[0] as T

const OWNER = 'riley.rep@northwind.example'
const OUTSIDER = 'bailey.bdr@northwind.example'
const ACME = 'remy.rep@acme.example'
const MEDIA = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256))

let callId: number
let otherCallId: number
let mediaCallId: number

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'parley-share-media-'))
  t = await buildTestApp({ MEDIA_DIR: mediaDir })
  const calls = (
    await t.db.pool.query<{ id: number }>(
      `select m.id from meetings m join users u on u.id = m.user_id
       where u.email = $1 and m.processing_status = 2 and m.deleted_at is null and m.video_duration > 60
       order by (select count(*) from transcript_segments s where s.meeting_id = m.id) desc limit 2`,
      [OWNER],
    )
  ).rows
  callId = calls[0]?.id as number
  otherCallId = calls[1]?.id as number
  const body = multipart(
    { title: 'Shared media', start_time: '2026-10-20T15:00:00Z', attendees: 'riley.rep@northwind.example, jane@bluefin.example' },
    { media: { filename: 'call.mp4', contentType: 'video/mp4', content: MEDIA } },
  )
  const up = await t.app.inject({ method: 'POST', url: '/api/meetings/upload', payload: body.payload, headers: { ...(await t.as(OWNER)), ...body.headers } })
  mediaCallId = up.json().data.meeting_id
})
afterAll(async () => {
  await t?.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

const share = async (body: object, id = callId) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/users/getMeetingShareURLWithSettings?id=${id}`, headers: await t.as(OWNER), payload: body })
  expect(res.statusCode).toBe(200)
  return res.json().data as { token: string; id: number }
}
const open = async (token: string, who?: string, id = callId) => {
  const headers = who ? await t.as(who) : {}
  const res = await t.app.inject({ method: 'GET', url: `/api/sharing/meetings/${id}?sharingToken=${encodeURIComponent(token)}`, headers })
  expect(res.statusCode).toBe(200)
  return ZSharedMeetingResponse.parse(res.json()).data
}
const granted = (answer: Awaited<ReturnType<typeof open>>): TSharedMeetingGranted => {
  if (answer.access !== 'granted') throw new Error(`expected granted, got ${answer.access}`)
  return answer
}
const viewsOf = async (linkId: number) => one<{ n: number }>('select count(*)::int as n from share_link_views where share_link_id = $1', [linkId])

describe('GET /api/sharing/meetings/:id — the shared meeting load', () => {
  it('opens an anyone link without sign-in: placeholders on tabs 4, 5, 7, 8, no menu, the view logged, an e-mail asked', async () => {
    const link = await share({ shareType: 'anyone' })
    const a = granted(await open(link.token))
    expect(a.askEmail).toBe(true)
    expect(a.meeting.id).toBe(callId)
    expect(a.meeting.tabs.filter((tab) => tab.placeholder).map((tab) => tab.key)).toEqual(['4', '5', '7', '8'])
    expect(a.meeting.menu).toEqual({ showMenu: false, canDelete: false, canDownload: false, superAdminDelete: false })
    expect(a.meeting.canEditDealTag).toBe(false)
    expect(a.meeting.transcript.length).toBeGreaterThan(0)
    expect(a.insights).not.toBeNull()
    const view = await one<{ viewer_user_id: number | null; email: string | null }>('select * from share_link_views where id = $1', [a.viewId])
    expect(view).toMatchObject({ viewer_user_id: null, email: null })

    const noted = await t.app.inject({
      method: 'POST',
      url: `/api/sharing/meetings/${callId}/email?sharingToken=${link.token}`,
      payload: { viewId: a.viewId, email: 'Visitor@Bluefin.example' },
    })
    expect(noted.statusCode).toBe(200)
    expect(noted.json()).toEqual({ message: 'Email noted successfully!' })
    expect((await one<{ email: string }>('select email from share_link_views where id = $1', [a.viewId])).email).toBe('visitor@bluefin.example')

    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/sharing/meetings/${callId}/email?sharingToken=${link.token}`,
      payload: { viewId: a.viewId, email: 'nope' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toContainEqual({ field: 'email', message: 'Enter a valid e-mail address.' })
  })

  it('sends a visitor who can already see the call to the normal page (the precheck), without logging a view', async () => {
    const link = await share({ shareType: 'anyone' })
    expect(await open(link.token, OWNER)).toEqual({ access: 'internal' })
    expect((await viewsOf(link.id)).n).toBe(0)
  })

  it('asks for sign-in on withInOrg, opens it for a colleague and locks it for another company', async () => {
    const link = await share({ shareType: 'withInOrg' })
    expect(await open(link.token)).toEqual({ access: 'login_required' })
    const colleague = granted(await open(link.token, OUTSIDER))
    expect(colleague.askEmail).toBe(false)
    const view = await one<{ viewer_user_id: number | null; email: string }>('select * from share_link_views where id = $1', [colleague.viewId])
    expect(view.email).toBe(OUTSIDER)
    expect(view.viewer_user_id).not.toBeNull()
    expect((await open(link.token, ACME)).access).toBe('locked')
  })

  it('opens a restricted link only for a signed-in user on its list', async () => {
    const forOutsider = await share({ shareType: 'restricted', emails: [OUTSIDER.toUpperCase()] })
    expect(await open(forOutsider.token)).toEqual({ access: 'login_required' })
    expect(granted(await open(forOutsider.token, OUTSIDER)).meeting.id).toBe(callId)
    const forSomeoneElse = await share({ shareType: 'restricted', emails: ['jane@bluefin.example'] })
    expect(await open(forSomeoneElse.token, OUTSIDER)).toEqual({ access: 'locked', message: 'This content is for internal user only' })
  })

  it('locks forged, malformed, other-meeting, revoked and expired tokens', async () => {
    expect((await open(randomBytes(32).toString('base64url'))).access).toBe('locked')
    expect((await open('not-a-token')).access).toBe('locked')
    const link = await share({ shareType: 'anyone' })
    expect((await open(link.token, undefined, otherCallId)).access).toBe('locked')
    expect((await open(link.token, undefined, 2_000_000_000)).access).toBe('locked')

    const revoked = await share({ shareType: 'anyone' })
    granted(await open(revoked.token))
    await t.app.inject({ method: 'POST', url: `/api/sharing/links/${revoked.id}/revoke`, headers: await t.as(OWNER) })
    expect((await open(revoked.token)).access).toBe('locked')

    const expiring = await share({ shareType: 'anyone', expiresAt: '2030-01-01T00:00:00Z' })
    granted(await open(expiring.token))
    await t.db.pool.query("update share_links set expires_at = '2026-01-01T00:00:00Z' where id = $1", [expiring.id])
    expect((await open(expiring.token)).access).toBe('locked')
  })

  it('needs the token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/sharing/meetings/${callId}` })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0]).toMatchObject({ field: 'sharingToken' })
  })

  it('withholds insights when insightsVisible is false and honours the snippet', async () => {
    const link = await share({ shareType: 'anyone', insightsVisible: false, startTime: 10, endTime: 40 })
    const a = granted(await open(link.token))
    expect(a.insights).toBeNull()
    expect(a.insightsVisible).toBe(false)
    expect(a.meeting.snippet).toEqual({ ok: true, start: 10, end: 40 })
    expect(a.meeting.transcript.every((l) => l.end > 10 && l.start < 40)).toBe(true)
    expect([a.meeting.Summary, a.meeting.gptRes, a.meeting.followUpEmail]).toEqual([null, null, null])
  })

  it.each([
    ['insights hidden, whole call', { insightsVisible: false }, true],
    ['insights visible, snippet', { insightsVisible: true, startTime: 10, endTime: 40 }, true],
    ['insights visible, whole call', { insightsVisible: true }, false],
  ])('shows the analysis-written summary and follow-up only on a whole-call link with insights (%s)', async (_name, settings, hidden) => {
    const a = granted(await open((await share({ shareType: 'anyone', ...settings })).token))
    const analysis = [a.meeting.Summary, a.meeting.gptRes, a.meeting.followUpEmail]
    if (hidden) expect(analysis).toEqual([null, null, null])
    else expect(analysis.some((x) => x !== null)).toBe(true)
  })

  it('does not take an e-mail for a view of another link', async () => {
    const a = granted(await open((await share({ shareType: 'anyone' })).token))
    const other = await share({ shareType: 'anyone' })
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sharing/meetings/${callId}/email?sharingToken=${other.token}`,
      payload: { viewId: a.viewId, email: 'x@y.example' },
    })
    expect(res.statusCode).toBe(404)
  })
})

describe('GET /api/sharing/meetings/:id/media — token-checked streaming', () => {
  it('streams with range requests while the link lives, and stops when it is revoked or the grant is forged', async () => {
    const link = await share({ shareType: 'anyone' }, mediaCallId)
    const a = granted(await open(link.token, undefined, mediaCallId))
    const url = a.meeting.video_url as string
    expect(url).toMatch(new RegExp(`^/api/sharing/meetings/${mediaCallId}/media\\?`))
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe('bytes 0-9/1000')
    expect(part.rawPayload.equals(MEDIA.subarray(0, 10))).toBe(true)

    const forged = url.replace(/s=[^&]+/, 's=forged')
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404)
    const otherMeeting = url.replace(`/meetings/${mediaCallId}/`, `/meetings/${callId}/`)
    expect((await t.app.inject({ method: 'GET', url: otherMeeting })).statusCode).toBe(404)

    await t.app.inject({ method: 'POST', url: `/api/sharing/links/${link.id}/revoke`, headers: await t.as(OWNER) })
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
  })

  it("binds a login-only link's recording to the viewer's session: it stops when they sign out, and is not transferable", async () => {
    const link = await share({ shareType: 'withInOrg' }, mediaCallId)
    const viewer = await t.as(OUTSIDER)
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sharing/meetings/${mediaCallId}?sharingToken=${encodeURIComponent(link.token)}`,
      headers: viewer,
    })
    const a = granted(ZSharedMeetingResponse.parse(res.json()).data)
    const url = a.meeting.video_url as string
    expect(url).toMatch(/[?&]j=/)
    expect((await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } })).statusCode).toBe(206)
    const unbound = url.replace(/&(v|vc|sv|j)=[^&]+/g, '')
    expect((await t.app.inject({ method: 'GET', url: unbound })).statusCode).toBe(404)
    const otherViewer = url.replace(/([?&]v=)\d+/, '$11')
    expect((await t.app.inject({ method: 'GET', url: otherViewer })).statusCode).toBe(404)
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: viewer })
    expect((await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } })).statusCode).toBe(404)
  })
})
