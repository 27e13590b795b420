import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actorOf } from '../src/platform/auth/authenticate'
import { scopeOf } from '../src/platform/access/scope'
import { findSessionUser } from '../src/modules/users/users.repository'
import { buildTestApp, type TestApp } from './test-app'

let t: TestApp
const userByEmail = async (email: string) => {
  const { rows } = await t.db.pool.query<{ id: number; company_id: number }>('select id, company_id from users where email = $1', [email])
  const row = rows[0]
  if (!row) throw new Error(`no ${email}`)
  const user = await findSessionUser(t.db, row.id, row.company_id)
  if (!user) throw new Error(`no session user ${email}`)
  return { user, settings: user.settings, actor: actorOf(user) }
}
const resolve = async (email: string, role?: string) => {
  const auth = await userByEmail(email)
  return { auth, scope: await t.db.withTenant(auth.user.companyId, (tx) => scopeOf(tx, auth, role)) }
}

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

// Demo reporting line: Riley Rep → Morgan Manager → Drew Director.
describe('scopeOf on the demo reporting lines', () => {
  it('Myself is the user alone', async () => {
    const { auth, scope } = await resolve('riley.rep@northwind.example', 'user')
    expect(scope).toEqual({ scope: 'user', companyId: auth.user.companyId, userIds: [auth.user.id] })
  })

  it('a rep asking for the company falls back to Myself', async () => {
    const { auth, scope } = await resolve('riley.rep@northwind.example', 'company_admin')
    expect(scope.scope).toBe('user')
    expect(scope.userIds).toEqual([auth.user.id])
  })

  it('My team is the manager and direct reports; My org walks the whole tree', async () => {
    const riley = await userByEmail('riley.rep@northwind.example')
    const morgan = await userByEmail('morgan.manager@northwind.example')
    const drewTeam = await resolve('drew.director@northwind.example', 'team')
    const drewOrg = await resolve('drew.director@northwind.example', 'org')
    expect(drewTeam.scope.userIds).toContain(morgan.user.id)
    expect(drewTeam.scope.userIds).not.toContain(riley.user.id)
    expect(drewOrg.scope.userIds).toEqual(expect.arrayContaining([morgan.user.id, riley.user.id, drewOrg.auth.user.id]))
    const morganTeam = await resolve('morgan.manager@northwind.example', 'team')
    expect(morganTeam.scope.userIds).toContain(riley.user.id)
  })

  it('Admin is the whole company; only a super admin reaches every company', async () => {
    const admin = await resolve('avery.admin@northwind.example', 'super_admin')
    expect(admin.scope).toEqual({ scope: 'user', companyId: admin.auth.user.companyId, userIds: [admin.auth.user.id] })
    const adminDefault = await resolve('avery.admin@northwind.example')
    expect(adminDefault.scope).toMatchObject({ scope: 'company_admin', userIds: 'all', companyId: adminDefault.auth.user.companyId })
    const sam = await resolve('sam.super@northwind.example', 'super_admin')
    expect(sam.scope).toEqual({ scope: 'super_admin', companyId: null, userIds: 'all' })
  })
})
