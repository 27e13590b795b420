import { ENABLE_ONE_MESSAGE, INTEGRATE_CALENDAR_MESSAGE } from '@parley/shared/rules/recording-preferences'
import { SETTINGS_MESSAGES } from '@parley/shared/rules/settings'
import { ZNotetakerSettingsResponse } from '@parley/shared/schemas/settings'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
const REP = 'sasha.sales@northwind.example'
const ADMIN = 'avery.admin@northwind.example'
const ACME = 'alex.acme@acme.example'
const ALL_ON = { internal_meeting: true, external_meeting: true, internal_host: true, external_host: true, self_host: true }
const ALL_OFF = { internal_meeting: false, external_meeting: false, internal_host: false, external_host: false, self_host: false }

const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T
const call = async (email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.app.inject({ method, url, headers: await t.as(email), ...(body === undefined ? {} : { payload: body as object }) })
const settingsOf = async (email: string) => ZNotetakerSettingsResponse.parse((await call(email, 'GET', '/api/users/getNotetakerSettings')).json()).data
/** An active Northwind rep with (or without) a connected calendar, other than the named demo users. */
const northwindRep = (connected: boolean) =>
  one<{ id: number; email: string }>(
    `select u.id, u.email from users u join companies c on c.id = u.company_id
      where c.name = 'Northwind Analytics' and u.user_role = 'user' and u.status = 'active' and u.deleted_at is null
        and u.email not in ('riley.rep@northwind.example', 'sasha.sales@northwind.example', 'morgan.manager@northwind.example')
        and ${connected ? '' : 'not'} exists (select 1 from calendar_connections cc where cc.user_id = u.id and cc.status = 'connected')
      order by u.id limit 1`,
  )

beforeAll(async () => {
  t = await buildTestApp({ ZOOM_CLIENT_ID: 'zoom-test-client' })
})
afterAll(async () => t?.close())

describe('GET /api/users/getNotetakerSettings', () => {
  it('answers userSettings, companySettings and calendarStatus; 401 without a session', async () => {
    const data = await settingsOf(REP)
    expect(Object.keys(data.userSettings)).toEqual(expect.arrayContaining(Object.keys(ALL_ON)))
    expect(data.companySettings).toEqual({ zoomCard: true, msTeamsCards: true, privacyNotice: true })
    expect((await t.app.inject({ method: 'GET', url: '/api/users/getNotetakerSettings' })).statusCode).toBe(401)
  })
})

describe('POST /api/users/updateNotetakerSettings', () => {
  it('saves a pattern of the three toggles and answers Settings Updated', async () => {
    const rep = await northwindRep(true)
    const hostedByMe = { ...ALL_OFF, external_meeting: true, self_host: true }
    const res = await call(rep.email, 'POST', '/api/users/updateNotetakerSettings', hostedByMe)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: SETTINGS_MESSAGES.settingsUpdated })
    expect((await settingsOf(rep.email)).userSettings).toMatchObject({ ...hostedByMe, notetaker_enabled: true })
    const off = await call(rep.email, 'POST', '/api/users/updateNotetakerSettings', ALL_OFF)
    expect(off.statusCode).toBe(200)
    expect((await settingsOf(rep.email)).userSettings.notetaker_enabled).toBe(false)
    const audit = await one<{ n: number }>(`select count(*)::int as n from audit_log where action = 'settings.notetaker' and target_id = $1`, [String(rep.id)])
    expect(audit.n).toBe(2)
  })

  it("refuses the master on with every meeting off: 'Enable notetaker for any one of meeting to save settings'", async () => {
    const rep = await northwindRep(true)
    const res = await call(rep.email, 'POST', '/api/users/updateNotetakerSettings', { ...ALL_OFF, notetaker_enabled: true })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(ENABLE_ONE_MESSAGE)
  })

  it("refuses without a connected calendar: 'Complete calendar integration to enable settings'", async () => {
    const rep = await northwindRep(false)
    const res = await call(rep.email, 'POST', '/api/users/updateNotetakerSettings', ALL_ON)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(INTEGRATE_CALENDAR_MESSAGE)
  })

  it.each([
    ['a pattern no toggle makes', { ...ALL_OFF, self_host: true }, 'self_host'],
    ['a missing flag', { internal_meeting: true }, 'external_meeting'],
    ['a string for a flag', { ...ALL_ON, self_host: 'yes' }, 'self_host'],
    ['an unknown field', { ...ALL_ON, extra: 1 }, 'extra'],
  ])('400 naming the field for %s', async (_name, body, field) => {
    const rep = await northwindRep(true)
    const res = await call(rep.email, 'POST', '/api/users/updateNotetakerSettings', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.map((f: { field: string }) => f.field)).toContain(field)
  })
})

