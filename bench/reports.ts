// npx tsx bench/reports.ts — every report through the real API (app.inject: routing, auth, zod,
// SQL, serialisation), in the company with the most deals, through its company admin (Admin scope); a report behind a
// company setting (`setting`) is measured in the company with the most deals among those where the setting is on:
//  * the first page with default filters p95 ≤ 150 ms; charts ≤ 150 ms; distinct filter options ≤ 200 ms;
//  * an export of every row ≤ 15 s.
// On BENCH_DATABASE_URL when it is set (the benchmark database; build it with
// `npm run demo -- --bench`), then on embedded PGlite at the default demo size (seed 42).
// Prints figures; it asserts nothing. --runs N (default 100), --skip-pglite, --only <report key>, --case <part of a case name>, --refresh-rollups (fill
// the summary tables the nightly jobs keep — deal_metrics, call_facts, checklist_call_scores — for each measured company:
// the benchmark load writes raw rows only). The reports that read analysis results need bench/analyse-calls.ts first.
//
// Adding a report: append one entry to REPORTS in bench/report-cases.ts (HOW-TO-ADD-A-REPORT.md, step "bench entry"), with `setting` when
// the report is behind a company setting (conversionDashboards, winLoss, accountReview: reports-menu.ts `reportMenu`).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { type Database, openDatabase } from '../apps/server/src/db/client'
import { migrateDatabase } from '../apps/server/src/db/migrate'
import { seedDemoIfEmpty } from '../apps/server/src/demo/seed'
import { refreshAccountMetrics } from '../apps/server/src/modules/deals/account-rollups.service'
import { recomputeDealRollups } from '../apps/server/src/modules/deals/deal-rollups.service'
import { refreshCompanyCallFacts } from '../apps/server/src/modules/reports/call-facts.service'
import { sweepChecklistScores } from '../apps/server/src/modules/reports/checklist-call-scores.service'
import { refreshCompanyWinLossFacts } from '../apps/server/src/modules/reports/win-loss-facts.service'
import { createSessionTokens } from '../apps/server/src/platform/auth/session-token'
import { analyseNewTables } from './planner-statistics'
import { type BenchCase, type CompanySwitch, type Harness, REPORTS } from './report-cases'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '100' },
    'skip-pglite': { type: 'boolean', default: false },
    only: { type: 'string' },
    case: { type: 'string' },
    'refresh-rollups': { type: 'boolean', default: false },
  },
})
const RUNS = Number(values.runs)
const EXPORT_RUNS = 3

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

/** One request; a refusal (say an export of an empty report, 400 no_data) is returned as its status and body. */
async function once(h: Harness, c: BenchCase): Promise<{ ms: number; bytes: number; refused?: string }> {
  const started = performance.now()
  const res = await h.app.inject({ method: c.method ?? 'POST', url: c.url, headers: h.headers, payload: c.body })
  const took = performance.now() - started
  if (res.statusCode !== 200) return { ms: took, bytes: 0, refused: `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}` }
  return { ms: took, bytes: res.rawPayload.length }
}

/**
 * Every report (or --only's). A report behind a company setting is measured in its own company, named with its counts;
 * `prepare` readies that company's data as the caller did for the default one (PostgreSQL: deal roll-ups).
 */
async function measure(bench: Bench, label: string, prepare?: (h: Harness) => Promise<void>): Promise<void> {
  const prepared = new Set([bench.h.companyId])
  for (const entry of REPORTS) {
    if (values.only && values.only !== entry.report) continue
    console.log(`${label}${entry.report}:`)
    let h = bench.h
    if (entry.setting) {
      h = await bench.as(entry.setting)
      const { rows } = await h.db.pool.query<{ name: string }>('select name from companies where id = $1', [h.companyId])
      console.log(`  (setting ${entry.setting}: ${rows[0]?.name ?? '?'}, ${await counts(h)})`)
      if (prepare && !prepared.has(h.companyId)) await prepare(h)
      prepared.add(h.companyId)
    }
    for (const c of await entry.cases(h)) {
      if (values.case && !c.name.includes(values.case)) continue
      const warm = await once(h, c)
      if (warm.refused) {
        console.log(`  ${c.name.padEnd(48)} not measured: ${warm.refused}`)
        continue
      }
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

/**
 * The per-call summary tables the call reports read (call_facts: one row per call or past event; checklist_call_scores:
 * one row per analysed call). --refresh-rollups fills them as the nightly run and the sweep do; otherwise their counts.
 */
async function callSummaries(h: Harness): Promise<void> {
  if (values['refresh-rollups']) {
    const started = performance.now()
    const facts = await refreshCompanyCallFacts({ db: h.db }, h.companyId)
    // The sweep rewrites at most a batch of missing or stale rows per call: repeat until it finds none.
    let scores = 0
    while (true) {
      const n = await sweepChecklistScores({ db: h.db }, h.companyId)
      if (n === 0) break
      scores += n
    }
    for (const table of ['call_facts', 'checklist_call_scores']) await h.db.pool.query(`vacuum analyze ${table}`)
    console.log(
      `  (call_facts: ${facts.toLocaleString('en-US')} rows written, checklist_call_scores: ${scores.toLocaleString('en-US')} rows rewritten, in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    )
  }
  const now = (
    await h.db.pool.query<{ facts: number; scores: number; analysed: number }>(
      `select (select count(*)::int from call_facts where company_id = $1) as facts,
           (select count(*)::int from checklist_call_scores where company_id = $1) as scores,
           (select count(*)::int from analysis_results r join meetings m on m.id = r.meeting_id
            where m.company_id = $1 and m.deleted_at is null) as analysed`,
      [h.companyId],
    )
  ).rows[0] ?? { facts: 0, scores: 0, analysed: 0 }
  console.log(
    `  ${now.facts.toLocaleString('en-US')} call_facts rows, ${now.scores.toLocaleString('en-US')} checklist_call_scores rows, ${now.analysed.toLocaleString('en-US')} analysed calls${now.analysed ? '' : ' (bench/analyse-calls.ts analyses them)'}`,
  )
}

/** Everything a company's reports read beyond the raw rows: deal roll-ups, call summaries, win-loss facts. */
async function prepare(h: Harness): Promise<void> {
  await rollups(h)
  await callSummaries(h)
  await winLossFacts(h)
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
    await prepare(h)
    await measure(bench, '', prepare)
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
