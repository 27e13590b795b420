import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REVIEW_SECTIONS } from '@parley/shared/rules/conversion-review-page'
import { CALENDAR_SOURCES } from '@parley/shared/rules/call-report'
import { isJunkCall, NOT_INTERESTED_DISPOSITIONS } from '@parley/shared/rules/bdr-dashboard'
import { PIE_CHART_KEYS, BAR_CHART_KEYS, PIPELINE_CHARTS, type PipelineChartKey } from '@parley/shared/rules/pipeline-columns'
import { forecastOfLevel } from '@parley/shared/rules/pipeline-review'
import { pipelineLink } from '@parley/shared/rules/conversion-review-page'
import { defaultCompanySettings } from '@parley/shared/schemas/company-settings'
import type { TBdrCallRow, TBdrMetric } from '@parley/shared/schemas/bdr-dashboard'
import { TEST_NOW } from './constants'
import { buildTestApp, createSeededTestDatabase, type TestApp } from './test-app'

// Invariants every report keeps on any data: a count equals the list it opens, a chart's total equals its table's under
// the same filters, one measure has one value on every report, an export has its screen's rows. They run on the demo
// data the other API tests use and on the demo generated from another seed, and read nothing but the API.

const ADMIN = 'avery.admin@northwind.example'
const ROLE = { role: 'company_admin' }
const NOW_S = Math.floor(TEST_NOW.getTime() / 1000)
const DAY = 86_400
/** Ranges wide enough that every report has rows, and the default one (the last month). */
const RANGES = [
  { startTime: NOW_S - 90 * DAY, endTime: NOW_S },
  { startTime: NOW_S - 365 * DAY, endTime: NOW_S },
]
/** The call reports reach back six months at most. */
const CALL_RANGES = [
  { startTime: NOW_S - 30 * DAY, endTime: NOW_S },
  { startTime: NOW_S - 150 * DAY, endTime: NOW_S },
]
const ALL = 100

const DATASETS = [
  { name: 'the demo data', open: () => buildTestApp() },
  { name: 'a demo generated from another seed', open: async () => buildTestApp({}, await createSeededTestDatabase(3)) },
]

