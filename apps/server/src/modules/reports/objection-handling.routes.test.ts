import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TObjectionRow } from '@parley/shared/schemas/objection-handling'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// Objection Handling through the API on the seeded demo: cursor paging and bad input.

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const MANAGER = 'morgan.manager@northwind.example'
const REP = 'riley.rep@northwind.example'
const VIEWER = 'vic.viewer@northwind.example'
const NORTHWIND = 'Northwind Analytics'
const sec = (d: Date) => Math.floor(d.getTime() / 1000)
const DAY = 86_400
const NOW_S = sec(TEST_NOW)

const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]
const one = async <T>(q: string, params: unknown[] = []) => (await rows<T>(q, params))[0] as T
const userId = async (email: string) => (await one<{ id: number }>('select id from users where email = $1', [email])).id

async function post(email: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: await t.as(email), payload: payload as Record<string, unknown> })
}

interface Page {
  result: TObjectionRow[]
  total: number
  after: string | null
}

async function page(email: string, body: Record<string, unknown> = {}): Promise<Page> {
  const res = await post(email, 'reports/objections-handling', { take: 25, ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function badRequest(body: Record<string, unknown>, url = 'reports/objections-handling', email = ADMIN) {
  const res = await post(email, url, body)
  expect(res.statusCode, res.body).toBe(400)
  return res.json().error as { code: string; message: string; fields?: { field: string; message: string }[] }
}

/** Northwind's objections on live calls in the range (default: the last month), newest first, counted independently. */
async function objectionIds(opts: { reps?: number[]; start?: Date; end?: Date } = {}): Promise<number[]> {
  const start = opts.start ?? new Date(TEST_NOW.getTime())
  if (!opts.start) start.setUTCMonth(start.getUTCMonth() - 1)
  const found = await rows<{ id: number }>(
    `select o.id from objections o join meetings m on m.id = o.meeting_id join companies c on c.id = o.company_id
     where c.name = $1 and m.deleted_at is null and m.start_time between $2 and $3 and ($4::int[] is null or m.user_id = any($4::int[]))
     order by m.start_time desc, o.id desc`,
    [NORTHWIND, start, opts.end ?? TEST_NOW, opts.reps ?? null],
  )
  return found.map((r) => r.id)
}

/** Every page by following `after`, from the first. */
async function allPages(email: string, body: Record<string, unknown>): Promise<Page[]> {
  const pages = [await page(email, body)]
  for (let last = pages[0] as Page; last.after; ) {
    last = await page(email, { ...body, after: last.after })
    pages.push(last)
  }
  return pages
}

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('POST /api/reports/objections-handling', () => {
  it('answers the newest 25 objections of the last month with the total and a cursor; each row an objection row', async () => {
    const expected = await objectionIds()
    expect(expected.length).toBeGreaterThan(25)
    const data = await page(ADMIN, { role: 'company_admin' })
    expect(data.total).toBe(expected.length)
    expect(data.result.map((r) => r.o_id)).toEqual(expected.slice(0, 25))
    expect(data.after).toEqual(expect.any(String))
    const dates = data.result.map((r) => r.call_date)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const r of data.result) {
      expect(['High', 'Medium', 'Low']).toContain(r.grade)
      // "'advanced' shows detail as evidence, else call summary" — the demo's objections signal is advanced.
      expect(r.signal_category).toBe('advanced')
      expect(r.evidence).toBe(r.detail)
      expect(r.timestamp).toMatch(/^\d{2}:\d{2}:\d{2}$/)
      expect(r.zra_id).toBeGreaterThan(0)
    }
    const withDeal = data.result.find((r) => r.deal_id !== null) as TObjectionRow
    const deal = await one<{ name: string; owner: string | null }>(
      'select d.name, u.name as owner from deals d left join users u on u.id = d.owner_id where d.id = $1',
      [withDeal.deal_id],
    )
    expect([withDeal.deal_name, withDeal.owner_name]).toEqual([deal.name, deal.owner])
  })

  it('pages forwards by the cursor to the last page, and the same cursors answer the same rows again (paging back)', async () => {
    const expected = await objectionIds()
    const forwards = await allPages(ADMIN, { role: 'company_admin' })
    expect(forwards.flatMap((p) => p.result.map((r) => r.o_id))).toEqual(expected)
    expect(forwards.length).toBe(Math.ceil(expected.length / 25))
    for (const p of forwards) expect(p.total).toBe(expected.length)
    expect(forwards[forwards.length - 1]?.after).toBeNull()
    // Previous pops the stack: page 2's cursor is page 1's after; asking again gives the same rows.
    const second = await page(ADMIN, { role: 'company_admin', after: forwards[0]?.after })
    expect(second.result.map((r) => r.o_id)).toEqual(forwards[1]?.result.map((r) => r.o_id))
    const first = await page(ADMIN, { role: 'company_admin' })
    expect(first.result.map((r) => r.o_id)).toEqual(forwards[0]?.result.map((r) => r.o_id))
  })

  it('sorts by call date oldest first when asked, and pages that way too', async () => {
    const expected = [...(await objectionIds())].reverse()
    const body = { role: 'company_admin', take: 100, sort: { field: 'call_date', type: 'asc' } }
    const pages = await allPages(ADMIN, body)
    // Ties on one call's start keep the id order of the direction: the reversed list is exactly the ascending one.
    expect(pages.flatMap((p) => p.result.map((r) => r.o_id))).toEqual(expected)
  })

  it('omitting take answers every row with no cursor (the export variant sends no paging)', async () => {
    const res = await post(ADMIN, 'reports/objections-handling', { role: 'company_admin' })
    expect(res.statusCode).toBe(200)
    const data = res.json().data as Page
    expect(data.result.length).toBe(data.total)
    expect(data.after).toBeNull()
  })

  it('filters by category, severity (grade), sub category (tag), the stage during the call, a checklist signal and a CRM field', async () => {
    const all = (await post(ADMIN, 'reports/objections-handling', { role: 'company_admin' })).json().data.result as TObjectionRow[]
    const sample = all.find((r) => r.call_stage && r.tag) as TObjectionRow
    const narrowed = await page(ADMIN, {
      role: 'company_admin',
      take: 100,
      filter: { category: [sample.category], grade: [sample.grade], tag: [sample.tag], call_stage: [sample.call_stage] },
    })
    const expected = all.filter((r) => r.category === sample.category && r.grade === sample.grade && r.tag === sample.tag && r.call_stage === sample.call_stage)
    expect(narrowed.total).toBe(expected.length)
    expect(narrowed.result.map((r) => r.o_id)).toEqual(expected.map((r) => r.o_id).slice(0, 100))

    const handled = await page(ADMIN, { role: 'company_admin', take: 100, filter: { handling: ['Handled'] } })
    for (const r of handled.result) expect(r.handling_grade).toBe('Handled')

    const signal = await one<{ id: number }>(
      "select d.id from checklist_definitions d join companies c on c.id = d.company_id where c.name = $1 and d.unique_name = 'pain_or_priority'",
      [NORTHWIND],
    )
    const covered = await page(ADMIN, { role: 'company_admin', take: 100, filter: { [`${signal.id}_grade`]: ['High'] } })
    expect(covered.total).toBeGreaterThan(0)
    const high = await rows<{ meeting_id: number }>('select meeting_id from meeting_insights where signal_id = $1 and score >= 80', [signal.id])
    for (const r of covered.result) expect(high.map((h) => h.meeting_id)).toContain(r.zra_id)

    const play = await page(ADMIN, { role: 'company_admin', take: 100, filter: { sales_play: ['Land'] } })
    const lands = await rows<{ id: number }>("select id from deals where custom_fields ->> 'sales_play' = 'Land'")
    expect(play.total).toBeGreaterThan(0)
    for (const r of play.result) expect(lands.map((l) => l.id)).toContain(r.deal_id)
  })

  it('answers distinct mode with the value lists and labels', async () => {
    const res = await post(ADMIN, 'reports/objections-handling', { distinct: true, role: 'company_admin' })
    expect(res.statusCode).toBe(200)
    const [lists, labels] = res.json().data
    expect(lists.grade).toEqual(['High', 'Medium', 'Low'])
    expect(lists.category.length).toBeGreaterThan(1)
    expect(lists.call_stage.length).toBeGreaterThan(1)
    expect(lists.tag.length).toBeGreaterThan(1)
    expect(labels.schema.grade).toMatchObject({ label: 'Severity', category: 'Call' })
    expect(labels.schema.tag).toMatchObject({ label: 'Sub Category' })
    expect(labels.schema.sales_play).toMatchObject({ category: 'CRM' })
  })

  it('the older /users/meetingsAdvancedOutcomesReport with report=objectionsHandlingReport answers the same page', async () => {
    const legacy = await post(ADMIN, 'users/meetingsAdvancedOutcomesReport', { report: 'objectionsHandlingReport', role: 'company_admin', take: 25 })
    expect(legacy.statusCode, legacy.body).toBe(200)
    const current = await page(ADMIN, { role: 'company_admin' })
    expect(legacy.json().data.result.map((r: TObjectionRow) => r.o_id)).toEqual(current.result.map((r) => r.o_id))
    expect((await badRequest({ report: 'somethingElse', take: 25 }, 'users/meetingsAdvancedOutcomesReport')).code).toBe('validation_failed')
  })
})

describe('the cursor ("a cursor that was tampered with or belongs to another query (400)")', () => {
  it('refuses a changed cursor, garbage, and a cursor of another query, sort, scope or user', async () => {
    const first = await page(ADMIN, { role: 'company_admin' })
    const after = first.after as string
    const [body = '', mac = ''] = after.split('.')
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), i: 1 })).toString('base64url')
    for (const cursor of [`${forged}.${mac}`, `${body}.${mac.slice(1)}x`, 'not-a-cursor', `${body}.${mac}.extra`]) {
      const error = await badRequest({ role: 'company_admin', take: 25, after: cursor })
      expect(error.message).toMatch(/cursor is not valid/)
      expect(error.fields?.[0]?.field).toBe('after')
    }
    const other = await badRequest({ role: 'company_admin', take: 25, after, filter: { grade: ['High'] } })
    expect(other.message).toMatch(/belongs to another query/)
    expect((await badRequest({ role: 'company_admin', take: 25, after, sort: { field: 'call_date', type: 'asc' } })).message).toMatch(/another query/)
    expect((await badRequest({ role: 'user', take: 25, after })).message).toMatch(/another query/)
    expect((await badRequest({ role: 'company_admin', take: 25, after }, 'reports/objections-handling', MANAGER)).message).toMatch(/another query/)
  })
})

