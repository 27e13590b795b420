import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SENTIMENT_OF, type SwotNature, VOC_INSIGHTS } from '@parley/shared/rules/voice-of-customer'
import type { TVoiceOfCustomerRow } from '@parley/shared/schemas/voice-of-customer'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// Voice of Customer through the API on the seeded demo: customer statements by category with sentiment grade, linked
// to the call at the timestamp, a default range of one month, cursor paging, 'No snippet' for a timestamp that is not
// hh:mm:ss, and bad input.

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const MANAGER = 'morgan.manager@northwind.example'
/** A Sales rep: the short menu has no Voice of Customer. */
const SHORT_MENU = 'sasha.sales@northwind.example'
const VIEWER = 'vic.viewer@northwind.example'
const NORTHWIND = 'Northwind Analytics'
const DAY = 86_400
const NOW_S = Math.floor(TEST_NOW.getTime() / 1000)
/** The rep of the manager's org with the most statements in the month (found in beforeAll). */
let REP = ''

const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]
const one = async <T>(q: string, params: unknown[] = []) => (await rows<T>(q, params))[0] as T
const userId = async (email: string) => (await one<{ id: number }>('select id from users where email = $1', [email])).id

async function post(email: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: await t.as(email), payload: payload as Record<string, unknown> })
}

interface Page {
  result: TVoiceOfCustomerRow[]
  total: number
  after: string | null
}