describe.each(DATASETS)('report invariants on $name', ({ open }) => {
  let t: TestApp
  beforeAll(async () => {
    t = await open()
  }, 600_000)
  afterAll(async () => {
    await t?.close()
  })

  async function post<T>(url: string, payload: object): Promise<T> {
    const res = await t.app.inject({ method: 'POST', url: `/api/${url}`, headers: await t.as(ADMIN), payload: { ...ROLE, ...payload } })
    expect(res.statusCode, `${url} ${res.body.slice(0, 300)}`).toBe(200)
    return res.json() as T
  }
  async function exportRows(url: string, payload: object): Promise<string[]> {
    const res = await t.app.inject({ method: 'POST', url: `/api/${url}?format=csv&tz=UTC`, headers: await t.as(ADMIN), payload: { ...ROLE, ...payload } })
    if (res.statusCode === 400) return []
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    return res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n(?=(?:[^"]*"[^"]*")*[^"]*$)/)
      .slice(1)
  }

  type PipelinePage = { data: { pipeline: { deal_id: number }[]; total: number } }
  const pipelineTotal = async (body: object) => (await post<PipelinePage>('reports/pipeline-review', { take: 1, skip: 0, ...body })).data.total

  describe('Pipeline Review', () => {
    it('each chart adds up to the table, and each slice or bar opens exactly its deals', async () => {
      for (const range of RANGES) {
        const total = await pipelineTotal(range)
        const charts = await post<{ data: { pie: { data: Record<string, { values: { key: string; value: number }[] }> } } }>(
          'reports/pipeline-review-charts',
          range,
        )
        for (const key of PIE_CHART_KEYS) {
          const chart = charts.data.pie.data[key]
          if (!chart) continue
          const sum = chart.values.reduce((n, v) => n + v.value, 0)
          if (chart.values.length < 10) expect(sum, `${key} pie`).toBe(total)
          for (const slice of chart.values) {
            const value = key === 'playbook' ? forecastOfLevel(slice.key) : slice.key
            const filter = { [PIPELINE_CHARTS[key as PipelineChartKey].filter]: [value] }
            expect(await pipelineTotal({ ...range, filter }), `${key} = ${slice.key}`).toBe(slice.value)
          }
        }
        const bars = await post<{ data: { bar: { data: Record<string, { values: { key: string; value: number }[] }> } } }>(
          'reports/pipeline-review-charts',
          range,
        )
        for (const key of BAR_CHART_KEYS) {
          for (const bar of bars.data.bar.data[key]?.values ?? []) {
            const filter = { [PIPELINE_CHARTS[key].filter]: [bar.key] }
            expect(await pipelineTotal({ ...range, filter }), `${key} = ${bar.key}`).toBe(bar.value)
          }
        }
      }
    })

    it('the export has the rows of the table', async () => {
      const range = RANGES[0]
      const total = await pipelineTotal(range ?? {})
      expect((await exportRows('reports/pipeline-review/export', range ?? {})).length).toBe(total)
    })
  })

  describe('deal reviews', () => {
    const metricOf = { accelerate: 'accelerate_deals', engage_more: 'engage_more', qualify_better: 'qualify_better', record_more: 'record_more' } as const
    const countOf = { accelerate: 'accelerate', engage_more: 'engageMore', qualify_better: 'qualifyBetter', record_more: 'recordMore' } as const
    it.each(['qualified', 'mql'] as const)("%s review: each section's 'View in Pipeline Review' opens exactly its deals", async (kind) => {
      const settings = defaultCompanySettings()
      for (const range of RANGES) {
        for (const section of REVIEW_SECTIONS[kind]) {
          const answer = await post<{ data: { data: Record<string, number> } }>(
            `reports/${kind}-deal-review-metrics?metricType=${metricOf[section.key]}`,
            range,
          )
          const count = answer.data.data[countOf[section.key]] ?? 0
          const link = pipelineLink(kind, section, {}, settings, range)
          const opened = await post<PipelinePage>('reports/pipeline-review', {
            take: ALL,
            skip: 0,
            startTime: NOW_S - 365 * DAY,
            endTime: NOW_S,
            filter: link.filters,
          })
          expect(opened.data.total, `${kind} ${section.key} ${JSON.stringify(range)}`).toBe(count)
          expect(new Set(opened.data.pipeline.map((d) => d.deal_id)).size).toBe(Math.min(count, ALL))
        }
      }
    })
  })

  describe('calls: Calls & Recordings, Call Details and Notetaker Adoption', () => {
    type Periods = { data: { calls: number; eligible: number; recorded: number }[] }
    type Adoption = {
      data: {
        result: { rep_name: string; scheduled: number; eligible: number; recorded: number; eligibleExternal: number }[]
        totals: { scheduled: number; eligible: number; recorded: number; eligibleExternal: number; eligibleNotetaker: number }
      }
    }
    const details = async (body: object) => (await post<{ data: { total: number } }>('reports/call-details-report', { take: 1, skip: 0, ...body })).data.total
    const sum = (p: Periods, k: 'calls' | 'eligible' | 'recorded') => p.data.reduce((n, x) => n + x[k], 0)

    it('recorded, eligible and scheduled are one number on every report, with eligible ≤ scheduled + eligible without a schedule', async () => {
      for (const range of CALL_RANGES) {
        const periods = await post<Periods>('reports/meetings-report', range)
        const adoption = await post<Adoption>('reports/notetaker-adoption', range)
        const totals = adoption.data.totals
        const eligible = await details({ ...range, filter: { is_eligible: ['Yes'] } })
        const recorded = await details({ ...range, filter: { is_meeting_recorded: ['Yes'] } })
        const scheduled = await details({ ...range, filter: { call_source: [...CALENDAR_SOURCES] } })
        expect(sum(periods, 'calls')).toBe(await details(range))
        expect([sum(periods, 'eligible'), totals.eligible]).toEqual([eligible, eligible])
        expect([sum(periods, 'recorded'), totals.recorded]).toEqual([recorded, recorded])
        expect(totals.scheduled).toBe(scheduled)
        expect(totals.recorded).toBeLessThanOrEqual(totals.eligible)
        expect(totals.eligibleNotetaker).toBeLessThanOrEqual(totals.scheduled)
        expect(totals.eligible).toBe(totals.eligibleNotetaker + totals.eligibleExternal)
        for (const rep of adoption.data.result) {
          expect(rep.eligible).toBeLessThanOrEqual(rep.scheduled + rep.eligibleExternal)
          expect(rep.recorded).toBeLessThanOrEqual(rep.eligible)
        }
        for (const rep of adoption.data.result.slice(0, 3)) {
          const filter = { rep: [rep.rep_name] }
          expect(await details({ ...range, filter: { ...filter, is_eligible: ['Yes'] } }), rep.rep_name).toBe(rep.eligible)
          expect(await details({ ...range, filter: { ...filter, is_meeting_recorded: ['Yes'] } }), rep.rep_name).toBe(rep.recorded)
        }
        const charts = await post<{ data: { trend: { y: number; series: string }[] } }>('reports/meetings-charts', range)
        expect(charts.data.trend.filter((p) => p.series === 'Recorded').reduce((n, p) => n + p.y, 0)).toBe(recorded)
        expect(charts.data.trend.reduce((n, p) => n + p.y, 0)).toBe(sum(periods, 'calls'))
      }
    })

    it("each recording-status and source slice opens exactly its calls; the exports have the tables' rows", async () => {
      for (const range of CALL_RANGES) {
        const charts = await post<{ data: { status: { x: string; y: number }[]; source: { x: string; y: number }[] } }>('reports/meetings-charts', range)
        for (const slice of charts.data.status) expect(await details({ ...range, filter: { recording_status: [slice.x] } }), slice.x).toBe(slice.y)
        for (const slice of charts.data.source) expect(await details({ ...range, filter: { call_source: [slice.x] } }), slice.x).toBe(slice.y)
      }
      const range = CALL_RANGES[0] ?? {}
      const total = await details(range)
      expect((await exportRows('reports/meetings-report/export', range)).length).toBe(total)
      expect((await exportRows('reports/call-details-report/export', range)).length).toBe(total)
    })

    it('the adoption export has a row per rep of the table', async () => {
      const range = CALL_RANGES[1] ?? {}
      const adoption = await post<Adoption>('reports/notetaker-adoption', range)
      expect((await exportRows('reports/notetaker-adoption/export', range)).length).toBe(adoption.data.result.length)
    })
  })

  describe('BDR to MQL', () => {
    type Rows = { data: { data: TBdrCallRow[]; total: number } }
    it('meetings set never include junk or not-interested calls, credit each meeting once, and the card counts the list', async () => {
      const notInterested = NOT_INTERESTED_DISPOSITIONS.map((d) => d.toLowerCase())
      for (const range of RANGES) {
        const metrics = await post<{ data: { data: TBdrMetric[] } }>('reports/bdr-count-metrics', range)
        const card = metrics.data.data.find((m) => m.metric === 'meetings_set')?.count ?? 0
        const list = await post<Rows>('reports/bdr-meetings-set-data', { ...range, take: ALL, skip: 0 })
        expect(list.data.total).toBe(card)
        expect((await exportRows('reports/bdr-meetings-set-data/export', range)).length).toBe(card)
        const events = new Set<number>()
        for (const call of list.data.data) {
          expect(call.outcome).toBe('meeting_set')
          const junk = isJunkCall({
            durationSec: call.video_duration,
            disposition: call.call_disposition,
            prospectTalkSec: call.prospect_talk_seconds,
            followUpMeeting: false,
          })
          expect(junk, `call ${call.id}`).toBe(false)
          expect(notInterested).not.toContain((call.call_disposition ?? '').trim().toLowerCase())
          if (call.meeting_set_by === 'calendar') {
            expect(call.next_meeting_id, `call ${call.id}`).not.toBeNull()
            expect(events.has(call.next_meeting_id as number), `meeting ${call.next_meeting_id} credited twice`).toBe(false)
            events.add(call.next_meeting_id as number)
          }
        }
      }
    })
  })

  describe('Win-Loss', () => {
    type Table = {
      data: {
        data: { name: string; total_deals: number; open_deals: number; wins: number; losses: number }[]
        stage_groups: Record<'open' | 'won' | 'lost', string[]>
      }
    }
    type Deals = { data: { total: number; total_unique_deals: number } }
    it("a competitor's count opens a list of exactly that many deals", async () => {
      const range = RANGES[0] ?? {}
      const table = await post<Table>('reports/battleCard-competitor-table', range)
      for (const row of table.data.data.slice(0, 4)) {
        const filter = { competitor_name: [row.name] }
        const deals = await post<Deals>('reports/battleCardFullDealSWOTWinlossNotes', { ...range, filter })
        expect([deals.data.total, deals.data.total_unique_deals], row.name).toEqual([row.total_deals, row.total_deals])
        for (const [group, n] of [
          ['open', row.open_deals],
          ['won', row.wins],
          ['lost', row.losses],
        ] as const) {
          if (!n) continue
          const byGroup = await post<Deals>('reports/battleCardFullDealSWOTWinlossNotes', {
            ...range,
            filter: { ...filter, sales_stage: table.data.stage_groups[group] },
          })
          expect(byGroup.data.total, `${row.name} ${group}`).toBe(n)
        }
      }
    })
  })
})
