import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notetakerAdoptionRate } from '@parley/shared/rules/notetaker-adoption-rate'
import type { TAdoptionCounts, TAdoptionRow } from '@parley/shared/schemas/notetaker-adoption'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// Notetaker Adoption through the API on the seeded demo (its range reaches 6 months back to today; an empty export
// says 'No data available to export.'). The counts are checked against the
// calendar and recording tables with the definitions of docs/decisions.md, independently of the summary table.

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const MANAGER = 'morgan.manager@northwind.example'
const REP = 'riley.rep@northwind.example'
const BDR = 'bailey.bdr@northwind.example'
const DAY = 86_400
const NOW_S = Math.floor(TEST_NOW.getTime() / 1000)

const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]

async function post(email: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: await t.as(email), payload: payload as Record<string, unknown> })
}

async function page(email: string, body: Record<string, unknown> = {}): Promise<{ result: TAdoptionRow[]; total: number; totals: TAdoptionCounts }> {
  const res = await post(email, 'reports/notetaker-adoption', { take: 25, skip: 0, ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

type Expected = { user_id: number; scheduled: number; eligible: number; recorded: number; instant: number }

/**
 * Per rep of Northwind over the last month, from the tables: scheduled, eligible (a recorded call counts as eligible;
 * every call without a schedule is eligible), recorded, instant (rules/call-measures).
 */
async function expectedByRep(): Promise<Map<number, Expected>> {
  const start = new Date(TEST_NOW)
  start.setUTCMonth(start.getUTCMonth() - 1)
  const found = await rows<Expected>(
    `with calls as (
       select e.user_id, e.source, coalesce(e.meeting_url, '') <> '' and not e.is_internal as link_external,
         exists (select 1 from meetings m join calendar_events o on o.id = m.calendar_event_id
                 where m.deleted_at is null and (o.id = e.id or (o.start_at = e.start_at and o.meeting_link_base = e.meeting_link_base
                   and coalesce(e.meeting_link_base, '') <> '' and o.deleted_at is null and o.company_id = e.company_id))) as recorded
       from calendar_events e join companies c on c.id = e.company_id
       where c.name = 'Northwind Analytics' and e.deleted_at is null and e.status <> 'cancelled' and e.start_at between $1 and $2
       union all
       select m.user_id, coalesce(m.source, 'upload'), false, true from meetings m join companies c on c.id = m.company_id
       where c.name = 'Northwind Analytics' and m.deleted_at is null and m.calendar_event_id is null and m.start_time between $1 and $2
     )
     select user_id,
       count(*) filter (where source in ('google_calendar', 'outlook_calendar'))::int as scheduled,
       (count(*) filter (where source in ('google_calendar', 'outlook_calendar') and (link_external or recorded))
         + count(*) filter (where source not in ('google_calendar', 'outlook_calendar')))::int as eligible,
       count(*) filter (where recorded)::int as recorded,
       count(*) filter (where source = 'Instant' and recorded)::int as instant
     from calls where user_id is not null group by user_id`,
    [start, TEST_NOW],
  )
  return new Map(found.map((r) => [r.user_id, r]))
}

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('POST /api/reports/notetaker-adoption', () => {
  it('answers one row per rep with scheduled, eligible, recorded, instant and the whole adoption percent, as the tables count them', async () => {
    const expected = await expectedByRep()
    const data = await page(ADMIN, { role: 'company_admin', take: 100 })
    expect(data.total).toBe(expected.size)
    expect(data.result.length).toBe(expected.size)
    for (const row of data.result) {
      const want = expected.get(row.rep_id)
      expect(want, row.rep_name).toBeDefined()
      expect({ scheduled: row.scheduled, eligible: row.eligible, recorded: row.recorded, instant: row.instant }).toEqual({
        scheduled: want?.scheduled,
        eligible: want?.eligible,
        recorded: want?.recorded,
        instant: want?.instant,
      })
      expect(row.eligible).toBe(row.eligibleNotetaker + row.eligibleExternal)
      expect(row.recorded).toBe(row.recordedNotetaker + row.recordedExternal)
      expect(row.notetakerAdoptionRate).toBe(notetakerAdoptionRate(row.recorded, row.eligible))
      expect(Number.isInteger(row.notetakerAdoptionRate)).toBe(true)
    }
    const sum = (k: keyof Expected) => [...expected.values()].reduce((n, r) => n + r[k], 0)
    expect(data.totals).toMatchObject({ scheduled: sum('scheduled'), eligible: sum('eligible'), recorded: sum('recorded'), instant: sum('instant') })
    expect(data.totals.notetakerAdoptionRate).toBe(notetakerAdoptionRate(sum('recorded'), sum('eligible')))
    // Reps by name without a sort; the manager column names the rep's managers.
    const names = data.result.map((r) => r.rep_name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(data.result.find((r) => r.rep_email === REP)?.manager).toContain('Morgan Manager')
  })

  it.each(['adoption', 'eligible', 'scheduled', 'recorded', 'instant', 'rep_name'] as const)('sorts by %s both ways', async (field) => {
    const value = (r: TAdoptionRow) =>
      ({
        adoption: r.notetakerAdoptionRate,
        eligible: r.eligible,
        scheduled: r.scheduled,
        recorded: r.recorded,
        instant: r.instant,
        rep_name: r.rep_name,
      })[field]
    for (const type of ['asc', 'desc'] as const) {
      const values = (await page(ADMIN, { role: 'company_admin', take: 100, sort: { field, type } })).result.map(value)
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      expect(values).toEqual(type === 'asc' ? sorted : sorted.reverse())
    }
  })

  it('filters by rep and by manager; pages of 25 with the total', async () => {
    const one = await page(ADMIN, { role: 'company_admin', filter: { rep: ['Riley Rep'] } })
    expect(one.result.map((r) => r.rep_name)).toEqual(['Riley Rep'])
    expect(one.totals.eligible).toBe(one.result[0]?.eligible)
    const reports = await rows<{ id: number }>(
      "select um.user_id as id from user_managers um join users m on m.id = um.manager_id where m.name = 'Morgan Manager'",
    )
    const managed = await page(ADMIN, { role: 'company_admin', take: 100, filter: { manager: ['Morgan Manager'] } })
    for (const r of managed.result) expect(reports.map((x) => x.id)).toContain(r.rep_id)
    const small = await page(ADMIN, { role: 'company_admin', take: 2, skip: 2 })
    expect(small.result.length).toBeLessThanOrEqual(2)
    expect(small.total).toBe((await expectedByRep()).size)
  })

  it('answers distinct mode with the reps and managers', async () => {
    const res = await post(ADMIN, 'reports/notetaker-adoption', { role: 'company_admin', distinct: true })
    const [lists, labels] = res.json().data
    expect(lists.rep).toContain('Riley Rep')
    expect(lists.manager).toContain('Morgan Manager')
    expect(labels.schema.manager).toMatchObject({ label: 'Manager', category: 'Rep' })
  })

  it("charts: the counts per period add up to the table's totals; adoption per rep for the ten with most eligible calls", async () => {
    const totals = (await page(ADMIN, { role: 'company_admin' })).totals
    for (const group of ['day', 'week', 'month'] as const) {
      const res = await post(ADMIN, 'reports/notetaker-adoption-charts', { role: 'company_admin', group })
      expect(res.statusCode, res.body).toBe(200)
      const { trend, reps } = res.json().data as { trend: (TAdoptionCounts & { x: string })[]; reps: { x: string; y: number; eligible: number }[] }
      expect(trend.reduce((n, p) => n + p.eligible, 0)).toBe(totals.eligible)
      expect(trend.reduce((n, p) => n + p.recorded, 0)).toBe(totals.recorded)
      for (const p of trend) expect(p.notetakerAdoptionRate).toBe(notetakerAdoptionRate(p.recorded, p.eligible))
      expect(reps.length).toBeLessThanOrEqual(10)
      expect(reps.map((r) => r.eligible)).toEqual([...reps.map((r) => r.eligible)].sort((a, b) => b - a))
    }
  })
})

describe('scope, access and bad input', () => {
  it('a rep sees only their own row whatever they ask; a manager asking for Admin gets My org', async () => {
    const rep = await page(REP, { role: 'company_admin' })
    expect(rep.result.map((r) => r.rep_email)).toEqual([REP])
    const org = await page(MANAGER, { role: 'org', take: 100 })
    const asked = await page(MANAGER, { role: 'company_admin', take: 100 })
    expect(asked.total).toBe(org.total)
    expect(org.total).toBeLessThan((await page(ADMIN, { role: 'company_admin', take: 100 })).total)
  })

  it('403 for a BDR, whose menu has no Calls & Recordings', async () => {
    for (const url of ['reports/notetaker-adoption', 'reports/notetaker-adoption-charts', 'reports/notetaker-adoption/export?format=csv']) {
      expect((await post(BDR, url, {})).statusCode).toBe(403)
    }
  })

  it('"Notetaker adoption report: last 6 months to today": a range from seven months ago is refused', async () => {
    const res = await post(ADMIN, 'reports/notetaker-adoption', { startTime: NOW_S - 214 * DAY, endTime: NOW_S })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0]).toEqual({ field: 'startTime', message: 'Date range can start at most 6 months ago.' })
    expect((await post(ADMIN, 'reports/notetaker-adoption', { take: 5, startTime: NOW_S - 170 * DAY, endTime: NOW_S })).statusCode).toBe(200)
  })

  it.each([
    ['a call filter this report does not have', { filter: { call_source: ['orum'] } }, 'filter.call_source'],
    ['a sort field outside the map', { sort: { field: 'notetakerAdoptionRate', type: 'asc' } }, 'sort.field'],
    ['a group other than day, week or month', { group: 'quarter' }, 'group'],
  ])('refuses %s', async (_what, body, field) => {
    const res = await post(ADMIN, 'reports/notetaker-adoption', body)
    expect(res.statusCode).toBe(400)
    expect(
      res
        .json()
        .error.fields.map((f: { field: string }) => f.field)
        .join(','),
    ).toContain(field)
  })
})

describe('POST /api/reports/notetaker-adoption/export', () => {
  it('streams every rep as CSV with the parts of eligible and recorded', async () => {
    const res = await post(ADMIN, 'reports/notetaker-adoption/export?format=csv&tz=UTC', { role: 'company_admin' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/notetaker-adoption-2026-11-02\.csv/)
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe(
      'Rep,Rep Email,Manager,Scheduled,Eligible,Recorded,Instant,Adoption %,Eligible (scheduled),Eligible without a schedule,Recorded (scheduled),Recorded without a schedule',
    )
    expect(lines.length - 1).toBe((await expectedByRep()).size)
  })

  it("answers 'No data available to export.' when no rep matches", async () => {
    const none = await post(ADMIN, 'reports/notetaker-adoption/export?format=xlsx', { filter: { rep: ['Nobody at all'] } })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toMatchObject({ code: 'no_data', message: 'No data available to export.' })
  })
})
