import { engagementLevel } from '@parley/shared/rules/deal-scores'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { recomputeCompanyDealRollups, recomputeDealRollups } from './deal-rollups.service'
import { recomputeDealRollupsJob } from './recompute-deal-rollups.job'

// The roll-ups have no route of their own; this file runs in the api project for its real, seeded database.

let t: TestApp
const rows = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows as T[]
const one = async <T>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0] as T
const deps = () => ({ db: t.db, now: () => TEST_NOW })

interface Deal {
  deal_id: number
  company_id: number
  meeting_ids: number[]
}

interface MetricsRow {
  company_id: number
  recorded_count: number
  severe_objection_count: number
  all_checklist: { unique_name: string; status: string; score: number; calls: { call_id: number }[] }[]
  all_insights: { unique_name: string }[]
  last_call_gpt_res: { call_id: number; Summary: string } | null
  forecast: string
  qualification_score: string
  likeliness_score: string
  likeliness_score_value: string
  likeliness_score_info: { label: string; value: string; ideal: string }[]
  engagement: string
  playbook_coverage: string | null
  last_call_at: Date | null
  last_email_at: Date | null
  refreshed_at: Date
}

const metrics = (dealId: number) => one<MetricsRow | undefined>('select * from deal_metrics where deal_id = $1', [dealId])

/** A deal of the company with at least two recorded calls mapped to it as primary. */
async function dealWithCalls(company: string): Promise<Deal> {
  return one(
    `select md.deal_id, m.company_id, array_agg(m.id order by m.start_time) as meeting_ids
     from meeting_deals md join meetings m on m.id = md.meeting_id join companies c on c.id = m.company_id
     where c.name = $1 and md.is_primary and m.deleted_at is null and m.start_time <= $2
     group by md.deal_id, m.company_id having count(*) = 2 order by md.deal_id limit 1`,
    [company, TEST_NOW],
  )
}

