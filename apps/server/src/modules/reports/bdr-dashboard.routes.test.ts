import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BDR_CHECKLIST_ORDER, type BdrOutcome, bdrOutcome, creditedCalls } from '@parley/shared/rules/bdr-dashboard'
import type { TBdrCallRow, TBdrMetric, TBdrRepScore, TBdrSignalRow } from '@parley/shared/schemas/bdr-dashboard'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// The development-rep dashboard, BDR to MQL, through the API on the seeded demo, with bad input. Outcomes are checked against the shared rule applied to facts read here independently.

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const DIRECTOR = 'drew.director@northwind.example'
const REP = 'riley.rep@northwind.example'
const BDR = 'bailey.bdr@northwind.example'
const ACME_ADMIN = 'alex.acme@acme.example'
const NORTHWIND = 'Northwind Analytics'
const DAY = 86_400
const NOW_S = Math.floor(TEST_NOW.getTime() / 1000)
const ADMIN_Q = { role: 'company_admin' }

const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]

async function post(email: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: await t.as(email), payload: payload as Record<string, unknown> })
}
async function ok<T>(email: string, url: string, payload: unknown): Promise<T> {
  const res = await post(email, url, payload)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as T
}
const section = (url: string, body: object = {}, email = ADMIN) =>
  ok<{ data: TBdrCallRow[]; total: number; columns: { id: number; name: string }[] }>(email, url, { ...ADMIN_Q, take: 25, skip: 0, ...body })
const metrics = async (body: object = {}, email = ADMIN) =>
  ok<{ data: TBdrMetric[]; calls: number; junk: number }>(email, 'reports/bdr-count-metrics', { ...ADMIN_Q, ...body })
const metric = (m: { data: TBdrMetric[] }, key: TBdrMetric['metric']) => m.data.find((x) => x.metric === key) as TBdrMetric

async function badRequest(body: Record<string, unknown>, url = 'reports/bdr-meetings-set-data') {
  const res = await post(ADMIN, url, body)
  expect(res.statusCode, res.body).toBe(400)
  return res.json().error as { code: string; message: string; fields?: { field: string; message: string }[] }
}

type Fact = {
  id: number
  user_id: number
  rep: string
  video_duration: number | null
  disposition: string | null
  prospect_ms: string
  follow_up: number | null
  ends_at: number
}

/** Northwind's BDR calls of the last week with the facts the definitions read, then each call's outcome by the rule. */
async function expectedOutcomes(userIds?: number[]): Promise<Map<number, BdrOutcome & string> & { facts: Fact[] }> {
  const facts = await rows<Fact>(
    `select m.id, m.user_id, u.name as rep, m.video_duration, coalesce(nullif(m.call_disposition, ''), ce.custom_fields ->> 'call_disposition') as disposition,
       coalesce((select sum(p.talk_time_ms) from meeting_participants p where p.meeting_id = m.id and p.side = 'prospect'), 0) as prospect_ms,
       (select f.id from meeting_participants p, calendar_events f
         where p.meeting_id = m.id and p.side = 'prospect' and p.email is not null and lower(p.email) = any(f.attendee_emails)
           and f.company_id = m.company_id and f.deleted_at is null and f.status <> 'cancelled' and f.source in ('google_calendar', 'outlook_calendar')
           and f.start_at >= greatest(coalesce(ce.end_at, m.start_time), m.start_time + coalesce(m.video_duration, 0) * interval '1 second')
           and f.start_at <= m.start_time + interval '30 days' order by f.start_at, f.id limit 1) as follow_up,
       extract(epoch from greatest(coalesce(ce.end_at, m.start_time), m.start_time + coalesce(m.video_duration, 0) * interval '1 second'))::float8 as ends_at
     from meetings m join users u on u.id = m.user_id join companies c on c.id = m.company_id
     left join calendar_events ce on ce.id = m.calendar_event_id
     where c.name = $1 and u.function = 'BDR' and m.deleted_at is null and coalesce(m.processing_status, 2) not in (0, 1)
       and m.start_time between $2 and $3 and ($4::int[] is null or m.user_id = any($4::int[]))`,
    [NORTHWIND, new Date(TEST_NOW.getTime() - 7 * DAY * 1000), TEST_NOW, userIds ?? null],
  )
  const factsOf = (f: Fact) => ({
    durationSec: f.video_duration,
    disposition: f.disposition,
    prospectTalkSec: Number(f.prospect_ms) / 1000,
    followUpMeeting: true,
  })
  // Each later meeting counts for the last call before it that could have set it.
  const credited = creditedCalls(facts.map((f) => ({ id: f.id, endsAt: f.ends_at, meetingId: f.follow_up, facts: factsOf(f) })))
  const out = new Map(facts.map((f) => [f.id, bdrOutcome({ ...factsOf(f), followUpMeeting: credited.has(f.id) })])) as Map<number, BdrOutcome> & {
    facts: Fact[]
  }
  out.facts = facts
  return out
}
const countOf = (m: Map<number, BdrOutcome>, o: BdrOutcome) => [...m.values()].filter((x) => x === o).length
const userId = async (email: string) => (await rows<{ id: number }>('select id from users where email = $1', [email]))[0]?.id as number

