import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MOVEMENTS, type StagePoint, stageMovement } from '@parley/shared/rules/conversion-insights'
import type { StageGroup } from '@parley/shared/rules/deal-stages'
import type { TConversionRow, TOutcomesResponse } from '@parley/shared/schemas/conversion-insights'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// Conversion Insights (page 7) through the API on the seeded demo: the deal-conversion view ("deals with their calls,
// checklist outcomes and stage movement", docs/decisions.md) over POST /reports/meetings-deals-report, the older
// /users/meetingsDealsReport and the Conversion Insights variant of /users/MeetingsOutcomesReport; scope and bad input.

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const MANAGER = 'morgan.manager@northwind.example'
/** A Sales rep: the short menu has no Conversion Insights. */
const SHORT_MENU = 'sasha.sales@northwind.example'
const VIEWER = 'vic.viewer@northwind.example'
const NORTHWIND = 'Northwind Analytics'
const DAY = 86_400
const NOW_S = Math.floor(TEST_NOW.getTime() / 1000)
/** The rep of the manager's org owning the most deals with calls in the month (found in beforeAll). */
let REP = ''

const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]
const one = async <T>(q: string, params: unknown[] = []) => (await rows<T>(q, params))[0] as T
const userId = async (email: string) => (await one<{ id: number }>('select id from users where email = $1', [email])).id

async function post(email: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: await t.as(email), payload: payload as Record<string, unknown> })
}

interface Page {
  result: TConversionRow[]
  total: number
  schema: Record<string, { label: string; info: string }>
}