async function page(email: string, body: Record<string, unknown> = {}, url = 'reports/voice-of-customer'): Promise<Page> {
  const res = await post(email, url, { role: 'company_admin', take: 25, ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

/** Every page by following `after`, from the first. */
async function allPages(email: string, body: Record<string, unknown> = {}): Promise<Page[]> {
  const pages = [await page(email, body)]
  for (let last = pages[0] as Page; last.after; ) {
    last = await page(email, { ...body, after: last.after })
    pages.push(last)
  }
  return pages
}

async function badRequest(body: Record<string, unknown>, url = 'reports/voice-of-customer', email = ADMIN) {
  const res = await post(email, url, body)
  expect(res.statusCode, res.body).toBe(400)
  return res.json().error as { code: string; message: string; fields?: { field: string; message: string }[] }
}

const monthAgo = () => {
  const d = new Date(TEST_NOW)
  d.setUTCMonth(d.getUTCMonth() - 1)
  return d
}

/** Northwind's statements on live calls in the range (default: the last month), newest call first, counted independently. */
async function statementIds(opts: { reps?: number[]; start?: Date; end?: Date; natures?: SwotNature[] } = {}): Promise<number[]> {
  const found = await rows<{ id: number }>(
    `select s.id from swot_insights s join meetings m on m.id = s.meeting_id join companies c on c.id = s.company_id
     where c.name = $1 and m.deleted_at is null and m.start_time between $2 and $3 and ($4::int[] is null or m.user_id = any($4::int[]))
       and ($5::text[] is null or s.nature::text = any($5::text[]))
     order by m.start_time desc, s.id desc`,
    [NORTHWIND, opts.start ?? monthAgo(), opts.end ?? TEST_NOW, opts.reps ?? null, opts.natures ?? null],
  )
  return found.map((r) => r.id)
}

const orgOf = async (email: string) => {
  const found = await rows<{ id: number }>(
    `with recursive org(id) as (select id from users where email = $1
       union select um.user_id from user_managers um join org on um.manager_id = org.id) select id from org`,
    [email],
  )
  return found.map((r) => r.id)
}

beforeAll(async () => {
  t = await buildTestApp()
  const rep = await one<{ email: string }>(
    `select u.email from users u join user_managers um on um.user_id = u.id join users mu on mu.id = um.manager_id
     join meetings m on m.user_id = u.id join swot_insights s on s.meeting_id = m.id
     where mu.email = $1 and u.status = 'active' and m.deleted_at is null and m.start_time > $2 group by u.email order by count(*) desc, u.email limit 1`,
    [MANAGER, monthAgo()],
  )
  REP = rep.email
  // Every demo manager and rep has a short-menu function (AE, Sales, CSM, Marketing, BDR), whose menu lacks
  // Voice of Customer. In this copy the manager has no function and the rep is 'Tech', a function the company lists for Reports,
  // so both get the full menu and their scopes can be tested.
  await t.db.pool.query('update users set function = null where email = $1', [MANAGER])
  await t.db.pool.query("update users set function = 'Tech' where email = $1", [REP])
  await t.db.pool.query(
    `update company_settings set settings = jsonb_set(settings, '{reportsMenuFunctions}', '["AE", "BDR", "Tech"]')
     where company_id = (select id from companies where name = $1)`,
    [NORTHWIND],
  )
})
afterAll(async () => t?.close())

describe('POST /api/reports/voice-of-customer', () => {
  it('answers the newest 25 statements of the last month ("Default range one month") with the total and a cursor; each row a voice of customer row', async () => {
    const data = await page(ADMIN)
    const expected = await statementIds()
    expect(expected.length).toBeGreaterThan(50)
    expect(data.total).toBe(expected.length)
    expect(data.result.map((r) => r.id)).toEqual(expected.slice(0, 25))
    expect(data.after).toEqual(expect.any(String))

    const row = data.result[0] as TVoiceOfCustomerRow
    const stored = await one<{ nature: SwotNature; category: string; heading: string; detail: string | null; ts: string | null; meeting_id: number }>(
      'select nature::text as nature, category, heading, detail, timestamps ->> 0 as ts, meeting_id from swot_insights where id = $1',
      [row.id],
    )
    const call = await one<{ title: string; start_time: Date }>(
      'select coalesce(m.title, e.title) as title, m.start_time from meetings m left join calendar_events e on e.id = m.calendar_event_id where m.id = $1',
      [stored.meeting_id],
    )
    expect(row).toMatchObject({
      checklist: VOC_INSIGHTS[stored.nature].label,
      category: stored.category,
      heading: stored.heading,
      grade: SENTIMENT_OF[stored.nature],
      zra_id: stored.meeting_id,
      timestamp: stored.ts,
      title: call.title,
      call_date: call.start_time.toISOString(),
    })
    // "'advanced' shows detail as evidence, else call summary".
    for (const r of data.result) {
      if (r.detail) expect(r).toMatchObject({ signal_category: 'advanced', call_summary: null })
      else expect(r.signal_category).toBe('summary')
      expect(['Positive', 'Negative']).toContain(r.grade)
    }
  })

  it('pages forwards by the cursor to the last page, and the stacked cursors answer the same rows again (paging back)', async () => {
    const forwards = await allPages(ADMIN)
    const ids = forwards.flatMap((p) => p.result.map((r) => r.id))
    expect(ids).toEqual(await statementIds())
    expect(forwards.length).toBe(Math.ceil(ids.length / 25))
    for (const p of forwards) expect(p.total).toBe(ids.length)
    expect(forwards.at(-1)?.after).toBeNull()
    // Previous pops the stack: page 3 is asked with page 2's after; asking again gives the same rows.
    const third = await page(ADMIN, { after: forwards[1]?.after })
    expect(third.result.map((r) => r.id)).toEqual(forwards[2]?.result.map((r) => r.id))
    const second = await page(ADMIN, { after: forwards[0]?.after })
    expect(second).toEqual(forwards[1])
  })

  it('sorts by call date ascending too (the only sort field), with the cursor following that order', async () => {
    const pages = await allPages(ADMIN, { sort: { field: 'call_date', type: 'asc' } })
    const dates = pages.flatMap((p) => p.result.map((r) => r.call_date))
    expect(dates).toEqual([...dates].sort())
    expect(new Set(pages.flatMap((p) => p.result.map((r) => r.id)))).toEqual(new Set(await statementIds()))
  })

  it('omitting take answers every row with no cursor', async () => {
    const res = await post(ADMIN, 'reports/voice-of-customer', { role: 'company_admin' })
    const data = res.json().data as Page
    expect(data.result.map((r) => r.id)).toEqual(await statementIds())
    expect(data.after).toBeNull()
  })

  it('filters by sentiment, insight kind, category, competitor, rep and the stage during the call', async () => {
    const all = (await post(ADMIN, 'reports/voice-of-customer', { role: 'company_admin' })).json().data as Page
    const negative = await page(ADMIN, { take: 100, filter: { grade: ['Negative'] } })
    expect(negative.total).toBe((await statementIds({ natures: ['weakness', 'threat'] })).length)
    for (const r of negative.result) expect(r.grade).toBe('Negative')
    const threats = await page(ADMIN, { take: 100, filter: { checklist: ['Threat'] } })
    expect(threats.total).toBe((await statementIds({ natures: ['threat'] })).length)
    for (const r of threats.result) expect(r.checklist).toBe('Threat')

    const pick = <K extends keyof TVoiceOfCustomerRow>(key: K) => all.result.find((r) => r[key])?.[key] as string
    for (const [key, field] of [
      ['category', 'category'],
      ['competitor_name', 'competitor_name'],
      ['rep', 'owner_name'],
      ['call_stage', 'call_stage'],
    ] as const) {
      const value = pick(field)
      const found = await page(ADMIN, { take: 100, filter: { [key]: [value] } })
      expect(found.total, key).toBe(all.result.filter((r) => r[field] === value).length)
      expect(found.total, key).toBeLessThan(all.total)
      for (const r of found.result) expect(r[field]).toBe(value)
    }
  })

  it('accepts 100 values in one filter, and refuses more than 1,000 with the reason', async () => {
    const res = await post(ADMIN, 'reports/voice-of-customer', { take: 25, filter: { category: Array.from({ length: 100 }, (_, i) => `C${i}`) } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ result: [], total: 0, after: null })
    expect((await badRequest({ filter: { rep: Array.from({ length: 1001 }, (_, i) => `R${i}`) } })).message).toMatch(/at most 1000 values/)
  })

  it('answers distinct mode with the value lists (over the scope and range) and the labels', async () => {
    const res = await post(ADMIN, 'reports/voice-of-customer', { distinct: true, role: 'company_admin', filter: { grade: ['Positive'] } })
    expect(res.statusCode, res.body).toBe(200)
    const [lists, labels] = res.json().data
    expect(lists.grade).toEqual(['Positive', 'Negative'])
    expect(lists.checklist).toEqual(['Strength', 'Weakness', 'Opportunity', 'Threat'])
    expect(lists.category.length).toBeGreaterThan(1)
    expect(lists.rep.length).toBeGreaterThan(1)
    expect(lists.competitor_name).toEqual([...lists.competitor_name].sort((a: string, b: string) => a.localeCompare(b)))
    expect(labels.schema.grade).toMatchObject({ label: 'Sentiment', category: 'Checklist' })
    expect(labels.schema.rep).toMatchObject({ category: 'Rep' })
  })
})

describe('the cursor ("a cursor that was tampered with or belongs to another query (400)")', () => {
  it('refuses a changed cursor, garbage, and a cursor of another query, sort, scope or user', async () => {
    const first = await page(ADMIN)
    const after = first.after as string
    const [body = '', mac = ''] = after.split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, i: claims.i - 10 })).toString('base64url')
    for (const cursor of [`${forged}.${mac}`, `${body}.${mac.slice(1)}x`, 'not-a-cursor', `${body}.${mac}.extra`]) {
      const error = await badRequest({ role: 'company_admin', take: 25, after: cursor })
      expect(error.message).toMatch(/cursor is not valid/)
      expect(error.fields?.[0]?.field).toBe('after')
    }
    expect((await badRequest({ role: 'company_admin', take: 25, after, filter: { grade: ['Positive'] } })).message).toMatch(/another query/)
    expect((await badRequest({ role: 'company_admin', take: 25, after, sort: { field: 'call_date', type: 'asc' } })).message).toMatch(/another query/)
    expect((await badRequest({ role: 'company_admin', take: 25, after, startTime: NOW_S - 7 * DAY, endTime: NOW_S })).message).toMatch(/another query/)
    expect((await badRequest({ role: 'user', take: 25, after })).message).toMatch(/another query/)
    expect((await badRequest({ role: 'company_admin', take: 25, after }, 'reports/voice-of-customer', MANAGER)).message).toMatch(/another query/)
  })
})

