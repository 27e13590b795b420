import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZShareLinksResponse, ZShareUrlResponse } from '@parley/shared/schemas/sharing'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { hashShareToken } from './share-token'

let t: TestApp
const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows[0] as T

const OWNER = 'riley.rep@northwind.example'
const OUTSIDER = 'bailey.bdr@northwind.example'
const ADMIN = 'avery.admin@northwind.example'
const ACME = 'remy.rep@acme.example'

let callId: number
let duration: number
let acmeCallId: number

beforeAll(async () => {
  t = await buildTestApp()
  const call = await one<{ id: number; video_duration: number }>(
    `select m.id, m.video_duration from meetings m join users u on u.id = m.user_id
     where u.email = $1 and m.processing_status = 2 and m.deleted_at is null and m.video_duration > 60
     order by (select count(*) from transcript_segments s where s.meeting_id = m.id) desc limit 1`,
    [OWNER],
  )
  callId = call.id
  duration = call.video_duration
  acmeCallId = (await one<{ id: number }>(`select m.id from meetings m join companies c on c.id = m.company_id where c.name ilike 'acme%' limit 1`)).id
})
afterAll(async () => t?.close())

const share = async (who: string, body: object, id = callId) =>
  t.app.inject({ method: 'POST', url: `/api/users/getMeetingShareURLWithSettings?id=${id}`, headers: await t.as(who), payload: body })

describe('getMeetingShareURL / getMeetingShareURLWithSettings', () => {
  it('creates an anyone link with a 256-bit base64url token, stored only as its SHA-256', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/getMeetingShareURL?id=${callId}`, headers: await t.as(OWNER) })
    expect(res.statusCode).toBe(200)
    const { data } = ZShareUrlResponse.parse(res.json())
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(data.url).toBe(`/sharedMeeting/${callId}?sharingToken=${data.token}`)
    const row = await one<{ token_hash: string; share_type: string; meeting_id: number }>('select * from share_links where id = $1', [data.id])
    expect(row).toMatchObject({ token_hash: hashShareToken(data.token), share_type: 'anyone', meeting_id: callId })
    const leaked = await one<{ n: number }>('select count(*)::int as n from share_links where token_hash = $1', [data.token])
    expect(leaked.n).toBe(0)
  })

  it('gives different tokens each time', async () => {
    const a = (await share(OWNER, { shareType: 'anyone' })).json().data.token
    const b = (await share(OWNER, { shareType: 'anyone' })).json().data.token
    expect(a).not.toBe(b)
  })

  it('keeps a restricted link’s e-mails normalised', async () => {
    const res = await share(ADMIN, { shareType: 'restricted', emails: ['Jane@Bluefin.example', 'jane@bluefin.example'] })
    expect(res.statusCode).toBe(200)
    const row = await one<{ emails: string[] }>('select emails from share_links where id = $1', [res.json().data.id])
    expect(row.emails).toEqual(['jane@bluefin.example'])
  })

  it.each([
    [{ shareType: 'restricted', emails: [] }, 'emails', 'Add at least one e-mail address to share with.'],
    [{ shareType: 'restricted', emails: ['not-an-email'] }, 'emails.0', 'Enter valid e-mail addresses.'],
    [{ shareType: 'everyone' }, 'shareType', 'shareType must be one of anyone, withInOrg, restricted.'],
    [{ shareType: 'anyone', startTime: 10 }, 'endTime', 'Give both the snippet start and end.'],
    [{ shareType: 'anyone', startTime: -1, endTime: 10 }, 'startTime', 'startTime cannot be negative.'],
    [{ shareType: 'anyone', expiresAt: 'tomorrow' }, 'expiresAt', 'expiresAt must be an ISO date-time.'],
  ])('refuses %j with a 400 naming %s', async (body, field, message) => {
    const res = await share(OWNER, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toContainEqual({ field, message })
  })

  it('refuses a snippet that ends after the call, or before it starts', async () => {
    const beyond = await share(OWNER, { shareType: 'anyone', startTime: 0, endTime: duration + 5 })
    expect(beyond.statusCode).toBe(400)
    expect(beyond.json().error.fields).toEqual([{ field: 'endTime', message: 'The snippet ends after the end of the call.' }])
    const backwards = await share(OWNER, { shareType: 'anyone', startTime: 30, endTime: 20 })
    expect(backwards.json().error.fields).toEqual([{ field: 'endTime', message: 'The snippet must end after it starts.' }])
  })

  it('refuses an expiry in the past', async () => {
    const res = await share(OWNER, { shareType: 'anyone', expiresAt: new Date(TEST_NOW.getTime() - 1000).toISOString() })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].field).toBe('expiresAt')
  })

  it('lets only people who may see the call share it; another company’s call is not found', async () => {
    expect((await share(OUTSIDER, { shareType: 'anyone' })).statusCode).toBe(403)
    expect((await share(OWNER, { shareType: 'anyone' }, acmeCallId)).statusCode).toBe(404)
    expect((await share(ACME, { shareType: 'anyone' })).statusCode).toBe(404)
    const anon = await t.app.inject({ method: 'GET', url: `/api/users/getMeetingShareURL?id=${callId}` })
    expect(anon.statusCode).toBe(401)
  })

  it('names a bad id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/getMeetingShareURL?id=abc', headers: await t.as(OWNER) })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0]).toMatchObject({ field: 'id' })
  })
})

describe('live links and revoking', () => {
  it('lists the call’s live links with type, views and expiry; revoked ones leave the list', async () => {
    const expiresAt = new Date(TEST_NOW.getTime() + 7 * 86_400_000).toISOString()
    const created = (await share(OWNER, { shareType: 'withInOrg', expiresAt, startTime: 5, endTime: 25, insightsVisible: false })).json().data
    const list = async (who: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/sharing/meetings/${callId}/links`, headers: await t.as(who) })
      expect(res.statusCode).toBe(200)
      return ZShareLinksResponse.parse(res.json()).data
    }
    const mine = (await list(OWNER)).find((l) => l.id === created.id)
    expect(mine).toMatchObject({ shareType: 'withInOrg', views: 0, expiresAt, snippet: { start: 5, end: 25 }, insightsVisible: false })
    expect((await list(ADMIN)).some((l) => l.id === created.id)).toBe(true)

    const byOutsider = await t.app.inject({ method: 'POST', url: `/api/sharing/links/${created.id}/revoke`, headers: await t.as(OUTSIDER) })
    expect(byOutsider.statusCode).toBe(403)
    const revoked = await t.app.inject({ method: 'POST', url: `/api/sharing/links/${created.id}/revoke`, headers: await t.as(OWNER) })
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().data.id).toBe(created.id)
    expect((await list(OWNER)).some((l) => l.id === created.id)).toBe(false)
  })

  it('does not list or revoke across companies', async () => {
    const created = (await share(OWNER, { shareType: 'anyone' })).json().data
    const res = await t.app.inject({ method: 'POST', url: `/api/sharing/links/${created.id}/revoke`, headers: await t.as(ACME) })
    expect(res.statusCode).toBe(404)
    const list = await t.app.inject({ method: 'GET', url: `/api/sharing/meetings/${callId}/links`, headers: await t.as(ACME) })
    expect(list.statusCode).toBe(404)
  })
})