async function page(email: string, body: Record<string, unknown> = {}): Promise<Page> {
  const res = await post(email, 'reports/meetings-deals-report', { role: 'company_admin', take: 25, skip: 0, ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

/** Every deal (take omitted). */
async function everyDeal(email = ADMIN, body: Record<string, unknown> = {}): Promise<Page> {
  const res = await post(email, 'reports/meetings-deals-report', { role: 'company_admin', ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function outcomes(email: string, body: Record<string, unknown> = {}): Promise<TOutcomesResponse['data']> {
  const res = await post(email, 'users/MeetingsOutcomesReport', { role: 'company_admin', ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function badRequest(body: Record<string, unknown>, url = 'reports/meetings-deals-report') {
  const res = await post(ADMIN, url, body)
  expect(res.statusCode, res.body).toBe(400)
  return res.json().error as { code: string; message: string; fields?: { field: string; message: string }[] }
}

/** The default range's start: the start of the day a month back ("Last Month"). */
const monthAgo = () => {
  const d = new Date(TEST_NOW)
  d.setMonth(d.getMonth() - 1)
  d.setHours(0, 0, 0, 0)
  return d
}

/** Northwind's live deals with a call (not cancelled) in the range, owned by `owners`, with their calls, counted independently. */
async function dealsWithCalls(opts: { owners?: number[]; start?: Date; end?: Date } = {}): Promise<Map<number, { calls: number; recorded: number }>> {
  const found = await rows<{ id: number; calls: number; recorded: number }>(
    `select d.id, count(*)::int as calls, count(*) filter (where f.is_recorded)::int as recorded
     from call_facts f join deals d on d.id = f.deal_id join companies c on c.id = d.company_id
     where c.name = $1 and d.deleted_at is null and not f.cancelled and f.start_at between $2 and $3
       and ($4::int[] is null or d.owner_id = any($4::int[]))
     group by d.id`,
    [NORTHWIND, opts.start ?? monthAgo(), opts.end ?? TEST_NOW, opts.owners ?? null],
  )
  return new Map(found.map((r) => [r.id, { calls: r.calls, recorded: r.recorded }]))
}

/** The deal's stage at an instant from its history, as the decision says: the last change before, else the stage it left first after, else today's. */
async function stageAt(dealId: number, at: Date): Promise<string | null> {
  const history = await rows<{ from_stage: string | null; to_stage: string; changed_at: Date }>(
    'select from_stage, to_stage, changed_at from deal_stage_history where deal_id = $1 order by changed_at',
    [dealId],
  )
  const before = history.filter((h) => h.changed_at <= at).at(-1)
  if (before) return before.to_stage
  const after = history.find((h) => h.changed_at > at)
  if (after) return after.from_stage ?? after.to_stage
  return (await one<{ stage_name: string | null }>('select stage_name from deals where id = $1', [dealId])).stage_name
}

async function stagePoint(name: string | null): Promise<StagePoint> {
  const found = await rows<{ o: number; g: StageGroup }>(
    'select min(s.display_order)::int as o, min(s.stage_group::text) as g from deal_stages s join companies c on c.id = s.company_id where c.name = $1 and s.name = $2',
    [NORTHWIND, name],
  )
  return { name, order: found[0]?.o ?? null, group: found[0]?.g ?? null }
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
     join deals d on d.owner_id = u.id join call_facts f on f.deal_id = d.id
     where mu.email = $1 and u.status = 'active' and not f.cancelled and f.start_at > $2
     group by u.email order by count(distinct d.id) desc, u.email limit 1`,
    [MANAGER, monthAgo()],
  )
  REP = rep.email
  // Every demo manager and rep has a short-menu function (AE, Sales, CSM, Marketing, BDR), whose menu lacks
  // Conversion Insights. In this copy the manager has no function and the rep is 'Tech', a function the company lists for Reports,
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

describe('POST /api/reports/meetings-deals-report', () => {
  it('answers a page of the deals with calls in the last month (the default) with their calls, the total and the column schema', async () => {
    const data = await page(ADMIN)
    const expected = await dealsWithCalls()
    expect(expected.size).toBeGreaterThan(25)
    expect(data.total).toBe(expected.size)
    expect(data.result.length).toBe(25)
    for (const row of data.result) {
      expect(expected.get(row.deal_id), row.deal_name).toEqual({ calls: row.calls, recorded: row.recorded_calls })
      expect(row.checklist_adoption).toBeGreaterThanOrEqual(0)
      expect(row.checklist_adoption).toBeLessThanOrEqual(1)
    }
    // Without a sort the deals with the latest call come first; the next page continues with the same total.
    const last = data.result.map((r) => r.last_call_date as string)
    expect(last).toEqual([...last].sort().reverse())
    const next = await page(ADMIN, { skip: 25 })
    expect(next.total).toBe(data.total)
    expect(next.result.filter((r) => data.result.some((x) => x.deal_id === r.deal_id))).toEqual([])
    expect(data.schema.movement).toMatchObject({ label: 'Movement' })
  })

  it("each deal's stage at the start and end of the range and its movement agree with rules/conversion-insights stageMovement", async () => {
    const all = await everyDeal()
    const start = monthAgo()
    for (const row of all.result) {
      expect(row.previous_deal_stage, row.deal_name).toBe(await stageAt(row.deal_id, start))
      expect(row.sales_stage, row.deal_name).toBe((await one<{ stage_name: string }>('select stage_name from deals where id = $1', [row.deal_id])).stage_name)
      const movement = stageMovement(await stagePoint(row.previous_deal_stage), await stagePoint(row.sales_stage))
      expect(row.movement, `${row.deal_name}: ${row.previous_deal_stage} → ${row.sales_stage}`).toBe(movement)
    }
    // The demo has deals that moved each way, so the check above can fail.
    expect(new Set(all.result.map((r) => r.movement)).size).toBeGreaterThanOrEqual(4)
  })

  it("the last recorded call links a call of the deal in the range, and the checklist is the deal's roll-up", async () => {
    const row = (await everyDeal()).result.find((r) => r.last_recorded_call_id !== null) as TConversionRow
    const call = await one<{ deal_id: number }>('select deal_id from call_facts where meeting_id = $1', [row.last_recorded_call_id])
    expect(call.deal_id).toBe(row.deal_id)
    const rollup = await one<{ critical_checklist: { key: string; score: number | null }[] }>(
      'select critical_checklist from deal_metrics where deal_id = $1',
      [row.deal_id],
    )
    expect(row.checklist.map((c) => [c.key, c.score])).toEqual(rollup.critical_checklist.map((c) => [c.key, c.score]))
  })

  it.each([
    ['calls', 'calls'],
    ['recorded_calls', 'recorded_calls'],
    ['last_call_date', 'last_call_date'],
    ['deal_amount', 'amount'],
    ['checklist_adoption', 'checklist_adoption'],
  ] as const)('sorts by %s both ways (nulls last)', async (field, column) => {
    for (const type of ['asc', 'desc'] as const) {
      const data = await page(ADMIN, { take: 100, sort: { field, type } })
      const values = data.result
        .map((r) => r[column])
        .filter((v) => v !== null && v !== '-1')
        .map((v) => (field === 'last_call_date' ? Date.parse(v as string) : Number(v)))
      expect(values.length).toBeGreaterThan(1)
      expect(values).toEqual([...values].sort((a, b) => (type === 'asc' ? a - b : b - a)))
    }
  })

  it('a page cut before the stages are read holds the same deals, stages and totals as the same slice of the whole list', async () => {
    // A filter on every movement reads the stages first, so it takes the other path over the same deals.
    const everyMovement = { filter: { movement: [...MOVEMENTS] } }
    for (const sort of [undefined, { field: 'calls', type: 'desc' }, { field: 'deal_amount', type: 'asc' }]) {
      const cut = await page(ADMIN, { skip: 25, sort })
      const whole = await page(ADMIN, { skip: 25, sort, ...everyMovement })
      expect(cut.total).toBe(whole.total)
      expect(cut.result.length).toBeGreaterThan(0)
      expect(cut.result).toEqual(whole.result)
    }
  })

  it('filters by movement, stage at start and end, owner, owner manager, deal type and account', async () => {
    const all = await everyDeal()
    const moved = await everyDeal(ADMIN, { filter: { movement: ['Won', 'Moved forward'] } })
    expect(moved.total).toBe(all.result.filter((r) => r.movement === 'Won' || r.movement === 'Moved forward').length)
    expect(moved.total).toBeGreaterThan(0)
    for (const [key, field] of [
      ['previous_deal_stage', 'previous_deal_stage'],
      ['sales_stage', 'sales_stage'],
      ['owner_name', 'owner_name'],
      ['deal_type', 'deal_type'],
      ['account_name', 'account_name'],
      ['deal_name', 'deal_name'],
    ] as const) {
      const value = all.result.find((r) => r[field])?.[field] as string
      const found = await everyDeal(ADMIN, { filter: { [key]: [value] } })
      expect(found.total, key).toBe(all.result.filter((r) => r[field] === value).length)
      for (const r of found.result) expect(r[field]).toBe(value)
    }
    const org = await orgOf(MANAGER)
    const managed = await everyDeal(ADMIN, { filter: { deal_owner_manager: ['Morgan Manager'] } })
    const reports = await rows<{ id: number }>('select um.user_id as id from user_managers um join users mu on mu.id = um.manager_id where mu.email = $1', [
      MANAGER,
    ])
    expect(managed.total).toBe((await dealsWithCalls({ owners: reports.map((r) => r.id) })).size)
    expect(managed.total).toBeLessThan((await dealsWithCalls({ owners: org })).size + 1)
  })

  it('accepts 100 values in one filter, and refuses more than 1,000 with the reason', async () => {
    const res = await post(ADMIN, 'reports/meetings-deals-report', { take: 25, filter: { owner_name: Array.from({ length: 100 }, (_, i) => `Owner ${i}`) } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.total).toBe(0)
    expect((await badRequest({ filter: { owner_name: Array.from({ length: 1001 }, (_, i) => `O${i}`) } })).message).toMatch(/at most 1000 values/)
  })

  it('answers distinct mode with the value lists and the labels', async () => {
    const res = await post(ADMIN, 'reports/meetings-deals-report', { distinct: true, role: 'company_admin' })
    expect(res.statusCode, res.body).toBe(200)
    const [lists, labels] = res.json().data
    expect(lists.movement).toEqual([...MOVEMENTS])
    expect(lists.owner_name.length).toBeGreaterThan(1)
    expect(lists.previous_deal_stage.length).toBeGreaterThan(1)
    expect(lists.deal_owner_manager).toContain('Morgan Manager')
    expect(labels.schema.movement).toMatchObject({ label: 'Stage Movement', category: 'Deal' })
    expect(labels.schema.owner_name).toMatchObject({ category: 'Rep' })
  })

  it('the older POST /users/meetingsDealsReport answers the same deals as a list', async () => {
    const res = await post(ADMIN, 'users/meetingsDealsReport', { role: 'company_admin', take: 25, skip: 0 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual((await page(ADMIN)).result)
  })
})

describe("POST /api/users/MeetingsOutcomesReport (Conversion Insights' variant: onlyBDRData left out)", () => {
  it('counts the movement of the same deals, per starting stage, and the checklist coverage of deals that moved on against the rest', async () => {
    const all = await everyDeal()
    const data = await outcomes(ADMIN)
    expect(data.total).toBe(all.total)
    for (const m of MOVEMENTS) expect(data.movement[m], m).toBe(all.result.filter((r) => r.movement === m).length)
    expect(data.by_stage.reduce((n, s) => n + s.total, 0)).toBe(all.total)
    for (const s of data.by_stage) expect(MOVEMENTS.reduce((n, m) => n + s[m], 0)).toBe(s.total)
    const progressed = all.result.filter((r) => r.movement === 'Won' || r.movement === 'Moved forward')
    expect(data.progressed_deals).toBe(progressed.length)
    expect(data.other_deals).toBe(all.total - progressed.length)
    const item = data.checklist[0] as TOutcomesResponse['data']['checklist'][number]
    const covered = (rs: TConversionRow[]) => rs.filter((r) => r.checklist.some((c) => c.key === item.key && (c.score ?? 0) > 30)).length
    expect(item.progressed).toBe(Math.round((covered(progressed) * 100) / progressed.length))
    expect(item.other).toBe(Math.round((covered(all.result.filter((r) => !progressed.includes(r))) * 100) / data.other_deals))
  })

  it('applies the filters and the scope; onlyBDRData false is the same variant', async () => {
    const won = await outcomes(ADMIN, { filter: { movement: ['Won'] } })
    expect(won.total).toBe(won.movement.Won)
    expect(await outcomes(ADMIN, { onlyBDRData: false })).toEqual(await outcomes(ADMIN))
    const org = await outcomes(MANAGER, { role: 'org' })
    expect(org.total).toBe((await everyDeal(MANAGER, { role: 'org' })).total)
    expect(org.total).toBeLessThan((await outcomes(ADMIN)).total)
  })

  it("leaves the development-rep dashboard's variant as it was, with its own errors", async () => {
    const counts = await post(ADMIN, 'users/MeetingsOutcomesReport', { role: 'company_admin', onlyBDRData: true, mv: 'checklist_adoption_mv_BDR_COUNT' })
    expect(counts.statusCode, counts.body).toBe(200)
    expect(counts.json()).toEqual((await post(ADMIN, 'reports/bdr-count-metrics', { role: 'company_admin' })).json())
    expect((await badRequest({ onlyBDRData: true, mv: 'passwords' }, 'users/MeetingsOutcomesReport')).message).toMatch(/mv must be one of/)
    expect((await badRequest({ mv: 'checklist_adoption_mv_BDR_COUNT' }, 'users/MeetingsOutcomesReport')).fields?.[0]?.field).toBe('mv')
    expect((await badRequest({ onlyBDRData: 'yes' }, 'users/MeetingsOutcomesReport')).fields?.[0]?.field).toBe('onlyBDRData')
  })
})

describe('scope — the first role counts; a scope the user may not use falls back, never widens (by deal owner)', () => {
  it('a rep asking for Admin sees only the deals they own', async () => {
    const rep = await userId(REP)
    const data = await everyDeal(REP)
    expect(data.total).toBeGreaterThan(0)
    expect(new Set(data.result.map((r) => r.deal_id))).toEqual(new Set((await dealsWithCalls({ owners: [rep] })).keys()))
  })

  it("a manager's Admin falls back to My org; a list's first role counts", async () => {
    const org = await everyDeal(MANAGER, { role: 'org' })
    const asked = await everyDeal(MANAGER, { role: 'company_admin' })
    expect(asked.total).toBe(org.total)
    expect(org.total).toBe((await dealsWithCalls({ owners: await orgOf(MANAGER) })).size)
    const mine = await everyDeal(MANAGER, { role: ['user', 'org'] })
    expect(mine.total).toBe((await dealsWithCalls({ owners: [await userId(MANAGER)] })).size)
  })

  it('a user whose menu lacks the report gets 403 on every call', async () => {
    for (const email of [SHORT_MENU, VIEWER]) {
      for (const url of [
        'reports/meetings-deals-report',
        'users/meetingsDealsReport',
        'users/MeetingsOutcomesReport',
        'reports/meetings-deals-report/export?format=csv',
      ]) {
        expect((await post(email, url, {})).statusCode, `${email} ${url}`).toBe(403)
      }
    }
  })
})

describe('bad input', () => {
  it('refuses an unknown filter key, a sort field not in the map, a range starting over a year ago or ending after today', async () => {
    expect((await badRequest({ filter: { colour: ['red'], movement: ['Won'] } })).fields).toEqual([
      { field: 'filter.colour', message: 'Not a filter of this report.' },
    ])
    expect((await badRequest({ filter: { colour: ['red'] } }, 'users/MeetingsOutcomesReport')).fields?.[0]?.field).toBe('filter.colour')
    expect((await badRequest({ sort: { field: 'deal_name', type: 'asc' } })).fields?.[0]?.field).toBe('sort.field')
    const old = await badRequest({ startTime: NOW_S - 400 * DAY, endTime: NOW_S })
    expect(old.fields?.[0]).toEqual({ field: 'startTime', message: 'Call Date can start at most one year ago.' })
    expect((await badRequest({ startTime: NOW_S - DAY, endTime: NOW_S + 5 * DAY })).fields?.[0]?.field).toBe('endTime')
    expect((await badRequest({ createdDateStartTime: NOW_S - DAY, createdDateEndTime: NOW_S + 5 * DAY })).fields?.[0]?.field).toBe('createdDateEndTime')
  })

  it.each([
    [{ take: 500 }, 'take'],
    [{ skip: -1 }, 'skip'],
    [{ startTime: 'yesterday', endTime: NOW_S }, 'startTime'],
    [{ filter: { movement: [{ name: 'x' }] } }, 'filter'],
    [{ page: 7 }, 'page'],
  ])('refuses %j with a field error', async (body, field) => {
    const error = await badRequest(body)
    expect(error.fields?.map((f) => f.field).join(',')).toContain(field)
  })
})

describe('POST /api/reports/meetings-deals-report/export', () => {
  it('streams every deal as CSV with the movement, the checklist item by item and dollar amounts, formulas neutralised', async () => {
    const first = (await page(ADMIN)).result[0] as TConversionRow
    await t.db.pool.query('update deals set name = $2 where id = $1', [first.deal_id, '=HYPERLINK("http://evil.example")'])
    const res = await post(ADMIN, 'reports/meetings-deals-report/export?format=csv&tz=UTC', { role: 'company_admin' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/conversion-insights-2026-11-02\.csv/)
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe(
      'Deal,Account,Owner,Deal Type,Stage at Start,Stage at End,Movement,Calls,Recorded Calls,Last Call,Checklist %,Checklist,Amount,Deal Close Date,Deal ID',
    )
    expect(lines.length - 1).toBe((await dealsWithCalls()).size)
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(res.body).toMatch(/,"?\$\d{1,3}(,\d{3})*"?,/)
    expect(res.body).toMatch(/Pain or priority: \d+/)
  })

  it('answers .xlsx, and 400 no_data when nothing matches', async () => {
    const xlsx = await post(ADMIN, 'reports/meetings-deals-report/export?format=xlsx', { role: 'company_admin', filter: { movement: ['Won'] } })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const none = await post(ADMIN, 'reports/meetings-deals-report/export?format=csv', { filter: { owner_name: ['Nobody at all'] } })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toMatchObject({ code: 'no_data', message: 'No data available to export.' })
  })
})
