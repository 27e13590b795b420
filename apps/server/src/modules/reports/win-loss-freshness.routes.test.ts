import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import type { Jobs } from '../../platform/jobs/jobs'
import { processCall } from '../analysis/analysis.service'
import { winLossFactsJobs } from './refresh-win-loss-facts.job'
import { REFRESH_WIN_LOSS_FACTS, winLossFactsJobKey } from './win-loss-facts.service'

// Heavy aggregates come from summary tables refreshed by jobs, at most 5 minutes stale after a call is
// processed. Competitive Win-Loss reads win_loss_facts; processing a call rewrites its rows at once (inline, or queued
// at once with a queue), and the five-minute sweep rewrites calls changed behind its back (a remapped call).

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]
const one = async <T>(q: string, params: unknown[] = []) => (await rows<T>(q, params))[0] as T

interface Call {
  meeting_id: number
  deal_id: number
  company_id: number
  deal_name: string
}

/** An analysed Northwind call of the last six months with SWOT insights on its deal. */
async function pickCall(skipDeal?: number): Promise<Call> {
  return one<Call>(
    `select m.id as meeting_id, s.deal_id, m.company_id, d.name as deal_name from meetings m
     join swot_insights s on s.meeting_id = m.id join deals d on d.id = s.deal_id join companies c on c.id = m.company_id
     where c.name = 'Northwind Analytics' and m.deleted_at is null and m.start_time between $1::timestamptz - interval '5 months' and $1
       and ($2::int is null or s.deal_id <> $2)
     group by m.id, s.deal_id, m.company_id, d.name order by m.start_time desc limit 1`,
    [TEST_NOW, skipDeal ?? null],
  )
}

/**
 * The raw insights the report shows for one deal: filtered by its name, every row (no take), counted by its id — two
 * deals of a company may share a name.
 */
async function reportedInsights(deal: { deal_id: number; deal_name: string }): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reports/battleCardRawData',
    headers: await t.as(ADMIN),
    payload: { role: 'company_admin', filter: { deal_name: [deal.deal_name] } },
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().data.data as { deal_id: number }[]).filter((r) => r.deal_id === deal.deal_id).length
}

