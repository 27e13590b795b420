import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TPipelineRow } from '@parley/shared/schemas/pipeline-review'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// Pipeline Review through the API on the seeded demo.

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

async function post(email: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: await t.as(email), payload: payload as Record<string, unknown> })
}

async function page(
  email: string,
  body: Record<string, unknown> = {},
): Promise<{ pipeline: TPipelineRow[]; total: number; schema: Record<string, { label: string }> }> {
  const res = await post(email, 'reports/pipeline-review', { take: 25, skip: 0, ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function badRequest(body: Record<string, unknown>, url = 'reports/pipeline-review') {
  const res = await post(ADMIN, url, body)
  expect(res.statusCode, res.body).toBe(400)
  return res.json().error as { code: string; message: string; fields?: { field: string; message: string }[] }
}

/** Deals of Northwind with a call or e-mail in the range (default: the last month), counted independently of the module. */
async function activeDealIds(ownerIds?: number[], range?: { start: Date; end: Date }): Promise<number[]> {
  const start = range?.start ?? new Date(TEST_NOW.getTime())
  if (!range) start.setUTCMonth(start.getUTCMonth() - 1)
  const end = range?.end ?? TEST_NOW
  const found = await rows<{ id: number }>(
    `select d.id from deals d join companies c on c.id = d.company_id
     where c.name = $1 and d.deleted_at is null and ($4::int[] is null or d.owner_id = any($4::int[])) and (
       exists (select 1 from meeting_deals md join meetings m on m.id = md.meeting_id
               where md.deal_id = d.id and md.is_primary and m.deleted_at is null and m.start_time between $2 and $3)
       or exists (select 1 from calendar_events e where e.primary_deal_id = d.id and e.deleted_at is null and e.status <> 'cancelled'
               and e.start_at between $2 and $3 and not exists (select 1 from meetings m where m.calendar_event_id = e.id and m.deleted_at is null))
       or exists (select 1 from emails e where e.deal_id = d.id and e.received_at between $2 and $3))`,
    [NORTHWIND, start, end, ownerIds ?? null],
  )
  return found.map((r) => r.id)
}

const userId = async (email: string) => (await one<{ id: number }>('select id from users where email = $1', [email])).id

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('POST /api/reports/pipeline-review', () => {
  it('answers a page of 25 deals with activity in the last month, the total and the column schema', async () => {
    const data = await page(ADMIN, { role: 'company_admin' })
    const expected = await activeDealIds()
    expect(data.total).toBe(expected.length)
    expect(data.pipeline.length).toBe(Math.min(25, expected.length))
    for (const row of data.pipeline) expect(expected).toContain(row.deal_id)
    expect(data.schema.forecast?.label).toBe('Qualification Score')
    expect(data.schema.deal_name?.label).toBe('Deal')
    const row = data.pipeline[0] as TPipelineRow
    expect(row.activity_count).toBe(row.calls.length + row.emails.length)
    expect(['High', 'Mid', 'Low', 'None']).toContain(row.engagement)
    // The next page continues where the first ended, with the same total.
    const next = await page(ADMIN, { role: 'company_admin', skip: 25 })
    expect(next.total).toBe(data.total)
    expect(next.pipeline.map((r) => r.deal_id).filter((id) => data.pipeline.some((r) => r.deal_id === id))).toEqual([])
  })

  it('a custom range ending before today counts the calls and e-mails inside it; the Activity sort counts them too', async () => {
    const start = new Date(TEST_NOW.getTime() - 60 * DAY * 1000)
    const end = new Date(TEST_NOW.getTime() - 30 * DAY * 1000)
    const expected = await activeDealIds(undefined, { start, end })
    const data = await page(ADMIN, { role: 'company_admin', take: 100, startTime: sec(start), endTime: sec(end) })
    expect(data.total).toBe(expected.length)
    expect(data.pipeline.map((r) => r.deal_id).sort()).toEqual([...expected].sort())
    for (const r of data.pipeline) expect(r.activity_count).toBeGreaterThan(0)
    const sorted = await page(ADMIN, { role: 'company_admin', take: 100, sort: { field: 'activity', type: 'desc' } })
    expect(sorted.total).toBe((await activeDealIds()).length)
  })

  it('omitting take answers every row (the spec export fetch), and the older /users/pipelineReview answers the same list', async () => {
    const all = await post(ADMIN, 'reports/pipeline-review', { role: 'company_admin' })
    const legacy = await post(ADMIN, 'users/pipelineReview', { role: 'company_admin' })
    expect(legacy.statusCode).toBe(200)
    expect(all.json().data.pipeline.length).toBe(all.json().data.total)
    expect(legacy.json().data.map((r: TPipelineRow) => r.deal_id)).toEqual(all.json().data.pipeline.map((r: TPipelineRow) => r.deal_id))
  })

  it.each([
    ['stage_date', 'days_in_current_stage'],
    ['deal_amount', 'amount'],
    ['follow_ups', 'deal_followup_email_count'],
    ['activity', 'activity_count'],
  ] as const)('sorts by %s both ways (nulls last)', async (field, column) => {
    for (const type of ['asc', 'desc'] as const) {
      const data = await page(ADMIN, { role: 'company_admin', take: 100, sort: { field, type } })
      const values = data.pipeline
        .map((r) => r[column])
        .filter((v) => v !== null && v !== '-1')
        .map(Number)
      const sorted = [...values].sort((a, b) => (type === 'asc' ? a - b : b - a))
      expect(values).toEqual(sorted)
    }
  })

  it('sorts by engagement level (High before Mid before Low before None when descending)', async () => {
    const data = await page(ADMIN, { role: 'company_admin', take: 100, sort: { field: 'engagement', type: 'desc' } })
    const rank = { High: 3, Mid: 2, Low: 1, None: 0 }
    const ranks = data.pipeline.map((r) => rank[r.engagement])
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a))
  })

  it('filters by stage, owner, engagement, a checklist signal grade and a CRM field', async () => {
    const stage = (await page(ADMIN, { role: 'company_admin', take: 100 })).pipeline[0]?.sales_stage as string
    const byStage = await page(ADMIN, { role: 'company_admin', take: 100, filter: { sales_stage: [stage] } })
    expect(byStage.total).toBeGreaterThan(0)
    for (const r of byStage.pipeline) expect(r.sales_stage).toBe(stage)

    const owner = byStage.pipeline[0]?.owner_name as string
    const both = await page(ADMIN, { role: 'company_admin', filter: { sales_stage: [stage], owner_name: owner } })
    for (const r of both.pipeline) expect([r.sales_stage, r.owner_name]).toEqual([stage, owner])

    const high = await page(ADMIN, { role: 'company_admin', take: 100, filter: { engagement: ['High'] } })
    for (const r of high.pipeline) expect(r.engagement).toBe('High')

    const signal = await one<{ id: number }>(
      "select d.id from checklist_definitions d join companies c on c.id = d.company_id where c.name = $1 and d.unique_name = 'pain_or_priority'",
      [NORTHWIND],
    )
    const covered = await page(ADMIN, { role: 'company_admin', take: 100, filter: { [`${signal.id}_grade`]: ['High'] }, checklist_filters: [signal.id] })
    expect(covered.total).toBeGreaterThan(0)
    for (const r of covered.pipeline) expect(r.checklist_values[String(signal.id)]).toBeGreaterThanOrEqual(80)

    const play = await page(ADMIN, { role: 'company_admin', take: 100, filter: { sales_play: ['Land'] } })
    const lands = await rows<{ id: number }>("select id from deals where custom_fields ->> 'sales_play' = 'Land'")
    for (const r of play.pipeline) expect(lands.map((l) => l.id)).toContain(r.deal_id)
  })

  it('search-based mode (elasticSearch=true) finds deals by words of their name, account, next steps or notes', async () => {
    const all = await page(ADMIN, { role: 'company_admin', take: 100 })
    const target = all.pipeline.find((r) => r.account_name) as TPipelineRow
    const word = (target.account_name as string).split(' ')[0] as string
    const res = await post(ADMIN, 'reports/pipeline-review?elasticSearch=true', { role: 'company_admin', take: 100, search: word })
    expect(res.statusCode).toBe(200)
    const found = res.json().data as { pipeline: TPipelineRow[]; mode: { search: boolean } }
    expect(found.mode.search).toBe(true)
    expect(found.pipeline.map((r) => r.deal_id)).toContain(target.deal_id)
    expect(found.pipeline.length).toBeLessThan(all.total)
    const charts = await post(ADMIN, 'reports/pipeline-review-charts?type=engagement&elasticSearch=true', { role: 'company_admin', search: word })
    const counted = (charts.json().data.pie.data.engagement.values as { value: number }[]).reduce((n, v) => n + v.value, 0)
    expect(counted).toBe(found.pipeline.length)
  })

  it('accepts 100 values in one filter, and refuses more than 1,000 with the reason', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => `Stage ${i}`)
    const res = await post(ADMIN, 'reports/pipeline-review', { take: 25, filter: { sales_stage: hundred } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.total).toBe(0)
    const error = await badRequest({ filter: { sales_stage: Array.from({ length: 1001 }, (_, i) => `S${i}`) } })
    expect(error.message).toMatch(/at most 1000 values/)
  })

  it('answers distinct mode with the value lists and the labels', async () => {
    const res = await post(ADMIN, 'reports/pipeline-review', { distinct: true, role: 'company_admin' })
    expect(res.statusCode).toBe(200)
    const [lists, labels] = res.json().data
    expect(lists.sales_stage.length).toBeGreaterThan(1)
    expect(lists.engagement).toEqual(['High', 'Mid', 'Low', 'None'])
    expect(lists.owner_name).toContain('Morgan Manager')
    expect(lists.sales_play).toEqual(expect.arrayContaining(['Land']))
    expect(labels.schema.sales_stage).toMatchObject({ label: 'Deal Stage', category: 'Deal' })
    expect(labels.schema.owner_name).toMatchObject({ category: 'Rep' })
  })
})