beforeAll(async () => {
  t = await buildTestApp()
  // Reports page 9 is on the full menu only: here the Sales director (short menu) becomes a manager without a function,
  // and the AE rep a 'Tech' rep whose function the company's reports menu lists.
  await t.db.pool.query('update users set function = null where email = $1', [DIRECTOR])
  await t.db.pool.query("update users set function = 'Tech' where email = $1", [REP])
  await t.db.pool.query(
    `update company_settings set settings = jsonb_set(settings, '{reportsMenuFunctions}', settings -> 'reportsMenuFunctions' || '["Tech"]'::jsonb)
     where company_id = (select id from companies where name = $1)`,
    [NORTHWIND],
  )
})
afterAll(async () => t?.close())

describe('the demo company has BDR calls of every outcome in the default range (Last Week)', () => {
  it('has junk, no-conversation, no-meeting and meeting-set calls', async () => {
    const expected = await expectedOutcomes()
    for (const o of ['junk', 'no_conversation', 'no_meeting', 'meeting_set'] as const) expect(countOf(expected, o), o).toBeGreaterThan(0)
    expect(new Set(expected.facts.map((f) => f.disposition)).size).toBeGreaterThan(3)
  })
})

describe('POST /api/reports/bdr-count-metrics — the summary cards', () => {
  it('counts connected calls (junk excluded), conversations to meeting and the two others by the definitions', async () => {
    const expected = await expectedOutcomes()
    const m = await metrics()
    const [set, noMeeting, noConv, junk] = (['meeting_set', 'no_meeting', 'no_conversation', 'junk'] as const).map((o) => countOf(expected, o))
    expect(m.calls).toBe(expected.size)
    expect(m.junk).toBe(junk)
    expect(metric(m, 'connected_calls')).toMatchObject({ count: set + noMeeting + noConv, base: expected.size })
    expect(metric(m, 'meetings_set')).toMatchObject({ count: set, base: set + noMeeting, percentage: Math.floor((set * 100) / (set + noMeeting) + 0.5) })
    expect(metric(m, 'conversations_no_meeting')).toMatchObject({ count: noMeeting, section: 'no_meeting' })
    expect(metric(m, 'connected_no_conversation')).toMatchObject({ count: noConv, section: 'no_conversation' })
  })
})