describe('POST /api/reports/objections-handling-chart', () => {
  it('answers the top 10 categories by count with their severities, and a segment filters the table to its count', async () => {
    const res = await post(ADMIN, 'reports/objections-handling-chart', { role: 'company_admin', chart_type: 'grade' })
    expect(res.statusCode, res.body).toBe(200)
    const points = res.json().data as { category: string; grade: string; y: number }[]
    const categories = [...new Set(points.map((p) => p.category))]
    expect(categories.length).toBeGreaterThan(1)
    expect(categories.length).toBeLessThanOrEqual(10)
    const totals = categories.map((c) => points.filter((p) => p.category === c).reduce((n, p) => n + p.y, 0))
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    const all = await page(ADMIN, { role: 'company_admin' })
    if (categories.length < 10) expect(totals.reduce((a, b) => a + b, 0)).toBe(all.total)
    // "clicking a segment sets the category and grade filters"
    const segment = points[0] as { category: string; grade: string; y: number }
    const filtered = await page(ADMIN, { role: 'company_admin', filter: { category: [segment.category], grade: [segment.grade] } })
    expect(filtered.total).toBe(segment.y)
    expect((await badRequest({ chart_type: 'pie' }, 'reports/objections-handling-chart')).fields?.[0]?.field).toBe('chart_type')
  })
})

