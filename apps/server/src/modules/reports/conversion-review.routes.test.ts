import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engageMoreKind, mqlAction, mqlEngageKind, qualifiedAction } from '@parley/shared/rules/conversion-review'
import { qualificationScore } from '@parley/shared/rules/deal-scores'
import { compareReviewStages, REVIEW_NO_MOVEMENT_STAGES, REVIEW_START_STAGE, type ReviewKind, reviewMovement, stageKey } from '@parley/shared/rules/deal-stages'
import { presetRange } from '@parley/shared/rules/report-ranges'
import type { TReviewSection, TStageCount } from '@parley/shared/schemas/conversion-review'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// Qualified-deal review and MQL-deal review through the API on the seeded demo, with bad input. Expectations are computed from the raw stage history with the shared rules, not from the summary tables.

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const MANAGER = 'morgan.manager@northwind.example'
const REP = 'riley.rep@northwind.example'
const BDR_LEAD = 'taylor.teamlead@northwind.example'
const NORTHWIND = 'Northwind Analytics'
const DAY_MS = 86_400_000
const URL: Record<ReviewKind, string> = { qualified: 'qualified-deal-review-metrics', mql: 'mql-deal-review-metrics' }
const LAST_MONTH = presetRange('lastMonth', TEST_NOW) as { startTime: number; endTime: number }

const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]

