import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countsAsWonLast4Qtrs, dealStageGroup } from '@parley/shared/rules/account-review'
import type { StageGroup } from '@parley/shared/rules/deal-stages'
import type { TAccountRow } from '@parley/shared/schemas/account-review'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { processCall } from '../analysis/analysis.service'

// Channel Partner Account Review through the API on the seeded demo, with bad input. Acme Robotics has the report (company setting accountReview).

let t: TestApp
const ADMIN = 'alex.acme@acme.example'
const MANAGER = 'max.manager@acme.example'
/** A plain rep of Acme who owns accounts with activity in the last year (chosen in beforeAll: the demo deals accounts at random). */
let REP = ''
/** A Sales rep: the short menu, without page 13. */
const SHORT_MENU = 'sid.sales@acme.example'
const NORTHWIND_ADMIN = 'avery.admin@northwind.example'
const ACME = 'Acme Robotics'
const sec = (d: Date) => Math.floor(d.getTime() / 1000)
const DAY = 86_400
const NOW_S = sec(TEST_NOW)
const YEAR_AGO = (() => {
  const d = new Date(TEST_NOW)
  d.setUTCMonth(d.getUTCMonth() - 12)
  return d
})()

const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]
const one = async <T>(q: string, params: unknown[] = []) => (await rows<T>(q, params))[0] as T
const userId = async (email: string) => (await one<{ id: number }>('select id from users where email = $1', [email])).id

async function post(email: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: await t.as(email), payload: payload as Record<string, unknown> })
}

interface Page {
  accounts: TAccountRow[]
  total: number
  schema: Record<string, { label: string; info: string }>
}