describe('scope — "the role used in queries is the first role chosen"; a scope the user may not use falls back, never widens', () => {
  it('a rep asking for Admin sees only their own deals', async () => {
    const rep = await userId(REP)
    const data = await page(REP, { role: 'company_admin', take: 100 })
    expect(data.total).toBe((await activeDealIds([rep])).length)
    for (const r of data.pipeline) expect(r.owner_id).toBe(rep)
  })

  it("a manager's My org holds their reports' deals; Admin falls back to My org; the first role of a list counts", async () => {
    const org = await page(MANAGER, { role: 'org', take: 100 })
    const asked = await page(MANAGER, { role: 'company_admin', take: 100 })
    const list = await page(MANAGER, { role: ['user', 'org'], take: 100 })
    const own = await userId(MANAGER)
    expect(asked.total).toBe(org.total)
    expect(list.pipeline.every((r) => r.owner_id === own)).toBe(true)
    const all = await page(ADMIN, { role: 'company_admin' })
    expect(org.total).toBeLessThan(all.total)
    expect(org.total).toBeGreaterThan(list.total)
  })

  it('a user without Reports gets 403', async () => {
    const res = await post(VIEWER, 'reports/pipeline-review', { take: 25 })
    expect(res.statusCode).toBe(403)
    expect((await post(VIEWER, 'reports/pipeline-review-charts', {})).statusCode).toBe(403)
    expect((await post(VIEWER, 'reports/pipeline-review/export?format=csv', {})).statusCode).toBe(403)
  })
})