async function post(email: string, kind: ReviewKind, metricType: string, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/reports/${URL[kind]}?metricType=${metricType}`,
    headers: await t.as(email),
    payload: { role: 'company_admin', ...body },
  })
}

async function metric<T>(kind: ReviewKind, metricType: string, body: Record<string, unknown> = {}, email = ADMIN): Promise<T> {
  const res = await post(email, kind, metricType, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.data as T
}

async function badRequest(kind: ReviewKind, metricType: string, body: Record<string, unknown>) {
  const res = await post(ADMIN, kind, metricType, body)
  expect(res.statusCode, res.body).toBe(400)
  return res.json().error as { code: string; message: string; fields?: { field: string; message: string }[] }
}

interface ReviewedDeal {
  deal_id: number
  stage: string
  entered_at: Date
  owner_id: number
  follow_ups: number
  buyer_at: Date | null
  forecast: string | null
  first_meeting_score: string | null
}

/**
 * The review set straight from deal_stage_history: Northwind's live deals that had entered the starting stage and were
 * in a no-movement stage at some moment of the period, with their stage at its end and their roll-up facts.
 */
async function reviewed(kind: ReviewKind, ownerIds: number[] | null = null, range = LAST_MONTH): Promise<ReviewedDeal[]> {
  const start = new Date(range.startTime * 1000)
  const end = new Date(range.endTime * 1000)
  return rows<ReviewedDeal>(
    `with h as (
       select h.deal_id, h.to_stage, h.changed_at, lead(h.changed_at) over (partition by h.deal_id order by h.changed_at, h.id) as left_at
       from deal_stage_history h join deals d on d.id = h.deal_id join companies c on c.id = d.company_id
       where c.name = $1 and d.deleted_at is null and ($6::int[] is null or d.owner_id = any($6::int[]))
     ), cand as (
       select distinct deal_id from h where lower(to_stage) = any($4::text[]) and changed_at <= $3 and (left_at is null or left_at >= $2)
     ), entered as (select deal_id, max(changed_at) as entered_at from h where lower(to_stage) = $5 and changed_at <= $3 group by deal_id)
     select c.deal_id, e.entered_at, d.owner_id, d.first_meeting_score,
       (select to_stage from h h2 where h2.deal_id = c.deal_id and h2.changed_at <= $3 order by h2.changed_at desc limit 1) as stage,
       coalesce(m.follow_up_count, 0) as follow_ups, greatest(m.last_recorded_call_at, m.last_prospect_email_at) as buyer_at,
       coalesce(m.forecast, d.forecast) as forecast
     from cand c join entered e using (deal_id) join deals d on d.id = c.deal_id left join deal_metrics m on m.deal_id = d.id`,
    [NORTHWIND, start, end, REVIEW_NO_MOVEMENT_STAGES[kind].map(stageKey), stageKey(REVIEW_START_STAGE[kind]), ownerIds],
  )
}

const userId = async (email: string) => (await rows<{ id: number }>('select id from users where email = $1', [email]))[0]?.id as number
const count = <T>(xs: T[], pred: (x: T) => boolean) => xs.filter(pred).length
const days = (from: Date | null) => (from ? (TEST_NOW.getTime() - new Date(from).getTime()) / DAY_MS : null)
const facts = (d: ReviewedDeal) => ({
  followUps: d.follow_ups,
  daysInStage: (TEST_NOW.getTime() - new Date(d.entered_at).getTime()) / DAY_MS,
  daysSinceBuyer: days(d.buyer_at),
  score: qualificationScore(d.forecast),
  firstMeetingScore: d.first_meeting_score,
})

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('the cards: "Total Deals, Moved Forward, Moved Backward, No Movement" / "Total MQLs, Moved Forward, Lost, No Movement"', () => {
  it.each(['qualified', 'mql'] as const)('%s: every deal of the period counted once, placed by the stage rules', async (kind) => {
    const expected = await reviewed(kind)
    const data = await metric<Record<string, unknown> & { moved: number; noMovement: number; otherStages: number; conversionPercentage: number }>(
      kind,
      `${kind}_deals`,
    )
    const total = kind === 'qualified' ? data.totalQualified : data.totalMQL
    const back = kind === 'qualified' ? data.movedBackward : data.lost
    expect(total).toBe(expected.length)
    expect(total).toBeGreaterThan(10)
    const move = (m: string) => count(expected, (d) => reviewMovement(kind, d.stage) === m)
    expect([data.moved, back, data.noMovement, data.otherStages]).toEqual([move('forward'), move(kind === 'qualified' ? 'backward' : 'lost'), move('none'), 0])
    expect([data.moved, back, data.noMovement].every((n) => (n as number) > 0)).toBe(true)
    expect(data.conversionPercentage).toBe(Math.round((data.moved * 100) / (total as number)))
    const stages = (kind === 'qualified' ? data.qualifiedDeals : data.mqlDeals) as TStageCount[]
    expect(stages.map((s) => s.stage)).toEqual([...stages.map((s) => s.stage)].sort(compareReviewStages))
    expect(stages.reduce((n, s) => n + s.count, 0)).toBe(total)
  })

  it('the demo has qualified deals sent back to MQL in the last weeks: "moved backward = MQL/Prospecting or Lost"', async () => {
    const data = await metric<{ lost: number; lostByStage: { stage: string; count: number }[] }>('qualified', 'qualified_lost')
    expect(data.lostByStage.map((s) => s.stage)).toEqual(['MQL/Prospecting', 'Closed-Lost'])
    expect(data.lost).toBe(data.lostByStage.reduce((n, s) => n + s.count, 0))
    const mql = await metric<{ lostByStage: { stage: string }[] }>('mql', 'mql_lost')
    expect(mql.lostByStage.map((s) => s.stage)).toEqual(['Closed-Lost'])
  })

  it('a stage outside every set counts in the total and sorts last; a differently spelled name is still placed', async () => {
    const before = await metric<{ totalQualified: number; noMovement: number }>('qualified', 'qualified_deals')
    const stuck = (await reviewed('qualified')).filter((d) => stageKey(d.stage) === stageKey(REVIEW_START_STAGE.qualified))
    const [a, b] = stuck
    if (!a || !b) throw new Error('needs two deals in Qualify')
    await t.db.pool.query(
      `insert into deal_stage_history (company_id, deal_id, from_stage, to_stage, changed_at, source)
       select company_id, id, stage_name, x.stage, $3, 'user' from deals, (values ($1::int, 'Zz Brand New Stage'), ($2::int, '  qualify   (RSD/VP QUALIFICATION) ')) x(id2, stage) where id = x.id2`,
      [a.deal_id, b.deal_id, new Date(TEST_NOW.getTime() - DAY_MS)],
    )
    const after = await metric<{ totalQualified: number; noMovement: number; otherStages: number; qualifiedDeals: TStageCount[] }>(
      'qualified',
      'qualified_deals',
    )
    expect(after.totalQualified).toBe(before.totalQualified)
    expect(after.otherStages).toBe(1)
    expect(after.noMovement).toBe(before.noMovement - 1)
    expect(after.qualifiedDeals.at(-1)).toEqual({ stage: 'Zz Brand New Stage', movement: 'other', count: 1 })
    await t.db.pool.query("delete from deal_stage_history where source = 'user' and deal_id = any($1::int[])", [[a.deal_id, b.deal_id]])
    expect((await metric<{ otherStages: number }>('qualified', 'qualified_deals')).otherStages).toBe(0)
  })
})

describe('"A trend combo chart with a Month/Quarter switch" (conversionGraph, currentlyQualifiedGraph)', () => {
  it('counts the deals that entered the stage per month, and how many have moved forward, back or not', async () => {
    const data = await metric<{
      conversionGraph: { period: string; total: number; converted: number; lost: number; percentage: number }[]
      currentlyQualifiedGraph: { count: number }[]
    }>('qualified', 'qualified_conversion')
    expect(data.conversionGraph.map((p) => p.period)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'])
    const entries = await rows<{ period: string; n: number }>(
      `select to_char(changed_at at time zone 'UTC', 'YYYY-MM') as period, count(distinct deal_id)::int as n
       from deal_stage_history h join companies c on c.id = h.company_id
       where c.name = $1 and h.to_stage = $2 and changed_at between '2026-06-01' and $3 group by 1`,
      [NORTHWIND, REVIEW_START_STAGE.qualified, TEST_NOW],
    )
    for (const p of data.conversionGraph) {
      expect(p.total, p.period).toBe(entries.find((e) => e.period === p.period)?.n ?? 0)
      expect(p.converted + p.lost).toBeLessThanOrEqual(p.total)
      expect(p.percentage).toBe(p.total ? Math.round((p.converted * 100) / p.total) : 0)
    }
    expect(data.currentlyQualifiedGraph.length).toBe(data.conversionGraph.length)
    const quarters = await metric<{ aggType: string; conversionGraph: { period: string; total: number }[]; currentlyMQLGraph: unknown[] }>(
      'mql',
      'mql_conversion',
      {
        aggType: 'quarter',
      },
    )
    expect(quarters.aggType).toBe('quarter')
    expect(quarters.conversionGraph.map((p) => p.period)).toEqual(['2026-Q1', '2026-Q2', '2026-Q3', '2026-Q4'])
    expect(quarters.currentlyMQLGraph).toHaveLength(4)
  })
})

describe('the action sections of the deals that did not move', () => {
  it('qualified: each such deal is in exactly one of Accelerate, Engage More and Qualify Better, as the rules place it', async () => {
    const still = (await reviewed('qualified')).filter((d) => reviewMovement('qualified', d.stage) === 'none')
    const [acc, eng, qb] = await Promise.all([
      metric<TReviewSection>('qualified', 'accelerate_deals'),
      metric<TReviewSection>('qualified', 'engage_more'),
      metric<TReviewSection>('qualified', 'qualify_better'),
    ])
    const action = (a: string) => count(still, (d) => qualifiedAction(facts(d)) === a)
    expect([acc.accelerate, eng.engageMore, qb.qualifyBetter]).toEqual([action('accelerate'), action('engage_more'), action('qualify_better')])
    expect((acc.accelerate ?? 0) + (eng.engageMore ?? 0) + (qb.qualifyBetter ?? 0)).toBe(still.length)
    expect([acc.accelerate, eng.engageMore, qb.qualifyBetter].every((n) => (n ?? 0) > 0)).toBe(true)
    const engaged = still.filter((d) => qualifiedAction(facts(d)) === 'engage_more')
    const sub = (k: string) => count(engaged, (d) => engageMoreKind(facts(d)) === k)
    expect([eng.lowRepEffortFresh, eng.lowRepEffortOld, eng.highRepEffort]).toEqual([sub('lowRepEffortFresh'), sub('lowRepEffortOld'), sub('highRepEffort')])
  })

  it('MQL: Move High-Score Deals and Engage More or Exit (Engaged but Stalled, Gone Cold) share the deals that did not move', async () => {
    const still = (await reviewed('mql')).filter((d) => reviewMovement('mql', d.stage) === 'none')
    const [acc, eng] = await Promise.all([metric<TReviewSection>('mql', 'accelerate_deals'), metric<TReviewSection>('mql', 'engage_more')])
    expect(acc.accelerate).toBe(count(still, (d) => mqlAction(facts(d)) === 'accelerate'))
    const rest = still.filter((d) => mqlAction(facts(d)) === 'engage_more')
    expect([eng.engageMore, eng.engagedButStalled, eng.goneCold]).toEqual([
      rest.length,
      count(rest, (d) => mqlEngageKind(facts(d)) === 'engagedButStalled'),
      count(rest, (d) => mqlEngageKind(facts(d)) === 'goneCold'),
    ])
    expect((acc.accelerate ?? 0) + (eng.engageMore ?? 0)).toBe(still.length)
  })

  it.each(['qualified', 'mql'] as const)('%s Record More: the reasons add up, and the pie counts the unrecorded eligible key meetings', async (kind) => {
    const data = await metric<TReviewSection>(kind, 'record_more')
    const reasons = ['ownerInactive', 'noScheduledCalls', 'noEligibleCalls', 'eligibleNotRecorded', 'invalidRecorded'] as const
    const sum = reasons.reduce((n, r) => n + ((data[r] as number | undefined) ?? 0), 0)
    expect(data.recordMore).toBe(sum)
    expect(data.recordMore).toBeGreaterThan(0)
    if (kind === 'mql') expect(data.ownerInactive).toBeUndefined()
    const pie = data.eligibleNotRecordedChart ?? []
    if ((data.eligibleNotRecorded ?? 0) > 0) expect(pie.length).toBeGreaterThan(0)
    for (const slice of pie) {
      expect(slice.count).toBeGreaterThan(0)
      expect(slice.owner_names.length).toBe(slice.owner_count)
    }
  })

  it('the demo fills Record More: every MQL card (no call booked, none eligible, eligible but not recorded, only junk recorded), and the pie', async () => {
    const qualified = await metric<TReviewSection>('qualified', 'record_more')
    // Each card's count by name, so a failure shows which card is empty.
    const cards = (d: TReviewSection, keys: readonly (keyof TReviewSection)[]) => Object.fromEntries(keys.map((k) => [k, d[k]]))
    const filled = (keys: readonly (keyof TReviewSection)[]) => Object.fromEntries(keys.map((k) => [k, expect.toSatisfy((n) => (n as number) > 0)]))
    const QUALIFIED_CARDS = ['noScheduledCalls', 'eligibleNotRecorded'] as const
    expect(cards(qualified, QUALIFIED_CARDS)).toEqual(filled(QUALIFIED_CARDS))
    expect(qualified.eligibleNotRecordedChart?.length).toBeGreaterThan(0)
    const mql = await metric<TReviewSection>('mql', 'record_more')
    const MQL_CARDS = ['noScheduledCalls', 'noEligibleCalls', 'eligibleNotRecorded', 'invalidRecorded'] as const
    expect(cards(mql, MQL_CARDS)).toEqual(filled(MQL_CARDS))
    expect(mql.eligibleNotRecordedChart?.length).toBeGreaterThan(0)
  })

  it('"Leaderboards top 10" by each of the six groupings, largest first, counting the section\'s deals', async () => {
    for (const groupBy of ['owner', 'owner_manager', 'region', 'sub_region', 'funnel_by_product', 'segment'] as const) {
      const data = await metric<TReviewSection>('qualified', 'engage_more', { groupBy })
      expect(data.groupBy).toBe(groupBy)
      expect(data.leaderboards.length).toBeGreaterThan(0)
      expect(data.leaderboards.length).toBeLessThanOrEqual(10)
      const counts = data.leaderboards.map((r) => r.count)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
      for (const row of data.leaderboards) expect(Object.keys(row).sort()).toEqual([groupBy, 'count'].sort())
      if (groupBy !== 'owner_manager') expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(data.engageMore ?? 0)
    }
  })

  it('"top-10-deals-by-objections": the objections of the deal\'s recorded calls by severity, most first, with its last recorded call', async () => {
    const boards = [] as TReviewSection['fatalObjectionsLeaderBoard'][]
    for (const kind of ['qualified', 'mql'] as const) {
      for (const type of ['accelerate_deals', 'engage_more', 'record_more', ...(kind === 'qualified' ? ['qualify_better'] : [])]) {
        boards.push((await metric<TReviewSection>(kind, type)).fatalObjectionsLeaderBoard)
      }
    }
    // The demo gives every section's deals something to show.
    expect(boards.filter((b) => b.length > 0).length).toBeGreaterThanOrEqual(5)
    for (const board of boards) {
      expect(board.length).toBeLessThanOrEqual(10)
      const order = board.map((d) => [d.objections, d.high])
      expect(order).toEqual([...order].sort((a, b) => (b[0] as number) - (a[0] as number) || (b[1] as number) - (a[1] as number)))
      for (const d of board) {
        const [expected] = await rows<{ n: number; high: number; medium: number; last: number | null }>(
          `select count(o.id)::int as n, (count(*) filter (where o.severity = 'High'))::int as high,
             (count(*) filter (where o.severity = 'Medium'))::int as medium,
             (select m2.id from meeting_deals x join meetings m2 on m2.id = x.meeting_id and m2.deleted_at is null
               where x.deal_id = $1 and x.is_primary order by m2.start_time desc, m2.id desc limit 1) as last
           from meeting_deals md join meetings m on m.id = md.meeting_id and m.deleted_at is null join objections o on o.meeting_id = m.id
           where md.deal_id = $1 and md.is_primary`,
          [d.dealId],
        )
        expect([d.objections, d.high, d.medium, d.lastRecordedCallId]).toEqual([expected?.n, expected?.high, expected?.medium, expected?.last])
        expect(d.objections).toBeGreaterThan(0)
      }
    }
  })
})

describe('filters, distinct mode and scope', () => {
  it('"One call with an empty filter supplies the filter option lists"', async () => {
    const res = await post(ADMIN, 'qualified', 'qualified_deals', { distinct: true })
    expect(res.statusCode).toBe(200)
    const [lists, labels] = res.json().data
    expect(lists.owner_name.length).toBeGreaterThan(1)
    expect(lists.forecast).toEqual(['High Likely', 'Likely', 'Less Likely', 'No forecast'])
    expect(lists.sub_region.length).toBeGreaterThan(0)
    expect(labels.schema.deal_owner_manager).toMatchObject({ label: 'Deal Owner Manager', category: 'Rep' })
  })

  it('a filter narrows the set to its deals', async () => {
    const [lists] = (await post(ADMIN, 'qualified', 'qualified_deals', { distinct: true })).json().data
    const owner = lists.owner_name[0] as string
    const ownerId = (
      await rows<{ id: number }>('select u.id from users u join companies c on c.id = u.company_id where c.name = $1 and u.name = $2', [NORTHWIND, owner])
    )[0]?.id as number
    const data = await metric<{ totalQualified: number }>('qualified', 'qualified_deals', { filter: { owner_name: [owner] } })
    expect(data.totalQualified).toBe((await reviewed('qualified', [ownerId])).length)
    const crm = await metric<{ totalQualified: number }>('qualified', 'qualified_deals', { filter: { sales_play: ['Nothing like it'] } })
    expect(crm.totalQualified).toBe(0)
  })

  it('a rep asking for Admin sees only their own deals; a manager asking for Admin gets My org', async () => {
    const rep = await metric<{ totalQualified: number }>('qualified', 'qualified_deals', {}, REP)
    expect(rep.totalQualified).toBe((await reviewed('qualified', [await userId(REP)])).length)
    const asked = await metric<{ totalQualified: number }>('qualified', 'qualified_deals', {}, MANAGER)
    const org = await metric<{ totalQualified: number }>('qualified', 'qualified_deals', { role: 'org' }, MANAGER)
    const all = await metric<{ totalQualified: number }>('qualified', 'qualified_deals')
    expect(asked.totalQualified).toBe(org.totalQualified)
    expect(org.totalQualified).toBeLessThan(all.totalQualified)
  })

  it('the menu decides: the short menu has Qualify to POC only; a BDR has neither (403)', async () => {
    expect((await post(REP, 'qualified', 'qualified_deals')).statusCode).toBe(200)
    const mql = await post(REP, 'mql', 'mql_deals')
    expect(mql.statusCode).toBe(403)
    expect(mql.json().error.message).toBe('Conversion Dashboard: Meeting to Qualify is not one of your reports.')
    expect((await post(BDR_LEAD, 'qualified', 'qualified_deals')).statusCode).toBe(403)
  })

  it('a company without the conversion dashboards gets 403', async () => {
    const [other] = await rows<{ email: string }>(
      `select u.email from users u join company_settings s on s.company_id = u.company_id
       where u.user_role = 'company_admin' and u.policy = 'edit' and u.status = 'active' and not coalesce((s.settings ->> 'conversionDashboards')::boolean, false) limit 1`,
    )
    expect((await post(other?.email as string, 'qualified', 'qualified_deals')).statusCode).toBe(403)
  })
})

describe('bad input', () => {
  it('refuses a metricType that does not exist, or belongs to the other review, naming the ones that do', async () => {
    const error = await badRequest('qualified', 'mql_deals', {})
    expect(error.message).toMatch(/metricType must be one of qualified_conversion, qualified_lost, qualified_deals/)
    expect((await badRequest('mql', 'qualify_better', {})).message).toMatch(/metricType must be one of mql_conversion/)
    const missing = await t.app.inject({ method: 'POST', url: `/api/reports/${URL.mql}`, headers: await t.as(ADMIN), payload: {} })
    expect(missing.statusCode).toBe(400)
  })

  it('refuses a grouping not in the list, and an aggregation other than month or quarter', async () => {
    const grouping = await badRequest('qualified', 'engage_more', { groupBy: 'colour' })
    expect(grouping.message).toContain('groupBy must be one of owner, owner_manager, region, sub_region, funnel_by_product, segment.')
    expect(grouping.fields?.[0]?.field).toBe('groupBy')
    expect((await badRequest('mql', 'mql_conversion', { aggType: 'week' })).message).toContain('aggType must be one of month, quarter.')
  })

  it('refuses a period starting over a year ago or ending after today, naming it; a future close date is fine', async () => {
    const now = Math.floor(TEST_NOW.getTime() / 1000)
    const old = await badRequest('qualified', 'qualified_deals', { startTime: now - 400 * 86_400, endTime: now })
    expect(old.fields?.[0]).toEqual({ field: 'startTime', message: 'Deals in Qualify during can start at most one year ago.' })
    const future = await badRequest('mql', 'mql_deals', { startTime: now - 86_400, endTime: now + 5 * 86_400 })
    expect(future.fields?.[0]?.field).toBe('endTime')
    const close = await post(ADMIN, 'qualified', 'qualified_deals', { closeDateStartTime: now, closeDateEndTime: now + 200 * 86_400 })
    expect(close.statusCode).toBe(200)
  })

  it('refuses an unknown filter, an unknown body key and a sort', async () => {
    expect((await badRequest('qualified', 'qualified_deals', { filter: { colour: ['red'] } })).fields).toEqual([
      { field: 'filter.colour', message: 'Not a filter of this report.' },
    ])
    expect((await badRequest('qualified', 'qualified_deals', { page: 10 })).fields?.map((f) => f.field).join()).toContain('page')
    expect((await badRequest('mql', 'mql_deals', { sort: { field: 'amount', type: 'asc' } })).fields?.[0]?.field).toBe('sort.field')
  })
})

describe('the summary tables follow every write (deal_stage_spans, deal_call_facts)', () => {
  it('a stage change, a new meeting and a deleted recording show at once', async () => {
    const still = (await reviewed('mql')).filter((d) => reviewMovement('mql', d.stage) === 'none')
    const deal = still[0]
    if (!deal) throw new Error('needs an MQL')
    const before = await metric<{ moved: number; noMovement: number }>('mql', 'mql_deals')
    await t.db.pool.query(
      `insert into deal_stage_history (company_id, deal_id, from_stage, to_stage, changed_at, source)
       select company_id, id, stage_name, 'Qualify (RSD/VP Qualification)', $2, 'user' from deals where id = $1`,
      [deal.deal_id, new Date(TEST_NOW.getTime() - 3_600_000)],
    )
    const after = await metric<{ moved: number; noMovement: number }>('mql', 'mql_deals')
    expect([after.moved, after.noMovement]).toEqual([before.moved + 1, before.noMovement - 1])
    await t.db.pool.query("delete from deal_stage_history where source = 'user' and deal_id = $1", [deal.deal_id])

    const facts = async () => (await rows<{ kinds: number[] }>('select kinds from deal_call_facts where deal_id = $1', [deal.deal_id]))[0]?.kinds ?? []
    const kinds = await facts()
    const [event] = await rows<{ id: number }>(
      `insert into calendar_events (company_id, user_id, title, start_at, end_at, source, meeting_url, primary_deal_id, is_internal)
       select company_id, owner_id, 'Follow-up', $2, $2::timestamptz + interval '30 minutes', 'google_calendar', 'https://meet.example/abc', id, false
       from deals where id = $1 returning id`,
      [deal.deal_id, new Date(TEST_NOW.getTime() + 2 * DAY_MS)],
    )
    expect((await facts()).length).toBe(kinds.length + 1)
    expect((await facts()).filter((k) => k === 3).length).toBe(kinds.filter((k) => k === 3).length + 1)
    await t.db.pool.query('delete from calendar_events where id = $1', [event?.id])
    expect(await facts()).toEqual(kinds)

    const [recorded] = await rows<{ meeting_id: number; deal_id: number }>(
      'select md.meeting_id, md.deal_id from meeting_deals md join meetings m on m.id = md.meeting_id where md.is_primary and m.deleted_at is null limit 1',
    )
    const recordedFacts = async () =>
      (await rows<{ n: number }>('select cardinality(kinds) as n from deal_call_facts where deal_id = $1', [recorded?.deal_id]))[0]?.n
    const n = await recordedFacts()
    await t.db.pool.query('update meetings set deleted_at = now() where id = $1', [recorded?.meeting_id])
    expect(await recordedFacts()).toBeLessThan(n as number)
    await t.db.pool.query('update meetings set deleted_at = null where id = $1', [recorded?.meeting_id])
    expect(await recordedFacts()).toBe(n)
  })
})