async function page(email: string, body: Record<string, unknown> = {}): Promise<Page> {
  const res = await post(email, 'reports/account-review', { take: 25, skip: 0, ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.data
}

async function badRequest(body: Record<string, unknown>) {
  const res = await post(ADMIN, 'reports/account-review', body)
  expect(res.statusCode, res.body).toBe(400)
  return res.json().error as { code: string; message: string; fields?: { field: string; message: string }[] }
}

/** Acme's accounts with a call (recorded or not) or an e-mail of theirs or their deals in the range, counted independently. */
async function activeAccountIds(range: { start: Date; end: Date } = { start: YEAR_AGO, end: TEST_NOW }, owners?: number[]): Promise<number[]> {
  const found = await rows<{ id: number }>(
    `select a.id from accounts a join companies c on c.id = a.company_id
     where c.name = $1 and ($4::int[] is null or a.owner_id = any($4::int[])) and (
       exists (select 1 from deals d join meeting_deals md on md.deal_id = d.id and md.is_primary join meetings m on m.id = md.meeting_id
               where d.account_id = a.id and m.deleted_at is null and m.start_time between $2 and $3)
       or exists (select 1 from deals d join calendar_events e on e.primary_deal_id = d.id where d.account_id = a.id and e.deleted_at is null
               and e.status <> 'cancelled' and e.start_at between $2 and least($3, $5::timestamptz))
       or exists (select 1 from emails e left join deals d on d.id = e.deal_id where coalesce(e.account_id, d.account_id) = a.id
               and e.received_at between $2 and $3))`,
    [ACME, range.start, range.end, owners ?? null, TEST_NOW],
  )
  return found.map((r) => r.id)
}

/** The account's deals as the shared rule sees them, to check the roll-up's "Deals Won (Last 4 Qtrs)". */
async function dealsOf(accountId: number) {
  return rows<{
    id: number
    grp: StageGroup | null
    stage_name: string | null
    is_closed: boolean
    type: string | null
    created_date: Date | null
    close_date: string | null
    amount: string | null
  }>(
    `select d.id, s.stage_group as grp, d.stage_name, d.is_closed, d.type, d.created_date, d.close_date::text as close_date, d.amount
     from deals d left join deal_stages s on s.id = d.stage_id where d.account_id = $1 and d.deleted_at is null`,
    [accountId],
  )
}

beforeAll(async () => {
  t = await buildTestApp()
  const reps = await rows<{ id: number; email: string }>(
    `select u.id, u.email from users u join companies c on c.id = u.company_id
     where c.name = $1 and u.user_role = 'user' and not u.is_manager and u.policy = 'edit' and u.status = 'active'
       and u.has_completed_onboarding and u.deleted_at is null and u.email <> $2
     order by (select count(*) from accounts a where a.owner_id = u.id) desc, u.id`,
    [ACME, SHORT_MENU],
  )
  for (const r of reps) {
    if ((await activeAccountIds(undefined, [r.id])).length > 0) {
      REP = r.email
      break
    }
  }
  // Acme's reps and managers have the short menu (AE, Sales), which lacks page 13. The manager without a function and
  // the rep as a 'Tech' rep whose function the company's reports menu lists see the full menu, so the scope cases can be
  // asked by both (a rep without a function has no Reports at all).
  await t.db.pool.query('update users set function = null where email = $1', [MANAGER])
  await t.db.pool.query("update users set function = 'Tech' where email = $1", [REP])
  await t.db.pool.query(
    `update company_settings set settings = jsonb_set(settings, '{reportsMenuFunctions}', coalesce(settings -> 'reportsMenuFunctions', '[]'::jsonb) || '["Tech"]'::jsonb)
     where company_id = (select id from companies where name = $1)`,
    [ACME],
  )
})
afterAll(async () => t?.close())

describe('POST /api/reports/account-review', () => {
  it('answers 25 accounts with activity in the last year (the default), the total and the column schema', async () => {
    const expected = await activeAccountIds()
    const data = await page(ADMIN, { role: 'company_admin' })
    expect(expected.length).toBeGreaterThan(25)
    expect(data.total).toBe(expected.length)
    expect(data.accounts).toHaveLength(25)
    for (const a of data.accounts) expect(expected).toContain(a.account_id)
    expect(data.schema.last_4_qtrs_won_deals_count?.label).toBe('Deals Won (Last 4 Qtrs)')
    expect(data.schema.account_engagement?.info).toMatch(/High = activity within 2 days/) // Acme's fast engagement mode
    const next = await page(ADMIN, { role: 'company_admin', skip: 25 })
    expect(next.total).toBe(data.total)
    expect(next.accounts.filter((a) => data.accounts.some((b) => b.account_id === a.account_id))).toEqual([])
  })

  it('counts won deals of the last 4 quarters by the shared rule (no Renewal deals, none created this quarter), open deals and this quarter’s deals', async () => {
    const all = (await post(ADMIN, 'reports/account-review', { role: 'company_admin' })).json().data.data as Page
    expect(all.accounts.length).toBe(all.total)
    let won = 0
    let open = 0
    for (const a of all.accounts) {
      const deals = await dealsOf(a.account_id)
      const facts = deals.map((d) => ({
        ...d,
        group: dealStageGroup(d.grp, d.stage_name, d.is_closed),
        createdAt: d.created_date,
        closeDate: d.close_date,
      }))
      const wonDeals = facts.filter((d) => countsAsWonLast4Qtrs(d, TEST_NOW))
      const openDeals = facts.filter((d) => d.group === 'open')
      expect(a.last_4_qtrs_won_deals_count, a.account_name).toBe(wonDeals.length)
      expect(a.last_4_qtrs_won_deals_amount).toBeCloseTo(
        wonDeals.reduce((s, d) => s + Number(d.amount ?? 0), 0),
        2,
      )
      expect(a.open_deals_count).toBe(openDeals.length)
      expect(a.deals.won_deals.map((d) => d.deal_id).sort()).toEqual(wonDeals.map((d) => d.id).sort())
      expect(a.deals.open_deals.map((d) => d.deal_id).sort()).toEqual(openDeals.map((d) => d.id).sort())
      expect(a.current_quarter_deals_count).toBe(deals.filter((d) => d.created_date && d.created_date >= new Date('2026-10-01T00:00:00Z')).length)
      won += wonDeals.length
      open += openDeals.length
    }
    // The demo has something to show in both popovers.
    expect(won).toBeGreaterThan(0)
    expect(open).toBeGreaterThan(0)
    expect(all.accounts.some((a) => a.objection_count > 0)).toBe(true)
    expect(all.accounts.some((a) => a.product_discussed.length > 0)).toBe(true)
    expect(all.accounts.some((a) => a.calls.length > 0 && a.emails.length > 0)).toBe(true)
  })

  it('a custom range ending before today counts the calls and e-mails inside it', async () => {
    const start = new Date(TEST_NOW.getTime() - 90 * DAY * 1000)
    const end = new Date(TEST_NOW.getTime() - 45 * DAY * 1000)
    const data = await page(ADMIN, { role: 'company_admin', take: 100, startTime: sec(start), endTime: sec(end) })
    const expected = await activeAccountIds({ start, end })
    expect(data.total).toBe(expected.length)
    expect(data.accounts.map((a) => a.account_id).sort()).toEqual(expected.sort())
    for (const a of data.accounts) expect(a.activity_count).toBe(a.calls.length + a.emails.length)
  })

  it.each([
    ['account_name', 'account_name'],
    ['won_deals_last_4_qtrs_count', 'last_4_qtrs_won_deals_count'],
    ['won_deals_last_4_qtrs_amount', 'last_4_qtrs_won_deals_amount'],
    ['open_deals_count', 'open_deals_count'],
    ['open_deals_amount', 'open_deals_amount'],
    ['current_quarter_deals_count', 'current_quarter_deals_count'],
    ['objection_count', 'objection_count'],
    ['owner_name', 'account_owner'],
    ['tier', 'account_tier'],
  ] as const)('sorts by %s both ways', async (field, column) => {
    for (const type of ['asc', 'desc'] as const) {
      const data = await page(ADMIN, { role: 'company_admin', take: 100, sort: { field, type } })
      const values = data.accounts.map((a) => a[column]).filter((v) => v !== null)
      const cmp = (a: string | number, b: string | number) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : String(a).toLowerCase().localeCompare(String(b).toLowerCase())
      const sorted = [...values].sort((a, b) => (type === 'asc' ? cmp(a, b) : cmp(b, a)))
      if (typeof values[0] === 'number') expect(values).toEqual(sorted)
      else expect(values.map((v) => String(v).toLowerCase())).toEqual(sorted.map((v) => String(v).toLowerCase()))
    }
  })

  it('sorts by the New Deal Registration Score (High before Mid before Low before None when descending)', async () => {
    const data = await page(ADMIN, { role: 'company_admin', take: 100, sort: { field: 'deal_confidence_score', type: 'desc' } })
    const rank = { High: 3, Mid: 2, Low: 1, None: 0 }
    const ranks = data.accounts.map((a) => rank[a.deal_confidence_score])
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a))
  })

  it('filters by tier, owner, engagement, registration score, deal stage, open amount, products, recorded calls and a CRM field', async () => {
    const all = (await post(ADMIN, 'reports/account-review', { role: 'company_admin' })).json().data.data as Page
    const sample = all.accounts.find((a) => a.account_tier && a.account_owner) as TAccountRow
    const narrowed = (
      await post(ADMIN, 'reports/account-review', {
        role: 'company_admin',
        filter: { account_tier: [sample.account_tier], account_owner_name: [sample.account_owner] },
      })
    ).json().data.data as Page
    expect(narrowed.total).toBe(all.accounts.filter((a) => a.account_tier === sample.account_tier && a.account_owner === sample.account_owner).length)

    for (const [key, pick] of [
      ['account_engagement', (a: TAccountRow) => a.account_engagement],
      ['deal_confidence_score', (a: TAccountRow) => a.deal_confidence_score],
    ] as const) {
      const value = pick(sample)
      const res = (await post(ADMIN, 'reports/account-review', { role: 'company_admin', filter: { [key]: [value] } })).json().data.data as Page
      expect(res.total).toBe(all.accounts.filter((a) => pick(a) === value).length)
    }

    const over = (await post(ADMIN, 'reports/account-review', { role: 'company_admin', filter: { open_deals_amount: ['$0'] } })).json().data.data as Page
    expect(over.total).toBe(all.accounts.filter((a) => a.open_deals_amount === 0).length)

    const product = all.accounts.find((a) => a.product_discussed.length)?.product_discussed[0] as string
    const byProduct = (await post(ADMIN, 'reports/account-review', { role: 'company_admin', filter: { product_discussed: [product] } })).json().data
      .data as Page
    expect(byProduct.total).toBe(all.accounts.filter((a) => a.product_discussed.includes(product)).length)

    const recorded = (await post(ADMIN, 'reports/account-review', { role: 'company_admin', filter: { activity_recorded: ['Recorded'] } })).json().data
      .data as Page
    const notRecorded = (await post(ADMIN, 'reports/account-review', { role: 'company_admin', filter: { activity_recorded: ['Not recorded'] } })).json().data
      .data as Page
    expect(recorded.total + notRecorded.total).toBe(all.total)
    expect(recorded.total).toBeGreaterThan(0)

    const stage = await one<{ stage_name: string }>(
      "select d.stage_name from deals d join companies c on c.id = d.company_id where c.name = $1 and d.deleted_at is null and d.stage_name = 'RFP' limit 1",
      [ACME],
    )
    const byStage = await page(ADMIN, { role: 'company_admin', take: 100, filter: { sales_stage: [stage.stage_name] } })
    expect(byStage.total).toBeGreaterThan(0)
    for (const a of byStage.accounts) expect((await dealsOf(a.account_id)).some((d) => d.stage_name === 'RFP')).toBe(true)

    const play = await page(ADMIN, { role: 'company_admin', take: 100, filter: { sales_play: ['Land'] } })
    expect(play.total).toBeGreaterThan(0)
    expect(play.total).toBeLessThan(all.total)
  })

  it('answers distinct mode with the value lists and labels', async () => {
    const res = await post(ADMIN, 'reports/account-review', { distinct: true, role: 'company_admin' })
    expect(res.statusCode).toBe(200)
    const [lists, labels] = res.json().data
    expect(lists.account_tier.length).toBeGreaterThan(1)
    expect(lists.account_owner_name.length).toBeGreaterThan(1)
    expect(lists.account_engagement).toEqual(['High', 'Mid', 'Low', 'None'])
    expect(lists.sales_stage).toEqual(expect.arrayContaining(['RFP']))
    expect(labels.schema.account_tier).toMatchObject({ label: 'Partner Tier', category: 'Account' })
    expect(labels.schema.sales_play).toMatchObject({ category: 'CRM' })
  })
})

