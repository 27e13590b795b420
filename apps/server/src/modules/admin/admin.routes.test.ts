import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TAdminDistinct, TAdminUserRow, TAdminUsersRequest, TAdminUsersResponse } from '@parley/shared/schemas/admin'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { refreshMeetingCountsJob } from './refresh-meeting-counts.job'

// admin_panel_user_data (with and without distinct), the admin center screen and who may open it.
let t: TestApp
const AVERY = 'avery.admin@northwind.example'
const SAM = 'sam.super@northwind.example'
const one = async <T>(query: string, params: unknown[] = []) => (await t.db.pool.query(query, params)).rows[0] as T
const all = async <T>(query: string, params: unknown[] = []) => (await t.db.pool.query(query, params)).rows as T[]

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

async function page(email: string, body: TAdminUsersRequest = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/users/admin_panel_user_data', headers: await t.as(email), payload: body })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as TAdminUsersResponse).data
}

async function options(email: string, body: TAdminUsersRequest = {}): Promise<TAdminDistinct> {
  const res = await t.app.inject({ method: 'POST', url: '/api/users/admin_panel_user_data?distinct=true', headers: await t.as(email), payload: body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

describe('who may use the admin center — "super_admin, or company_admin with policy edit"', () => {
  it.each([
    ['a rep', 'riley.rep@northwind.example'],
    ['a manager', 'morgan.manager@northwind.example'],
    ['a company admin with policy view', 'vic.viewer@northwind.example'],
  ])('refuses %s with the spec message, on every admin route', async (_who, email) => {
    const headers = await t.as(email)
    for (const [method, url, payload] of [
      ['POST', '/api/users/admin_panel_user_data', {}],
      ['POST', '/api/users/admin_panel_user_data?distinct=true', {}],
      ['POST', '/api/users/admin_panel_user_data/export?format=csv', {}],
      ['PUT', '/api/update_user_details', { user_id: 1, status: 'cancelled', license_ids: [] }],
      ['POST', '/api/invite_new_user', {}],
      ['GET', '/api/audit-log', undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers, payload })
      expect(res.statusCode, url).toBe(403)
      expect(res.json().error.message).toBe('Failed to update user details You are Not Company Admin')
    }
  })

  it('asks for a session first', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/admin_panel_user_data', payload: {} })
    expect(res.statusCode).toBe(401)
  })
})

describe('the user table', () => {
  it("shows a company admin their company only, 20 to a page, sorted by name, with the company's nomination types", async () => {
    const data = await page(AVERY)
    const northwind = await one<{ id: number; n: number }>(
      "select c.id, count(u.id)::int n from companies c join users u on u.company_id = c.id where c.name = 'Northwind Analytics' and u.deleted_at is null group by c.id",
    )
    expect(data.total_count).toBe(northwind.n)
    expect(data.data).toHaveLength(20)
    expect(new Set(data.data.map((r) => r.company_id))).toEqual(new Set([northwind.id]))
    const names = data.data.map((r) => r.name.toLowerCase())
    expect(names).toEqual([...names].sort())
    expect(data.licenses.map((l) => l.title)).toEqual(
      expect.arrayContaining(['User', 'Manager', 'Admin', 'View Only – All Company Calls', 'View Only – Only Participated Calls']),
    )
    const second = await page(AVERY, { skip: 20 })
    expect(second.data.map((r) => r.id)).not.toContain(data.data[0]?.id)
    expect(data.data.length + second.data.length).toBe(Math.min(40, northwind.n))
  })

  it('fills the admin user row: reporting line, nominations with Onboarded or Pending, calendar and platform', async () => {
    const data = await page(AVERY, {
      filters: { user_names: [(await one<{ id: number }>("select id from users where email = 'riley.rep@northwind.example'")).id] },
    })
    const riley = data.data[0] as TAdminUserRow
    expect(riley).toMatchObject({
      name: 'Riley Rep',
      email: 'riley.rep@northwind.example',
      company: 'Northwind Analytics',
      role: 'user',
      status: 'active',
      function: 'AE',
      department: 'Sales',
      managers: 'Morgan Manager',
      manager_emails: ['morgan.manager@northwind.example'],
      calendar: 1,
      service_provider: 'google',
      nominated_by: 'Avery Admin',
    })
    expect(riley.licenses).toEqual([expect.objectContaining({ title: 'User', onboarded_status: true })])
    expect(riley.onboarding_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const penny = (await page(AVERY, { filters: { user_names: [(await one<{ id: number }>("select id from users where name = 'Penny Pending'")).id] } }))
      .data[0]
    expect(penny?.licenses[0]?.onboarded_status).toBe(false)
  })

  it('computes the three meeting counts from calendar events, internal by flag, hosts by organizer domain', async () => {
    const riley = await one<{ id: number }>("select id from users where email = 'riley.rep@northwind.example'")
    const expected = await one<{ internal: number; ext_ext: number; ext_int: number }>(
      `select count(*) filter (where is_internal)::int internal,
         count(*) filter (where not is_internal and organizer_email not like '%@northwind.example')::int ext_ext,
         count(*) filter (where not is_internal and (organizer_email is null or organizer_email like '%@northwind.example'))::int ext_int
       from calendar_events where user_id = $1 and deleted_at is null and status <> 'cancelled' and start_at <= $2`,
      [riley.id, '2026-11-02T09:00:00Z'],
    )
    expect(expected.internal + expected.ext_ext + expected.ext_int).toBeGreaterThan(0)
    const row = (await page(AVERY, { filters: { user_names: [riley.id] } })).data[0]
    expect(row).toMatchObject({
      internal_meeting: expected.internal,
      external_meeting_external_host: expected.ext_ext,
      external_meeting_internal_host: expected.ext_int,
    })
  })

  it('keeps the counts in a summary table the 15-minute job refreshes', async () => {
    const riley = await one<{ id: number; company_id: number }>("select id, company_id from users where email = 'riley.rep@northwind.example'")
    const before = (await page(AVERY, { filters: { user_names: [riley.id] } })).data[0]?.external_meeting_external_host as number
    await t.db.pool.query(
      `insert into calendar_events (company_id, user_id, title, start_at, end_at, organizer_email, is_internal, source)
       values ($1, $2, 'Extra', '2026-11-01T10:00:00Z', '2026-11-01T11:00:00Z', 'buyer@prospect.example', false, 'google_calendar')`,
      [riley.company_id, riley.id],
    )
    // Fresh counts are read, not recomputed on every request…
    expect((await page(AVERY, { filters: { user_names: [riley.id] } })).data[0]?.external_meeting_external_host).toBe(before)
    // …until the job runs.
    await refreshMeetingCountsJob(t.db, () => TEST_NOW).handler({})
    expect((await page(AVERY, { filters: { user_names: [riley.id] } })).data[0]?.external_meeting_external_host).toBe(before + 1)
  })

  it.each([
    ['functions', { functions: ['AE'] }, (r: TAdminUserRow) => r.function === 'AE'],
    ['departments', { departments: ['Customer Success'] }, (r: TAdminUserRow) => r.department === 'Customer Success'],
    ['user_status', { user_status: ['cancelled'] }, (r: TAdminUserRow) => r.status === 'cancelled'],
    ['nominations', { nominations: ['View Only – All Company Calls'] }, (r: TAdminUserRow) => r.licenses.some((l) => l.title.startsWith('View Only – All'))],
    ['onboarding_date', { onboarding_date: 'last_1_year' as const }, (r: TAdminUserRow) => (r.onboarding_date ?? '') >= '2025-11-02'],
  ])('filters by %s', async (_name, filters, holds) => {
    const data = await page(AVERY, { filters, take: 100 })
    expect(data.total_count).toBeGreaterThan(0)
    expect(data.data.every(holds)).toBe(true)
    expect(data.total_count).toBeLessThan((await page(AVERY)).total_count)
  })

  it('filters by manager, nominator, region and person, by id', async () => {
    const morgan = await one<{ id: number }>("select id from users where email = 'morgan.manager@northwind.example'")
    const team = await page(AVERY, { filters: { managers: [morgan.id] }, take: 100 })
    expect(team.data.length).toBeGreaterThan(1)
    expect(team.data.every((r) => r.managers.includes('Morgan Manager'))).toBe(true)
    const avery = await one<{ id: number }>('select id from users where email = $1', [AVERY])
    const nominated = await page(AVERY, { filters: { nominated_by: [avery.id] }, take: 100 })
    expect(nominated.data.every((r) => r.nominated_by === 'Avery Admin')).toBe(true)
    const region = (await options(AVERY)).locations[0] as string
    const inRegion = await page(AVERY, { filters: { locations: [region] }, take: 100 })
    expect(inRegion.data.every((r) => r.location === region)).toBe(true)
  })

  it('sorts by any column, both ways, including the meeting counts', async () => {
    const byEmail = (await page(AVERY, { sort: { column: 'email', direction: 'desc' } })).data.map((r) => r.email.toLowerCase())
    expect(byEmail).toEqual([...byEmail].sort().reverse())
    const byMeetings = (await page(AVERY, { sort: { column: 'external_meeting_external_host', direction: 'desc' } })).data.map(
      (r) => r.external_meeting_external_host,
    )
    expect(byMeetings).toEqual([...byMeetings].sort((a, b) => b - a))
    expect(byMeetings[0]).toBeGreaterThan(0)
    const byOnboarding = (await page(AVERY, { sort: { column: 'onboarding_date', direction: 'asc' } })).data.map((r) => r.onboarding_date ?? '')
    expect(byOnboarding).toEqual([...byOnboarding].sort())
  })

  it('rejects an unknown sort column or filter with the field named', async () => {
    const headers = await t.as(AVERY)
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/admin_panel_user_data',
      headers,
      payload: { sort: { column: 'password', direction: 'asc' } },
    })
    expect(bad.statusCode).toBe(400)
    const unknown = await t.app.inject({ method: 'POST', url: '/api/users/admin_panel_user_data', headers, payload: { filters: { colour: ['red'] } } })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.fields[0].field).toBe('filters.colour')
  })

  it("ignores a company admin's companies filter: they see their company only", async () => {
    const acme = await one<{ id: number }>("select id from companies where name = 'Acme Robotics'")
    const data = await page(AVERY, { filters: { companies: [acme.id] } })
    expect(data.data.every((r) => r.company === 'Northwind Analytics')).toBe(true)
  })

  it('shows a super admin every company, filters by company, and audits the cross-company read', async () => {
    const everyone = await page(SAM, { take: 100 })
    const companies = await one<{ n: number; users: number }>(
      'select count(distinct company_id)::int n, count(*)::int users from users where deleted_at is null',
    )
    expect(everyone.total_count).toBe(companies.users)
    const acme = await one<{ id: number }>("select id from companies where name = 'Acme Robotics'")
    const acmeOnly = await page(SAM, { filters: { companies: [acme.id] }, take: 100 })
    expect(acmeOnly.data.length).toBeGreaterThan(0)
    expect(acmeOnly.data.every((r) => r.company === 'Acme Robotics')).toBe(true)
    expect(acmeOnly.licenses.every((l) => l.company_id === acme.id)).toBe(true)
    const audited = await one<{ n: number }>("select count(*)::int n from audit_log where action = 'admin_users.list_all'")
    expect(audited.n).toBeGreaterThanOrEqual(2)
  })
})

