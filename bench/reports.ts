// npx tsx bench/reports.ts — issue 10/11 "Figures": every report through the real API (app.inject: routing, auth, zod,
// SQL, serialisation), in the company with the most deals, through its company admin (Admin scope); a report behind a
// company setting (`setting`) is measured in the company with the most deals among those where the setting is on:
//  * the first page with default filters p95 ≤ 150 ms; charts ≤ 150 ms; distinct filter options ≤ 200 ms;
//  * an export of every row ≤ 15 s.
// On BENCH_DATABASE_URL when it is set (the benchmark database of DESIGN "Budgets"; build it with
// `npm run demo -- --bench`), then on embedded PGlite at the default demo size (seed 42).
// Prints figures; it asserts nothing. --runs N (default 100), --skip-pglite, --only <report key>, --refresh-rollups (run the
// nightly deal roll-up for the measured company's deals that have none: the benchmark load leaves deal_metrics empty).
//
// Adding a report: append one entry to REPORTS below (HOW-TO-ADD-A-REPORT.md, step "bench entry"), with `setting` when
// the report is behind a company setting (conversionDashboards, winLoss, accountReview: reports-menu.ts `reportMenu`).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { BDR_SECTIONS, bdrSection } from '@parley/shared/rules/bdr-dashboard'
import type { TCompanySettings } from '@parley/shared/schemas/company-settings'
import { buildApp, type App } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { type Database, openDatabase } from '../apps/server/src/db/client'
import { migrateDatabase } from '../apps/server/src/db/migrate'
import { seedDemoIfEmpty } from '../apps/server/src/demo/seed'
import { refreshAccountMetrics } from '../apps/server/src/modules/deals/account-rollups.service'
import { recomputeDealRollups } from '../apps/server/src/modules/deals/deal-rollups.service'
import { refreshCompanyWinLossFacts } from '../apps/server/src/modules/reports/win-loss-facts.service'
import { createSessionTokens } from '../apps/server/src/platform/auth/session-token'
import { analyseNewTables } from './planner-statistics'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '100' },
    'skip-pglite': { type: 'boolean', default: false },
    only: { type: 'string' },
    'refresh-rollups': { type: 'boolean', default: false },
  },
})
const RUNS = Number(values.runs)
const EXPORT_RUNS = 3

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
type CompanySwitch = { [K in keyof TCompanySettings]: TCompanySettings[K] extends boolean ? K : never }[keyof TCompanySettings]

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
const lastMonths = (months: number) => {
  const end = new Date()
  const start = new Date(end)
  start.setUTCMonth(start.getUTCMonth() - months)
  return { startTime: Math.floor(start.getTime() / 1000), endTime: Math.floor(end.getTime() / 1000) }
}
const lastMonth = () => lastMonths(1)
const lastWeek = () => {
  const end = Math.floor(Date.now() / 1000)
  return { startTime: end - 7 * 86_400, endTime: end }
}

/** The reports measured. Each later report adds one entry. */
const REPORTS: ReportBench[] = [
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
        // section is one metric type (spec §7), as the page loads them.
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
      // The page's defaults: Admin scope, Calls Done In the last six months ending two hours before now (spec §7).
      const end = new Date(Date.now() - 2 * 3600_000)
      const start = new Date()
      start.setUTCMonth(start.getUTCMonth() - 6)
      const query = { role: 'company_admin', startTime: Math.floor(start.getTime() / 1000), endTime: Math.floor(end.getTime() / 1000) }
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
      const query = { role: 'company_admin', ...lastMonths(12) }
      const url = '/api/reports/account-review'
      return [
        { name: 'first page (25), default filters', url, body: { ...query, take: 25, skip: 0 }, budgetMs: 150 },
        { name: 'distinct filter options', url, body: { ...query, distinct: true }, budgetMs: 200 },
        { name: 'export of every row (.xlsx)', url: `${url}/export?format=xlsx`, body: query, budgetMs: 15_000, export: true },
      ]
    },
  },
]