describe('the three sections — raw rows (POST /api/reports/bdr-*-data)', () => {
  it.each([
    ['reports/bdr-meetings-set-data', 'meeting_set'],
    ['reports/bdr-no-meeting-set-data', 'no_meeting'],
    ['reports/bdr-connected-no-conversation-data', 'no_conversation'],
  ] as const)('%s answers the calls whose outcome is %s, newest first, with the total', async (url, outcome) => {
    const expected = await expectedOutcomes()
    const ids = [...expected].filter(([, o]) => o === outcome).map(([id]) => id)
    const data = await section(url, { take: 100 })
    expect(data.total).toBe(ids.length)
    expect(data.data.map((r) => r.id).sort()).toEqual([...ids].sort())
    for (const r of data.data) expect(r.outcome).toBe(outcome)
    const starts = data.data.map((r) => r.start_at)
    expect(starts).toEqual([...starts].sort().reverse())
  })

  it('carries every checklist column in the fixed checklist column order, with the stored scores and best practices', async () => {
    const data = await section('reports/bdr-meetings-set-data', { take: 100 })
    expect(data.columns.slice(0, BDR_CHECKLIST_ORDER.length).map((c) => c.name)).toEqual([...BDR_CHECKLIST_ORDER])
    const scored = data.data.find((r) => r.checklist.some((c) => c.score !== null)) as TBdrCallRow
    expect(scored.checklist.map((c) => c.name)).toEqual(data.columns.map((c) => c.name))
    expect(scored.checklist_name).toEqual(data.columns.map((c) => c.name))
    const stored = await rows<{ signal_id: number; score: number }>(
      'select signal_id, score from meeting_insights where meeting_id = $1 and signal_id is not null',
      [scored.id],
    )
    for (const c of scored.checklist) expect(c.score).toBe(stored.find((s) => s.signal_id === c.id)?.score ?? null)
    const withBp = data.data.flatMap((r) => r.checklist).find((c) => c.outcome_meta.best_practices.length > 0)
    expect(withBp?.outcome_meta.best_practices[0]).toEqual({ bp_heading: expect.any(String), bp_score: expect.any(Number), bp_grade: expect.any(String) })
  })

  it('tells why a call counts as a meeting set: its disposition or a later meeting on the calendar', async () => {
    const data = await section('reports/bdr-meetings-set-data', { take: 100 })
    for (const r of data.data) {
      expect(r.meeting_set_by === 'disposition' ? /booked|set/i.test(r.call_disposition ?? '') : r.next_meeting_at !== null, String(r.id)).toBe(true)
    }
  })

  it('pages by 25 (the next page continues), and omitting take answers every row', async () => {
    const all = await section('reports/bdr-meetings-set-data', { take: undefined })
    expect(all.data.length).toBe(all.total)
    const first = await section('reports/bdr-meetings-set-data', { take: 5 })
    const second = await section('reports/bdr-meetings-set-data', { take: 5, skip: 5 })
    expect(second.total).toBe(first.total)
    expect([...first.data, ...second.data].map((r) => r.id)).toEqual(all.data.slice(0, 10).map((r) => r.id))
    const past = await section('reports/bdr-meetings-set-data', { skip: 500 })
    expect(past).toMatchObject({ data: [], total: all.total })
  })

  it.each<[string, (r: TBdrCallRow) => string | number]>([
    ['start_at', (r) => r.start_at],
    ['video_duration', (r) => r.video_duration ?? 0],
    ['rep', (r) => r.rep[0] ?? ''],
  ])('sorts by %s both ways', async (field, value) => {
    for (const type of ['asc', 'desc'] as const) {
      const data = await section('reports/bdr-meetings-set-data', { take: 100, sort: { field, type } })
      const values = data.data.map(value)
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      expect(values).toEqual(type === 'asc' ? sorted : sorted.reverse())
    }
  })

  it('filters by rep, manager, call disposition, duration and a CRM field of the deal', async () => {
    const expected = await expectedOutcomes()
    const rep = expected.facts[0]?.rep as string
    const m = await metrics({ filter: { rep: [rep] } })
    expect(m.calls).toBe(expected.facts.filter((f) => f.rep === rep).length)
    const byManager = await metrics({ filter: { manager: ['Taylor Teamlead'] } })
    const team = await rows<{ id: number }>(
      "select um.user_id as id from user_managers um join users mu on mu.id = um.manager_id where mu.email = 'taylor.teamlead@northwind.example'",
    )
    expect(byManager.calls).toBe(expected.facts.filter((f) => team.some((x) => x.id === f.user_id)).length)
    const booked = await section('reports/bdr-meetings-set-data', { take: 100, filter: { call_disposition: ['Meeting Booked'] } })
    expect(booked.total).toBe(expected.facts.filter((f) => f.disposition === 'Meeting Booked' && expected.get(f.id) === 'meeting_set').length)
    for (const r of booked.data) expect(r.call_disposition).toBe('Meeting Booked')
    const short = await section('reports/bdr-connected-no-conversation-data', { take: 100, filter: { videoDuration: ['<5'] } })
    for (const r of short.data) expect(r.video_duration ?? 0).toBeLessThan(300)
    const play = await section('reports/bdr-meetings-set-data', { take: 100, filter: { sales_play: ['Land', 'Expand', 'Displace', 'Retain'] } })
    expect(play.total).toBeLessThanOrEqual((await section('reports/bdr-meetings-set-data')).total)
  })

  it('answers distinct mode with the value lists and their labels (scope and range, not the filters)', async () => {
    const res = await post(ADMIN, 'reports/bdr-no-meeting-set-data', { ...ADMIN_Q, distinct: true, filter: { rep: ['Nobody'] } })
    expect(res.statusCode).toBe(200)
    const [lists, labels] = res.json().data
    expect(lists.rep.length).toBeGreaterThan(2)
    expect(lists.manager).toContain('Taylor Teamlead')
    expect(lists.call_disposition).toEqual(expect.arrayContaining(['Meeting Booked', 'Gatekeeper', 'Voicemail']))
    expect(lists.videoDuration).toEqual(['<5', '5-15', '15-30', '30-45', '45-60', '>1hr'])
    expect(labels.schema.rep).toMatchObject({ label: 'Rep', category: 'Rep' })
    expect(labels.schema.call_disposition).toMatchObject({ label: 'Call Disposition', category: 'CRM' })
  })
})