describe('scope — the first role counts; a scope the user may not use falls back, never widens', () => {
  it("a rep asking for Admin sees only their own calls' statements", async () => {
    const rep = await userId(REP)
    const mine = await allPages(REP)
    const ids = mine.flatMap((p) => p.result.map((r) => r.id))
    expect(ids.length).toBeGreaterThan(0)
    expect(ids).toEqual(await statementIds({ reps: [rep] }))
  })

  it("a manager's Admin falls back to My org; a list's first role counts", async () => {
    const org = await page(MANAGER, { role: 'org' })
    const asked = await page(MANAGER, { role: 'company_admin' })
    expect(asked.total).toBe(org.total)
    expect(org.total).toBe((await statementIds({ reps: await orgOf(MANAGER) })).length)
    expect(org.total).toBeLessThan((await page(ADMIN)).total)
    const mine = await page(MANAGER, { role: ['user', 'org'] })
    expect(mine.total).toBe((await statementIds({ reps: [await userId(MANAGER)] })).length)
  })

  it('a user whose menu lacks the report gets 403 on every call', async () => {
    for (const email of [SHORT_MENU, VIEWER]) {
      expect((await post(email, 'reports/voice-of-customer', {})).statusCode).toBe(403)
      expect((await post(email, 'reports/voice-of-customer/export?format=csv', {})).statusCode).toBe(403)
      expect((await post(email, 'users/meetingsAdvancedOutcomesReport', {})).statusCode).toBe(403)
    }
  })
})

