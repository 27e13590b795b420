import { type FakeHubSpot, startFakeHubSpot } from '@parley/fakes/hubspot/hubspot-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
let hs: FakeHubSpot
const ADMIN = 'avery.admin@northwind.example'
const REP = 'riley.rep@northwind.example'
const SASHA = 'sasha.sales@northwind.example'
const ACME = 'alex.acme@acme.example'
const CLIENT = { id: 'parley-hubspot-connect', secret: 'connect-secret' }
const call = async (method: 'GET' | 'DELETE', url: string, email?: string) => t.app.inject({ method, url, headers: email ? await t.as(email) : {} })
const userId = async (email: string) => (await t.db.pool.query<{ id: number }>('select id from users where email = $1', [email])).rows[0]?.id as number

beforeAll(async () => {
  hs = await startFakeHubSpot({ client: CLIENT })
  t = await buildTestApp({
    PUBLIC_URL: 'https://parley.test',
    HUBSPOT_CLIENT_ID: CLIENT.id,
    HUBSPOT_CLIENT_SECRET: CLIENT.secret,
    HUBSPOT_API_URL: hs.apiUrl,
    HUBSPOT_AUTH_URL: hs.authorizeUrl,
    HUBSPOT_TOKEN_URL: hs.tokenUrl,
  })
  hs.store.create('deals', { dealname: 'Connected deal', dealstage: 'appointmentscheduled', pipeline: 'default' })
})
afterAll(async () => {
  await t?.close()
  await hs?.stop()
})

describe('connecting a CRM (admins)', () => {
  it('answers the consent URL with redirect URI, scopes and PKCE; the state hides who asked', async () => {
    const res = await call('GET', '/api/crm/hubspot/connect', ADMIN)
    expect(res.statusCode).toBe(200)
    const url = new URL(res.json().url)
    expect(`${url.origin}${url.pathname}`).toBe(hs.authorizeUrl)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      redirect_uri: 'https://parley.test/api/crm/hubspot/callback',
      response_type: 'code',
      code_challenge_method: 'S256',
    })
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['crm.objects.deals.read', 'crm.objects.owners.read', 'sales-email-read']))
    expect(url.searchParams.get('state')).not.toContain('avery')
  })

  it('refuses reps (403), names a bad provider (400), and says when a CRM is not configured', async () => {
    expect((await call('GET', '/api/crm/hubspot/connect', REP)).statusCode).toBe(403)
    expect((await call('GET', '/api/crm/connections', REP)).statusCode).toBe(403)
    expect((await call('DELETE', '/api/crm/hubspot', REP)).statusCode).toBe(403)
    expect((await call('GET', '/api/crm/hubspot/connect')).statusCode).toBe(401)
    const bad = await call('GET', '/api/crm/pipedrive/connect', ADMIN)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toEqual([expect.objectContaining({ field: 'provider', message: 'The CRM provider is hubspot or salesforce.' })])
    const sf = await call('GET', '/api/crm/salesforce/connect', ADMIN)
    expect(sf.statusCode).toBe(400)
    expect(sf.json().error.message).toContain('SALESFORCE_CLIENT_ID')
  })

  it('a callback with a forged or missing state, or a refusal, goes back to Settings with the reason', async () => {
    const forged = await call('GET', '/api/crm/hubspot/callback?code=x&state=forged')
    expect(forged.statusCode).toBe(302)
    expect(forged.headers.location).toMatch(/^\/settings\?crm_error=.*expired/)
    const { url } = (await call('GET', '/api/crm/hubspot/connect', ADMIN)).json() as { url: string }
    const state = new URL(url).searchParams.get('state') as string
    const denied = await call('GET', `/api/crm/hubspot/callback?error=access_denied&state=${encodeURIComponent(state)}`)
    expect(decodeURIComponent(denied.headers.location as string)).toContain('HubSpot access was not granted.')
  })

  it('connects, syncs at once, lists the connection and sets crm_access_status; Refresh deals answers the spec message', async () => {
    const { url } = (await call('GET', '/api/crm/hubspot/connect', ADMIN)).json() as { url: string }
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') as string)
    const done = await call('GET', `${back.pathname}${back.search}`)
    expect(done.headers.location).toBe('/settings?crm_connected=hubspot')
    const listed = (await call('GET', '/api/crm/connections', ADMIN)).json()
    expect(listed.connections).toEqual([
      { provider: 'hubspot', status: 'connected', account_id: String(hs.store.portalId), last_synced_at: expect.any(String), syncing: false, notice: null },
    ])
    const token = (await t.db.pool.query<{ access_token_enc: string }>("select access_token_enc from crm_connections where provider = 'hubspot'")).rows[0]
    expect(token?.access_token_enc.startsWith('v1.')).toBe(true)
    expect(JSON.stringify((await call('GET', '/api/profile', REP)).json())).toContain('"crm_access_status":"connected"')
    expect((await t.db.pool.query("select 1 from deals where name = 'Connected deal'")).rowCount).toBe(1)

    hs.reset()
    const refreshed = await call('GET', `/api/refresh_crm_deals?user_id=${await userId(REP)}`, REP)
    expect(refreshed.statusCode).toBe(200)
    expect(refreshed.json()).toEqual({ client_message: 'Deals refreshed successfully!', queued: 1 })
    expect(hs.requests.some((r) => r.path === '/crm/v3/pipelines/deals')).toBe(true)
    expect((await call('GET', '/api/refresh_crm_deals', REP)).json().client_message).toBe('Deals refreshed successfully!')
  })

  it("Refresh deals: a colleague's needs an admin, another company's user is not found, bad ids are 400", async () => {
    expect((await call('GET', `/api/refresh_crm_deals?user_id=${await userId(SASHA)}`, REP)).statusCode).toBe(403)
    expect((await call('GET', `/api/refresh_crm_deals?user_id=${await userId(SASHA)}`, ADMIN)).statusCode).toBe(200)
    expect((await call('GET', `/api/refresh_crm_deals?user_id=${await userId(ACME)}`, ADMIN)).statusCode).toBe(404)
    const bad = await call('GET', '/api/refresh_crm_deals?user_id=abc', REP)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toEqual([expect.objectContaining({ field: 'user_id', message: 'user_id must be a number' })])
    expect((await call('GET', '/api/refresh_crm_deals?user_id=5&extra=1', REP)).statusCode).toBe(400)
  })

  it('another company sees none of it; disconnect keeps the synced deals', async () => {
    const acmeAdmin = (
      await t.db.pool.query<{ email: string }>(
        "select u.email from users u join companies c on c.id = u.company_id where u.user_role = 'company_admin' and u.policy = 'edit' and c.id <> (select company_id from users where email = $1) order by u.id limit 1",
        [ADMIN],
      )
    ).rows[0]?.email
    if (acmeAdmin) expect((await call('GET', '/api/crm/connections', acmeAdmin)).json().connections).toEqual([])
    const off = await call('DELETE', '/api/crm/hubspot', ADMIN)
    expect(off.json()).toEqual({ message: 'HubSpot disconnected.' })
    expect((await call('GET', '/api/crm/connections', ADMIN)).json().connections[0]).toMatchObject({ status: 'disconnected', notice: null })
    expect((await t.db.pool.query("select 1 from deals where name = 'Connected deal'")).rowCount).toBe(1)
    expect((await call('GET', '/api/refresh_crm_deals', REP)).json()).toEqual({ client_message: 'Deals refreshed successfully!', queued: 0 })
  })
})