describe('bad input', () => {
  it('refuses an unknown filter key, naming it', async () => {
    const error = await badRequest({ filter: { colour: ['red'] } })
    expect(error.fields).toEqual([{ field: 'filter.colour', message: 'Not a filter of this report.' }])
    expect(error.message).toBe('Unknown filter: colour.')
  })

  it('refuses a sort field not in the map, and a sort type that is not asc or desc', async () => {
    const error = await badRequest({ sort: { field: 'days_in_current_stage', type: 'asc' } })
    expect(error.fields?.[0]?.field).toBe('sort.field')
    expect(error.message).toMatch(/cannot be sorted by days_in_current_stage; choose one of activity/)
    expect((await badRequest({ sort: { field: 'stage_date', type: 'up' } })).message).toMatch(/asc' or 'desc/)
  })

  it('refuses an activity range starting over a year ago or ending after today; a future close date is fine', async () => {
    const old = await badRequest({ startTime: NOW_S - 400 * DAY, endTime: NOW_S })
    expect(old.fields?.[0]).toEqual({ field: 'startTime', message: 'Deals with Activity in can start at most one year ago.' })
    const future = await badRequest({ startTime: NOW_S - 10 * DAY, endTime: NOW_S + 5 * DAY })
    expect(future.fields?.[0]?.field).toBe('endTime')
    const half = await badRequest({ startTime: NOW_S - 10 * DAY })
    expect(half.fields?.[0]?.field).toBe('endTime')
    const created = await badRequest({ createdDateStartTime: NOW_S - 10 * DAY, createdDateEndTime: NOW_S + 30 * DAY })
    expect(created.fields?.[0]?.field).toBe('createdDateEndTime')
    const close = await post(ADMIN, 'reports/pipeline-review', { take: 25, closeDateStartTime: NOW_S, closeDateEndTime: NOW_S + 200 * DAY })
    expect(close.statusCode).toBe(200)
    for (const r of close.json().data.pipeline as TPipelineRow[]) expect(r.close_date && r.close_date >= TEST_NOW.toISOString().slice(0, 10)).toBe(true)
  })

  it.each([
    [{ take: 500 }, 'take'],
    [{ startTime: 'yesterday', endTime: NOW_S }, 'startTime'],
    [{ page: 5 }, 'page'],
    [{ filter: 'sales_stage' }, 'filter'],
  ])('refuses %j with a field error', async (body, field) => {
    const error = await badRequest(body)
    expect(error.fields?.map((f) => f.field).join(',')).toContain(field)
  })
})

