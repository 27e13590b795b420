import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const REP = 'riley.rep@northwind.example'
const all = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]

const get = async (email: string, url: string) => t.app.inject({ method: 'GET', url: `/api/users/${url}`, headers: await t.as(email) })
const dashboard = async (email: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/reports/activity-dashboard?take=100&skip=0', headers: await t.as(email), payload })

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('CRM custom-field filters', () => {
  it("lists the company's configured fields with label, db_field and table_name, in order", async () => {
    const res = await get(REP, 'dashboardFiltersDropdown')
    expect(res.statusCode).toBe(200)
    const expected = await all<{ label: string; db_field: string; table_name: string }>(
      `select f.label, f.db_field, f.table_name from crm_custom_fields f join users u on u.company_id = f.company_id
       where u.email = $1 and f.show_in_filters order by f.display_order, f.label`,
      [REP],
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(res.json()).toEqual({ data: expected })
  })

  it("gives a field's values from the company's rows, options first", async () => {
    const res = await get(ADMIN, 'dashboardDropdownValues?db_field=sales_play&table_name=crm_deals')
    expect(res.statusCode).toBe(200)
    const values: string[] = res.json().data
    expect(values.slice(0, 4)).toEqual(['Land', 'Expand', 'Displace', 'Retain'])
    const acv = (await get(ADMIN, 'dashboardDropdownValues?db_field=acv&table_name=crm_deals')).json().data
    const inDeals = await all<{ v: string }>(
      `select distinct d.custom_fields ->> 'acv' v from deals d join users u on u.company_id = d.company_id
       where u.email = $1 and d.deleted_at is null and d.custom_fields ? 'acv'`,
      [ADMIN],
    )
    expect(new Set(acv)).toEqual(new Set(inDeals.map((r) => r.v)))
  })

  it('refuses a field the company has not configured, on the wrong table, or an unknown table, never running it', async () => {
    for (const url of [
      'dashboardDropdownValues?db_field=password_hash&table_name=crm_deals',
      'dashboardDropdownValues?db_field=sales_play&table_name=calendar_events',
      "dashboardDropdownValues?db_field=acv') or 1=1 --&table_name=crm_deals",
    ]) {
      const res = await get(ADMIN, url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().error.message).toMatch(/Unknown CRM field/)
    }
    const table = await get(ADMIN, 'dashboardDropdownValues?db_field=acv&table_name=users')
    expect(table.statusCode).toBe(400)
    expect(table.json().error.fields[0].field).toBe('table_name')
    const missing = await get(ADMIN, 'dashboardDropdownValues?table_name=crm_deals')
    expect(missing.statusCode).toBe(400)
  })

  it("does not offer another company's field", async () => {
    const other = (
      await all<{ company_id: number }>('select u.company_id from users u join users me on me.email = $1 where u.company_id <> me.company_id limit 1', [ADMIN])
    )[0]
    await t.db.pool.query("insert into crm_custom_fields (company_id, label, db_field, table_name) values ($1, 'Secret', 'secret_field', 'crm_deals')", [
      other?.company_id,
    ])
    const list = (await get(ADMIN, 'dashboardFiltersDropdown')).json().data
    expect(list.map((f: { db_field: string }) => f.db_field)).not.toContain('secret_field')
    expect((await get(ADMIN, 'dashboardDropdownValues?db_field=secret_field&table_name=crm_deals')).statusCode).toBe(400)
    const filtered = await dashboard(ADMIN, { role: 'company_admin', crm_custom_field: { secret_field: ['x'] } })
    expect(filtered.statusCode).toBe(400)
  })

  it('narrows the dashboard by a deal field and by an event field', async () => {
    const everything = (await dashboard(ADMIN, { role: 'company_admin' })).json().data
    const land = await dashboard(ADMIN, { role: 'company_admin', crm_custom_field: { sales_play: ['Land'] } })
    expect(land.statusCode, land.body.slice(0, 300)).toBe(200)
    const rows = land.json().data
    expect(rows.total).toBeGreaterThan(0)
    expect(rows.total).toBeLessThan(everything.total)
    for (const r of rows.data) expect(r.crmDealDetails.crm_custom_field.sales_play).toBe('Land')

    const dispositions = (await get(ADMIN, 'dashboardDropdownValues?db_field=call_disposition&table_name=calendar_events')).json().data
    const byEvent = await dashboard(ADMIN, { role: 'company_admin', crm_custom_field: { call_disposition: [dispositions[0]] } })
    expect(byEvent.statusCode).toBe(200)
    const expected = await all<{ n: number }>(
      `select count(*)::int n from meetings m join calendar_events ce on ce.id = m.calendar_event_id join users u on u.company_id = m.company_id
       where u.email = $1 and m.deleted_at is null and m.start_time <= '2026-11-02T09:00:00Z' and ce.custom_fields ->> 'call_disposition' = $2`,
      [ADMIN, dispositions[0]],
    )
    expect(byEvent.json().data.total).toBe(expected[0]?.n)
    const empty = await dashboard(ADMIN, { role: 'company_admin', crm_custom_field: { sales_play: [] } })
    expect(empty.json().data.total).toBe(everything.total)
  })
})
