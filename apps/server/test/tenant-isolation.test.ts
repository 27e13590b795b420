import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TENANT_CASES, type OtherCompany } from './tenant-cases'
import { buildTestApp, type TestApp } from './test-app'

let t: TestApp
let aHeaders: { authorization: string }
let b: OtherCompany
let aCompanyId: number

beforeAll(async () => {
  t = await buildTestApp()
  // Company A's most powerful non-super user: a company admin with policy edit.
  const a = await t.db.pool.query<{ email: string; company_id: number }>(
    "select email, company_id from users where user_role = 'company_admin' and policy = 'edit' and status = 'active' order by company_id, id limit 1",
  )
  const row = a.rows[0]
  if (!row) throw new Error('the demo has no company admin')
  aCompanyId = row.company_id
  aHeaders = await t.as(row.email)
  const other = await t.db.pool.query<{ company_id: number; name: string; id: number; email: string }>(
    'select u.company_id, c.name, u.id, u.email from users u join companies c on c.id = u.company_id where u.company_id <> $1 order by u.id limit 1',
    [aCompanyId],
  )
  const o = other.rows[0]
  if (!o) throw new Error('the demo has one company only')
  // B's lowest id in every tenant table with an id, so cases can name B's rows without a query of their own.
  const { rows: idTables } = await t.db.pool.query<{ table_name: string }>(
    "select c.table_name from information_schema.columns c where c.table_schema = 'public' and c.column_name = 'company_id' and exists (select 1 from information_schema.columns i where i.table_schema = 'public' and i.table_name = c.table_name and i.column_name = 'id')",
  )
  const firstIds = new Map<string, number>()
  for (const { table_name } of idTables) {
    const { rows } = await t.db.pool.query<{ id: number | null }>(`select min(id)::int as id from "${table_name}" where company_id = $1`, [o.company_id])
    if (rows[0]?.id != null) firstIds.set(table_name, rows[0].id)
  }
  const firstId = (table: string) => {
    const id = firstIds.get(table)
    if (id === undefined) throw new Error(`company B has no row in ${table}`)
    return id
  }
  b = { companyId: o.company_id, companyName: o.name, userId: o.id, userEmail: o.email, firstId }
})
afterAll(async () => t?.close())

describe('a company admin of company A naming company B', () => {
  it.each(TENANT_CASES)('$name is refused or shows nothing of B', async (c) => {
    const res = await t.app.inject({ method: c.method, url: c.url(b), headers: aHeaders, payload: c.body?.(b) as object | undefined })
    if (c.mayList) {
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain(b.companyName)
      expect(res.body).not.toContain(b.userEmail)
    } else {
      expect([403, 404]).toContain(res.statusCode)
      expect(res.json()).toHaveProperty('error.message')
    }
  })

  it('walks every case as that admin', () => {
    console.log(`tenant access test: ${TENANT_CASES.length} routes × 1 role (company admin of A)`)
    expect(new Set(TENANT_CASES.map((c) => c.name)).size).toBe(TENANT_CASES.length)
  })
})

describe('row-level security, the second wall', () => {
  it('every tenant table shows company A only, even when a query forgets its filter', async () => {
    const { rows: tables } = await t.db.pool.query<{ table_name: string }>(
      "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'company_id' order by table_name",
    )
    expect(tables.length).toBeGreaterThan(30)
    const leaks: string[] = []
    await t.db.withTenant(aCompanyId, async (tx) => {
      for (const { table_name } of tables) {
        const { rows } = await tx.execute(`select count(*)::int as n from "${table_name}" where company_id <> ${aCompanyId}`)
        if ((rows[0] as { n: number }).n !== 0) leaks.push(table_name)
      }
    })
    expect(leaks).toEqual([])
  })

  it('the raw tables do hold other companies, so the check above can fail', async () => {
    const { rows } = await t.db.pool.query<{ n: number }>('select count(distinct company_id)::int as n from users')
    expect(rows[0]?.n).toBeGreaterThanOrEqual(3)
  })

  it('writing a row for another company is refused', async () => {
    const error = await t.db
      .withTenant(aCompanyId, (tx) => tx.execute(`insert into functions (company_id, name) values (${b.companyId}, 'Smuggled')`))
      .then(
        () => undefined,
        (err: Error) => err,
      )
    expect(String((error?.cause as Error | undefined)?.message)).toMatch(/row-level security/)
  })
})