describe('Checklist & Best Practices (POST /api/reports/bdr-checklist-signal-*)', () => {
  it('answers per signal the passed share of scored calls and the best-practice split, in the column order', async () => {
    const data = await ok<{ data: TBdrSignalRow[]; best_practices: { x: string; y: number; count: number }[]; calls: number }>(
      ADMIN,
      'reports/bdr-checklist-signal-meetings-set',
      ADMIN_Q,
    )
    const ids = (await section('reports/bdr-meetings-set-data', { take: 100 })).data.map((r) => r.id)
    expect(data.calls).toBe(ids.length)
    expect(data.data.slice(0, BDR_CHECKLIST_ORDER.length).map((s) => s.x)).toEqual([...BDR_CHECKLIST_ORDER])
    const pain = data.data[0] as TBdrSignalRow
    const stored = await rows<{ score: number }>('select score from meeting_insights where signal_id = $1 and meeting_id = any($2::int[]) and score >= 0', [
      pain.id,
      ids,
    ])
    expect(pain.scored).toBe(stored.length)
    expect(pain.y).toBe(stored.length ? Math.floor((stored.filter((s) => s.score >= 80).length * 100) / stored.length + 0.5) : null)
    for (const s of data.data) if (s.a !== null) expect((s.a ?? 0) + (s.b ?? 0)).toBe(100)
    expect(data.best_practices.length).toBeGreaterThan(0)
    const graded = await rows<{ n: number }>('select count(*)::int as n from best_practices where meeting_id = any($1::int[])', [ids])
    expect(data.best_practices.reduce((s, b) => s + b.count, 0)).toBe(graded[0]?.n)
  })

  it('has checklist data in the no-conversation section too (long gatekeeper calls)', async () => {
    const data = await ok<{ data: TBdrSignalRow[]; calls: number }>(ADMIN, 'reports/bdr-checklist-signal-connected-no-conversation', ADMIN_Q)
    expect(data.calls).toBeGreaterThan(0)
    expect(data.data.some((s) => s.scored > 0)).toBe(true)
  })
})