/** Replaces the stored analysis of a call with a known one (the analyzer is tested elsewhere). */
async function plantAnalysis(
  companyId: number,
  meetingId: number,
  a: { forecast: string; pain: [string, number]; timelines: [string, number]; severe: number },
) {
  await t.db.pool.query('delete from analysis_results where meeting_id = $1', [meetingId])
  await t.db.pool.query('delete from meeting_insights where meeting_id = $1', [meetingId])
  await t.db.pool.query('delete from objections where meeting_id = $1', [meetingId])
  await t.db.pool.query(
    `insert into analysis_results (company_id, meeting_id, engine, version, summary, action_items, forecast)
     values ($1, $2, 'embedded', 'test', $3, $4, $5)`,
    [companyId, meetingId, `Summary of ${meetingId}`, JSON.stringify([{ user: 'Riley Rep', items: ['Send the proposal'] }]), a.forecast],
  )
  const signal = async (uniqueName: string, type: string, status: string, score: number) =>
    t.db.pool.query(
      `insert into meeting_insights (company_id, meeting_id, signal_id, unique_name, title, signal_type, status, score, summary, snippets)
       select $1, $2, d.id, d.unique_name, d.signal_label, $4, $5, $6, 'found', '[{"text":"we need it by March","timestamp":"00:04:12"}]'
       from checklist_definitions d where d.company_id = $1 and d.unique_name = $3`,
      [companyId, meetingId, uniqueName, type, status, score],
    )
  await signal('pain_or_priority', 'checklist', ...a.pain)
  await signal('timelines', 'checklist', ...a.timelines)
  await signal('objections', 'insight', 'done', 60)
  for (let i = 0; i < a.severe; i++) {
    await t.db.pool.query(`insert into objections (company_id, meeting_id, category, severity) values ($1, $2, 'Pricing', 'High')`, [companyId, meetingId])
  }
  await t.db.pool.query(`insert into objections (company_id, meeting_id, category, severity) values ($1, $2, 'Timing', 'Low')`, [companyId, meetingId])
}

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('recomputeDealRollups', () => {
  it('rolls the checklist, last call, forecast, likeliness and severe objections of the deal into deal_metrics', async () => {
    const deal = await dealWithCalls('Northwind Analytics')
    const [first, second] = deal.meeting_ids as [number, number]
    await plantAnalysis(deal.company_id, first, { forecast: 'Likely', pain: ['done', 90], timelines: ['pending', 20], severe: 1 })
    await plantAnalysis(deal.company_id, second, { forecast: 'High Likely', pain: ['pending', 40], timelines: ['pending', 50], severe: 2 })

    const values = await recomputeDealRollups(deps(), deal.company_id, deal.deal_id)
    expect(values).not.toBeNull()
    const m = await metrics(deal.deal_id)
    if (!m) throw new Error('no deal_metrics row')
    expect(m.company_id).toBe(deal.company_id)
    expect(m.all_checklist.map((c) => [c.unique_name, c.status, c.score])).toEqual([
      ['pain_or_priority', 'done', 90],
      ['timelines', 'pending', 50],
    ])
    expect(m.all_checklist[0]?.calls.map((c) => c.call_id)).toEqual([first, second])
    expect(m.all_insights.map((c) => c.unique_name)).toEqual(['objections'])
    expect(m.last_call_gpt_res).toMatchObject({ call_id: second, Summary: `Summary of ${second}` })
    expect(m.forecast).toBe('High Likely')
    expect(m.qualification_score).toBe('High')
    expect(m.severe_objection_count).toBe(3)
    expect(Number(m.playbook_coverage)).toBe(50)
    expect(m.recorded_count).toBeGreaterThanOrEqual(2)
    expect(m.likeliness_score_info.slice(0, 3)).toEqual([
      { label: 'Pain or priority', value: 'High', ideal: 'High' },
      { label: 'Timelines', value: 'Medium', ideal: 'High' },
      { label: 'Severe objections', value: '3', ideal: '<1' },
    ])
    expect(['High', 'Medium', 'Low']).toContain(m.likeliness_score)
    expect(Number(m.likeliness_score_value)).toBeGreaterThan(0)
    const lastActivity = [m.last_call_at, m.last_email_at].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0]
    expect(m.engagement).toBe(engagementLevel(lastActivity ?? null, TEST_NOW, 'standard'))
  })

  it('is idempotent: a second run leaves one identical row', async () => {
    const deal = await dealWithCalls('Northwind Analytics')
    await recomputeDealRollups(deps(), deal.company_id, deal.deal_id)
    const before = await metrics(deal.deal_id)
    await recomputeDealRollups(deps(), deal.company_id, deal.deal_id)
    const after = await metrics(deal.deal_id)
    expect((await one<{ n: number }>('select count(*)::int n from deal_metrics where deal_id = $1', [deal.deal_id])).n).toBe(1)
    expect({ ...after, refreshed_at: null }).toEqual({ ...before, refreshed_at: null })
  })

  it('a deal without recorded calls gets likeliness -5 and qualification None', async () => {
    const deal = await one<{ id: number; company_id: number }>(
      `select d.id, d.company_id from deals d join companies c on c.id = d.company_id
       where c.name = 'Northwind Analytics' and d.forecast is null and d.deleted_at is null
         and not exists (select 1 from meeting_deals md where md.deal_id = d.id) order by d.id limit 1`,
    )
    await recomputeDealRollups(deps(), deal.company_id, deal.id)
    const m = await metrics(deal.id)
    expect(m).toMatchObject({ likeliness_score: '-5', qualification_score: 'None', all_checklist: [], last_call_gpt_res: null })
    expect(Number(m?.likeliness_score_value)).toBe(-5)
  })

  it("uses the company's 2/5-day engagement mode", async () => {
    const acme = await one<{ id: number }>("select id from companies where name = 'Acme Robotics'")
    await recomputeCompanyDealRollups(deps(), acme.id)
    const all = await rows<MetricsRow>('select * from deal_metrics where company_id = $1', [acme.id])
    const levels = all.map((m) => {
      const last = [m.last_call_at, m.last_email_at].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0] ?? null
      return { stored: m.engagement, fast: engagementLevel(last, TEST_NOW, 'fast'), standard: engagementLevel(last, TEST_NOW, 'standard') }
    })
    expect(levels.length).toBeGreaterThan(0)
    for (const l of levels) expect(l.stored).toBe(l.fast)
    // Some deal's level differs between the modes, so the check above tells them apart.
    expect(levels.some((l) => l.fast !== l.standard)).toBe(true)
  })

  it("never writes or removes another company's deal row", async () => {
    const acme = await dealWithCalls('Acme Robotics')
    const northwind = await dealWithCalls('Northwind Analytics')
    await recomputeDealRollups(deps(), acme.company_id, acme.deal_id)
    expect(await recomputeDealRollups(deps(), northwind.company_id, acme.deal_id)).toBeNull()
    expect((await metrics(acme.deal_id))?.company_id).toBe(acme.company_id)
  })
})

describe('recompute-deal-rollups job', () => {
  it('recomputes one deal by id, and every live deal of every company on the nightly run', async () => {
    const job = recomputeDealRollupsJob(t.db, () => TEST_NOW)
    const deal = await dealWithCalls('Northwind Analytics')
    await t.db.pool.query('delete from deal_metrics')
    await job.handler({ companyId: deal.company_id, dealId: deal.deal_id })
    expect((await one<{ n: number }>('select count(*)::int n from deal_metrics')).n).toBe(1)
    await job.handler({})
    const live = await one<{ n: number }>('select count(*)::int n from deals where deleted_at is null')
    expect((await one<{ n: number }>('select count(*)::int n from deal_metrics')).n).toBe(live.n)
  })
})