const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] as number
const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(1)} ms`)

/** The app, signed in as the company admin (policy edit, active) of the company with the most deals; `as` signs in elsewhere. */
interface Bench {
  h: Harness
  /** Signed in as the company admin of the company with the most deals among those whose settings have `setting` true. */
  as: (setting: CompanySwitch) => Promise<Harness>
}

async function harness(db: Database, url: string | undefined): Promise<Bench> {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', PARLEY_DATA_DIR: tmpdir(), ...(url ? { DATABASE_URL: url } : {}) })
  const tokens = createSessionTokens('bench-secret-0123456789abcdefghijklmnopqrstuvwxyz', 3600)
  const app = await buildApp({ config, db, tokens, secrets: { jwtSecret: 'x'.repeat(40), encryptionKey: Buffer.alloc(32, 7).toString('base64') } })
  await app.ready()
  const admin = async (where: string, company: string, params: unknown[]): Promise<Harness> => {
    const { rows } = await db.pool.query<{ id: number; company_id: number }>(
      `select u.id, u.company_id from users u where u.user_role = 'company_admin' and u.policy = 'edit' and u.status = 'active' and u.company_id = (
         ${company}) order by u.id limit 1`,
      params,
    )
    const who = rows[0]
    if (!who) throw new Error(`no company admin with policy edit in the company with the most deals${where}`)
    return { app, db, companyId: who.company_id, headers: { authorization: `Bearer ${await tokens.sign({ userId: who.id, companyId: who.company_id })}` } }
  }
  return {
    h: await admin('', 'select company_id from deals where deleted_at is null group by 1 order by count(*) desc limit 1', []),
    as: (setting) =>
      admin(
        ` among those with ${setting} on`,
        `select d.company_id from deals d join company_settings s on s.company_id = d.company_id
         where d.deleted_at is null and s.settings @> jsonb_build_object($1::text, true) group by 1 order by count(*) desc, 1 limit 1`,
        [setting],
      ),
  }
}

async function once(h: Harness, c: BenchCase): Promise<{ ms: number; bytes: number }> {
  const started = performance.now()
  const res = await h.app.inject({ method: c.method ?? 'POST', url: c.url, headers: h.headers, payload: c.body })
  const took = performance.now() - started
  if (res.statusCode !== 200) throw new Error(`${c.url} HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`)
  return { ms: took, bytes: res.rawPayload.length }
}

/**
 * Every report (or --only's). A report behind a company setting is measured in its own company, named with its counts;
 * `prepare` readies that company's data as the caller did for the default one (PostgreSQL: deal roll-ups).
 */
async function measure(bench: Bench, label: string, prepare?: (h: Harness) => Promise<void>): Promise<void> {
  for (const entry of REPORTS) {
    if (values.only && values.only !== entry.report) continue
    console.log(`${label}${entry.report}:`)
    let h = bench.h
    if (entry.setting) {
      h = await bench.as(entry.setting)
      const { rows } = await h.db.pool.query<{ name: string }>('select name from companies where id = $1', [h.companyId])
      console.log(`  (setting ${entry.setting}: ${rows[0]?.name ?? '?'}, ${await counts(h)})`)
      if (prepare && h.companyId !== bench.h.companyId) await prepare(h)
    }
    for (const c of await entry.cases(h)) {
      await once(h, c) // warm up
      const n = c.export ? EXPORT_RUNS : RUNS
      const times: number[] = []
      let bytes = 0
      for (let i = 0; i < n; i++) {
        const r = await once(h, c)
        times.push(r.ms)
        bytes = r.bytes
      }
      const shown = c.export
        ? `median ${ms(p(times, 0.5))}, worst ${ms(Math.max(...times))} (${(bytes / 1e6).toFixed(2)} MB)`
        : `p50 ${ms(p(times, 0.5))}, p95 ${ms(p(times, 0.95))}`
      console.log(`  ${c.name.padEnd(48)} ${shown} — budget ${ms(c.budgetMs)}${c.export ? '' : ` p95, ${n} requests`}`)
    }
  }
}

async function counts(h: Harness): Promise<string> {
  const { rows } = await h.db.pool.query<{ deals: number; accounts: number; calls: number; emails: number }>(
    `select (select count(*)::int from deals where company_id = $1 and deleted_at is null) deals,
       (select count(*)::int from accounts where company_id = $1) accounts,
       (select count(*)::int from meetings where company_id = $1 and deleted_at is null) calls,
       (select count(*)::int from emails where company_id = $1) emails`,
    [h.companyId],
  )
  const r = rows[0]
  return `company ${h.companyId}: ${r?.deals.toLocaleString('en-US')} deals, ${r?.accounts.toLocaleString('en-US')} accounts, ${r?.calls.toLocaleString('en-US')} recorded calls, ${r?.emails.toLocaleString('en-US')} e-mails`
}

/**
 * Competitive Win-Loss's summary table (win_loss_facts) for the measured company: rewritten when it does not hold one row
 * per SWOT insight of a live call on a deal (bench/analyse-calls.ts analyses in batches, which leave the table to the
 * five-minute sweep). Without analysed calls there is nothing to measure: say so.
 */
async function winLossFacts(h: Harness): Promise<void> {
  if (values.only && values.only !== 'win_loss') return
  const { rows } = await h.db.pool.query<{ facts: number; insights: number }>(
    `select (select count(*)::int from win_loss_facts where company_id = $1) as facts,
       (select count(*)::int from swot_insights s join meetings m on m.id = s.meeting_id
        where s.company_id = $1 and s.deal_id is not null and m.deleted_at is null) as insights`,
    [h.companyId],
  )
  const { facts = 0, insights = 0 } = rows[0] ?? {}
  if (insights === 0) console.log('  no SWOT insights in this company: run bench/analyse-calls.ts first, or the win_loss figures measure an empty report')
  if (facts === insights) return
  const started = performance.now()
  const n = await refreshCompanyWinLossFacts({ db: h.db }, h.companyId)
  await h.db.pool.query('vacuum analyze win_loss_facts')
  console.log(`  (win_loss_facts filled for ${n.toLocaleString('en-US')} SWOT insights in ${((performance.now() - started) / 1000).toFixed(1)} s)`)
}

/** The summary table Pipeline Review reads: how many deals have a roll-up, and (--refresh-rollups) fill the missing ones. */
async function rollups(h: Harness): Promise<void> {
  const missing = async () =>
    (
      await h.db.pool.query<{ id: number }>(
        'select d.id from deals d where d.company_id = $1 and d.deleted_at is null and not exists (select 1 from deal_metrics m where m.deal_id = d.id) order by d.id',
        [h.companyId],
      )
    ).rows.map((r) => r.id)
  const ids = await missing()
  if (ids.length && values['refresh-rollups']) {
    const started = performance.now()
    // As the nightly refresh does: each deal without its account, then every account of the company in one statement.
    for (const id of ids) await recomputeDealRollups({ db: h.db }, h.companyId, id, { accounts: false })
    await refreshAccountMetrics({ db: h.db }, h.companyId, { all: true })
    await h.db.pool.query('vacuum analyze deal_metrics')
    console.log(`  (deal roll-ups computed for ${ids.length.toLocaleString('en-US')} deals in ${((performance.now() - started) / 1000).toFixed(1)} s)`)
  } else if (ids.length) {
    console.log(
      `  ${ids.length.toLocaleString('en-US')} deals have no roll-up (deal_metrics): their activity is not in the figures; --refresh-rollups computes them`,
    )
  }
}

const url = process.env.BENCH_DATABASE_URL
if (url) {
  console.log(`PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')}):`)
  const db = await openDatabase({ databaseUrl: url, poolSize: 4 })
  try {
    // The schema the server would run: it migrates at start, so measure after the same migrations.
    await migrateDatabase(db)
    await analyseNewTables(db)
    const bench = await harness(db, url)
    const h = bench.h
    console.log(`  ${await counts(h)}`)
    await rollups(h)
    await winLossFacts(h)
    await measure(bench, '', rollups)
    await h.app.close()
  } finally {
    await db.close()
  }
} else {
  console.log('BENCH_DATABASE_URL is not set: PostgreSQL figures skipped.')
}

if (!values['skip-pglite']) {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-bench-reports-'))
  const pglite = await openDatabase({ dataDir: dir })
  try {
    await migrateDatabase(pglite)
    await seedDemoIfEmpty(pglite, { seed: 42 })
    const bench = await harness(pglite, undefined)
    const h = bench.h
    console.log(`\nembedded PGlite, default demo (seed 42), ${await counts(h)}:`)
    await measure(bench, 'PGlite ')
    await h.app.close()
  } finally {
    await pglite.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