describe('Rep Scores (POST /api/reports/bdr-rep-scores)', () => {
  it("lists every BDR with connected calls, best average checklist score first; a rep's filter narrows to that rep", async () => {
    const data = await ok<{ data: TBdrRepScore[]; reps: number }>(ADMIN, 'reports/bdr-rep-scores', ADMIN_Q)
    const expected = await expectedOutcomes()
    const connected = new Set(expected.facts.filter((f) => expected.get(f.id) !== 'junk').map((f) => f.rep))
    expect(data.data.map((r) => r.x).sort()).toEqual([...connected].sort())
    expect(data.reps).toBe(connected.size)
    const scores = data.data.map((r) => r.y ?? -1)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    const top = data.data[0] as TBdrRepScore
    const only = await metrics({ filter: { rep: [top.x] } })
    expect(metric(only, 'connected_calls').count).toBe(top.calls)
    expect(metric(only, 'meetings_set').count).toBe(top.meetings_set)
  })
})

describe('POST /api/users/MeetingsOutcomesReport with onlyBDRData', () => {
  it('answers each named data source as its /reports/bdr-* call does', async () => {
    const counts = await ok(ADMIN, 'users/MeetingsOutcomesReport', { ...ADMIN_Q, onlyBDRData: true, mv: 'checklist_adoption_mv_BDR_COUNT' })
    expect(counts).toEqual(await metrics())
    const rowsSource = await ok(ADMIN, 'users/MeetingsOutcomesReport', {
      ...ADMIN_Q,
      onlyBDRData: true,
      mv: 'bdr_dashboard_no_meeting_set_mv',
      take: 25,
      skip: 0,
    })
    expect(rowsSource).toEqual(await section('reports/bdr-no-meeting-set-data'))
    const signals = await ok(ADMIN, 'users/MeetingsOutcomesReport', { ...ADMIN_Q, onlyBDRData: true, mv: 'Bdr_connected_but_no_conversation_percentage' })
    expect(signals).toEqual(await ok(ADMIN, 'reports/bdr-checklist-signal-connected-no-conversation', ADMIN_Q))
    const reps = await ok<{ data: TBdrRepScore[] }>(ADMIN, 'users/MeetingsOutcomesReport', {
      ...ADMIN_Q,
      onlyBDRData: true,
      mv: 'checklist_adoption_mv_BDR',
      limit: 2,
    })
    expect(reps.data.length).toBe(2)
  })

  it('refuses an unknown data source and a request without onlyBDRData', async () => {
    const unknown = await badRequest({ onlyBDRData: true, mv: 'passwords' }, 'users/MeetingsOutcomesReport')
    expect(unknown.message).toMatch(/mv must be one of/)
    await badRequest({ mv: 'checklist_adoption_mv_BDR_COUNT' }, 'users/MeetingsOutcomesReport')
  })
})

describe('scope — "the dashboards likewise send the first value of the role filter"; a scope the user may not use falls back', () => {
  it("a manager's team holds their direct reports' calls, org the whole tree; Admin falls back to org; a list's first role counts", async () => {
    const team = await metrics({ role: 'team' }, DIRECTOR)
    const org = await metrics({ role: 'org' }, DIRECTOR)
    const asked = await metrics({ role: 'company_admin' }, DIRECTOR)
    const list = await metrics({ role: ['user', 'org'] }, DIRECTOR)
    const direct = await rows<{ id: number }>('select um.user_id as id from user_managers um join users mu on mu.id = um.manager_id where mu.email = $1', [
      DIRECTOR,
    ])
    expect(team.calls).toBe((await expectedOutcomes([await userId(DIRECTOR), ...direct.map((d) => d.id)])).size)
    expect(team.calls).toBeLessThan(org.calls)
    expect(asked).toEqual(org)
    expect(list.calls).toBe(0)
  })

  it('a rep asking for Admin sees only their own calls (none of them BDR calls)', async () => {
    expect((await metrics({}, REP)).calls).toBe(0)
    expect((await section('reports/bdr-meetings-set-data', {}, REP)).total).toBe(0)
    expect((await metrics()).calls).toBeGreaterThan(0)
  })

  it('403 for a BDR (their menu is Pipeline Review and Checklist Adoption) and for a company without conversion dashboards', async () => {
    for (const email of [BDR, ACME_ADMIN]) {
      for (const url of [
        'reports/bdr-count-metrics',
        'reports/bdr-meetings-set-data',
        'reports/bdr-rep-scores',
        'reports/bdr-meetings-set-data/export?format=csv',
      ]) {
        const res = await post(email, url, {})
        expect(res.statusCode, `${email} ${url}`).toBe(403)
      }
    }
  })
})