describe('POST /api/update_prep_note_interval', () => {
  it("saves an offered interval and the toggle with 'Updated!'", async () => {
    const res = await call(REP, 'POST', '/api/update_prep_note_interval?prep_note_interval=60')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe('Updated!')
    await call(REP, 'POST', '/api/update_prep_note_interval?enabled=false')
    expect((await settingsOf(REP)).userSettings).toMatchObject({ prep_note_interval: 60, prep_notes_enabled: false })
  })
  it.each(['prep_note_interval=45', 'prep_note_interval=abc', '', 'enabled=maybe'])('400 for ?%s', async (qs) => {
    const res = await call(REP, 'POST', `/api/update_prep_note_interval?${qs}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toMatch(/prep_note_interval|enabled/)
  })
})

describe('privacy notice (admin, company setting)', () => {
  it('an admin of a company with the notice reads and sets it for the company', async () => {
    const on = await call(ADMIN, 'POST', '/api/users/privacyMessageControl', { message_control: true })
    expect(on.statusCode, on.body).toBe(200)
    expect(on.json().message).toBe(SETTINGS_MESSAGES.privacyUpdated)
    expect((await call(ADMIN, 'GET', '/api/users/privacyMessageStatus')).json()).toEqual({ notetaker_welcome_message: true })
    await call(ADMIN, 'POST', '/api/users/privacyMessageControl', { message_control: false })
    expect((await call(ADMIN, 'GET', '/api/users/privacyMessageStatus')).json()).toEqual({ notetaker_welcome_message: false })
  })
  it('403 for a rep and for an admin of a company without the notice; 400 for a bad body', async () => {
    expect((await call(REP, 'GET', '/api/users/privacyMessageStatus')).statusCode).toBe(403)
    expect((await call(REP, 'POST', '/api/users/privacyMessageControl', { message_control: true })).statusCode).toBe(403)
    expect((await call(ACME, 'GET', '/api/users/privacyMessageStatus')).statusCode).toBe(403)
    const bad = await call(ADMIN, 'POST', '/api/users/privacyMessageControl', { message_control: 'on' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields[0].field).toBe('message_control')
  })
})

describe('POST /api/users/updateDeleteMeetingsAccess (admin, own company)', () => {
  it('sets delete_meeting_allowed for every member and audits it', async () => {
    const company = await one<{ company_id: number }>('select company_id from users where email = $1', [ADMIN])
    const res = await call(ADMIN, 'POST', '/api/users/updateDeleteMeetingsAccess', { companyID: company.company_id, delete_meeting: false })
    expect(res.statusCode, res.body).toBe(200)
    const left = await one<{ n: number }>('select count(*)::int as n from users where company_id = $1 and delete_meeting_allowed', [company.company_id])
    expect(left.n).toBe(0)
    await call(ADMIN, 'POST', '/api/users/updateDeleteMeetingsAccess', { companyID: company.company_id, delete_meeting: true })
    expect((await settingsOf(REP)).userSettings.delete_meeting_allowed).toBe(true)
  })
  it('403 for a rep and for another company; 400 naming the field', async () => {
    const own = await one<{ company_id: number }>('select company_id from users where email = $1', [REP])
    const other = await one<{ company_id: number }>('select company_id from users where email = $1', [ACME])
    expect((await call(REP, 'POST', '/api/users/updateDeleteMeetingsAccess', { companyID: own.company_id, delete_meeting: true })).statusCode).toBe(403)
    expect((await call(ADMIN, 'POST', '/api/users/updateDeleteMeetingsAccess', { companyID: other.company_id, delete_meeting: true })).statusCode).toBe(403)
    const bad = await call(ADMIN, 'POST', '/api/users/updateDeleteMeetingsAccess', { companyID: 'x', delete_meeting: true })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields[0].field).toBe('companyID')
  })
})

describe('PUT /api/update_user_details query forms', () => {
  it('a user turns their own post-call e-mail off', async () => {
    const me = await one<{ id: number }>('select id from users where email = $1', [REP])
    const res = await call(REP, 'PUT', `/api/update_user_details?user_id=${me.id}&post_call_email=false`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(SETTINGS_MESSAGES.postCallEmailUpdated)
    expect((await settingsOf(REP)).userSettings.post_call_email).toBe(false)
  })
  it('a user disconnects their calendar: connections go, integrated becomes false', async () => {
    const rep = await northwindRep(true)
    const res = await call(rep.email, 'PUT', `/api/update_user_details?user_id=${rep.id}&remove_calendar_integration=true`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(SETTINGS_MESSAGES.calendarDisconnected)
    const s = await settingsOf(rep.email)
    expect(s.calendarStatus).toMatchObject({ calendar_integrated: false, providers: [] })
    const again = await call(rep.email, 'PUT', `/api/update_user_details?user_id=${rep.id}&remove_calendar_integration=true`)
    expect(again.statusCode).toBe(400)
  })
  it("403 for another user's settings; 404 for another company's user (admin); 400 for bad values", async () => {
    const admin = await one<{ id: number }>('select id from users where email = $1', [ADMIN])
    const acme = await one<{ id: number }>('select id from users where email = $1', [ACME])
    expect((await call(REP, 'PUT', `/api/update_user_details?user_id=${admin.id}&post_call_email=true`)).statusCode).toBe(403)
    expect((await call(ADMIN, 'PUT', `/api/update_user_details?user_id=${acme.id}&post_call_email=true`)).statusCode).toBe(404)
    const bad = await call(REP, 'PUT', '/api/update_user_details?post_call_email=yes')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields[0].field).toBe('post_call_email')
    expect((await call(REP, 'PUT', '/api/update_user_details?remove_calendar_integration=false')).statusCode).toBe(400)
    expect((await call(REP, 'PUT', '/api/update_user_details')).statusCode).toBe(400)
  })
  it('the admin center body form still works', async () => {
    const rep = await one<{ id: number; name: string }>('select id, name from users where email = $1', [REP])
    const res = await call(ADMIN, 'PUT', '/api/update_user_details', { user_id: rep.id, name: rep.name })
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe('Zoom and MS Teams cards', () => {
  it('zoom: consent URL with a sealed state; the return stores the authenticated flag', async () => {
    const rep = await northwindRep(true)
    const res = await call(rep.email, 'GET', '/api/integrations/zoom/redirect_uri')
    expect(res.statusCode, res.body).toBe(200)
    const url = new URL(res.json().redirect_uri)
    expect(url.origin + url.pathname).toBe('https://zoom.us/oauth/authorize')
    expect(url.searchParams.get('client_id')).toBe('zoom-test-client')
    const state = url.searchParams.get('state') ?? ''
    const denied = await t.app.inject({ method: 'GET', url: `/api/integrations/zoom/callback?state=${encodeURIComponent(state)}&error=access_denied` })
    expect(denied.headers.location).toBe('/settings?integration=zoom&status=denied')
    const forged = await t.app.inject({ method: 'GET', url: '/api/integrations/zoom/callback?state=forged&code=abc' })
    expect(forged.headers.location).toBe('/settings?integration=zoom&status=expired')
    expect((await settingsOf(rep.email)).integrations.zoom_authenticated).toBe(false)
    const back = await t.app.inject({ method: 'GET', url: `/api/integrations/zoom/callback?state=${encodeURIComponent(state)}&code=abc` })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe('/settings?integration=zoom&status=connected')
    expect((await settingsOf(rep.email)).integrations.zoom_authenticated).toBe(true)
  })
  it('403 where the company has no such card or the user is no admin; 400 when the server has no app; 400 for an unknown kind', async () => {
    expect((await call(ACME, 'GET', '/api/integrations/zoom/redirect_uri')).statusCode).toBe(403)
    expect((await call(REP, 'GET', '/api/integrations/msteams/redirect_uri')).statusCode).toBe(403)
    const unconfigured = await call(ADMIN, 'GET', '/api/integrations/msteams/redirect_uri')
    expect(unconfigured.statusCode).toBe(400)
    expect(unconfigured.json().error.message).toContain('MICROSOFT_CLIENT_ID')
    expect((await call(REP, 'GET', '/api/integrations/slack/redirect_uri')).statusCode).toBe(400)
  })
})

describe('DELETE /api/delete_my_account', () => {
  it('removes sign-in and personal data, keeps the recordings, audits it, and ends the session', async () => {
    const rep = await one<{ id: number; email: string; meetings: number }>(
      `select u.id, u.email, (select count(*)::int from meetings m where m.user_id = u.id) as meetings
         from users u join companies c on c.id = u.company_id
        where c.name = 'Northwind Analytics' and u.user_role = 'user' and u.status = 'active'
          and u.email not in ('riley.rep@northwind.example', 'sasha.sales@northwind.example', 'morgan.manager@northwind.example')
          and exists (select 1 from meetings m where m.user_id = u.id)
        order by u.id desc limit 1`,
    )
    const headers = await t.as(rep.email)
    const res = await t.app.inject({ method: 'DELETE', url: '/api/delete_my_account', headers })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(SETTINGS_MESSAGES.accountDeleted)
    const row = await one<{ email: string; status: string; deleted: boolean; meetings: number; conns: number }>(
      `select email, status, deleted_at is not null as deleted,
         (select count(*)::int from meetings m where m.user_id = $1) as meetings,
         (select count(*)::int from calendar_connections where user_id = $1) as conns
       from users where id = $1`,
      [rep.id],
    )
    expect(row).toMatchObject({ status: 'cancelled', deleted: true, meetings: rep.meetings, conns: 0 })
    expect(row.email).not.toBe(rep.email)
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers })).statusCode).toBe(401)
    const audit = await one<{ n: number }>(`select count(*)::int as n from audit_log where action = 'user.delete_account' and target_id = $1`, [String(rep.id)])
    expect(audit.n).toBe(1)
  })
})

describe('GET /api/integrations/setup and the setup pages', () => {
  it('says which Connect buttons are set up, and for the others the variables, callback and setup page', async () => {
    const res = await call(REP, 'GET', '/api/integrations/setup')
    expect(res.statusCode, res.body).toBe(200)
    const { integrations } = res.json() as { integrations: { id: string; configured: boolean; env: string[]; redirect_uris: string[]; doc_url: string }[] }
    const byId = Object.fromEntries(integrations.map((i) => [i.id, i]))
    expect(byId.zoom?.configured).toBe(true)
    expect(byId.hubspot).toMatchObject({ configured: false, env: ['HUBSPOT_CLIENT_ID', 'HUBSPOT_CLIENT_SECRET'] })
    expect(byId.hubspot?.redirect_uris[0]).toMatch(/\/api\/crm\/hubspot\/callback$/)
    expect(byId.google_calendar?.redirect_uris[0]).toMatch(/\/api\/calendar\/google\/callback$/)
    const doc = await t.app.inject({ method: 'GET', url: new URL(byId.hubspot?.doc_url ?? '').pathname })
    expect(doc.statusCode).toBe(200)
    expect(doc.body).toContain('/api/crm/hubspot/callback')
    expect((await t.app.inject({ method: 'GET', url: '/api/integrations/docs/passwd' })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: '/api/integrations/setup' })).statusCode).toBe(401)
  })
})