const insightsOfDeal = async (dealId: number) =>
  (
    await one<{ n: number }>(
      `select count(*)::int as n from swot_insights s join meetings m on m.id = s.meeting_id
       where s.deal_id = $1 and m.deleted_at is null and m.start_time between $2::timestamptz - interval '6 months' and $2::timestamptz - interval '2 hours'`,
      [dealId, TEST_NOW],
    )
  ).n

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('Competitive Win-Loss freshness after a call is processed', () => {
  it('without a queue the call’s rows are rewritten inside processing: the next report read shows its insights', async () => {
    const call = await pickCall()
    const expected = await insightsOfDeal(call.deal_id)
    expect(await reportedInsights(call)).toBe(expected)
    // Stale: the call's rows are gone (as before its first processing).
    await t.db.pool.query('delete from win_loss_facts where meeting_id = $1', [call.meeting_id])
    expect(await reportedInsights(call)).toBeLessThan(expected)

    await processCall({ db: t.db, config: t.config, now: () => TEST_NOW }, { companyId: call.company_id, meetingId: call.meeting_id })

    // Re-analysed: new insight rows, and their facts written with them.
    expect(await reportedInsights(call)).toBe(await insightsOfDeal(call.deal_id))
    const facts = await one<{ n: number }>('select count(*)::int as n from win_loss_facts where meeting_id = $1', [call.meeting_id])
    const swot = await one<{ n: number }>('select count(*)::int as n from swot_insights where meeting_id = $1 and deal_id is not null', [call.meeting_id])
    expect(facts.n).toBe(swot.n)
  })

  it('with a queue, processing sends the refresh at once (no delay, one per call), and running it writes the rows', async () => {
    const call = await pickCall()
    const sent: { name: string; data: object; opts?: { singletonKey?: string }; at: number }[] = []
    const jobs: Jobs = {
      send: async (name, data, opts) => {
        sent.push({ name, data, opts, at: Date.now() })
        return 'job-1'
      },
      stop: async () => {},
    }
    const started = Date.now()
    await processCall({ db: t.db, config: t.config, jobs, now: () => TEST_NOW }, { companyId: call.company_id, meetingId: call.meeting_id })
    const refresh = sent.find((s) => s.name === REFRESH_WIN_LOSS_FACTS)
    expect(refresh?.data).toEqual({ companyId: call.company_id, meetingId: call.meeting_id })
    expect(refresh?.opts).toEqual({ singletonKey: winLossFactsJobKey(call.company_id, call.meeting_id) })
    expect((refresh?.at ?? Number.POSITIVE_INFINITY) - started).toBeLessThan(60_000)
    // Re-analysed without the refresh having run: the call's new insights are not in the report yet.
    expect(await reportedInsights(call)).toBeLessThan(await insightsOfDeal(call.deal_id))

    const [job] = winLossFactsJobs(t.db)
    await job?.handler(refresh?.data ?? {})
    expect(await reportedInsights(call)).toBe(await insightsOfDeal(call.deal_id))
  })

  it('the five-minute sweep rewrites a call remapped to another deal behind its back', async () => {
    const [job] = winLossFactsJobs(t.db)
    expect(job?.schedule).toBe('*/5 * * * *')
    const call = await pickCall()
    const other = await pickCall(call.deal_id)
    const before = { from: await reportedInsights(call), to: await reportedInsights(other) }
    const moved = await one<{ n: number }>('select count(*)::int as n from swot_insights where meeting_id = $1', [call.meeting_id])
    // The deal mapping moves the call (deal-mapping.repository writes swot_insights.deal_id with the primary mapping).
    await t.db.pool.query('update swot_insights set deal_id = $2 where meeting_id = $1', [call.meeting_id, other.deal_id])
    expect(await reportedInsights(other)).toBe(before.to)

    await job?.handler({})

    expect(await reportedInsights(call)).toBe(before.from - moved.n)
    expect(await reportedInsights(other)).toBe(before.to + moved.n)
    // Nothing left to do: a second sweep rewrites no call.
    const stale = await rows<{ meeting_id: number }>(
      `select s.meeting_id from swot_insights s join meetings m on m.id = s.meeting_id left join win_loss_facts f on f.insight_id = s.id
       where m.deleted_at is null and s.deal_id is not null and (f.insight_id is null or f.deal_id <> s.deal_id)`,
    )
    expect(stale).toEqual([])
  })

  it("a deal's CRM change shows at once: the deals trigger copies its competitor, owner, stage and deletion onto its rows", async () => {
    const call = await pickCall()
    const deal = await one<{ competitor_name: string | null; owner_id: number | null }>('select competitor_name, owner_id from deals where id = $1', [
      call.deal_id,
    ])
    const expected = await reportedInsights(call)
    expect(expected).toBeGreaterThan(0)
    const byCompetitor = async (name: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reports/battleCardRawData',
        headers: await t.as(ADMIN),
        payload: { role: 'company_admin', filter: { competitor_name: [name] } },
      })
      expect(res.statusCode, res.body).toBe(200)
      return (res.json().data.data as { deal_id: number }[]).filter((r) => r.deal_id === call.deal_id).length
    }
    const stage = await one<{ name: string; id: number }>('select name, id from deal_stages where company_id = $1 order by display_order limit 1', [
      call.company_id,
    ])

    await t.db.pool.query('update deals set competitor_name = $2, stage_name = $3, stage_id = $4 where id = $1', [
      call.deal_id,
      'Brand New Rival',
      stage.name,
      stage.id,
    ])
    expect(await byCompetitor('Brand New Rival')).toBe(expected)
    const copies = await rows<{ deal_competitor_name: string; deal_stage_name: string; deal_stage_id: number }>(
      'select distinct deal_competitor_name, deal_stage_name, deal_stage_id from win_loss_facts where deal_id = $1',
      [call.deal_id],
    )
    expect(copies).toEqual([{ deal_competitor_name: 'Brand New Rival', deal_stage_name: stage.name, deal_stage_id: stage.id }])

    await t.db.pool.query('update deals set deleted_at = now() where id = $1', [call.deal_id])
    expect(await reportedInsights(call)).toBe(0)
    await t.db.pool.query('update deals set deleted_at = null, competitor_name = $2 where id = $1', [call.deal_id, deal.competitor_name])
    expect(await reportedInsights(call)).toBe(expected)
    expect(await byCompetitor('Brand New Rival')).toBe(0)
  })

  it('the sweep rewrites rows whose copy of the deal differs (a deal changed while they were being written)', async () => {
    const [job] = winLossFactsJobs(t.db)
    const call = await pickCall()
    const expected = await reportedInsights(call)
    await t.db.pool.query('update win_loss_facts set deal_deleted = true, deal_owner_id = null where deal_id = $1', [call.deal_id])
    expect(await reportedInsights(call)).toBe(0)

    await job?.handler({})

    expect(await reportedInsights(call)).toBe(expected)
    const differing = await rows<{ insight_id: number }>(
      `select f.insight_id from win_loss_facts f join deals d on d.id = f.deal_id
       where (f.deal_owner_id, f.deal_competitor_name, f.deal_funnel_by_product, f.deal_stage_name, f.deal_stage_id, f.deal_created_date, f.deal_close_date, f.deal_deleted)
         is distinct from (d.owner_id, d.competitor_name, d.funnel_by_product, d.stage_name, d.stage_id, d.created_date, d.close_date, d.deleted_at is not null)`,
    )
    expect(differing).toEqual([])
  })
})