describe('the account roll-up follows the calls (≤ 5 minutes stale after a call is processed)', () => {
  it("processing an account's call refreshes its last call and objection count at once", async () => {
    const call = await one<{ meeting_id: number; company_id: number; account_id: number }>(
      `select m.id as meeting_id, m.company_id, d.account_id from meetings m join meeting_deals md on md.meeting_id = m.id and md.is_primary
       join deals d on d.id = md.deal_id join companies c on c.id = m.company_id
       where c.name = $1 and m.deleted_at is null and m.processing_status = 2 and d.account_id is not null
         and exists (select 1 from objections o where o.meeting_id = m.id)
       order by m.start_time desc limit 1`,
      [ACME],
    )
    const justNow = new Date(TEST_NOW.getTime() - 10 * 60_000)
    await t.db.pool.query('update meetings set start_time = $2 where id = $1', [call.meeting_id, justNow])
    await t.db.pool.query('update account_metrics set objection_count = 0 where account_id = $1', [call.account_id])
    await processCall({ db: t.db, config: t.config, now: () => TEST_NOW }, { companyId: call.company_id, meetingId: call.meeting_id })
    const name = (await one<{ name: string }>('select name from accounts where id = $1', [call.account_id])).name
    const row = (await page(ADMIN, { role: 'company_admin', filter: { account_name: [name] } })).accounts[0] as TAccountRow
    expect(row.account_last_call_date).toBe(justNow.toISOString())
    expect(row.account_engagement).toBe('High')
    expect(row.objection_count).toBeGreaterThan(0)
  })
})