describe('bad input', () => {
  it('refuses an unknown filter key, a sort field not in the map, a range starting over a year ago or ending after today', async () => {
    expect((await badRequest({ filter: { colour: ['red'], grade: ['Positive'] } })).fields).toEqual([
      { field: 'filter.colour', message: 'Not a filter of this report.' },
    ])
    expect((await badRequest({ sort: { field: 'heading', type: 'asc' } })).fields?.[0]?.field).toBe('sort.field')
    const old = await badRequest({ startTime: NOW_S - 400 * DAY, endTime: NOW_S })
    expect(old.fields?.[0]).toEqual({ field: 'startTime', message: 'Call Date can start at most one year ago.' })
    expect((await badRequest({ startTime: NOW_S - DAY, endTime: NOW_S + 5 * DAY })).fields?.[0]?.field).toBe('endTime')
    expect((await badRequest({ startTime: NOW_S - DAY })).fields?.[0]?.field).toBe('endTime')
  })

  it.each([
    [{ take: 500 }, 'take'],
    [{ skip: 25 }, 'skip'],
    [{ after: 7 }, 'after'],
    [{ after: 'x'.repeat(1001) }, 'after'],
    [{ startTime: 'yesterday', endTime: NOW_S }, 'startTime'],
    [{ filter: { rep: [{ name: 'x' }] } }, 'filter'],
    [{ page: 4 }, 'page'],
  ])('refuses %j with a field error', async (body, field) => {
    const error = await badRequest(body)
    expect(error.fields?.map((f) => f.field).join(',')).toContain(field)
  })
})

