import { type FakeGoogleCalendar, startFakeGoogleCalendar } from '@parley/fakes/google-calendar/google-calendar-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
let google: FakeGoogleCalendar
const REP = 'riley.rep@northwind.example'
const ADMIN = 'avery.admin@northwind.example'
const ACME = 'alex.acme@acme.example'
const CLIENT = { id: 'parley-connect-test', secret: 'connect-secret' }
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T
const get = async (url: string, email?: string) => t.app.inject({ method: 'GET', url, headers: email ? await t.as(email) : {} })

beforeAll(async () => {
  google = await startFakeGoogleCalendar({ client: CLIENT })
  t = await buildTestApp({
    PUBLIC_URL: 'https://parley.test',
    GOOGLE_CLIENT_ID: CLIENT.id,
    GOOGLE_CLIENT_SECRET: CLIENT.secret,
    GOOGLE_AUTH_URL: google.authorizeUrl,
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_CALENDAR_API_URL: google.apiUrl,
  })
  google.store.putEvent(REP, {
    id: 'connect-1',
    title: 'First synced meeting',
    start: new Date(TEST_NOW.getTime() + 86_400_000).toISOString(),
    end: new Date(TEST_NOW.getTime() + 86_400_000 + 1_800_000).toISOString(),
    conference: { kind: 'google_meet', url: 'https://meet.google.com/abc-defg-hij' },
  })
})
afterAll(async () => {
  await t?.close()
  await google?.stop()
})

/** The browser's trip: our consent URL → the provider (the fake signs in at once) → back to our callback. */
async function consent(email: string): Promise<string> {
  const { url } = (await get('/api/calendar/google/connect', email)).json() as { url: string }
  const atProvider = await fetch(url, { redirect: 'manual' })
  const back = new URL(atProvider.headers.get('location') as string)
  return `${back.pathname}${back.search}`
}

describe('connecting a Google calendar', () => {
  it('builds the consent URL: redirect URI, read-only calendar scope, offline access, PKCE, login hint', async () => {
    const res = await get('/api/calendar/google/connect', REP)
    expect(res.statusCode).toBe(200)
    const url = new URL(res.json().url)
    expect(`${url.origin}${url.pathname}`).toBe(google.authorizeUrl)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      redirect_uri: 'https://parley.test/api/calendar/google/callback',
      response_type: 'code',
      scope: 'openid email https://www.googleapis.com/auth/calendar.readonly',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
      login_hint: REP,
    })
    expect(url.searchParams.get('state')).not.toContain(REP)
  })

  it('the callback stores the sealed grant, runs the first sync and lands on the upcoming meetings', async () => {
    const callback = await consent(REP)
    expect(callback.startsWith('/api/calendar/google/callback?')).toBe(true)
    const res = await get(callback)
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/upcoming-meetings?referred_by=google')
    const c = await one<{ status: string; access_token_enc: string; refresh_token_enc: string; sync_pending: boolean; last_synced_at: Date | null }>(
      "select c.status, c.access_token_enc, c.refresh_token_enc, c.sync_pending, c.last_synced_at from calendar_connections c join users u on u.id = c.user_id where u.email = $1 and c.provider = 'google'",
      [REP],
    )
    expect(c).toMatchObject({ status: 'connected', sync_pending: false })
    expect(c.access_token_enc.startsWith('v1.')).toBe(true)
    expect(c.refresh_token_enc.startsWith('rt-')).toBe(false)
    expect(c.last_synced_at).not.toBeNull()
    const listed = (await get('/api/users/events?title=First%20synced', REP)).json().data
    expect(listed.events.map((e: { gce_id: string }) => e.gce_id)).toEqual(['connect-1'])
    // The code is single-use: replaying the callback fails and lands on Settings.
    expect((await get(callback)).headers.location).toMatch(/^\/settings\?calendar_error=/)
  })

  it('refuses a forged or missing state, and tells a refused consent apart', async () => {
    const forged = await get('/api/calendar/google/callback?code=x&state=v1.abc.def.ghi.jkl')
    expect(forged.headers.location).toBe(
      `/settings?calendar_error=${encodeURIComponent('The calendar connection expired or was not started here. Please try again.')}`,
    )
    const { url } = (await get('/api/calendar/google/connect', REP)).json() as { url: string }
    const state = new URL(url).searchParams.get('state') as string
    const denied = await get(`/api/calendar/google/callback?error=access_denied&state=${encodeURIComponent(state)}`)
    expect(denied.headers.location).toBe(`/settings?calendar_error=${encodeURIComponent('Calendar access was not granted.')}`)
  })

  it('needs a signed-in user, a known provider and a configured client', async () => {
    expect((await get('/api/calendar/google/connect')).statusCode).toBe(401)
    expect((await get('/api/calendar/yahoo/connect', REP)).statusCode).toBe(400)
    const ms = await get('/api/calendar/microsoft/connect', REP)
    expect(ms.statusCode).toBe(400)
    expect(ms.json().error.message).toContain('MICROSOFT_CLIENT_ID')
  })
})

describe("'Sync Now' (GET /admin/run_cron_task)", () => {
  it('syncs the user’s own calendars at once and answers the spec’s message', async () => {
    google.store.putEvent(REP, {
      id: 'connect-2',
      title: 'First synced follow-up',
      start: new Date(TEST_NOW.getTime() + 2 * 86_400_000).toISOString(),
      end: new Date(TEST_NOW.getTime() + 2 * 86_400_000 + 1_800_000).toISOString(),
    })
    const res = await get('/api/admin/run_cron_task?task=calendar_sync', REP)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Calendar sync successfully!', queued: 1 })
    const listed = (await get('/api/users/events?title=First%20synced', REP)).json().data
    expect(listed.total).toBe(2)
  })

  it('lets an admin sync a colleague, not a rep; another company’s user is not found', async () => {
    const rep = await one<{ id: number }>('select id from users where email = $1', [REP])
    const admin = await one<{ id: number }>('select id from users where email = $1', [ADMIN])
    expect((await get(`/api/admin/run_cron_task?task=calendar_sync&user_id=${rep.id}`, ADMIN)).statusCode).toBe(200)
    expect((await get(`/api/admin/run_cron_task?task=calendar_sync&user_id=${admin.id}`, REP)).statusCode).toBe(403)
    expect((await get(`/api/admin/run_cron_task?task=calendar_sync&user_id=${rep.id}`, ACME)).statusCode).toBe(404)
  })

  it('400 for an unknown task', async () => {
    const res = await get('/api/admin/run_cron_task?task=drop_tables', REP)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0]).toMatchObject({ field: 'task', message: "task must be 'calendar_sync'" })
  })
})