describe('scope — the first role counts; a scope the user may not use falls back, never widens', () => {
  it('a rep asking for Admin sees only the accounts they own', async () => {
    const rep = await userId(REP)
    const data = await page(REP, { role: 'company_admin', take: 100 })
    expect(data.total).toBe((await activeAccountIds(undefined, [rep])).length)
    expect(data.total).toBeGreaterThan(0)
    for (const a of data.accounts) expect(a.owner_id).toBe(rep)
  })

  it("a manager's Admin falls back to My org; a list's first role counts", async () => {
    const org = await page(MANAGER, { role: 'org' })
    const asked = await page(MANAGER, { role: 'company_admin' })
    const mine = await page(MANAGER, { role: ['user', 'org'] })
    expect(asked.total).toBe(org.total)
    expect(mine.total).toBe((await activeAccountIds(undefined, [await userId(MANAGER)])).length)
    expect(org.total).toBeLessThan((await activeAccountIds()).length)
    expect(org.total).toBeGreaterThan(mine.total)
  })

  it("an Acme admin naming Northwind's accounts and owners sees none of them, whatever the scope asked", async () => {
    const other = await one<{ account: string; owner: string }>(
      `select a.name as account, u.name as owner from accounts a join users u on u.id = a.owner_id join companies c on c.id = a.company_id
       where c.name = 'Northwind Analytics'
         and not exists (select 1 from accounts x join companies cx on cx.id = x.company_id where cx.name = $1 and x.name = a.name)
         and not exists (select 1 from users y join companies cy on cy.id = y.company_id where cy.name = $1 and y.name = u.name)
       order by a.id limit 1`,
      [ACME],
    )
    expect((await page(ADMIN, { role: 'super_admin', filter: { account_name: [other.account] } })).total).toBe(0)
    expect((await page(ADMIN, { role: 'super_admin', filter: { account_owner_name: [other.owner] } })).total).toBe(0)
    const everything = await post(ADMIN, 'reports/account-review', { role: 'super_admin' })
    expect(everything.statusCode).toBe(200)
    expect(everything.body).not.toContain(other.account)
    expect(everything.body).not.toContain(other.owner)
  })

  it('a company without the accountReview setting (and a short-menu user) gets 403', async () => {
    expect((await post(NORTHWIND_ADMIN, 'reports/account-review', { take: 25 })).statusCode).toBe(403)
    expect((await post(NORTHWIND_ADMIN, 'reports/account-review/export?format=csv', {})).statusCode).toBe(403)
    expect((await post(SHORT_MENU, 'reports/account-review', { take: 25 })).statusCode).toBe(403)
  })
})

