import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// The pipeline drawer's Account Activity tab: GET /api/users/dealActivityTab?deal_id=&account_activities=true ("tabs 1
// and 6 load it (6 asks for account activities)"; "deals (account view; each with crm_deal_id,
// created_date_timestamp, deal_name)").

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

async function get(url: string) {
  return t.app.inject({ method: 'GET', url: `/api/users/dealActivityTab?${url}`, headers: await t.as(ADMIN) })
}

describe('account activities', () => {
  it("merges the calls and e-mails of every deal of the deal's account, each tagged with its deal", async () => {
    const account = await one<{ account_id: number; deal_id: number; n: number }>(
      `select d.account_id, min(d.id) as deal_id, count(*)::int as n from deals d join companies c on c.id = d.company_id
       where c.name = 'Northwind Analytics' and d.deleted_at is null and d.account_id is not null
       group by d.account_id having count(*) >= 2 order by count(*) desc, d.account_id limit 1`,
    )
    const res = await get(`deal_id=${account.deal_id}&account_activities=true`)
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.deals).toHaveLength(account.n)
    const ids = data.deals.map((d: { id: number }) => d.id)
    expect(ids).toContain(account.deal_id)
    for (const c of data.calls) expect(ids).toContain(c.primary_deal_id)
    for (const e of data.emails) expect(ids).toContain(e.primary_deal_id)
    const single = (await get(`deal_id=${account.deal_id}`)).json().data
    expect(single.deals).toBeUndefined()
    expect(data.totalActivity).toBeGreaterThanOrEqual(single.totalActivity)
    const dates = data.calls.map((c: { start_at: string }) => c.start_at)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it("answers 404 for another company's deal and 400 for a flag that is not true or false", async () => {
    const other = await one<{ id: number }>("select d.id from deals d join companies c on c.id = d.company_id where c.name <> 'Northwind Analytics' limit 1")
    expect((await get(`deal_id=${other.id}&account_activities=true`)).statusCode).toBe(404)
    expect((await get('deal_id=1&account_activities=yes')).statusCode).toBe(400)
  })
})
