import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TChecklistAdoptionRow, TChecklistSignalRow } from '@parley/shared/schemas/checklist-adoption'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// Checklist Adoption through the API on the seeded demo: its rows, checklist adoption cells and bad input.

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const MANAGER = 'morgan.manager@northwind.example'
const REP = 'riley.rep@northwind.example'
const VIEWER = 'vic.viewer@northwind.example'
const NORTHWIND = 'Northwind Analytics'
const DAY = 86_400
const NOW_S = Math.floor(TEST_NOW.getTime() / 1000)
/** A month of calls: the default week holds too few to sort and filter meaningfully. */
const MONTH = { startTime: NOW_S - 30 * DAY, endTime: NOW_S }

const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]
const one = async <T>(q: string, params: unknown[] = []) => (await rows<T>(q, params))[0] as T

async function post(email: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: await t.as(email), payload: payload as Record<string, unknown> })
}

async function page(
  email: string,
  body: Record<string, unknown> = {},
): Promise<{ result: TChecklistAdoptionRow[]; total: number; signals: { id: number; name: string }[] }> {
  const res = await post(email, 'reports/checklist-adoption-call', { role: 'company_admin', take: 25, skip: 0, ...MONTH, ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function badRequest(body: Record<string, unknown>, url = 'reports/checklist-adoption-call') {
  const res = await post(ADMIN, url, body)
  expect(res.statusCode, res.body).toBe(400)
  return res.json().error as { code: string; message: string; fields?: { field: string; message: string }[] }
}

/** Northwind's live recordings in the range with at least one scored checklist signal, counted from the analysis tables. */
async function analysedCalls(ownerIds?: number[], range = { start: new Date((NOW_S - 30 * DAY) * 1000), end: TEST_NOW }): Promise<number[]> {
  const found = await rows<{ id: number }>(
    `select m.id from meetings m join companies c on c.id = m.company_id
     where c.name = $1 and m.deleted_at is null and m.start_time between $2 and $3 and ($4::int[] is null or m.user_id = any($4::int[]))
       and exists (select 1 from meeting_insights i where i.meeting_id = m.id and i.signal_type = 'checklist' and i.signal_id is not null and i.score >= 0)`,
    [NORTHWIND, range.start, range.end, ownerIds ?? null],
  )
  return found.map((r) => r.id)
}

const userId = async (email: string) => (await one<{ id: number }>('select id from users where email = $1', [email])).id

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('POST /api/reports/checklist-adoption-call', () => {
  it('answers a page of analysed calls with their checklist scores, the total and the signal columns in the fixed order', async () => {
    const data = await page(ADMIN)
    const expected = await analysedCalls()
    expect(data.total).toBe(expected.length)
    expect(data.result.length).toBe(Math.min(25, expected.length))
    for (const row of data.result) expect(expected).toContain(row.zra_id)
    expect(data.signals.slice(0, 3).map((s) => s.name)).toEqual(['Pain or priority', 'Timelines', 'Best practices - Opening'])
    // Newest call first without a sort; the next page continues with the same total.
    const starts = data.result.map((r) => r.start_at)
    expect(starts).toEqual([...starts].sort().reverse())
    const next = await page(ADMIN, { skip: 25 })
    expect(next.total).toBe(data.total)
    expect(next.result.filter((r) => data.result.some((x) => x.zra_id === r.zra_id))).toEqual([])
  })

  it('carries each signal score as stored, and the adoption is the completed share ("Score over 30 counts as completed")', async () => {
    const row = (await page(ADMIN)).result[0] as TChecklistAdoptionRow
    const stored = await rows<{ signal_id: number; score: number }>(
      "select signal_id, score from meeting_insights where meeting_id = $1 and signal_type = 'checklist' and signal_id is not null order by signal_id",
      [row.zra_id],
    )
    expect(row.checklist.map((c) => [c.id, c.score])).toEqual(stored.map((s) => [s.signal_id, s.score]))
    const applicable = stored.filter((s) => s.score >= 0)
    expect(row.checklist_adoption).toBeCloseTo(applicable.filter((s) => s.score > 30).length / applicable.length, 5)
    const meeting = await one<{ title: string; user_id: number }>('select title, user_id from meetings where id = $1', [row.zra_id])
    expect(row.owner_id).toBe(meeting.user_id)
  })

  it.each([
    ['start_at', 'start_at'],
    ['video_duration', 'video_duration'],
    ['checklist_adoption', 'checklist_adoption'],
    ['expected_revenue', 'expected_revenue'],
  ] as const)('sorts by %s both ways (nulls last)', async (field, column) => {
    for (const type of ['asc', 'desc'] as const) {
      const data = await page(ADMIN, { take: 100, sort: { field, type } })
      const values = data.result
        .map((r) => r[column])
        .filter((v) => v !== null && v !== '-1')
        .map((v) => (typeof v === 'string' && field === 'start_at' ? Date.parse(v) : Number(v)))
      expect(values).toEqual([...values].sort((a, b) => (type === 'asc' ? a - b : b - a)))
    }
  })

  it('filters by rep, a signal cell, the stage during the call, duration and a CRM field', async () => {
    const all = await page(ADMIN, { take: 100 })
    const rep = all.result[0]?.owner_name as string
    const byRep = await page(ADMIN, { take: 100, filter: { rep: [rep] } })
    expect(byRep.total).toBeGreaterThan(0)
    for (const r of byRep.result) expect(r.owner_name).toBe(rep)

    const signal = all.signals[0] as { id: number }
    const missed = await page(ADMIN, { take: 100, filter: { [`${signal.id}_grade`]: ['No'] } })
    for (const r of missed.result) expect(r.checklist.find((c) => c.id === signal.id)?.score).toBeLessThanOrEqual(30)
    const na = await page(ADMIN, { take: 100, filter: { [`${signal.id}_grade`]: ['N/A'] } })
    for (const r of na.result) expect(r.checklist.find((c) => c.id === signal.id)).toBeUndefined()
    const yes = await page(ADMIN, { take: 100, filter: { [`${signal.id}_grade`]: ['Yes'] } })
    expect(yes.total + missed.total + na.total).toBe(all.total)

    const stage = all.result.find((r) => r.call_stage)?.call_stage as string
    for (const r of (await page(ADMIN, { take: 100, filter: { call_stage: [stage] } })).result) expect(r.call_stage).toBe(stage)

    const long = await page(ADMIN, { take: 100, filter: { videoDuration: ['15-30 min', '30-60 min'] } })
    for (const r of long.result) expect(r.video_duration).toBeGreaterThanOrEqual(900)

    const play = await page(ADMIN, { take: 100, filter: { sales_play: ['Land'] } })
    const lands = await rows<{ id: number }>("select id from deals where custom_fields ->> 'sales_play' = 'Land'")
    for (const r of play.result) expect(lands.map((l) => l.id)).toContain(r.deal_id)
  })

  it('accepts 100 values in one filter, and refuses more than 1,000 with the reason', async () => {
    const res = await post(ADMIN, 'reports/checklist-adoption-call', { take: 25, filter: { rep: Array.from({ length: 100 }, (_, i) => `Rep ${i}`) } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.total).toBe(0)
    const error = await badRequest({ filter: { rep: Array.from({ length: 1001 }, (_, i) => `R${i}`) } })
    expect(error.message).toMatch(/at most 1000 values/)
  })

  it('answers distinct mode with the value lists and the labels', async () => {
    const res = await post(ADMIN, 'reports/checklist-adoption-call', { distinct: true, role: 'company_admin', ...MONTH })
    expect(res.statusCode).toBe(200)
    const [lists, labels] = res.json().data
    expect(lists.rep.length).toBeGreaterThan(1)
    expect(lists.videoDuration).toContain('30-60 min')
    const signal = (await page(ADMIN)).signals[0] as { id: number; name: string }
    expect(lists[`${signal.id}_grade`]).toEqual(['Yes', 'No', 'N/A'])
    expect(labels.schema[`${signal.id}_grade`]).toMatchObject({ label: signal.name, category: 'Checklist' })
    expect(labels.schema.rep).toMatchObject({ category: 'Rep' })
    expect(labels.schema.sales_play).toMatchObject({ category: 'CRM' })
  })

  it('opens on the last week by default ("Default range one week")', async () => {
    const res = await post(ADMIN, 'reports/checklist-adoption-call', { role: 'company_admin', take: 25 })
    const week = await analysedCalls(undefined, { start: new Date((NOW_S - 7 * DAY) * 1000), end: TEST_NOW })
    expect(res.json().data.total).toBe(week.length)
  })
})

describe('trend, rep scores and signals', () => {
  it('-trend: the periods hold every call once, and group changes the period', async () => {
    const total = (await page(ADMIN)).total
    for (const group of ['day', 'week', 'month'] as const) {
      const res = await post(ADMIN, 'reports/checklist-adoption-trend', { role: 'company_admin', ...MONTH, group })
      expect(res.statusCode, res.body).toBe(200)
      const points = res.json().data.result as { x: string; y: number; calls: number }[]
      expect(points.reduce((n, p) => n + p.calls, 0)).toBe(total)
      for (const p of points) expect(p.y).toBeGreaterThanOrEqual(0)
      if (group === 'month') expect(points.length).toBeLessThanOrEqual(2)
      if (group === 'week') for (const p of points) expect(new Date(`${p.x}T00:00:00Z`).getUTCDay()).toBe(1)
    }
    expect((await post(ADMIN, 'reports/checklist-adoption-trend', { group: 'year' })).statusCode).toBe(400)
  })

  it("-rep-scores: each rep's average adoption, highest first; a clicked rep filters the table to their calls", async () => {
    const res = await post(ADMIN, 'reports/checklist-adoption-rep-scores', { role: 'company_admin', ...MONTH })
    const reps = res.json().data.result as { id: number; x: string; y: number; calls: number }[]
    expect(reps.map((r) => r.y)).toEqual([...reps.map((r) => r.y)].sort((a, b) => b - a))
    const top = reps[0] as { id: number; x: string; y: number; calls: number }
    const own = await page(ADMIN, { take: 100, filter: { rep: [top.x] } })
    expect(own.total).toBe(top.calls)
    const mean = own.result.reduce((s, r) => s + (r.checklist_adoption ?? 0), 0) / own.result.length
    expect(Math.abs(top.y - mean * 100)).toBeLessThanOrEqual(0.5)
  })

  it('-signal: per signal the completed share of the calls it was scored on, and its best practices', async () => {
    const res = await post(ADMIN, 'reports/checklist-adoption-signal', { role: 'company_admin', ...MONTH })
    const signals = res.json().data.result as TChecklistSignalRow[]
    const calls = (await page(ADMIN, { take: 100 })).result
    const first = signals[0] as TChecklistSignalRow
    expect(first.x).toBe('Pain or priority')
    const scored = calls.flatMap((r) => r.checklist.filter((c) => c.id === first.id && c.score !== null && c.score >= 0))
    if ((await page(ADMIN)).total <= 100) {
      expect(first.n).toBe(scored.length)
      expect(first.y).toBe(Math.floor((scored.filter((c) => (c.score ?? 0) > 30).length * 100) / scored.length + 0.5))
    }
    const opening = signals.find((s) => s.x === 'Best practices - Opening') as TChecklistSignalRow
    expect(opening.best_practices.map((b) => b.x)).toContain('Opening')
    expect(opening.a + opening.b).toBe(100)
  })
})

describe('scope — the first role counts; a scope the user may not use falls back, never widens', () => {
  it('a rep asking for Admin sees only their own calls', async () => {
    const rep = await userId(REP)
    const data = await page(REP, { take: 100 })
    expect(data.total).toBe((await analysedCalls([rep])).length)
    for (const r of data.result) expect(r.owner_id).toBe(rep)
  })

  it("a manager's Admin falls back to My org; a list's first role counts", async () => {
    const org = await page(MANAGER, { role: 'org', take: 100 })
    const asked = await page(MANAGER, { role: 'company_admin', take: 100 })
    const mine = await page(MANAGER, { role: ['user', 'org'], take: 100 })
    expect(asked.total).toBe(org.total)
    expect(mine.result.every((r) => r.owner_id === mine.result[0]?.owner_id)).toBe(true)
    expect(org.total).toBeLessThan((await page(ADMIN)).total)
  })

  it('a user without the report gets 403 on every call', async () => {
    for (const url of [
      'checklist-adoption-call',
      'checklist-adoption-trend',
      'checklist-adoption-rep-scores',
      'checklist-adoption-signal',
      'checklist-adoption-call/export?format=csv',
    ]) {
      expect((await post(VIEWER, `reports/${url}`, {})).statusCode).toBe(403)
    }
  })
})

describe('bad input', () => {
  it('refuses an unknown filter key and a signal of no checklist, naming them', async () => {
    const error = await badRequest({ filter: { colour: ['red'], '999999_grade': ['Yes'] } })
    expect(error.fields?.map((f) => f.field)).toEqual(['filter.colour', 'filter.999999_grade'])
  })

  it('refuses a sort field not in the map, a range starting over a year ago, a range ending after today', async () => {
    expect((await badRequest({ sort: { field: 'title', type: 'asc' } })).fields?.[0]?.field).toBe('sort.field')
    const old = await badRequest({ startTime: NOW_S - 400 * DAY, endTime: NOW_S })
    expect(old.fields?.[0]).toEqual({ field: 'startTime', message: 'Call Date can start at most one year ago.' })
    expect((await badRequest({ startTime: NOW_S - DAY, endTime: NOW_S + 5 * DAY })).fields?.[0]?.field).toBe('endTime')
  })

  it.each([
    [{ take: 500 }, 'take'],
    [{ startTime: 'yesterday', endTime: NOW_S }, 'startTime'],
    [{ page: 3 }, 'page'],
    [{ filter: { rep: [{ name: 'x' }] } }, 'filter'],
  ])('refuses %j with a field error', async (body, field) => {
    const error = await badRequest(body)
    expect(error.fields?.map((f) => f.field).join(',')).toContain(field)
  })
})

describe('POST /api/reports/checklist-adoption-call/export', () => {
  it('streams every call as CSV with a mark per signal (✓ ✗ ○ N/A), formulas neutralised', async () => {
    const first = (await page(ADMIN)).result[0] as TChecklistAdoptionRow
    await t.db.pool.query('update meetings set title = $2 where id = $1', [first.zra_id, '=HYPERLINK("http://evil.example")'])
    const res = await post(ADMIN, 'reports/checklist-adoption-call/export?format=csv&tz=UTC', { role: 'company_admin', ...MONTH })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/checklist-adoption-2026-11-02\.csv/)
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toMatch(/^Call date,Call,Rep,Manager,Deal,Deal stage,Account,Expected revenue,.*,Pain or priority,Timelines,Best practices - Opening,/)
    expect(lines.length - 1).toBe((await analysedCalls()).length)
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    for (const mark of ['✓', 'N/A']) expect(res.body).toContain(`,${mark},`)
    expect(res.body).toMatch(/,(✗|○),/)
  })

  it('answers .xlsx, and 400 no_data when nothing matches', async () => {
    const xlsx = await post(ADMIN, 'reports/checklist-adoption-call/export?format=xlsx', { role: 'company_admin' })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const none = await post(ADMIN, 'reports/checklist-adoption-call/export?format=csv', { filter: { rep: ['Nobody at all'] } })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toMatchObject({ code: 'no_data', message: 'No data available to export.' })
  })
})