describe('scope — "Objection handling … send the first value of the role filter"; a scope the user may not use falls back, never widens', () => {
  it("a rep asking for Admin sees only their own calls' objections", async () => {
    const rep = await userId(REP)
    const data = await page(REP, { role: 'company_admin', take: 100 })
    expect(data.total).toBe((await objectionIds({ reps: [rep] })).length)
    expect(data.total).toBeGreaterThan(0)
    expect(data.result.every((r) => r.rep_name === 'Riley Rep')).toBe(true)
  })

  it("a manager's Admin falls back to My org; the first role of a list counts", async () => {
    const org = await page(MANAGER, { role: 'org' })
    const asked = await page(MANAGER, { role: 'company_admin' })
    const mine = await page(MANAGER, { role: ['user', 'org'] })
    expect(asked.total).toBe(org.total)
    expect(mine.total).toBe((await objectionIds({ reps: [await userId(MANAGER)] })).length)
    expect(org.total).toBeLessThan((await objectionIds()).length)
    expect(org.total).toBeGreaterThanOrEqual(mine.total)
  })

  it('a user whose menu lacks the report gets 403 on every call', async () => {
    for (const url of ['reports/objections-handling', 'reports/objections-handling-chart', 'reports/objections-handling/export?format=csv']) {
      expect((await post(VIEWER, url, {})).statusCode).toBe(403)
    }
    expect((await post(VIEWER, 'users/meetingsAdvancedOutcomesReport', { report: 'objectionsHandlingReport' })).statusCode).toBe(403)
  })
})

