import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callKind, isEligibleCall, REASON_NOT_KNOWN, recordingStatus } from '@parley/shared/rules/call-report'
import type { TCallPeriodRow, TCallReportRow } from '@parley/shared/schemas/call-reports'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// Calls & Recordings (page 1) and Call Details (page 2) through the API on the seeded demo, with bad input. Counts are
// checked against the calendar and recording tables directly, so the
// summary table (call_facts) is checked with them.

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const MANAGER = 'morgan.manager@northwind.example'
const REP = 'riley.rep@northwind.example'
const VIEWER = 'vic.viewer@northwind.example'
const BDR = 'bailey.bdr@northwind.example'
const NORTHWIND = 'Northwind Analytics'
const DAY = 86_400
const sec = (d: Date) => Math.floor(d.getTime() / 1000)
const NOW_S = sec(TEST_NOW)

const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]
const one = async <T>(q: string, params: unknown[] = []) => (await rows<T>(q, params))[0] as T

async function post(email: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: await t.as(email), payload: payload as Record<string, unknown> })
}

async function page(email: string, body: Record<string, unknown> = {}, url = 'reports/meetings-report'): Promise<{ result: TCallReportRow[]; total: number }> {
  const res = await post(email, url, { take: 25, skip: 0, ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function badRequest(body: Record<string, unknown>, url = 'reports/meetings-report') {
  const res = await post(ADMIN, url, body)
  expect(res.statusCode, res.body).toBe(400)
  return res.json().error as { code: string; message: string; fields?: { field: string; message: string }[] }
}

const lastMonthStart = () => {
  const d = new Date(TEST_NOW)
  d.setUTCMonth(d.getUTCMonth() - 1)
  return d
}

/** Calls of Northwind in the range counted from the tables themselves: live, not cancelled events, and event-less recordings. */
async function expectedCalls(ownerIds?: number[], start = lastMonthStart(), end = TEST_NOW): Promise<number> {
  const r = await one<{ n: number }>(
    `select (select count(*) from calendar_events e join companies c on c.id = e.company_id
       where c.name = $1 and e.deleted_at is null and e.status <> 'cancelled' and e.start_at between $2 and $3
         and ($4::int[] is null or e.user_id = any($4::int[])))
     + (select count(*) from meetings m join companies c on c.id = m.company_id
       where c.name = $1 and m.deleted_at is null and m.calendar_event_id is null and m.start_time between $2 and $3
         and ($4::int[] is null or m.user_id = any($4::int[]))) as n`,
    [NORTHWIND, start, end, ownerIds ?? null],
  )
  return Number(r.n)
}

const userId = async (email: string) => (await one<{ id: number }>('select id from users where email = $1', [email])).id

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('the summary table call_facts', () => {
  it('holds every call of the demo with the kind, eligibility and status the shared rules give', async () => {
    const facts = await rows<{
      call_key: string
      source: string
      kind: string
      has_meeting_url: boolean
      is_internal: boolean
      is_eligible: boolean
      is_recorded: boolean
      not_recorded_reason: string | null
      recording_status: string
      own_recording: boolean
    }>(
      `select f.*, exists (select 1 from meetings m where m.calendar_event_id = f.event_id and m.deleted_at is null) or f.event_id is null as own_recording
       from call_facts f`,
    )
    const events = await one<{ n: number }>('select count(*)::int as n from calendar_events where deleted_at is null')
    const loose = await one<{ n: number }>('select count(*)::int as n from meetings where deleted_at is null and calendar_event_id is null')
    expect(facts.length).toBe(events.n + loose.n)
    for (const f of facts) {
      const kind = callKind(f.source)
      expect(f.kind).toBe(kind)
      expect(f.is_eligible).toBe(isEligibleCall({ kind, hasMeetingUrl: f.has_meeting_url, isInternal: f.is_internal }))
      expect(f.recording_status).toBe(recordingStatus({ recorded: f.is_recorded, notRecordedReason: f.not_recorded_reason }))
      if (f.own_recording) expect(f.is_recorded).toBe(true)
    }
    expect(facts.some((f) => f.recording_status === REASON_NOT_KNOWN)).toBe(true)
  })
})

describe('POST /api/reports/meetings-report', () => {
  it('answers a page of 25 calls of the last month, newest first, with the total and the call report row', async () => {
    const data = await page(ADMIN, { role: 'company_admin' })
    expect(data.total).toBe(await expectedCalls())
    expect(data.result.length).toBe(25)
    const starts = data.result.map((r) => r.start_at)
    expect(starts).toEqual([...starts].sort().reverse())
    for (const r of data.result) {
      expect(new Date(r.start_at).getTime()).toBeLessThanOrEqual(TEST_NOW.getTime())
      expect(r.recording_status).toBe(r.is_meeting_recorded ? 'Recorded' : (r.not_recorded_reason ?? REASON_NOT_KNOWN))
    }
    const next = await page(ADMIN, { role: 'company_admin', skip: 25 })
    expect(next.total).toBe(data.total)
    expect(next.result.filter((r) => data.result.some((x) => x.call_key === r.call_key))).toEqual([])
    const recorded = (await page(ADMIN, { role: 'company_admin', take: 100, filter: { is_meeting_recorded: ['Yes'] } })).result
    for (const r of recorded) expect(r.zra_id).not.toBeNull()
  })

  it.each(['day', 'week', 'month'] as const)('without take answers the calls per %s, every period of the range', async (group) => {
    const res = await post(ADMIN, 'reports/meetings-report', { role: 'company_admin', group })
    expect(res.statusCode, res.body).toBe(200)
    const periods = res.json().data as TCallPeriodRow[]
    expect(res.json().group).toBe(group)
    expect(periods.reduce((n, p) => n + p.calls, 0)).toBe(await expectedCalls())
    const days = periods.map((p) => p.period)
    expect(days).toEqual([...days].sort())
    if (group === 'day') expect(periods.length).toBeGreaterThanOrEqual(30)
    if (group === 'month') expect(periods.length).toBe(2)
    for (const p of periods) {
      expect(p.not_recorded).toBe(p.calls - p.recorded)
      expect(p.recording_rate).toBe(p.calls ? Math.round((p.recorded * 100) / p.calls) : 0)
    }
  })

  it.each([
    ['start_at', 'start_at'],
    ['rep', 'rep'],
    ['deal_name', 'deal_name'],
    ['recording_status', 'recording_status'],
  ] as const)('sorts by %s both ways (nulls last)', async (field, column) => {
    for (const type of ['asc', 'desc'] as const) {
      const data = await page(ADMIN, { role: 'company_admin', take: 100, sort: { field, type } })
      const values = data.result.map((r) => r[column]).filter((v): v is string => v !== null)
      const sorted = [...values].sort((a, b) => (field === 'start_at' ? a.localeCompare(b) : a < b ? -1 : a > b ? 1 : 0))
      expect(values).toEqual(type === 'asc' ? sorted : sorted.reverse())
    }
  })

  it('filters by rep, manager, recording status, recorded, eligible, source, meeting type and deal', async () => {
    const all = await page(ADMIN, { role: 'company_admin', take: 100 })
    const rep = all.result.find((r) => r.rep)?.rep as string
    const byRep = await page(ADMIN, { role: 'company_admin', take: 100, filter: { rep: [rep] } })
    expect(byRep.total).toBeGreaterThan(0)
    for (const r of byRep.result) expect(r.rep).toBe(rep)

    const unknown = await page(ADMIN, { role: 'company_admin', take: 100, filter: { recording_status: [REASON_NOT_KNOWN] } })
    expect(unknown.total).toBeGreaterThan(0)
    for (const r of unknown.result) expect([r.is_meeting_recorded, r.not_recorded_reason]).toEqual([false, null])

    const yes = await page(ADMIN, { role: 'company_admin', filter: { is_meeting_recorded: ['Yes'] } })
    const no = await page(ADMIN, { role: 'company_admin', filter: { is_meeting_recorded: ['No'] } })
    expect(yes.total + no.total).toBe(all.total)
    const eligible = await page(ADMIN, { role: 'company_admin', take: 100, filter: { is_eligible: ['No'] } })
    for (const r of eligible.result) expect(r.is_eligible).toBe(false)

    const google = await page(ADMIN, { role: 'company_admin', take: 100, filter: { call_source: ['google_calendar'] } })
    for (const r of google.result) expect(r.call_source).toBe('google_calendar')
    const internal = await page(ADMIN, { role: 'company_admin', filter: { external_meeting: ['Internal'] } })
    const external = await page(ADMIN, { role: 'company_admin', filter: { external_meeting: ['External'] } })
    expect(internal.total + external.total).toBe(all.total)

    const deal = all.result.find((r) => r.deal_name) as TCallReportRow
    const byDeal = await page(ADMIN, { role: 'company_admin', take: 100, filter: { deal_name: [deal.deal_name as string] } })
    for (const r of byDeal.result) expect(r.deal_name).toBe(deal.deal_name)
    const byOwner = await page(ADMIN, { role: 'company_admin', take: 100, filter: { owner_name: [deal.owner_name as string] } })
    for (const r of byOwner.result) expect(r.owner_name).toBe(deal.owner_name)

    const reports = await rows<{ id: number }>(
      "select um.user_id as id from user_managers um join users m on m.id = um.manager_id where m.name = 'Morgan Manager'",
    )
    const managed = await page(ADMIN, { role: 'company_admin', filter: { manager: ['Morgan Manager'] } })
    expect(managed.total).toBe(await expectedCalls(reports.map((r) => r.id)))
  })

  it('answers distinct mode with the value lists and the labels', async () => {
    const res = await post(ADMIN, 'reports/meetings-report', { distinct: true, role: 'company_admin' })
    expect(res.statusCode).toBe(200)
    const [lists, labels] = res.json().data
    expect(lists.is_meeting_recorded).toEqual(['Yes', 'No'])
    expect(lists.recording_status).toContain('Recorded')
    expect(lists.recording_status).toContain(REASON_NOT_KNOWN)
    expect(lists.rep).toContain('Riley Rep')
    expect(lists.call_source).toEqual(expect.arrayContaining(['google_calendar']))
    expect(labels.schema.note_taker_message).toMatchObject({ label: 'Not Eligible Reason', category: 'Call' })
    expect(labels.schema.rep).toMatchObject({ category: 'Rep' })
  })
})

describe('POST /api/reports/meetings-charts', () => {
  it('answers calls per period recorded or not, per status and per source, each summing to the total', async () => {
    const res = await post(ADMIN, 'reports/meetings-charts', { role: 'company_admin', group: 'week' })
    expect(res.statusCode, res.body).toBe(200)
    const { trend, status, source, group } = res.json().data as Record<string, { x: string; y: number; series?: string }[]> & { group: string }
    const total = await expectedCalls()
    const sum = (xs: { y: number }[]) => xs.reduce((n, x) => n + x.y, 0)
    expect(group).toBe('week')
    expect(sum(trend)).toBe(total)
    expect(sum(status)).toBe(total)
    expect(sum(source)).toBe(total)
    expect(status.map((s) => s.y)).toEqual([...status.map((s) => s.y)].sort((a, b) => b - a))
    const recorded = (await page(ADMIN, { role: 'company_admin', filter: { is_meeting_recorded: ['Yes'] } })).total
    expect(sum(trend.filter((p) => p.series === 'Recorded'))).toBe(recorded)
  })
})

describe('POST /api/reports/call-details-report (page 2)', () => {
  it('answers the detailed rows with every column of the call report row, and every row without take', async () => {
    const data = (await post(ADMIN, 'reports/call-details-report', { role: 'company_admin', take: 25 })).json().data
    expect(Object.keys(data.schema)).toEqual(expect.arrayContaining(['zra_id', 'note_taker_allowed', 'note_taker_message', 'is_eligible', 'recording_status']))
    expect(data.total).toBe(await expectedCalls())
    const all = (await post(ADMIN, 'reports/call-details-report', { role: 'company_admin' })).json().data
    expect(all.result.length).toBe(all.total)
  })

  it('refuses a range starting more than six months ago (Call Details follows Notetaker Adoption)', async () => {
    const error = await badRequest({ startTime: NOW_S - 200 * DAY, endTime: NOW_S }, 'reports/call-details-report')
    expect(error.fields?.[0]).toMatchObject({ field: 'startTime' })
    expect(error.message).toMatch(/6 months ago/)
    const ok = await post(ADMIN, 'reports/meetings-report', { take: 1, startTime: NOW_S - 200 * DAY, endTime: NOW_S })
    expect(ok.statusCode).toBe(200)
  })
})

describe('scope — "the role used in queries is the first role chosen"; a scope the user may not use falls back, never widens', () => {
  it('a rep asking for Admin sees only their own calls', async () => {
    const rep = await userId(REP)
    const data = await page(REP, { role: 'company_admin', take: 100 })
    expect(data.total).toBe(await expectedCalls([rep]))
    for (const r of data.result) expect(r.rep_id).toBe(rep)
  })

  it("a manager's Admin falls back to My org; the first role of a list counts", async () => {
    const org = await page(MANAGER, { role: 'org' })
    const asked = await page(MANAGER, { role: 'company_admin' })
    const mine = await page(MANAGER, { role: ['user', 'org'] })
    expect(asked.total).toBe(org.total)
    expect(mine.total).toBe(await expectedCalls([await userId(MANAGER)]))
    expect(org.total).toBeLessThan((await page(ADMIN, { role: 'company_admin' })).total)
  })

  it('403 for a user without Reports and for a BDR, whose menu has no Calls & Recordings', async () => {
    for (const who of [VIEWER, BDR]) {
      for (const url of ['reports/meetings-report', 'reports/meetings-charts', 'reports/call-details-report', 'reports/meetings-report/export?format=csv']) {
        expect((await post(who, url, {})).statusCode, `${who} ${url}`).toBe(403)
      }
    }
  })
})

describe('bad input', () => {
  it.each([
    ['an unknown filter key', { filter: { colour: ['red'] } }, 'filter.colour'],
    ['a sort field outside the map', { sort: { field: 'video_duration', type: 'asc' } }, 'sort.field'],
    ['1,001 values in one filter', { filter: { rep: Array.from({ length: 1001 }, (_, i) => `R${i}`) } }, 'filter'],
    ['a group other than day, week or month', { group: 'year' }, 'group'],
    ['a range starting over a year ago', { startTime: NOW_S - 400 * DAY, endTime: NOW_S }, 'startTime'],
    ['a range ending after today', { startTime: NOW_S - DAY, endTime: NOW_S + 3 * DAY }, 'endTime'],
    ['an unknown body key', { page: 1 }, 'page'],
    ['a page larger than 100', { take: 500 }, 'take'],
  ])('refuses %s, naming the field', async (_what, body, field) => {
    const error = await badRequest(body)
    expect(error.fields?.map((f) => f.field).join(',')).toContain(field)
  })

  it('accepts 100 values in one filter', async () => {
    const data = await page(ADMIN, { filter: { rep: Array.from({ length: 100 }, (_, i) => `Nobody ${i}`) } })
    expect(data.total).toBe(0)
  })
})

describe('exports', () => {
  it('streams every call as CSV with the call report row, formulas neutralised', async () => {
    const first = (await page(ADMIN, { role: 'company_admin', filter: { is_meeting_recorded: ['Yes'] } })).result[0] as TCallReportRow
    await t.db.pool.query('update call_facts set title = $2 where call_key = $1', [first.call_key, '=HYPERLINK("http://evil.example")'])
    const res = await post(ADMIN, 'reports/meetings-report/export?format=csv&tz=UTC', { role: 'company_admin' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/calls-and-recordings-2026-11-02\.csv/)
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe(
      'Call Date,Call,Call ID,Rep,Deal,Deal Stage,Deal Owner,First Meeting Score,Notetaker Allowed,Recorded,Not Recorded Reason,Not Eligible Reason,Source,Eligible,Recording Status',
    )
    expect(lines.length - 1).toBe(await expectedCalls())
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(res.body).toContain(REASON_NOT_KNOWN)
  })

  it('answers .xlsx for Call Details, and 400 no_data when nothing matches', async () => {
    const xlsx = await post(ADMIN, 'reports/call-details-report/export?format=xlsx', { role: 'company_admin' })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-disposition']).toMatch(/call-details-/)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const none = await post(ADMIN, 'reports/call-details-report/export?format=csv', { filter: { rep: ['Nobody at all'] } })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toMatchObject({ code: 'no_data', message: 'No data available to export.' })
  })
})