describe('bad input', () => {
  it('refuses an unknown filter key, naming it', async () => {
    const error = await badRequest({ filter: { colour: ['red'] } })
    expect(error.fields).toEqual([{ field: 'filter.colour', message: 'Not a filter of this report.' }])
  })

  it('refuses a sort field outside the map', async () => {
    const error = await badRequest({ sort: { field: 'prospect_talk_seconds', type: 'asc' } })
    expect(error.fields?.[0]?.field).toBe('sort.field')
    expect(error.message).toMatch(/choose one of start_at, video_duration, rep/)
  })

  it('refuses a Call Date range starting over a year ago or ending after today, or with one end', async () => {
    expect((await badRequest({ startTime: NOW_S - 400 * DAY, endTime: NOW_S })).fields?.[0]).toEqual({
      field: 'startTime',
      message: 'Call Date can start at most one year ago.',
    })
    expect((await badRequest({ startTime: NOW_S - DAY, endTime: NOW_S + 5 * DAY }, 'reports/bdr-count-metrics')).fields?.[0]?.field).toBe('endTime')
    expect((await badRequest({ startTime: NOW_S - DAY }, 'reports/bdr-rep-scores')).fields?.[0]?.field).toBe('endTime')
  })

  it.each([
    [{ take: 500 }, 'take'],
    [{ startTime: 'yesterday', endTime: NOW_S }, 'startTime'],
    [{ page: 5 }, 'page'],
    [{ filter: 'rep' }, 'filter'],
    [{ filter: { rep: Array.from({ length: 1001 }, (_, i) => `R${i}`) } }, 'filter'],
  ])('refuses %j with a field error', async (body, field) => {
    const error = await badRequest(body)
    expect(error.fields?.map((f) => f.field).join(',')).toContain(field)
  })

  it('accepts 100 values in one filter', async () => {
    const res = await post(ADMIN, 'reports/bdr-count-metrics', { filter: { rep: Array.from({ length: 100 }, (_, i) => `Rep ${i}`) } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.calls).toBe(0)
  })
})

describe('POST /api/reports/bdr-*-data/export', () => {
  it('streams the section as CSV with the table columns and a mark per checklist column, formulas neutralised', async () => {
    const data = await section('reports/bdr-meetings-set-data', { take: 100 })
    const target = data.data[0] as TBdrCallRow
    await t.db.pool.query('update meetings set title = $2 where id = $1', [target.id, '=HYPERLINK("http://evil.example")'])
    const res = await post(ADMIN, 'reports/bdr-meetings-set-data/export?format=csv&tz=UTC', ADMIN_Q)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/bdr-meetings-set-2026-11-02\.csv/)
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toMatch(
      /^Call Date,Call,Rep,Duration \(s\),Prospect Talk \(s\),Deal Stage During Call,Deal,Call Disposition,Call Source,Meeting Set By,Next Meeting,Pain or priority,Timelines,Best practices - Opening,Pitch,/,
    )
    expect(lines.length - 1).toBe(data.total)
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(res.body).toMatch(/✓/)
    expect(res.body).toMatch(/N\/A/)
  })

  it('answers .xlsx, and 400 no_data when the section is empty', async () => {
    const xlsx = await post(ADMIN, 'reports/bdr-connected-no-conversation-data/export?format=xlsx', ADMIN_Q)
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const none = await post(ADMIN, 'reports/bdr-no-meeting-set-data/export?format=csv', { filter: { rep: ['Nobody'] } })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toMatchObject({ code: 'no_data', message: 'No data available to export.' })
  })
})