describe('bad input', () => {
  it('refuses an unknown filter key, a sort field outside the map, skip, and a range outside the limits', async () => {
    expect((await badRequest({ filter: { colour: ['red'] } })).fields).toEqual([{ field: 'filter.colour', message: 'Not a filter of this report.' }])
    expect((await badRequest({ sort: { field: 'category', type: 'asc' } })).message).toMatch(/cannot be sorted by category; choose one of call_date/)
    expect((await badRequest({ skip: 25 })).fields?.[0]?.field).toBe('skip')
    const old = await badRequest({ startTime: NOW_S - 400 * DAY, endTime: NOW_S })
    expect(old.fields?.[0]).toEqual({ field: 'startTime', message: 'Call Date can start at most one year ago.' })
    expect((await badRequest({ startTime: NOW_S - DAY, endTime: NOW_S + 5 * DAY })).fields?.[0]?.field).toBe('endTime')
    const close = await post(ADMIN, 'reports/objections-handling', { take: 25, closeDateStartTime: NOW_S, closeDateEndTime: NOW_S + 200 * DAY })
    expect(close.statusCode).toBe(200)
  })

  it('accepts 100 values in one filter and refuses 1,001', async () => {
    const res = await post(ADMIN, 'reports/objections-handling', { take: 25, filter: { category: Array.from({ length: 100 }, (_, i) => `C${i}`) } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ result: [], total: 0, after: null })
    expect((await badRequest({ filter: { category: Array.from({ length: 1001 }, (_, i) => `C${i}`) } })).message).toMatch(/at most 1000 values/)
  })

  it.each([
    [{ take: 500 }, 'take'],
    [{ after: 7 }, 'after'],
    [{ after: 'x'.repeat(1001) }, 'after'],
    [{ startTime: 'yesterday', endTime: NOW_S }, 'startTime'],
    [{ page: 5 }, 'page'],
  ])('refuses %j with a field error', async (body, field) => {
    expect((await badRequest(body)).fields?.map((f) => f.field).join(',')).toContain(field)
  })
})

describe('POST /api/reports/objections-handling/export', () => {
  it('streams every row as CSV with the table columns in order, timestamps and call links, formulas neutralised', async () => {
    const expected = await objectionIds()
    const first = (await page(ADMIN, { role: 'company_admin' })).result[0] as TObjectionRow
    await t.db.pool.query('update objections set detail = $2 where id = $1', [first.o_id, '=HYPERLINK("http://evil.example")'])
    const res = await post(ADMIN, 'reports/objections-handling/export?format=csv&tz=UTC', { role: 'company_admin' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/objection-handling-2026-11-02\.csv/)
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe(
      'Deal name,Call date,Deal stage during call,Deal owner,Category,Sub category,Evidence,Severity,Call,Call link,Timestamp,Rep,Handling,How the rep answered',
    )
    expect(lines.length - 1).toBe(expected.length)
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(res.body).toMatch(/\/meeting\/\d+\?tab=insights&start=\d+&source=objection_handling/)
  })

  it('answers .xlsx, and 400 no_data when nothing matches', async () => {
    const xlsx = await post(ADMIN, 'reports/objections-handling/export?format=xlsx', { role: 'company_admin' })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const none = await post(ADMIN, 'reports/objections-handling/export?format=csv', { filter: { category: ['No such category'] } })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toMatchObject({ code: 'no_data', message: 'No data available to export.' })
  })
})
