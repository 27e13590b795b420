import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// Sessions that end: logout revokes the token on the server; deactivation, reactivation, a role or nomination
// change and the admin center's "Sign out everywhere" end every older token of the user.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

type Headers = { authorization: string }

async function userId(email: string): Promise<number> {
  const { rows } = await t.db.pool.query<{ id: number }>('select id from users where lower(email) = lower($1)', [email])
  return rows[0]?.id as number
}

/** Signs in the way the web app does (demo sign-in), so the token is the server's own. */
async function signIn(email: string): Promise<Headers> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { user_id: await userId(email) } })
  expect(res.statusCode, res.body).toBe(200)
  return { authorization: `Bearer ${res.json().jwt}` }
}

const profileStatus = async (headers: Headers) => (await t.app.inject({ method: 'GET', url: '/api/profile', headers })).statusCode

async function adminUpdate(admin: Headers, body: Record<string, unknown>): Promise<void> {
  const res = await t.app.inject({ method: 'PUT', url: '/api/update_user_details', headers: admin, payload: body })
  expect(res.statusCode, res.body).toBe(200)
}

/** Every revocation case this file tests, counted for the README's security figures. */
const cases: string[] = []

describe('sessions that end', () => {
  it('logout revokes this token only, and a second logout is harmless', async () => {
    const phone = await signIn('sasha.sales@northwind.example')
    const laptop = await signIn('sasha.sales@northwind.example')
    expect(await profileStatus(phone)).toBe(200)
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: phone })).statusCode).toBe(204)
    expect(await profileStatus(phone)).toBe(401)
    expect(await profileStatus(laptop)).toBe(200)
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: phone })).statusCode).toBe(204)
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204)
    cases.push('logout', 'logout leaves other devices', 'logout twice', 'logout without a token')
  })

  it('deactivation ends the session and reactivation does not revive it', async () => {
    const admin = await signIn('avery.admin@northwind.example')
    const id = await userId('morgan.manager@northwind.example')
    const before = await signIn('morgan.manager@northwind.example')
    await adminUpdate(admin, { user_id: id, status: 'cancelled' })
    expect(await profileStatus(before)).toBe(401)
    await adminUpdate(admin, { user_id: id, status: 'active' })
    expect(await profileStatus(before)).toBe(401)
    expect(await profileStatus(await signIn('morgan.manager@northwind.example'))).toBe(200)
    cases.push('deactivation', 'reactivation', 'sign-in after reactivation')
  })

  it('a role change and a nomination change end older sessions', async () => {
    const admin = await signIn('avery.admin@northwind.example')
    const id = await userId('drew.director@northwind.example')
    const before = await signIn('drew.director@northwind.example')
    await adminUpdate(admin, { user_id: id, mark_admin: true })
    expect(await profileStatus(before)).toBe(401)
    const asAdmin = await signIn('drew.director@northwind.example')
    await adminUpdate(admin, { user_id: id, mark_admin: false })
    expect(await profileStatus(asAdmin)).toBe(401)
    const { rows } = await t.db.pool.query<{ license_id: number }>('select license_id from user_licenses where user_id = $1', [id])
    const current = await signIn('drew.director@northwind.example')
    const other = await t.db.pool.query<{ id: number }>(
      "select l.id from licenses l join users u on u.company_id = l.company_id where u.id = $1 and l.kind = 'manager' limit 1",
      [id],
    )
    const ids = [...new Set([...rows.map((r) => r.license_id), other.rows[0]?.id as number])].filter(Boolean)
    await adminUpdate(admin, { user_id: id, license_ids: ids.length > rows.length ? ids : ids.slice(0, 1) })
    expect(await profileStatus(current)).toBe(401)
    cases.push('made admin', 'admin removed', 'nominations changed')
  })

  it('an admin signs a user out everywhere; reps and other companies cannot', async () => {
    const admin = await signIn('avery.admin@northwind.example')
    const rep = await signIn('riley.rep@northwind.example')
    const repId = await userId('riley.rep@northwind.example')
    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${await userId('avery.admin@northwind.example')}/sign-out-everywhere`,
      headers: rep,
    })
    expect(denied.statusCode).toBe(403)
    const { rows } = await t.db.pool.query<{ id: number }>(
      "select u.id from users u join companies c on c.id = u.company_id where c.name not like 'Northwind%' limit 1",
    )
    const stranger = await t.app.inject({ method: 'POST', url: `/api/admin/users/${rows[0]?.id}/sign-out-everywhere`, headers: admin })
    expect(stranger.statusCode).toBe(404)
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/users/${repId}/sign-out-everywhere`, headers: admin })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toMatch(/signed out on every device/)
    expect(await profileStatus(rep)).toBe(401)
    expect(await profileStatus(admin)).toBe(200)
    const audit = await t.db.pool.query("select 1 from audit_log where action = 'user.sign_out_everywhere' and target_id = $1", [String(repId)])
    expect(audit.rowCount).toBe(1)
    cases.push('sign out everywhere', 'sign out everywhere refused to a rep', 'sign out everywhere of another company')
  })

  it('an impersonation session ends when the user is signed out everywhere', async () => {
    const superAdmin = await t.as('sam.super@northwind.example')
    const targetId = await userId('sasha.sales@northwind.example')
    const minted = await t.app.inject({ method: 'POST', url: '/api/admin/impersonation-tokens', headers: superAdmin, payload: { user_id: targetId } })
    expect(minted.statusCode, minted.body).toBe(200)
    const redeemed = await t.app.inject({ method: 'POST', url: '/api/auth/impersonate', payload: { token: minted.json().token } })
    const impersonating = { authorization: `Bearer ${redeemed.json().jwt}` }
    expect(await profileStatus(impersonating)).toBe(200)
    const admin = await signIn('avery.admin@northwind.example')
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${targetId}/sign-out-everywhere`, headers: admin })
    expect(await profileStatus(impersonating)).toBe(401)
    cases.push('impersonation session')
  })

  it('counts its cases', () => {
    console.log(`token revocation cases tested: ${cases.length}`)
    expect(cases.length).toBeGreaterThanOrEqual(14)
  })
})
