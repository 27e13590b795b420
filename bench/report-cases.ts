// The reports bench/reports.ts measures: per report, its cases (first page, charts, distinct options, export) with
// the page's default filters and their budgets.
import { BDR_SECTIONS, bdrSection } from '@parley/shared/rules/bdr-dashboard'
import { presetRange, type UnixRange } from '@parley/shared/rules/report-ranges'
import type { TCompanySettings } from '@parley/shared/schemas/company-settings'
import type { App } from '../apps/server/src/app'
import type { Database } from '../apps/server/src/db/client'
export interface Harness {
  app: App
  db: Database
  companyId: number
  headers: { authorization: string }
}

/** One measured request of a report. `export` cases are timed to the last byte, EXPORT_RUNS times. */
export interface BenchCase {
  name: string
  method?: 'GET' | 'POST'
  url: string
  body?: object
  budgetMs: number
  export?: boolean
}

/** The company switches (company_settings.settings) that are true or false. */
export type CompanySwitch = { [K in keyof TCompanySettings]: TCompanySettings[K] extends boolean ? K : never }[keyof TCompanySettings]

export interface ReportBench {
  report: string
  /**
   * The company setting the report is behind (reports-menu.ts `reportMenu`): measured in the company with the most deals
   * among those whose settings have it true, through that company's admin. Omitted: the company with the most deals.
   */
  setting?: CompanySwitch
  cases: (h: Harness) => Promise<BenchCase[]>
}

/** The report presets (report-ranges.ts `presetRange`): `months` back to now, in unix seconds. */
/** The page's presets (rules/report-ranges presetRange: from the start of the day that far back to now). */
const preset = (p: 'lastWeek' | 'lastMonth' | 'last6Months' | 'last1Year') => presetRange(p, new Date()) as UnixRange
const lastMonth = () => preset('lastMonth')
const lastWeek = () => preset('lastWeek')

