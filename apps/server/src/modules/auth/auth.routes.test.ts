import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_SECRETS, type TestApp } from '../../../test/test-app'

let t: TestApp
const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows[0] as T

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('bearer tokens', () => {
  it('answers 401 with the spec message when the header is missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'Authorization Header missing' } })
  })

  it('answers "Authorization Header incorrect" for a non-bearer header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: 'Basic abc' } })
    expect(res.json().error.message).toBe('Authorization Header incorrect')
  })

  it('refuses a forged token', async () => {
    const forged = await new SignJWT({ cid: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('parley')
      .setAudience('parley-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000000'))
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${forged}` } })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.message).toBe('Unauthorized')
  })

  it('refuses an expired token', async () => {
    const u = await one<{ id: number; company_id: number }>("select id, company_id from users where status = 'active' limit 1")
    const expired = await new SignJWT({ cid: u.company_id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(u.id))
      .setIssuer('parley')
      .setAudience('parley-web')
      .setIssuedAt(1)
      .setExpirationTime(2)
      .sign(new TextEncoder().encode(TEST_SECRETS.jwtSecret))
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${expired}` } })
    expect(res.statusCode).toBe(401)
  })

  it('refuses a deactivated user with "Not authorized."', async () => {
    const u = await one<{ id: number; company_id: number }>("select id, company_id from users where status = 'cancelled' limit 1")
    const token = await t.tokens.sign({ userId: u.id, companyId: u.company_id })
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.message).toBe('Not authorized.')
  })

  it('refuses a token whose company does not match the user', async () => {
    const u = await one<{ id: number; company_id: number }>("select id, company_id from users where status = 'active' limit 1")
    const token = await t.tokens.sign({ userId: u.id, companyId: u.company_id + 1 })
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } })
    expect(res.statusCode).toBe(401)
  })
})

describe('GET /api/profile', () => {
  it('returns the spec user with company settings', async () => {
    const u = await one<{ email: string; company_id: number }>("select email, company_id from users where user_role = 'user' and status = 'active' limit 1")
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: await t.as(u.email) })
    expect(res.statusCode).toBe(200)
    const p = res.json()
    expect(p.email).toBe(u.email)
    expect(p.company_id).toBe(u.company_id)
    expect(p.user_role).toBe('user')
    expect(typeof p.company_settings.checklistLibraryAndClips).toBe('boolean')
    expect(p.impersonating).toBe(false)
  })
})

describe('demo sign-in', () => {
  it('lists demo users grouped by role and signs one in', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/auth/demo-users' })).json()
    const roles = list.groups.map((g: { role: string }) => g.role)
    expect(roles).toEqual(expect.arrayContaining(['Super admins', 'Company admins (policy edit)', 'Company admins (policy view)', 'Managers', 'Reps']))
    const user = list.groups[0].users[0]
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { user_id: user.id } })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.email).toBe(user.email)
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${res.json().jwt}` } })
    expect(profile.statusCode).toBe(200)
  })

  it('is off when DEMO is 0', async () => {
    const off = await buildTestApp({ DEMO: '0' })
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/auth/demo-users' })).statusCode).toBe(404)
      expect((await off.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { user_id: 1 } })).statusCode).toBe(404)
    } finally {
      await off.close()
    }
  })
})

describe('bad input', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', headers: { 'content-type': 'application/json' }, payload: '{"user_id": ' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('malformed_json')
  })

  it('names an unknown field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { user_id: 1, admin: true } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0]).toMatchObject({ field: 'admin' })
  })

  it('names a field of the wrong type', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { user_id: 'one' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].field).toBe('user_id')
  })
})

describe('impersonation', () => {
  it('lets a super admin mint a single-use link that opens a marked session', async () => {
    const sa = await one<{ email: string }>("select email from users where user_role = 'super_admin' limit 1")
    const target = await one<{ id: number; email: string }>(
      "select id, email from users where user_role = 'user' and status = 'active' order by id desc limit 1",
    )
    const minted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonation-tokens',
      headers: await t.as(sa.email),
      payload: { user_id: target.id },
    })
    expect(minted.statusCode).toBe(200)
    const { token, link } = minted.json()
    expect(link).toContain(`/admin/impersonate/${token}`)
    const redeemed = await t.app.inject({ method: 'POST', url: '/api/auth/impersonate', payload: { token } })
    expect(redeemed.statusCode).toBe(200)
    const headers = { authorization: `Bearer ${redeemed.json().jwt}` }
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers })).json()
    expect(profile.email).toBe(target.email)
    expect(profile.impersonating).toBe(true)
    // Tracking and error reports are suppressed for impersonation sessions.
    const before = await one<{ n: number }>('select count(*)::int n from tracking_events')
    await t.app.inject({ method: 'POST', url: '/api/users/trackUserEvents', headers, payload: { page: '/', event_type: 'page_view' } })
    await t.app.inject({ method: 'POST', url: '/api/exceptions/frontend', headers, payload: { subject: 's', message: 'm' } })
    expect((await one<{ n: number }>('select count(*)::int n from tracking_events')).n).toBe(before.n)
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/impersonate', payload: { token } })
    expect(again.statusCode).toBe(401)
    const audited = await one<{ n: number }>("select count(*)::int n from audit_log where action in ('impersonation.mint', 'impersonation.start')")
    expect(audited.n).toBeGreaterThanOrEqual(2)
  })

  it('refuses anyone but a super admin', async () => {
    const admin = await one<{ email: string }>("select email from users where user_role = 'company_admin' limit 1")
    const target = await one<{ id: number }>("select id from users where user_role = 'user' limit 1")
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonation-tokens',
      headers: await t.as(admin.email),
      payload: { user_id: target.id },
    })
    expect(res.statusCode).toBe(403)
  })

  it('refuses an unknown token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/impersonate', payload: { token: 'x'.repeat(43) } })
    expect(res.statusCode).toBe(401)
  })
})

describe('tracking', () => {
  it("stores a signed-in user's page view and error report", async () => {
    const u = await one<{ email: string; id: number }>("select email, id from users where user_role = 'user' and status = 'active' limit 1")
    const headers = await t.as(u.email)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/trackUserEvents',
          headers,
          payload: { page: '/meetings', user_id: u.id, event_type: 'page_view', session_id: 's1' },
        })
      ).statusCode,
    ).toBe(204)
    expect((await t.app.inject({ method: 'POST', url: '/api/exceptions/error_404', headers, payload: { pathname: '/nowhere' } })).statusCode).toBe(204)
    expect((await t.app.inject({ method: 'POST', url: '/api/origins.json', headers, payload: { utm_source: 'newsletter' } })).statusCode).toBe(204)
    expect((await one<{ n: number }>('select count(*)::int n from tracking_events where user_id = $1', [u.id])).n).toBe(1)
    expect((await one<{ n: number }>("select count(*)::int n from error_reports where pathname = '/nowhere'")).n).toBe(1)
    expect((await one<{ n: number }>("select count(*)::int n from utm_origins where utm_source = 'newsletter'")).n).toBe(1)
  })

  it('accepts a signed-out 404 report without storing it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/exceptions/error_404', payload: { pathname: '/ghost' } })
    expect(res.statusCode).toBe(204)
    expect((await one<{ n: number }>("select count(*)::int n from error_reports where pathname = '/ghost'")).n).toBe(0)
  })
})
