import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compareFunnel } from '@parley/shared/rules/deal-stages'
import { lostStageComparator, UNKNOWN_LOST_STAGE } from '@parley/shared/rules/win-loss'
import { quadrantPosition } from '@parley/shared/rules/win-loss-quadrant'
import type { TWinLossDealRow, TWinLossGroupRow, TWinLossRawRow } from '@parley/shared/schemas/win-loss'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// Competitive Win-Loss through the API on the seeded demo.

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const OBSERVER = 'olive.observer@northwind.example'
const MANAGER = 'morgan.manager@northwind.example'
const ACME_ADMIN = 'alex.acme@acme.example'
const NORTHWIND = 'Northwind Analytics'
const sec = (d: Date) => Math.floor(d.getTime() / 1000)
const NOW_S = sec(TEST_NOW)
const SIX_MONTHS_AGO = (() => {
  const d = new Date(TEST_NOW)
  d.setUTCMonth(d.getUTCMonth() - 6)
  return sec(d)
})()

const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]

async function post(email: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: await t.as(email), payload: payload as Record<string, unknown> })
}
async function ok<T>(url: string, body: Record<string, unknown> = {}, email = ADMIN): Promise<T> {
  const res = await post(email, url, { role: 'company_admin', ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as T
}
async function bad(url: string, body: Record<string, unknown>) {
  const res = await post(ADMIN, url, { role: 'company_admin', ...body })
  expect(res.statusCode, res.body).toBe(400)
  return res.json().error as { code: string; message: string; fields?: { field: string; message: string }[] }
}

type Envelope<T> = { data: T[]; total: number; after: string | null; total_unique_deals: number }

/** Northwind's deals with a SWOT insight on a live call in [start, end], counted without the module. */
async function dealsWithInsights(start = SIX_MONTHS_AGO, end = NOW_S - 7200, extra = 'true'): Promise<number[]> {
  const found = await rows<{ id: number }>(
    `select distinct d.id from swot_insights s join meetings m on m.id = s.meeting_id join deals d on d.id = s.deal_id
     join companies c on c.id = d.company_id left join deal_stages ds on ds.id = d.stage_id
     where c.name = $1 and m.deleted_at is null and d.deleted_at is null and m.start_time between to_timestamp($2) and to_timestamp($3) and ${extra}`,
    [NORTHWIND, start, end],
  )
  return found.map((r) => r.id)
}

/** The call page's rule for a user who is not an admin, over the alias m, written out as an oracle. */
function mayOpen(email: string): string {
  const v = `(select id from users where email = '${email}')`
  const below = `(with recursive below(id) as (select user_id from user_managers where manager_id = ${v}
      union select um.user_id from user_managers um join below on um.manager_id = below.id) select id from below)`
  return `(m.user_id = ${v} or m.user_id in ${below}
    or exists (select 1 from calendar_events ce where ce.id = m.calendar_event_id
      and (ce.user_id = ${v} or ce.user_id in ${below} or exists (select 1 from unnest(ce.attendee_emails) a(e) where lower(a.e) = '${email}')))
    or exists (select 1 from meeting_participants mp where mp.meeting_id = m.id and lower(mp.email) = '${email}'))`
}

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('the selector table (battleCard-{competitor,funnelByProduct,dealOwner,objectionCategory}-table and -graph)', () => {
  it('counts the unique deals of the last six months (ending two hours before now) for the title', async () => {
    const expected = await dealsWithInsights()
    expect(expected.length).toBeGreaterThan(5)
    for (const path of ['competitor', 'funnelByProduct', 'dealOwner', 'objectionCategory']) {
      const data = await ok<Envelope<TWinLossGroupRow>>(`reports/battleCard-${path}-table`)
      expect(data.total_unique_deals).toBe(expected.length)
      expect(data.total).toBe(data.data.length)
      expect(data.after).toBeNull()
    }
    // Without a range: the last six months ending two hours before now, as the page sends it.
    const sent = await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-competitor-table', { startTime: SIX_MONTHS_AGO, endTime: NOW_S - 7200 })
    expect(sent.total_unique_deals).toBe(expected.length)
  })

  it('counts each value of every grouping as the insights and their deals say, counted without the module', async () => {
    const groupings = [
      ['competitor', "nullif(btrim(d.competitor_name), '')"],
      ['funnelByProduct', "nullif(btrim(d.funnel_by_product), '')"],
      ['dealOwner', 'o.name'],
      ['objectionCategory', 's.driver'],
    ] as const
    for (const [path, value] of groupings) {
      const expected = await rows<{ name: string; deals: number; insights: number; threats: number; factors: number }>(
        `select ${value} as name, count(distinct d.id)::int as deals, count(*)::int as insights,
           count(*) filter (where s.nature = 'threat')::int as threats, count(distinct s.factor)::int as factors
         from win_loss_facts s join meetings m on m.id = s.meeting_id join deals d on d.id = s.deal_id
         join companies c on c.id = d.company_id left join users o on o.id = d.owner_id
         where c.name = $1 and m.deleted_at is null and d.deleted_at is null and m.start_time between to_timestamp($2) and to_timestamp($3)
           and ${value} is not null
         group by 1`,
        [NORTHWIND, SIX_MONTHS_AGO, NOW_S - 7200],
      )
      expect(expected.length, path).toBeGreaterThan(1)
      const data = await ok<Envelope<TWinLossGroupRow>>(`reports/battleCard-${path}-table`)
      const got = data.data
        .map((g) => ({
          name: g.name,
          deals: g.total_deals,
          insights: g.total_insights,
          threats: g.threat_insight,
          factors: Math.min(g.unique_categories.length, 10),
        }))
        .sort((a, b) => (a.name < b.name ? -1 : 1))
      const want = expected.map((e) => ({ ...e, factors: Math.min(e.factors, 10) })).sort((a, b) => (a.name < b.name ? -1 : 1))
      expect(got, path).toEqual(want)
    }
  })

  it('answers per competitor: deals open, won and lost, the rates of the closed ones, most deals first', async () => {
    const data = await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-competitor-table')
    const totals = data.data.map((g) => g.total_deals)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    for (const g of data.data) {
      expect(g.open_deals + g.wins + g.losses).toBeLessThanOrEqual(g.total_deals)
      expect(g.closed_deals).toBe(g.wins + g.losses)
      if (g.closed_deals) expect(g.loss_rate).toBe(Math.floor((g.losses * 100) / g.closed_deals + 0.5))
      expect(g.strength_insight + g.weakness_insight + g.opportunity_insight + g.threat_insight).toBe(g.total_insights)
      const ids = await dealsWithInsights(SIX_MONTHS_AGO, NOW_S - 7200, `d.competitor_name = '${g.name.replace(/'/g, "''")}'`)
      expect(g.total_deals).toBe(ids.length)
    }
    const graph = await ok<Envelope<{ name: string; total_deals: number; loss_rate: number }>>('reports/battleCard-competitor-graph')
    expect(graph.data).toEqual(data.data.map((g) => ({ name: g.name, total_deals: g.total_deals, loss_rate: g.loss_rate })))
  })

  it('answers per decision driver with its insights by nature and its underlying factors; the OBJ graph plots the same rows', async () => {
    const data = await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-objectionCategory-table')
    expect(data.data.length).toBeGreaterThan(2)
    const competitor = data.data.find((g) => g.name === 'Competitor')
    expect(competitor?.threat_insight).toBeGreaterThan(0)
    expect(competitor?.unique_categories.length).toBeGreaterThan(0)
    const graph = await ok<Envelope<{ name: string }>>('reports/battleCard-OBJ-graph')
    expect(graph.data.map((p) => p.name)).toEqual(data.data.map((g) => g.name))
  })

  it('narrows by each click-to-filter key (competitor_name, funnel_by_product, owner_name, objection_category)', async () => {
    const comp = (await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-competitor-table')).data[0] as TWinLossGroupRow
    const byComp = await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-dealOwner-table', { filter: { competitor_name: [comp.name] } })
    expect(byComp.total_unique_deals).toBe(comp.total_deals)
    const driver = (await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-objectionCategory-table')).data[0] as TWinLossGroupRow
    const byDriver = await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-objectionCategory-table', { filter: { objection_category: [driver.name] } })
    expect(byDriver.data.map((g) => g.name)).toEqual([driver.name])
    expect(byDriver.total_unique_deals).toBe(driver.total_deals)
    const owner = (await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-dealOwner-table')).data[0] as TWinLossGroupRow
    const byOwner = await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-funnelByProduct-table', { filter: { owner_name: [owner.name] } })
    expect(byOwner.total_unique_deals).toBe(owner.total_deals)
  })

  it('a count click filters sales_stage by the stage group: the lost count of a driver is its deals in the lost stages', async () => {
    const driver = (await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-objectionCategory-table')).data.find((g) => g.losses > 0) as TWinLossGroupRow
    expect(driver).toBeDefined()
    const lostStages = (
      await rows<{ name: string }>(
        "select name from deal_stages where company_id = (select id from companies where name = 'Northwind Analytics') and stage_group = 'lost'",
      )
    ).map((s) => s.name)
    const filtered = await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-objectionCategory-table', {
      filter: { objection_category: [driver.name], sales_stage: [...lostStages, 'Closed-Lost', 'Close - Lost'] },
    })
    expect(filtered.total_unique_deals).toBe(driver.losses)
  })

  it('answers the sales_stage values of each stage group, and a count click with them narrows to exactly the deals counted', async () => {
    const table = await ok<Envelope<TWinLossGroupRow> & { stage_groups: Record<'open' | 'won' | 'lost', string[]> }>(
      'reports/battleCard-objectionCategory-table',
    )
    expect(table.stage_groups.won).toContain('Won')
    expect(table.stage_groups.lost).toContain('Closed-Lost')
    expect(table.stage_groups.open).toContain('Qualify (RSD/VP Qualification)')
    const driver = table.data[0] as TWinLossGroupRow
    const counts = { open: driver.open_deals, won: driver.wins, lost: driver.losses }
    for (const group of ['open', 'won', 'lost'] as const) {
      const filtered = await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-objectionCategory-table', {
        filter: { objection_category: [driver.name], sales_stage: table.stage_groups[group] },
      })
      expect(filtered.total_unique_deals, group).toBe(counts[group])
    }
  })
})

describe('the SWOT quadrant (battleCard-ObjectionCategory-graph)', () => {
  it('places each decision driver by the quadrant rule, groups equal positions and sizes bubbles 6–20', async () => {
    const table = (await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-objectionCategory-table')).data
    const q = await ok<{
      data: { x: number; y: number; quadrant: string; names: string[]; size: number; radius: number }[]
      group_by: string
      top_threats: { heading: string; deals: number }[]
      top_weaknesses: { heading: string; deals: number }[]
    }>('reports/battleCard-ObjectionCategory-graph')
    expect(q.group_by).toBe('objection_category')
    expect(q.data.flatMap((b) => b.names).sort()).toEqual(table.map((g) => g.name).sort())
    for (const b of q.data) {
      expect(b.radius).toBeGreaterThanOrEqual(6)
      expect(b.radius).toBeLessThanOrEqual(20)
      for (const name of b.names) {
        const g = table.find((x) => x.name === name) as TWinLossGroupRow
        const pos = quadrantPosition({
          strength: g.strength_insight,
          weakness: g.weakness_insight,
          opportunity: g.opportunity_insight,
          threat: g.threat_insight,
        })
        expect({ x: b.x, y: b.y, quadrant: b.quadrant }).toEqual(pos)
      }
    }
    expect(new Set(q.data.map((b) => `${b.x}|${b.y}`)).size).toBe(q.data.length)
    expect(q.top_threats.length).toBeGreaterThan(0)
    expect(q.top_threats.length).toBeLessThanOrEqual(3)
    expect(q.top_weaknesses.length).toBeLessThanOrEqual(3)
    const deals = q.top_threats.map((x) => x.deals)
    expect(deals).toEqual([...deals].sort((a, b) => b - a))
  })

  it('groups by another grouping of the list; one outside it is a 400', async () => {
    const q = await ok<{ group_by: string; data: { names: string[] }[] }>('reports/battleCard-ObjectionCategory-graph', { group_by: 'competitor' })
    expect(q.group_by).toBe('competitor')
    expect(q.data.length).toBeGreaterThan(0)
    const error = await bad('reports/battleCard-ObjectionCategory-graph', { group_by: 'region' })
    expect(error.message).toMatch(/group_by/)
  })
})

describe("'Why We Are Loosing?' and the lost-deal charts", () => {
  it('lists the lost deals by the stage they were lost in, in funnel order, with weaknesses, threats and TECHNICAL/BUSINESS actions only', async () => {
    const data = await ok<Envelope<{ deal_stage: string; unique_deals_lost: number; weakness_insights: unknown[]; team_next_steps: { team: string }[] }>>(
      'reports/battleCard-lost-deals-by-stage-with-nature',
    )
    const lost = await dealsWithInsights(SIX_MONTHS_AGO, NOW_S - 7200, "(d.stage_name in ('Closed-Lost') or ds.stage_group = 'lost')")
    expect(lost.length).toBeGreaterThan(0)
    expect(data.total_unique_deals).toBe(lost.length)
    expect(data.data.reduce((s, r) => s + r.unique_deals_lost, 0)).toBe(lost.length)
    const stages = data.data.map((r) => r.deal_stage)
    const pipeline = (
      await rows<{ name: string }>(
        `select name from deal_stages where company_id = (select id from companies where name = 'Northwind Analytics') order by display_order, name`,
      )
    ).map((s) => s.name)
    expect(stages).toEqual([...stages].sort(lostStageComparator(pipeline)))
    for (const r of data.data) for (const a of r.team_next_steps) expect(['TECHNICAL', 'BUSINESS']).toContain(a.team)
    expect(data.data.some((r) => r.weakness_insights.length > 0 || r.team_next_steps.length > 0)).toBe(true)
  })

  it("proposes per stage and team the steps most of the lost deals' calls proposed, at most 10, with how many there were", async () => {
    type Action = { team: string; next_steps: string[]; steps_count: number }
    const data = await ok<Envelope<{ deal_stage: string; team_next_steps: Action[] }>>('reports/battleCard-lost-deals-by-stage-with-nature')
    const lost = await dealsWithInsights(SIX_MONTHS_AGO, NOW_S - 7200, "(d.stage_name in ('Closed-Lost') or ds.stage_group = 'lost')")
    // Counted without the module: each lost deal's calls in the range, their next steps by team, per stage lost in.
    const counted = await rows<{ stage: string | null; team: string; step: string; n: number }>(
      `with calls as (select distinct s.deal_id, s.meeting_id from swot_insights s join meetings m on m.id = s.meeting_id
           where s.deal_id = any($1::int[]) and m.deleted_at is null and m.start_time between to_timestamp($2) and to_timestamp($3)),
         staged as (select c.*, (select h.from_stage from deal_stage_history h where h.deal_id = c.deal_id and h.from_stage is not null
           order by h.changed_at desc, h.id desc limit 1) as stage from calls c)
       select c.stage, upper(btrim(t ->> 'team')) as team, btrim(x) as step, count(*)::int as n
       from staged c join analysis_results ar on ar.meeting_id = c.meeting_id,
         jsonb_array_elements(ar.next_steps) t, jsonb_array_elements_text(t -> 'next_steps') x
       where upper(btrim(t ->> 'team')) in ('TECHNICAL', 'BUSINESS') and btrim(x) <> '' group by 1, 2, 3`,
      [lost, SIX_MONTHS_AGO, NOW_S - 7200],
    )
    let checked = 0
    for (const row of data.data) {
      for (const action of row.team_next_steps) {
        const mine = counted.filter((c) => (c.stage ?? UNKNOWN_LOST_STAGE) === row.deal_stage && c.team === action.team)
        expect(action.steps_count, `${row.deal_stage} ${action.team}`).toBe(mine.length)
        expect(action.next_steps.length).toBe(Math.min(10, mine.length))
        const most = Math.max(...mine.map((c) => c.n))
        expect(mine.find((c) => c.step === action.next_steps[0])?.n).toBe(most)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(0)
  })

  it("counts a re-analysed call's proposed steps at once (its call_next_steps rows follow analysis_results)", async () => {
    type Action = { team: string; steps_count: number }
    const stepsCount = async () => {
      const data = await ok<Envelope<{ deal_stage: string; team_next_steps: Action[] }>>('reports/battleCard-lost-deals-by-stage-with-nature')
      return data.data.flatMap((r) => r.team_next_steps.map((a) => a.steps_count)).reduce((sum, n) => sum + n, 0)
    }
    const lost = await dealsWithInsights(SIX_MONTHS_AGO, NOW_S - 7200, "(d.stage_name in ('Closed-Lost') or ds.stage_group = 'lost')")
    const [call] = await rows<{ meeting_id: number; next_steps: unknown }>(
      `select ar.meeting_id, ar.next_steps from analysis_results ar join swot_insights s on s.meeting_id = ar.meeting_id
       join meetings m on m.id = ar.meeting_id
       where s.deal_id = any($1::int[]) and m.deleted_at is null and m.start_time between to_timestamp($2) and to_timestamp($3) limit 1`,
      [lost, SIX_MONTHS_AGO, NOW_S - 7200],
    )
    if (!call) throw new Error('no call of a lost deal in the range')
    const before = await stepsCount()
    const added = [
      { team: ' technical ', next_steps: ['Share the SOC 2 report with their security lead', '  ', 7] },
      { team: 'BUSINESS', next_steps: ['Send a revised quote with the multi-year discount'] },
      { team: 'LEGAL', next_steps: ['Redline the MSA'] },
    ]
    await rows('update analysis_results set next_steps = $2::jsonb where meeting_id = $1', [call.meeting_id, JSON.stringify(added)])
    const stored = await rows<{ team: string; step: string }>('select team, step from call_next_steps where meeting_id = $1 order by team_order, step_order', [
      call.meeting_id,
    ])
    // Teams upper-cased and trimmed, blank and non-text steps left out; every team kept (the report reads two).
    expect(stored).toEqual([
      { team: 'TECHNICAL', step: 'Share the SOC 2 report with their security lead' },
      { team: 'BUSINESS', step: 'Send a revised quote with the multi-year discount' },
      { team: 'LEGAL', step: 'Redline the MSA' },
    ])
    await rows('update analysis_results set next_steps = $2::jsonb where meeting_id = $1', [call.meeting_id, JSON.stringify(call.next_steps)])
    expect(await stepsCount()).toBe(before)
    // A deleted result takes its rows along (rolled back: the call keeps its analysis for the other tests).
    const client = await t.db.pool.connect()
    try {
      await client.query('begin')
      await client.query('delete from analysis_results where meeting_id = $1', [call.meeting_id])
      expect((await client.query('select count(*)::int as n from call_next_steps where meeting_id = $1', [call.meeting_id])).rows[0].n).toBe(0)
    } finally {
      await client.query('rollback')
      client.release()
    }
  })

  it('charts the lost deals per decision driver and per underlying factor (with its headings)', async () => {
    const drivers = await ok<Envelope<{ objection_category: string; unique_deals_lost: number }>>('reports/battleCard-lost-deals-objection-category-insights')
    expect(drivers.data.length).toBeGreaterThan(0)
    for (const d of drivers.data) expect(d.unique_deals_lost).toBeLessThanOrEqual(drivers.total_unique_deals)
    const factors = await ok<Envelope<{ category: string; headings: string[]; total_headings: number }>>('reports/battleCardLostDealSUBCategorySWOT')
    expect(factors.data.length).toBeGreaterThan(0)
    for (const f of factors.data) expect(f.headings.length).toBeGreaterThan(0)
    // A click on a factor filters `category`: the chart then holds that factor alone.
    const first = factors.data[0] as { category: string }
    const one = await ok<Envelope<{ category: string }>>('reports/battleCardLostDealSUBCategorySWOT', { filter: { category: [first.category] } })
    expect(one.data.map((f) => f.category)).toEqual([first.category])
  })
})

describe('the paged tables: Deal-Level SWOT Analysis, the lost deals, the raw data', () => {
  it('pages the deals with the cursor, latest call first, the total unchanged, without repeating a deal', async () => {
    const first = await ok<Envelope<TWinLossDealRow>>('reports/battleCardFullDealSWOTWinlossNotes', { take: 10 })
    expect(first.total).toBe((await dealsWithInsights()).length)
    expect(first.data.length).toBe(10)
    expect(first.after).toBeTruthy()
    const second = await ok<Envelope<TWinLossDealRow>>('reports/battleCardFullDealSWOTWinlossNotes', { take: 10, after: first.after })
    expect(second.total).toBe(first.total)
    const ids = [...first.data, ...second.data].map((d) => d.deal_id)
    expect(new Set(ids).size).toBe(ids.length)
    const dates = [...first.data, ...second.data].map((d) => d.call_date)
    expect(dates).toEqual([...dates].sort().reverse())
    const row = first.data.find((d) => d.weakness_insights.length || d.threat_insights.length) as TWinLossDealRow
    expect(row).toBeDefined()
    expect(row.latest_activity_id).toBeGreaterThan(0)
    for (const a of first.data.flatMap((d) => d.team_next_steps)) expect(['TECHNICAL', 'BUSINESS']).toContain(a.team)
  })

  it('lists lost deals alone, with their lost stage', async () => {
    const lost = await ok<Envelope<TWinLossDealRow>>('reports/battleCard-lost-deals-by-individual-deals-with-nature', { take: 25 })
    const stages = await rows<{ name: string; stage_group: string }>(
      `select name, stage_group from deal_stages where company_id = (select id from companies where name = 'Northwind Analytics')`,
    )
    for (const d of lost.data) expect(['Closed-Lost', ...stages.filter((s) => s.stage_group === 'lost').map((s) => s.name)]).toContain(d.current_deal_stage)
    expect(lost.total).toBeGreaterThan(0)
  })

  it('pages the raw insights and filters them by nature (a SWOT cell click)', async () => {
    const first = await ok<Envelope<TWinLossRawRow>>('reports/battleCardRawData', { take: 25 })
    const [{ n }] = await rows<{ n: number }>(
      `select count(*)::int as n from swot_insights s join meetings m on m.id = s.meeting_id join deals d on d.id = s.deal_id
       where s.company_id = (select id from companies where name = 'Northwind Analytics') and m.deleted_at is null and d.deleted_at is null and m.start_time between to_timestamp($1) and to_timestamp($2)`,
      [SIX_MONTHS_AGO, NOW_S - 7200],
    )
    expect(first.total).toBe(n)
    expect(first.data.length).toBe(25)
    for (const r of first.data) expect(r.timeStamp === 'No snippet' || /^\d{2}:\d{2}:\d{2}$/.test(r.timeStamp)).toBe(true)
    const threats = await ok<Envelope<TWinLossRawRow>>('reports/battleCardRawData', { take: 25, filter: { nature: ['Threat'] } })
    expect(threats.data.length).toBeGreaterThan(0)
    for (const r of threats.data) expect(r.Nature).toBe('Threat')
    // An insight about a competitor's strength is our threat.
    const flipped = await rows<{ n: number }>(
      "select count(*)::int as n from win_loss_facts f join swot_insights s on s.id = f.insight_id where s.nature = 'strength' and s.competitor_name is not null and f.nature <> 'threat'",
    )
    expect(flipped[0]?.n).toBe(0)
  })

  it('answers 400 for a cursor that was changed or that belongs to another query', async () => {
    const first = await ok<Envelope<TWinLossRawRow>>('reports/battleCardRawData', { take: 5 })
    const cursor = first.after as string
    const [body, mac] = cursor.split('.') as [string, string]
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), i: 1 })).toString('base64url')}.${mac}`
    expect((await bad('reports/battleCardRawData', { take: 5, after: forged })).message).toMatch(/cursor/)
    expect((await bad('reports/battleCardRawData', { take: 5, after: 'garbage' })).message).toMatch(/cursor/)
    const other = await bad('reports/battleCardRawData', { take: 5, after: cursor, filter: { nature: ['Weakness'] } })
    expect(other.message).toMatch(/another query/)
    const deals = await bad('reports/battleCardFullDealSWOTWinlossNotes', { take: 5, after: cursor })
    expect(deals.message).toMatch(/cursor/)
  })

  it('answers the filter option lists in distinct mode', async () => {
    const res = await post(ADMIN, 'reports/battleCardRawData', { role: 'company_admin', distinct: true })
    expect(res.statusCode).toBe(200)
    const [lists, labels] = res.json().data
    expect(lists.nature).toEqual(['Strength', 'Weakness', 'Opportunity', 'Threat'])
    expect(lists.competitor_name.length).toBeGreaterThan(0)
    expect(lists.objection_category.length).toBeGreaterThan(0)
    for (const key of ['rep', 'category', 'deal_name', 'account_name', 'owner_name']) expect(lists[key].length, key).toBeGreaterThan(0)
    // Each list once per value, alphabetical, whatever grouping set it came from.
    for (const key of ['rep', 'objection_category', 'category']) {
      const list: string[] = lists[key]
      expect(list).toEqual([...new Set(list)].sort((a, b) => a.localeCompare(b)))
    }
    expect(lists.sales_stage).toContain('Closed-Lost')
    expect(labels.schema.objection_category.label).toBe('Decision Driver')
  })
})

describe('bad input, scope and tenants', () => {
  it('refuses unknown filter keys, ranges outside six months, unknown body keys and a sort outside the map', async () => {
    expect((await bad('reports/battleCard-competitor-table', { filter: { nonsense: ['x'] } })).fields?.[0]?.field).toBe('filter.nonsense')
    const range = await bad('reports/battleCard-competitor-table', { startTime: NOW_S - 250 * 86_400, endTime: NOW_S - 7200 })
    expect(range.message).toMatch(/Calls Done In can start at most 6 months ago/)
    expect((await bad('reports/battleCardRawData', { startTime: NOW_S - 86_400, endTime: NOW_S + 5 * 86_400 })).message).toMatch(/cannot end after today/)
    await bad('reports/battleCardRawData', { skip: 25 })
    await bad('reports/battleCardRawData', { sort: { field: 'deal_amount', type: 'desc' } })
    await bad('reports/battleCardRawData', { take: 'many' })
    // The close range may lie in the future.
    await ok('reports/battleCard-competitor-table', { closeDateStartTime: NOW_S - 86_400, closeDateEndTime: NOW_S + 90 * 86_400 })
  })

  it('sorts stage names outside the sets last and never fails on them', async () => {
    const none = await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-objectionCategory-table', {
      filter: { sales_stage: ['Someday Maybe', 'Closed-Lost'] },
    })
    expect(none.total_unique_deals).toBeGreaterThanOrEqual(0)
    const lost = await ok<Envelope<TWinLossDealRow>>('reports/battleCard-lost-deals-by-individual-deals-with-nature', { take: 1 })
    const deal = lost.data[0] as TWinLossDealRow
    await t.db.pool.query('insert into deal_stage_history (company_id, deal_id, from_stage, to_stage, changed_at) values (1, $1, $2, $3, $4)', [
      deal.deal_id,
      'Aardvark Unknown Stage',
      deal.current_deal_stage,
      TEST_NOW,
    ])
    try {
      const data = await ok<Envelope<{ deal_stage: string }>>('reports/battleCard-lost-deals-by-stage-with-nature')
      const stages = data.data.map((r) => r.deal_stage)
      // Alphabetically first, yet after every stage of the funnel order.
      expect(stages).toContain('Aardvark Unknown Stage')
      const known = stages.filter((x) => compareFunnel(x, 'Closed Invalid') <= 0)
      for (const k of known) expect(stages.indexOf(k)).toBeLessThan(stages.indexOf('Aardvark Unknown Stage'))
    } finally {
      await t.db.pool.query("delete from deal_stage_history where from_stage = 'Aardvark Unknown Stage'")
    }
  })

  it('answers 403 to a user whose menu lacks the report (no winLoss setting, or the short menu)', async () => {
    expect((await post(ACME_ADMIN, 'reports/battleCard-competitor-table', {})).statusCode).toBe(403)
    expect((await post(MANAGER, 'reports/battleCardRawData', { take: 5 })).statusCode).toBe(403)
    expect((await post(OBSERVER, 'reports/battleCard-lost-deals-by-stage-with-nature', {})).statusCode).toBe(403)
  })

  it("falls back to a scope the user may use and never widens; a list's first role counts", async () => {
    // A manager with a function whose menu holds the report.
    await t.db.pool.query("update users set function = null where email = 'morgan.manager@northwind.example'")
    try {
      // Their own deals, read from the calls they may open (own, their event, attended, or their reporting line's).
      const own = await dealsWithInsights(
        SIX_MONTHS_AGO,
        NOW_S - 7200,
        `d.owner_id = (select id from users where email = 'morgan.manager@northwind.example') and ${mayOpen('morgan.manager@northwind.example')}`,
      )
      const mine = await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-competitor-table', { role: 'user' }, MANAGER)
      expect(mine.total_unique_deals).toBe(own.length)
      const org = await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-competitor-table', { role: 'org' }, MANAGER)
      const asked = await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-competitor-table', { role: 'company_admin' }, MANAGER)
      expect(asked.total_unique_deals).toBe(org.total_unique_deals)
      expect(org.total_unique_deals).toBeGreaterThanOrEqual(own.length)
      expect(org.total_unique_deals).toBeLessThan((await dealsWithInsights()).length)
      const listed = await ok<Envelope<TWinLossGroupRow>>('reports/battleCard-competitor-table', { role: ['user', 'company_admin'] }, MANAGER)
      expect(listed.total_unique_deals).toBe(own.length)
    } finally {
      await t.db.pool.query("update users set function = 'AE' where email = 'morgan.manager@northwind.example'")
    }
  })
})

describe('the three exports', () => {
  it.each([
    ['battleCardRawData', 'Decision Drivers', ['Deal Name', 'Call', 'Call Date', 'Deal Stage During Call'], 'raw'],
    [
      'battleCardFullDealSWOTWinlossNotes',
      'Deal-Level SWOT',
      ['Deal Name', 'Current Deal Stage', 'Previous Deal Stage', 'Weakness', 'Threat', 'Proposed Actions', 'Strength', 'Opportunity', 'Win Loss Notes'],
      'deals',
    ],
    ['battleCard-lost-deals-by-individual-deals-with-nature', 'Lost Deals', ['Lost Stage', 'Deal Name', 'Current Deal Stage'], 'lost'],
  ] as const)('%s streams every row with its columns', async (path, sheetName, headers, kind) => {
    const res = await post(ADMIN, `reports/${path}/export?format=xlsx&tz=UTC`, { role: 'company_admin' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/win-loss-/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.getWorksheet(sheetName)
    if (!sheet) throw new Error(`no sheet ${sheetName}`)
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header.slice(0, headers.length)).toEqual(headers)
    const total =
      kind === 'raw'
        ? (await ok<Envelope<unknown>>('reports/battleCardRawData', { take: 1 })).total
        : (await ok<Envelope<unknown>>(`reports/${path}`, { take: 1 })).total
    expect(sheet.actualRowCount - 1).toBe(total)
    if (kind === 'raw') {
      // "Timestamp deep link: start (seconds) with tab=insights": the call link opens the call at the insight.
      const links = Array.from({ length: sheet.actualRowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(header.length).value))
      for (const link of links) expect(link).toMatch(/\/meeting\/\d+\?tab=insights(&start=\d+)?&source=win_loss$/)
      expect(links.some((l) => l.includes('&start='))).toBe(true)
    }
  })

  it('answers no_data when nothing matches, and csv on request', async () => {
    const none = await post(ADMIN, 'reports/battleCardRawData/export?format=csv', { role: 'company_admin', filter: { competitor_name: ['Nobody Inc'] } })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.code).toBe('no_data')
    const csv = await post(ADMIN, 'reports/battleCardFullDealSWOTWinlossNotes/export?format=csv', { role: 'company_admin' })
    expect(csv.statusCode).toBe(200)
    expect(csv.body.split('\n')[0]).toContain('Deal Name')
  })
})