describe('distinct option lists (?distinct=true)', () => {
  it("lists a company admin's functions, departments, people, statuses, regions, nominators and nominations", async () => {
    const o = await options(AVERY)
    expect(o.functions).toEqual(expect.arrayContaining(['AE', 'BDR', 'CSM', 'Sales']))
    expect(o.departments).toContain('Customer Success')
    expect(o.companies).toEqual([expect.objectContaining({ name: 'Northwind Analytics' })])
    expect(o.managers.map((m) => m.name)).toEqual(expect.arrayContaining(['Morgan Manager', 'Drew Director']))
    expect(o.managers.map((m) => m.name)).not.toContain('Riley Rep')
    expect(o.users.some((u) => u.email === 'riley.rep@northwind.example')).toBe(true)
    expect(o.users.every((u) => u.email.endsWith('@northwind.example'))).toBe(true)
    expect(o.status).toEqual(['active', 'cancelled'])
    expect(o.locations.length).toBeGreaterThan(0)
    expect(o.nominated_by.map((n) => n.name)).toEqual(['Avery Admin'])
    expect(o.nominations).toContain('View Only – Only Participated Calls')
  })

  it('lists every company for a super admin, narrowed by the companies filter', async () => {
    const o = await options(SAM)
    expect(o.companies.length).toBeGreaterThanOrEqual(3)
    const acme = o.companies.find((c) => c.name === 'Acme Robotics')
    const narrowed = await options(SAM, { filters: { companies: [acme?.id as number] } })
    expect(narrowed.users.every((u) => u.email.endsWith('@acme.example'))).toBe(true)
    expect(narrowed.nominations).not.toContain('View Only – All Company Calls')
  })
})