describe('POST /api/reports/pipeline-review-charts', () => {
  it('answers two kinds of charts by the chart rules, and only the asked chart with type', async () => {
    const res = await post(ADMIN, 'reports/pipeline-review-charts', { role: 'company_admin' })
    expect(res.statusCode).toBe(200)
    const { pie, bar } = res.json().data
    expect(pie.options.map((o: { key: string }) => o.key)).toEqual(['engagement', 'playbook', 'first_meeting_score', 'region'])
    const total = (await page(ADMIN, { role: 'company_admin' })).total
    const engagement = pie.data.engagement.values as { key: string; value: number }[]
    expect(engagement.reduce((s, v) => s + v.value, 0)).toBe(total)
    expect(engagement.map((v) => v.value)).toEqual([...engagement.map((v) => v.value)].sort((a, b) => b - a))
    for (const chart of Object.values(bar.data) as { values: { key: string }[] }[]) {
      expect(chart.values.length).toBeLessThanOrEqual(5)
      expect(chart.values.map((v) => v.key)).not.toContain('None')
    }
    const only = await post(ADMIN, 'reports/pipeline-review-charts?type=deal_owner', { role: 'company_admin' })
    expect(Object.keys(only.json().data.bar.data)).toEqual(['deal_owner'])
    expect(Object.keys(only.json().data.pie.data)).toEqual([])
    expect((await post(ADMIN, 'reports/pipeline-review-charts?type=colour', {})).statusCode).toBe(400)
  })

  it("a clicked slice's filter narrows the table to that value", async () => {
    const charts = (await post(ADMIN, 'reports/pipeline-review-charts', { role: 'company_admin' })).json().data
    const slice = charts.pie.data.playbook.values[0] as { key: string; value: number }
    const forecast = { High: 'High Likely', Mid: 'Likely', Low: 'Less Likely', None: 'No forecast' }[slice.key] as string
    const data = await page(ADMIN, { role: 'company_admin', filter: { forecast: [forecast] } })
    expect(data.total).toBe(slice.value)
    for (const r of data.pipeline) expect(r.qualification_score).toBe(slice.key)
  })
})

describe('POST /api/reports/pipeline-review/export', () => {
  it('streams every row as CSV with the table columns, dollar amounts and Forecast info, formulas neutralised', async () => {
    const company = await one<{ id: number }>('select id from companies where name = $1', [NORTHWIND])
    const deal = (await page(ADMIN, { role: 'company_admin' })).pipeline[0] as TPipelineRow
    await t.db.pool.query('update deals set name = $2 where id = $1', [deal.deal_id, '=HYPERLINK("http://evil.example")'])
    const res = await post(ADMIN, 'reports/pipeline-review/export?format=csv&tz=UTC', { role: 'company_admin' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/csv/)
    expect(res.headers['content-disposition']).toMatch(/pipeline-review-2026-11-02\.csv/)
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toMatch(/^Deal,Account,Activity in range,Qualification Score,Forecast,Forecast info,/)
    expect(lines.length - 1).toBe((await activeDealIds()).length)
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(res.body).toMatch(/\$\d{1,3}(,\d{3})*/)
    expect(company.id).toBeGreaterThan(0)
  })

  it('answers .xlsx, and 400 no_data when nothing matches', async () => {
    const xlsx = await post(ADMIN, 'reports/pipeline-review/export?format=xlsx', { role: 'company_admin' })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const none = await post(ADMIN, 'reports/pipeline-review/export?format=csv', { filter: { sales_stage: ['No such stage'] } })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toMatchObject({ code: 'no_data', message: 'No data available to export.' })
  })
})
