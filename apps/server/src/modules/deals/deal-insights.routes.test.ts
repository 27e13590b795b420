import { FORECASTS } from '@parley/shared/rules/deal-scores'
import { ZDealForecastResponse, ZDealInsightsResponse } from '@parley/shared/schemas/deal-insights'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// A company admin may open every call of a deal, so answers may cite any of them (others see only the calls they may open).
const ADMIN = 'avery.admin@northwind.example'
const REP = 'riley.rep@northwind.example'

let t: TestApp
let dealId: number
let accountId: number
let callIds: number[]
let acmeDealId: number
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T

const insights = async (who: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/users/dealInsights', headers: await t.as(who), payload })
const forecast = async (who: string, id: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/users/dealForecast?deal_id=${id}`, headers: await t.as(who) })

beforeAll(async () => {
  t = await buildTestApp()
  // A Northwind deal with several analysed calls whose roll-up holds signals.
  const deal = await one<{ deal_id: number; account_id: number; ids: number[] }>(
    `select md.deal_id, d.account_id, array_agg(m.id order by m.start_time, m.id) ids
     from meeting_deals md join meetings m on m.id = md.meeting_id join deals d on d.id = md.deal_id
     join companies c on c.id = d.company_id join deal_metrics dm on dm.deal_id = d.id
     where c.name ilike 'northwind%' and md.is_primary and m.deleted_at is null and jsonb_array_length(dm.all_checklist) > 0
       and d.account_id is not null
     group by md.deal_id, d.account_id having count(*) >= 2 order by count(*) desc, md.deal_id limit 1`,
  )
  dealId = deal.deal_id
  accountId = deal.account_id
  callIds = deal.ids
  acmeDealId = (await one<{ id: number }>(`select d.id from deals d join companies c on c.id = d.company_id where c.name ilike 'acme%' order by d.id limit 1`))
    .id
})
afterAll(async () => t?.close())

describe('POST /api/users/dealInsights', () => {
  it("answers the deal's checklist and insights across its calls with per-call statuses and snippets", async () => {
    const res = await insights(ADMIN, { deal_id: dealId })
    expect(res.statusCode).toBe(200)
    const { data } = ZDealInsightsResponse.parse(res.json())
    expect(data.deal?.id).toBe(dealId)
    expect(data.calls.map((c) => c.call_id)).toEqual(callIds)
    expect(data.all_checklist.length).toBeGreaterThan(0)
    for (const item of [...data.all_checklist, ...data.all_insights]) {
      for (const c of item.calls) {
        expect(callIds).toContain(c.call_id)
        expect(['pending', 'done']).toContain(c.status)
        expect(c).toHaveProperty('outcome_snippets')
      }
    }
    // The stored roll-up is what is answered (nothing re-analysed on read).
    const stored = await one<{ n: number }>('select jsonb_array_length(all_checklist)::int n from deal_metrics where deal_id = $1', [dealId])
    expect(data.all_checklist).toHaveLength(stored.n)
    expect(data.last_call_gptRes === null || callIds.includes(data.last_call_gptRes.call_id)).toBe(true)
    expect(data.distinct_speaker_names).toEqual([])
  })

  it("a call whose calendar event names no stage (calendar sync, upload) is at the deal's stage of that moment", async () => {
    const first = callIds[0] as number
    const event = await one<{ id: number; sales_stage: string | null }>(
      'select ce.id, ce.sales_stage from meetings m join calendar_events ce on ce.id = m.calendar_event_id where m.id = $1',
      [first],
    )
    await t.db.pool.query('delete from deal_stage_history where deal_id = $1', [dealId])
    await t.db.pool.query(
      `insert into deal_stage_history (company_id, deal_id, from_stage, to_stage, changed_at, source)
       select d.company_id, d.id, null, 'Stage before', m.start_time - interval '1 day', 'crm' from deals d, meetings m where d.id = $1 and m.id = $2
       union all select d.company_id, d.id, 'Stage before', 'Stage after', m.start_time + interval '1 minute', 'crm' from deals d, meetings m where d.id = $1 and m.id = $2`,
      [dealId, first],
    )
    await t.db.pool.query('update calendar_events set sales_stage = null where id = $1', [event.id])
    try {
      const { data } = ZDealInsightsResponse.parse((await insights(ADMIN, { deal_id: dealId })).json())
      expect(data.calls.find((c) => c.call_id === first)?.sales_stage).toBe('Stage before')
    } finally {
      await t.db.pool.query('update calendar_events set sales_stage = $2 where id = $1', [event.id, event.sales_stage])
    }
  })

  it('answers the distinct speakers, and filters the snippets to the chosen speakers', async () => {
    const all = ZDealInsightsResponse.parse((await insights(ADMIN, { deal_id: dealId, distinct: true })).json()).data
    expect(all.distinct_speaker_names.length).toBeGreaterThan(1)
    const speaker = all.distinct_speaker_names[0] as string
    const only = ZDealInsightsResponse.parse((await insights(ADMIN, { deal_id: dealId, speaker_names: [speaker] })).json()).data
    const snippets = only.all_checklist.flatMap((i) => i.calls.flatMap((c) => c.outcome_snippets))
    for (const s of snippets) expect(s.speaker).toBe(speaker)
  })

  it("account-level insights cover every deal of the deal's account", async () => {
    const res = await insights(ADMIN, { account_id: accountId, account_insights: true })
    expect(res.statusCode).toBe(200)
    const { data } = ZDealInsightsResponse.parse(res.json())
    expect(data.deal).toBeNull()
    expect(data.account?.id).toBe(accountId)
    for (const id of callIds) expect(data.calls.map((c) => c.call_id)).toContain(id)
  })

  it('refuses bad input with the field and a human message', async () => {
    const none = await insights(ADMIN, {})
    expect(none.statusCode).toBe(400)
    expect(none.json().error.fields).toEqual([{ field: 'deal_id', message: 'Choose a deal.' }])
    const account = await insights(ADMIN, { account_insights: true })
    expect(account.json().error.fields).toEqual([{ field: 'account_id', message: 'Choose an account for account insights.' }])
    const bad = await insights(ADMIN, { deal_id: 'abc' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields[0].field).toBe('deal_id')
    const names = await insights(ADMIN, { deal_id: dealId, speaker_names: 'Jane' })
    expect(names.json().error.fields[0]).toEqual({ field: 'speaker_names', message: 'speaker_names must be a list of names.' })
  })

  it("does not find another company's deal or account, nor a deal that does not exist (404)", async () => {
    expect((await insights(ADMIN, { deal_id: acmeDealId })).statusCode).toBe(404)
    const acmeAccount = await one<{ account_id: number }>('select account_id from deals where id = $1', [acmeDealId])
    expect((await insights(ADMIN, { account_id: acmeAccount.account_id, account_insights: true })).statusCode).toBe(404)
    expect((await insights(ADMIN, { deal_id: 2_000_000_000 })).statusCode).toBe(404)
  })

  it('needs a sign-in', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/users/dealInsights', payload: { deal_id: dealId } })).statusCode).toBe(401)
  })
})

describe('GET /api/users/dealForecast', () => {
  it('answers one of the four forecasts, from the latest analysed call that gave one', async () => {
    const res = await forecast(REP, dealId)
    expect(res.statusCode).toBe(200)
    const { data } = ZDealForecastResponse.parse(res.json())
    expect(FORECASTS).toContain(data.forecast)
    const latest = await one<{ forecast: string } | undefined>(
      `select a.forecast from meeting_deals md join meetings m on m.id = md.meeting_id join analysis_results a on a.meeting_id = m.id
       where md.deal_id = $1 and md.is_primary and m.deleted_at is null and a.forecast in ('High Likely', 'Likely', 'Less Likely')
       order by m.start_time desc limit 1`,
      [dealId],
    )
    if (latest) expect(data).toMatchObject({ forecast: latest.forecast, forecast_source: 'call' })
  })

  it('never forecasts a lost deal as likely, whatever its calls said', async () => {
    const lost = await one<{ id: number }>(
      `select d.id from deals d join meeting_deals md on md.deal_id = d.id join analysis_results a on a.meeting_id = md.meeting_id
       where a.forecast = 'High Likely' limit 1`,
    )
    const stage = await one<{ stage_name: string | null }>('select stage_name from deals where id = $1', [lost.id])
    await t.db.pool.query("update deals set stage_name = 'Closed Lost' where id = $1", [lost.id])
    const { data } = ZDealForecastResponse.parse((await forecast(ADMIN, lost.id)).json())
    expect(data).toMatchObject({ forecast: 'Less Likely', forecast_source: 'stage' })
    await t.db.pool.query('update deals set stage_name = $2 where id = $1', [lost.id, stage.stage_name])
  })

  it('sets next_meeting_set from a future, not cancelled calendar event of the deal', async () => {
    const company = await one<{ company_id: number }>('select company_id from deals where id = $1', [dealId])
    await t.db.pool.query('update calendar_events set primary_deal_id = null where primary_deal_id = $1 and start_at > $2', [dealId, TEST_NOW])
    expect(ZDealForecastResponse.parse((await forecast(ADMIN, dealId)).json()).data).toMatchObject({ next_meeting_set: false, next_meeting: null })
    const insert = `insert into calendar_events (company_id, title, start_at, end_at, source, status, primary_deal_id)
      values ($1, $2, $3, $3::timestamptz + interval '30 minutes', 'google_calendar', $4, $5) returning id`
    const day = (d: number) => new Date(TEST_NOW.getTime() + d * 86_400_000).toISOString()
    await t.db.pool.query(insert, [company.company_id, 'Cancelled sync', day(1), 'cancelled', dealId])
    const next = await one<{ id: number }>(insert, [company.company_id, 'Pricing follow-up', day(3), 'confirmed', dealId])
    await t.db.pool.query(insert, [company.company_id, 'Later sync', day(9), 'confirmed', dealId])
    const { data } = ZDealForecastResponse.parse((await forecast(ADMIN, dealId)).json())
    expect(data.next_meeting_set).toBe(true)
    expect(data.next_meeting).toEqual({ id: next.id, title: 'Pricing follow-up', start_at: day(3) })
  })

  it("refuses a bad id (400) and does not find another company's deal (404)", async () => {
    const bad = await forecast(ADMIN, 'abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields[0].field).toBe('deal_id')
    expect((await forecast(ADMIN, acmeDealId)).statusCode).toBe(404)
  })
})