describe('the older POST /api/users/meetingsAdvancedOutcomesReport', () => {
  it("answers Voice of Customer when report is left out or 'voiceOfCustomerReport', with cursors the newer call accepts", async () => {
    const newer = await page(ADMIN)
    const older = await page(ADMIN, {}, 'users/meetingsAdvancedOutcomesReport')
    expect(older).toEqual(newer)
    const named = await page(ADMIN, { report: 'voiceOfCustomerReport', after: older.after }, 'users/meetingsAdvancedOutcomesReport')
    expect(named).toEqual(await page(ADMIN, { after: newer.after }))
  })

  it("still answers Objection Handling for report='objectionsHandlingReport', and names the field for another report", async () => {
    const objections = await page(ADMIN, { report: 'objectionsHandlingReport' }, 'users/meetingsAdvancedOutcomesReport')
    expect(objections.result[0]).toHaveProperty('o_id')
    const error = await badRequest({ report: 'winLoss' }, 'users/meetingsAdvancedOutcomesReport')
    expect(error.fields?.[0]?.field).toBe('report')
    expect(error.message).toMatch(/voiceOfCustomerReport/)
    // Each variant's own field errors come through.
    expect((await badRequest({ report: 'objectionsHandlingReport', chart_type: 'pie' }, 'users/meetingsAdvancedOutcomesReport')).fields?.[0]?.field).toBe(
      'chart_type',
    )
    expect((await badRequest({ chart_type: 'grade' }, 'users/meetingsAdvancedOutcomesReport')).fields?.[0]?.field).toBe('chart_type')
  })
})

describe('POST /api/reports/voice-of-customer/export', () => {
  it("streams every statement as CSV: the timestamp or 'No snippet', the link that opens the call at that moment, formulas neutralised", async () => {
    const first = (await page(ADMIN)).result[0] as TVoiceOfCustomerRow
    await t.db.pool.query('update swot_insights set heading = $2 where id = $1', [first.id, '=HYPERLINK("http://evil.example")'])
    // A statement stored without a moment (as a model may answer) exports as 'No snippet'.
    const second = (await page(ADMIN)).result[1] as TVoiceOfCustomerRow
    await t.db.pool.query("update swot_insights set timestamps = '[]'::jsonb where id = $1", [second.id])
    const res = await post(ADMIN, 'reports/voice-of-customer/export?format=csv&tz=UTC', { role: 'company_admin' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/voice-of-customer-2026-11-02\.csv/)
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe(
      'Call date,Call,Rep,Deal,Deal stage,Deal stage during call,Agenda,Insight,Category,Heading,What the customer said,Sentiment,Competitor,Timestamp,Call link',
    )
    const ids = await statementIds()
    expect(lines.length - 1).toBe(ids.length)
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    // One statement with a timestamp and one without, as stored.
    const timed = await one<{ meeting_id: number; ts: string }>(
      "select meeting_id, timestamps ->> 0 as ts from swot_insights where id = any($1) and timestamps ->> 0 ~ '^\\d\\d:\\d\\d:\\d\\d$' limit 1",
      [ids],
    )
    const [h, m, s] = timed.ts.split(':').map(Number) as [number, number, number]
    expect(res.body).toContain(
      `,${timed.ts},${t.config.publicUrl}/meeting/${timed.meeting_id}?tab=insights&start=${h * 3600 + m * 60 + s}&source=voice_of_customer`,
    )
    const untimed = await one<{ meeting_id: number }>("select meeting_id from swot_insights where id = any($1) and timestamps = '[]'::jsonb limit 1", [ids])
    expect(res.body).toContain(`,No snippet,${t.config.publicUrl}/meeting/${untimed.meeting_id}?tab=insights&source=voice_of_customer`)
  })

  it('answers .xlsx with the filters applied, and 400 no_data when nothing matches', async () => {
    const xlsx = await post(ADMIN, 'reports/voice-of-customer/export?format=xlsx', { role: 'company_admin', filter: { grade: ['Negative'] } })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const csv = await post(ADMIN, 'reports/voice-of-customer/export?format=csv', { role: 'company_admin', filter: { grade: ['Negative'] } })
    expect(csv.body.trim().split('\n').length - 1).toBe((await statementIds({ natures: ['weakness', 'threat'] })).length)
    const none = await post(ADMIN, 'reports/voice-of-customer/export?format=csv', { filter: { rep: ['Nobody at all'] } })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toMatchObject({ code: 'no_data', message: 'No data available to export.' })
  })
})
