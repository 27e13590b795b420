import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TAuditLogResponse } from '@parley/shared/schemas/admin'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// The audit log: company admins see their company's, super admins everyone's.
let t: TestApp
const AVERY = 'avery.admin@northwind.example'
const SAM = 'sam.super@northwind.example'
const one = async <T>(query: string, params: unknown[] = []) => (await t.db.pool.query(query, params)).rows[0] as T
const idOf = async (email: string) => (await one<{ id: number }>('select id from users where email = $1', [email])).id
let northwind: number
let acme: number

async function read(email: string, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/audit-log${query}`, headers: await t.as(email) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as TAuditLogResponse
}

beforeAll(async () => {
  t = await buildTestApp()
  northwind = (await one<{ id: number }>("select id from companies where name = 'Northwind Analytics'")).id
  acme = (await one<{ id: number }>("select id from companies where name = 'Acme Robotics'")).id
  const sam = await t.as(SAM)
  // Something of every kind: a settings change in each company, an impersonation, a deactivation, a sign-in.
  await t.app.inject({ method: 'PATCH', url: `/api/companies/${northwind}/settings`, headers: sam, payload: { dialerFilter: false } })
  await t.app.inject({ method: 'PATCH', url: `/api/companies/${acme}/settings`, headers: sam, payload: { dialerFilter: true } })
  const minted = await t.app.inject({
    method: 'POST',
    url: '/api/admin/impersonation-tokens',
    headers: sam,
    payload: { user_id: await idOf('riley.rep@northwind.example') },
  })
  await t.app.inject({ method: 'POST', url: '/api/auth/impersonate', payload: { token: minted.json().token } })
  await t.app.inject({
    method: 'PUT',
    url: '/api/update_user_details',
    headers: await t.as(AVERY),
    payload: { user_id: await idOf('bailey.bdr@northwind.example'), status: 'cancelled', license_ids: [] },
  })
  await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { user_id: await idOf('casey.csm@northwind.example') } })
})
afterAll(async () => t?.close())

describe('audit log', () => {
  it("shows a company admin their company's admin activity, newest first, with who did what to whom", async () => {
    const log = await read(AVERY)
    const actions = log.data.map((e) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['company_settings.update', 'impersonation.mint', 'impersonation.start', 'user.deactivate']))
    expect(actions).not.toContain('auth.sign_in')
    expect(log.data.every((e) => e.company_id === northwind)).toBe(true)
    const times = log.data.map((e) => e.at)
    expect(times).toEqual([...times].sort().reverse())
    const deactivation = log.data.find((e) => e.action === 'user.deactivate')
    expect(deactivation).toMatchObject({ actor: { name: 'Avery Admin' }, target_label: 'Bailey BDR <bailey.bdr@northwind.example>' })
    const started = log.data.find((e) => e.action === 'impersonation.start')
    expect(started?.impersonator).toMatchObject({ name: 'Sam Super' })
    const settings = log.data.find((e) => e.action === 'company_settings.update')
    expect(settings?.details).toEqual({ patch: { dialerFilter: false } })
  })

  it('filters by category and pages', async () => {
    const signIns = await read(AVERY, '?category=sign_ins')
    expect(signIns.data.length).toBeGreaterThan(0)
    expect(signIns.data.every((e) => e.action.startsWith('auth.'))).toBe(true)
    const firstTwo = await read(AVERY, '?take=2')
    const next = await read(AVERY, '?take=2&skip=2')
    expect(firstTwo.data).toHaveLength(2)
    expect(next.data[0]?.id).not.toBe(firstTwo.data[0]?.id)
    expect(firstTwo.total_count).toBe((await read(AVERY)).total_count)
  })

  it("refuses a company admin another company's log", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/audit-log?company_id=${acme}`, headers: await t.as(AVERY) })
    expect(res.statusCode).toBe(403)
  })

  it('shows a super admin every company, or one, and audits that read', async () => {
    const everything = await read(SAM, '?category=settings')
    expect(new Set(everything.data.map((e) => e.company_id))).toEqual(new Set([northwind, acme]))
    const acmeOnly = await read(SAM, `?category=settings&company_id=${acme}`)
    expect(acmeOnly.data.every((e) => e.company === 'Acme Robotics')).toBe(true)
    expect((await one<{ n: number }>("select count(*)::int n from audit_log where action = 'audit_log.list_all'")).n).toBe(2)
  })
})
