import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
const one = async <T>(sql: string) => (await t.db.pool.query(sql)).rows[0] as T

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('company settings API', () => {
  it("lets a super admin read and change any company's settings, audited", async () => {
    const sa = await one<{ email: string; company_id: number }>("select email, company_id from users where user_role = 'super_admin' limit 1")
    const other = await one<{ id: number }>(`select id from companies where id <> ${sa.company_id} order by id limit 1`)
    const headers = await t.as(sa.email)
    const read = await t.app.inject({ method: 'GET', url: `/api/companies/${other.id}/settings`, headers })
    expect(read.statusCode).toBe(200)
    const before = read.json().settings.dialerFilter as boolean
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/companies/${other.id}/settings`, headers, payload: { dialerFilter: !before } })
    expect(patched.statusCode).toBe(200)
    expect(patched.json().settings.dialerFilter).toBe(!before)
    const audit = await one<{ n: number }>(`select count(*)::int n from audit_log where action = 'company_settings.update' and company_id = ${other.id}`)
    expect(audit.n).toBe(1)
  })

  it('rejects an unknown setting and a wrong type with the field named', async () => {
    const sa = await one<{ email: string; company_id: number }>("select email, company_id from users where user_role = 'super_admin' limit 1")
    const headers = await t.as(sa.email)
    const unknown = await t.app.inject({ method: 'PATCH', url: `/api/companies/${sa.company_id}/settings`, headers, payload: { nosuch: true } })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.fields[0].field).toBe('nosuch')
    const wrong = await t.app.inject({ method: 'PATCH', url: `/api/companies/${sa.company_id}/settings`, headers, payload: { zoomCard: 'yes' } })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields[0].field).toBe('zoomCard')
  })

  it('refuses a company admin, even for their own company', async () => {
    const admin = await one<{ email: string; company_id: number }>(
      "select email, company_id from users where user_role = 'company_admin' and policy = 'edit' limit 1",
    )
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${admin.company_id}/settings`,
      headers: await t.as(admin.email),
      payload: { zoomCard: true },
    })
    expect(res.statusCode).toBe(403)
  })

  it('lists every company for a super admin and one for others', async () => {
    const sa = await one<{ email: string }>("select email from users where user_role = 'super_admin' limit 1")
    const all = (await t.app.inject({ method: 'GET', url: '/api/list_companies', headers: await t.as(sa.email) })).json()
    expect(all.data.length).toBeGreaterThanOrEqual(3)
    const rep = await one<{ email: string }>("select email from users where user_role = 'user' and status = 'active' limit 1")
    const own = (await t.app.inject({ method: 'GET', url: '/api/list_companies', headers: await t.as(rep.email) })).json()
    expect(own.data).toHaveLength(1)
  })
})