/** The reports measured. Each later report adds one entry. */
export const REPORTS: ReportBench[] = [
  {
    report: 'pipeline_review',
    cases: async () => {
      // The page's defaults: Admin scope, deals with activity in the last month, all created and close dates.
      const query = { role: 'company_admin', ...lastMonth() }
      return [
        { name: 'first page (25), default filters', url: '/api/reports/pipeline-review', body: { ...query, take: 25, skip: 0 }, budgetMs: 150 },
        {
          name: 'first page sorted by Days in Stage',
          url: '/api/reports/pipeline-review',
          body: { ...query, take: 25, skip: 0, sort: { field: 'stage_date', type: 'asc' } },
          budgetMs: 150,
        },
        { name: 'charts (two pies and the bar, every dimension)', url: '/api/reports/pipeline-review-charts', body: query, budgetMs: 150 },
        { name: 'one chart (type=engagement)', url: '/api/reports/pipeline-review-charts?type=engagement', body: query, budgetMs: 150 },
        { name: 'distinct filter options', url: '/api/reports/pipeline-review', body: { ...query, distinct: true }, budgetMs: 200 },
        { name: 'export of every row (.xlsx)', url: '/api/reports/pipeline-review/export?format=xlsx', body: query, budgetMs: 15_000, export: true },
        { name: 'export of every row (.csv)', url: '/api/reports/pipeline-review/export?format=csv', body: query, budgetMs: 15_000, export: true },
      ]
    },
  },
  ...(['qualified', 'mql'] as const).map(
    (kind): ReportBench => ({
      report: kind === 'qualified' ? 'qualified_deal_review' : 'mql_deal_review',
      cases: async () => {
        // The page's defaults: Admin scope, deals in the starting stage during the last month; each card, chart and
        // section is one metric type, as the page loads them.
        const query = { role: 'company_admin', ...lastMonth() }
        const url = (metricType: string) => `/api/reports/${kind}-deal-review-metrics?metricType=${metricType}`
        const sections =
          kind === 'qualified' ? ['accelerate_deals', 'engage_more', 'qualify_better', 'record_more'] : ['accelerate_deals', 'engage_more', 'record_more']
        return [
          { name: 'cards', url: url(`${kind}_deals`), body: query, budgetMs: 150 },
          { name: 'moved back / lost by stage', url: url(`${kind}_lost`), body: query, budgetMs: 150 },
          { name: 'trend by month', url: url(`${kind}_conversion`), body: { ...query, aggType: 'month' }, budgetMs: 150 },
          { name: 'trend by quarter', url: url(`${kind}_conversion`), body: { ...query, aggType: 'quarter' }, budgetMs: 150 },
          ...sections.map((metric) => ({ name: `section ${metric} (leaderboard by owner, objections)`, url: url(metric), body: query, budgetMs: 150 })),
          {
            name: 'section engage_more, leaderboard by Deal Owner Manager',
            url: url('engage_more'),
            body: { ...query, groupBy: 'owner_manager' },
            budgetMs: 150,
          },
          { name: 'distinct filter options', url: url(`${kind}_deals`), body: { ...query, distinct: true }, budgetMs: 200 },
        ]
      },
    }),
  ),
  {
    report: 'activity_review',
    cases: async () => {
      // The page's defaults: Admin scope, the Manager view, the last week; then the Team view and the longest range.
      const end = Math.floor(Date.now() / 1000)
      const week = { role: 'company_admin', startTime: end - 7 * 86_400, endTime: end }
      const start = new Date()
      start.setUTCMonth(start.getUTCMonth() - 3)
      const quarter = { ...week, startTime: Math.floor(start.getTime() / 1000) + 86_400 }
      const url = '/api/users/activityReview'
      return [
        { name: 'first page (25), Manager view, last week', url, body: { ...week, group: 'manager', take: 25, skip: 0 }, budgetMs: 150 },
        { name: 'first page (25), Team view, last week', url, body: { ...week, group: 'rep', take: 25, skip: 0 }, budgetMs: 150 },
        {
          name: 'first page (25), Team view, 3 months by last activity',
          url,
          body: { ...quarter, group: 'rep', take: 25, skip: 0, sort: { field: 'activity', type: 'desc' } },
          budgetMs: 150,
        },
        { name: 'distinct filter options', url, body: { ...week, distinct: true }, budgetMs: 200 },
        {
          name: 'export of every row, Team view, 3 months (.xlsx)',
          url: '/api/reports/activity-review/export?format=xlsx',
          body: { ...quarter, group: 'rep' },
          budgetMs: 15_000,
          export: true,
        },
      ]
    },
  },
  {
    report: 'win_loss',
    cases: async () => {
      // The page's defaults: Admin scope, Calls Done In the last six months ending two hours before now.
      const query = { role: 'company_admin', startTime: preset('last6Months').startTime, endTime: Math.floor(Date.now() / 1000) - 2 * 3600 }
      const page = { ...query, take: 25 }
      return [
        { name: "selector table: Competitor ('Who's Hurting Us Most?')", url: '/api/reports/battleCard-competitor-table', body: query, budgetMs: 150 },
        { name: 'selector table: Deal Owner', url: '/api/reports/battleCard-dealOwner-table', body: query, budgetMs: 150 },
        { name: 'decision-driver table', url: '/api/reports/battleCard-objectionCategory-table', body: query, budgetMs: 200 },
        { name: 'SWOT quadrant + top threats and weaknesses', url: '/api/reports/battleCard-ObjectionCategory-graph', body: query, budgetMs: 200 },
        { name: "'Why We Are Loosing?' (lost stages)", url: '/api/reports/battleCard-lost-deals-by-stage-with-nature', body: query, budgetMs: 150 },
        { name: 'chart: Decision Drivers For Lost Deals', url: '/api/reports/battleCard-lost-deals-objection-category-insights', body: query, budgetMs: 150 },
        { name: 'chart: Underlying Factors For Lost Deals', url: '/api/reports/battleCardLostDealSUBCategorySWOT', body: query, budgetMs: 150 },
        { name: 'Deal-Level SWOT, first page (25)', url: '/api/reports/battleCardFullDealSWOTWinlossNotes', body: page, budgetMs: 150 },
        { name: 'raw data, first page (25)', url: '/api/reports/battleCardRawData', body: page, budgetMs: 150 },
        { name: 'distinct filter options', url: '/api/reports/battleCardRawData', body: { ...query, distinct: true }, budgetMs: 200 },
        { name: 'export: raw data (.xlsx)', url: '/api/reports/battleCardRawData/export?format=xlsx', body: query, budgetMs: 15_000, export: true },
        {
          name: 'export: full-deal SWOT win/loss notes (.xlsx)',
          url: '/api/reports/battleCardFullDealSWOTWinlossNotes/export?format=xlsx',
          body: query,
          budgetMs: 15_000,
          export: true,
        },
        {
          name: 'export: lost-deal data (.xlsx)',
          url: '/api/reports/battleCard-lost-deals-by-individual-deals-with-nature/export?format=xlsx',
          body: query,
          budgetMs: 15_000,
          export: true,
        },
      ]
    },
  },
  {
    report: 'calls_recordings',
    cases: async () => {
      // The page's defaults (the Calls tab of page 1): Admin scope, calls of the last month, the charts per month.
      const query = { role: 'company_admin', ...lastMonth() }
      const url = '/api/reports/meetings-report'
      return [
        { name: 'first page (25), default filters', url, body: { ...query, take: 25, skip: 0 }, budgetMs: 150 },
        { name: 'chart: calls per month (take omitted)', url, body: { ...query, group: 'month' }, budgetMs: 150 },
        { name: 'charts (per month, recording status, source)', url: '/api/reports/meetings-charts', body: { ...query, group: 'month' }, budgetMs: 150 },
        { name: 'distinct filter options', url, body: { ...query, distinct: true }, budgetMs: 200 },
        { name: 'export of every row (.xlsx)', url: `${url}/export?format=xlsx`, body: query, budgetMs: 15_000, export: true },
      ]
    },
  },
  {
    report: 'call_details',
    cases: async () => {
      // The page's defaults (page 2, no charts): Admin scope, calls of the last month.
      const query = { role: 'company_admin', ...lastMonth() }
      const url = '/api/reports/call-details-report'
      return [
        { name: 'first page (25), default filters', url, body: { ...query, take: 25, skip: 0 }, budgetMs: 150 },
        { name: 'distinct filter options', url, body: { ...query, distinct: true }, budgetMs: 200 },
        { name: 'export of every row (.xlsx)', url: `${url}/export?format=xlsx`, body: query, budgetMs: 15_000, export: true },
      ]
    },
  },
  {
    report: 'notetaker_adoption',
    cases: async () => {
      // The tab's defaults: Admin scope, the last month, the charts per month.
      const query = { role: 'company_admin', ...lastMonth() }
      const url = '/api/reports/notetaker-adoption'
      return [
        { name: 'first page (25), default filters', url, body: { ...query, take: 25, skip: 0 }, budgetMs: 150 },
        { name: 'charts (adoption per month, top 10 reps)', url: '/api/reports/notetaker-adoption-charts', body: { ...query, group: 'month' }, budgetMs: 150 },
        { name: 'distinct filter options', url, body: { ...query, distinct: true }, budgetMs: 200 },
        { name: 'export of every row (.xlsx)', url: `${url}/export?format=xlsx`, body: query, budgetMs: 15_000, export: true },
      ]
    },
  },
  {
    report: 'checklist_adoption',
    cases: async () => {
      // The page's defaults: Admin scope, calls of the last week, the trend per month.
      const query = { role: 'company_admin', ...lastWeek() }
      const url = '/api/reports/checklist-adoption-call'
      return [
        { name: 'first page (25), default filters', url, body: { ...query, take: 25, skip: 0 }, budgetMs: 150 },
        { name: 'chart: adoption trend per month', url: '/api/reports/checklist-adoption-trend', body: { ...query, group: 'month' }, budgetMs: 150 },
        { name: 'chart: rep scores', url: '/api/reports/checklist-adoption-rep-scores', body: query, budgetMs: 150 },
        { name: 'chart: signals and best practices', url: '/api/reports/checklist-adoption-signal', body: query, budgetMs: 150 },
        { name: 'distinct filter options', url, body: { ...query, distinct: true }, budgetMs: 200 },
        { name: 'export of every row (.xlsx)', url: `${url}/export?format=xlsx`, body: query, budgetMs: 15_000, export: true },
      ]
    },
  },
  {
    report: 'voice_of_customer',
    cases: async () => {
      // The page's defaults (no charts): Admin scope, calls of the last month; the first page by cursor (no skip).
      const query = { role: 'company_admin', ...lastMonth() }
      const url = '/api/reports/voice-of-customer'
      return [
        { name: 'first page (25), default filters', url, body: { ...query, take: 25 }, budgetMs: 150 },
        { name: 'distinct filter options', url, body: { ...query, distinct: true }, budgetMs: 200 },
        { name: 'export of every row (.xlsx)', url: `${url}/export?format=xlsx`, body: query, budgetMs: 15_000, export: true },
      ]
    },
  },
  {
    report: 'conversion_insights',
    cases: async () => {
      // The page's defaults: Admin scope, deals with calls in the last month, all created and close dates.
      const query = { role: 'company_admin', ...lastMonth() }
      const url = '/api/reports/meetings-deals-report'
      return [
        { name: 'first page (25), default filters', url, body: { ...query, take: 25, skip: 0 }, budgetMs: 150 },
        { name: 'outcomes: cards, movement by stage, checklist', url: '/api/users/MeetingsOutcomesReport', body: query, budgetMs: 150 },
        { name: 'distinct filter options', url, body: { ...query, distinct: true }, budgetMs: 200 },
        { name: 'export of every row (.xlsx)', url: `${url}/export?format=xlsx`, body: query, budgetMs: 15_000, export: true },
      ]
    },
  },
  {
    report: 'objection_handling',
    cases: async () => {
      // The page's defaults: Admin scope, calls of the last month, all created and close dates; the first page by cursor.
      const query = { role: 'company_admin', ...lastMonth() }
      const url = '/api/reports/objections-handling'
      return [
        { name: 'first page (25), default filters', url, body: { ...query, take: 25 }, budgetMs: 150 },
        { name: 'chart: top 10 categories by severity', url: '/api/reports/objections-handling-chart', body: { ...query, chart_type: 'grade' }, budgetMs: 150 },
        { name: 'distinct filter options', url, body: { ...query, distinct: true }, budgetMs: 200 },
        { name: 'export of every row (.xlsx)', url: `${url}/export?format=xlsx`, body: query, budgetMs: 15_000, export: true },
      ]
    },
  },
  {
    report: 'bdr_to_mql',
    setting: 'conversionDashboards',
    cases: async () => {
      // The page's defaults: Admin scope, calls of the last week; the cards, Rep Scores, and each of the three sections
      // (its checklist table and first page of calls), as the page loads them.
      const query = { role: 'company_admin', ...lastWeek() }
      return [
        { name: 'summary cards', url: '/api/reports/bdr-count-metrics', body: query, budgetMs: 150 },
        { name: 'chart: Rep Scores', url: '/api/reports/bdr-rep-scores', body: query, budgetMs: 150 },
        ...BDR_SECTIONS.flatMap((s) => [
          { name: `${s.key}: checklist & best practices`, url: `/api${s.signalPath}`, body: query, budgetMs: 150 },
          { name: `${s.key}: first page (25)`, url: `/api${s.dataPath}`, body: { ...query, take: 25, skip: 0 }, budgetMs: 150 },
        ]),
        { name: 'distinct filter options', url: `/api${bdrSection('meeting_set').dataPath}`, body: { ...query, distinct: true }, budgetMs: 200 },
        ...BDR_SECTIONS.map((s) => ({
          name: `export: ${s.key} (.xlsx)`,
          url: `/api${s.dataPath}/export?format=xlsx`,
          body: query,
          budgetMs: 15_000,
          export: true,
        })),
      ]
    },
  },
  {
    report: 'account_review',
    setting: 'accountReview',
    cases: async () => {
      // The page's defaults (no charts): Admin scope, accounts with activity in the last year.
      const query = { role: 'company_admin', ...preset('last1Year') }
      const url = '/api/reports/account-review'
      return [
        { name: 'first page (25), default filters', url, body: { ...query, take: 25, skip: 0 }, budgetMs: 150 },
        { name: 'distinct filter options', url, body: { ...query, distinct: true }, budgetMs: 200 },
        { name: 'export of every row (.xlsx)', url: `${url}/export?format=xlsx`, body: query, budgetMs: 15_000, export: true },
      ]
    },
  },
]