describe('bad input', () => {
  it('refuses an unknown filter key, a sort field outside the map and a range outside the limits', async () => {
    expect((await badRequest({ filter: { colour: ['red'] } })).fields).toEqual([{ field: 'filter.colour', message: 'Not a filter of this report.' }])
    expect((await badRequest({ sort: { field: 'account_engagement', type: 'asc' } })).message).toMatch(/cannot be sorted by account_engagement/)
    const old = await badRequest({ startTime: NOW_S - 400 * DAY, endTime: NOW_S })
    expect(old.fields?.[0]).toEqual({ field: 'startTime', message: 'Accounts with activity in can start at most one year ago.' })
    expect((await badRequest({ startTime: NOW_S - DAY, endTime: NOW_S + 3 * DAY })).fields?.[0]?.field).toBe('endTime')
  })

  it('accepts 100 values in one filter and refuses 1,001; refuses wrong types and unknown keys', async () => {
    const res = await post(ADMIN, 'reports/account-review', { take: 25, filter: { account_tier: Array.from({ length: 100 }, (_, i) => `T${i}`) } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.data.total).toBe(0)
    expect((await badRequest({ filter: { account_tier: Array.from({ length: 1001 }, (_, i) => `T${i}`) } })).message).toMatch(/at most 1000 values/)
    expect((await badRequest({ take: 500 })).fields?.[0]?.field).toBe('take')
    expect((await badRequest({ skip: -1 })).fields?.[0]?.field).toBe('skip')
    expect((await badRequest({ account: 1 })).fields?.[0]?.field).toBe('account')
  })
})

describe('POST /api/reports/account-review/export', () => {
  it('streams every account as CSV with the table columns, dollar amounts and deal names, formulas neutralised', async () => {
    const all = (await post(ADMIN, 'reports/account-review', { role: 'company_admin' })).json().data.data as Page
    const first = all.accounts[0] as TAccountRow
    await t.db.pool.query('update accounts set name = $2 where id = $1', [first.account_id, '@SUM(A1:A9)'])
    const res = await post(ADMIN, 'reports/account-review/export?format=csv&tz=UTC', { role: 'company_admin' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/account-review-2026-11-02\.csv/)
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toMatch(/^Account Name,Activity in range,Account Owner,Partner Tier,Deals Won \(Last 4 Qtrs\),Won Amount \(Last 4 Qtrs\),/)
    expect(lines.length - 1).toBe(all.total)
    expect(res.body).toContain("'@SUM(A1:A9)")
    expect(res.body).toMatch(/\$\d{1,3}(,\d{3})*/)
  })

  it('answers .xlsx, and 400 no_data when nothing matches', async () => {
    const xlsx = await post(ADMIN, 'reports/account-review/export?format=xlsx', { role: 'company_admin' })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const none = await post(ADMIN, 'reports/account-review/export?format=csv', { filter: { account_tier: ['No such tier'] } })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toMatchObject({ code: 'no_data', message: 'No data available to export.' })
  })
})