describe('export (.xlsx / .csv of the filtered table)', () => {
  async function exportAs(email: string, format: 'csv' | 'xlsx', body: TAdminUsersRequest = {}) {
    return t.app.inject({ method: 'POST', url: `/api/users/admin_panel_user_data/export?format=${format}`, headers: await t.as(email), payload: body })
  }

  it('streams every matching row as CSV, in table order, with the table columns', async () => {
    const res = await exportAs(AVERY, 'csv', { filters: { functions: ['AE'] }, sort: { column: 'email', direction: 'asc' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-disposition']).toContain('admin-center-users.csv')
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toContain('Name,Email,Role,Managers')
    expect(lines[0]).toContain('Region')
    expect(lines[0]).not.toContain('Company')
    const expected = await all<{ email: string }>(
      "select u.email from users u join companies c on c.id = u.company_id where c.name = 'Northwind Analytics' and u.function = 'AE' and u.deleted_at is null order by lower(u.email)",
    )
    expect(lines).toHaveLength(expected.length + 1)
    expect(lines[1]).toContain(expected[0]?.email)
  })

  it("says roles, statuses and providers in the table's words, not their codes", async () => {
    const res = await exportAs(AVERY, 'csv')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(',Company admin,')
    expect(res.body).not.toMatch(/company_admin|super_admin|,user,|,active,|,cancelled,|,google,|,microsoft,/)
  })

  it('writes an .xlsx workbook with a Company column for super admins', async () => {
    const res = await exportAs(SAM, 'xlsx')
    expect(res.statusCode).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Users')
    expect(sheet?.getRow(1).getCell(3).value).toBe('Company')
    const users = await one<{ n: number }>('select count(*)::int n from users where deleted_at is null')
    expect(sheet?.rowCount).toBe(users.n + 1)
  })

  it("answers 'No data available to export.' when nothing matches", async () => {
    const res = await exportAs(AVERY, 'csv', { filters: { functions: ['Astronaut'] } })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toBe('No data available to export.')
  })

  it('neutralises a name that would run as a formula', async () => {
    await t.db.pool.query("update users set name = '=HYPERLINK(\"http://x\")' where email = 'bailey.bdr@northwind.example'")
    const res = await exportAs(AVERY, 'csv', { filters: { functions: ['BDR'] } })
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"")"`)
    const audited = await one<{ n: number }>("select count(*)::int n from audit_log where action = 'admin_users.export'")
    expect(audited.n).toBeGreaterThan(0)
  })
})

describe('OpenAPI', () => {
  it('documents the admin routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const paths = Object.keys(res.json().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/users/admin_panel_user_data',
        '/api/users/admin_panel_user_data/export',
        '/api/update_user_details',
        '/api/invite_new_user',
        '/api/audit-log',
      ]),
    )
  })
})
