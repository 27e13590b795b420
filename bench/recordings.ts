// npx tsx bench/recordings.ts — the recordings dashboard through the real API (app.inject: routing,
// auth, zod, SQL, serialisation) on the benchmark database (BENCH_DATABASE_URL, default parley_bench; build it with
// `npm run demo -- --bench`), in its largest company, at Admin scope (every call of the company):
//  * a Recorded tab page with three filters p95 ≤ 50 ms;
//  * a ranked transcript search for a two-word phrase with a common word p95 ≤ 100 ms, and the same search as a
//    naive ILIKE scan over the company's segments (SQL only), as a ratio;
//  * the trend over one year ≤ 100 ms;
//  * an export of 100,000 rows to .xlsx ≤ 5 s with server memory growth ≤ 256 MB, over real HTTP (this adds one
//    scratch company of 100,000 recorded calls and deletes it afterwards);
// then the page and search figures on embedded PGlite at the default demo size.
// Prints figures; it asserts nothing. --runs N (default 200), --skip-export, --skip-pglite, --export-only.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type pg from 'pg'
import { buildApp, type App } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { type Database, openDatabase } from '../apps/server/src/db/client'
import { migrateDatabase } from '../apps/server/src/db/migrate'
import { seedDemoIfEmpty } from '../apps/server/src/demo/seed'
import { createSessionTokens } from '../apps/server/src/platform/auth/session-token'
import { analyseNewTables } from './planner-statistics'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    'skip-export': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    'export-only': { type: 'boolean', default: false },
  },
})
const RUNS = Number(values.runs)
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/parley_bench'
const EXPORT_COMPANY = 'Recordings Export Bench'
const EXPORT_ROWS = 100_000
const LIST = '/api/reports/activity-dashboard?take=10&skip=0'

const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] as number
const ms = (x: number) => `${x.toFixed(1)} ms`
const figures = (xs: number[]) => `p50 ${ms(p(xs, 0.5))}, p95 ${ms(p(xs, 0.95))}`

interface Harness {
  app: App
  db: Database
  companyId: number
  headers: { authorization: string }
}

async function harness(db: Database, url: string | undefined): Promise<Harness> {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', PARLEY_DATA_DIR: tmpdir(), ...(url ? { DATABASE_URL: url } : {}) })
  const tokens = createSessionTokens('bench-secret-0123456789abcdefghijklmnopqrstuvwxyz', 3600)
  const app = await buildApp({ config, db, tokens, secrets: { jwtSecret: 'x'.repeat(40), encryptionKey: Buffer.alloc(32, 7).toString('base64') } })
  await app.ready()
  // The company with the most recordings, through its company admin.
  const { rows } = await db.pool.query<{ id: number; company_id: number }>(
    `select u.id, u.company_id from users u where u.user_role = 'company_admin' and u.status = 'active' and u.company_id = (
       select company_id from meetings where deleted_at is null group by 1 order by count(*) desc limit 1) order by u.id limit 1`,
  )
  const who = rows[0]
  if (!who) throw new Error('no company admin in the company with the most calls')
  return { app, db, companyId: who.company_id, headers: { authorization: `Bearer ${await tokens.sign({ userId: who.id, companyId: who.company_id })}` } }
}

async function timed(h: Harness, url: string, body: unknown, n: number): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < n; i++) {
    const started = performance.now()
    const res = await h.app.inject({ method: 'POST', url, headers: h.headers, payload: body as object })
    times.push(performance.now() - started)
    if (res.statusCode !== 200) throw new Error(`${url} HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`)
  }
  return times
}

/** Three-filter mixes of the Recorded tab from the company's own values, each at Admin scope. */
async function pageMixes(h: Harness): Promise<Record<string, unknown>[]> {
  const q = async (sql: string) => (await h.db.pool.query<{ v: string }>(sql, [h.companyId])).rows.map((r) => r.v)
  const stages = await q(
    "select sales_stage v from calendar_events where company_id = $1 and coalesce(sales_stage, '') <> '' group by 1 order by count(*) desc limit 2",
  )
  const current = await q("select stage_name v from deals where company_id = $1 and coalesce(stage_name, '') <> '' group by 1 order by count(*) desc limit 1")
  const reps = await q('select u.email v from meetings m join users u on u.id = m.user_id where m.company_id = $1 group by 1 order by count(*) desc limit 3')
  const agenda = await q(
    "select agenda_type v from meetings where company_id = $1 and coalesce(agenda_type, '') <> '' group by 1 order by count(*) desc limit 1",
  )
  const base = { role: 'company_admin', only_recorded_calls: true }
  return [
    { ...base, datePreset: '3_months', stages: stages.slice(0, 1), videoDuration: ['15-30', '30-45'] },
    { ...base, datePreset: '6_months', reps, exclude: { duration: true } },
    { ...base, title: 'demo', currentStages: current, sources: ['google_calendar'] },
    { ...base, datePreset: '1_year', agenda_type: agenda, stages },
    { ...base, datePreset: 'last_month', crm_custom_field: { sales_play: ['Land'] }, videoDuration: ['5-15', '15-30', '30-45'] },
    { ...base, deal_name: 'a', datePreset: '3_months', exclude: { duration: true } },
  ]
}

async function pageFigures(h: Harness, label: string, runs: number): Promise<void> {
  const mixes = await pageMixes(h)
  for (const body of mixes) await timed(h, LIST, body, 2) // warm up
  const all: number[] = []
  const per = mixes.map(() => [] as number[])
  for (let i = 0; i < runs; i++) {
    const k = i % mixes.length
    const [t] = await timed(h, k % 2 ? LIST.replace('skip=0', 'skip=20') : LIST, mixes[k], 1)
    per[k]?.push(t as number)
    all.push(t as number)
  }
  console.log(`${label} Recorded tab page of 10 with three filters (${runs} requests over ${mixes.length} mixes): ${figures(all)} — budget 50 ms`)
  mixes.forEach((m, k) => {
    const { role: _r, only_recorded_calls: _o, ...shown } = m
    console.log(`    ${JSON.stringify(shown).slice(0, 96).padEnd(96)} p95 ${ms(p(per[k] ?? [], 0.95))}`)
  })
}

async function searchFigures(h: Harness, label: string, phrases: string[], runs: number, naive: boolean): Promise<void> {
  const all: number[] = []
  for (const phrase of phrases) {
    const body = { role: 'company_admin', transcript: `"${phrase}"` }
    await timed(h, LIST, body, 2)
    const times = await timed(h, LIST, body, Math.max(5, Math.floor(runs / phrases.length)))
    all.push(...times)
    const total = (await h.app.inject({ method: 'POST', url: LIST, headers: h.headers, payload: body })).json().data.total
    let line = `    "${phrase}": ${total.toLocaleString('en-US')} calls, ${figures(times)}`
    if (naive) {
      // The same question without the index: every segment of the company read and matched by substring.
      const scans: number[] = []
      for (let i = 0; i < 3; i++) {
        const started = performance.now()
        await h.db.pool.query(
          `select s.meeting_id, count(*) from transcript_segments s join meetings m on m.id = s.meeting_id
           where s.company_id = $1 and m.deleted_at is null and s.text ilike $2 group by 1 order by 2 desc limit 10`,
          [h.companyId, `%${phrase}%`],
        )
        scans.push(performance.now() - started)
      }
      line += `; naive ILIKE scan median ${ms(p(scans, 0.5))} = ${(p(scans, 0.5) / p(times, 0.5)).toFixed(0)}× the ranked search`
    }
    console.log(line)
  }
  console.log(`${label} ranked transcript search, two-word phrases at Admin scope, all dates: ${figures(all)} — budget 100 ms`)
}

/** One scratch company of EXPORT_ROWS recorded calls with events and deals, written in SQL. */
async function seedExportCompany(pool: pg.Pool): Promise<{ companyId: number; userId: number }> {
  const c = await pool.connect()
  try {
    await c.query('begin')
    await c.query('delete from companies where name = $1', [EXPORT_COMPANY])
    const companyId = (await c.query<{ id: number }>("insert into companies (name, parley_domain) values ($1, 'exportbench') returning id", [EXPORT_COMPANY]))
      .rows[0]?.id as number
    await c.query(
      `insert into users (company_id, name, email, user_role, is_manager, status, time_zone)
       select $1, 'Rep ' || i, 'rep' || i || '@exportbench.example', case when i = 1 then 'company_admin'::user_role else 'user'::user_role end, i <= 5, 'active', 'Europe/London'
       from generate_series(1, 50) i`,
      [companyId],
    )
    await c.query(
      `insert into deals (company_id, crm_deal_id, name, owner_id, stage_name, custom_fields)
       select $1, 'd' || i, 'Deal ' || i || ' — Expansion', (select min(id) from users where company_id = $1) + i % 50, (array['Discovery','Demo','Proposal','Won'])[1 + i % 4],
         jsonb_build_object('sales_play', (array['Land','Expand'])[1 + i % 2])
       from generate_series(1, 5000) i`,
      [companyId],
    )
    await c.query(
      `insert into calendar_events (company_id, user_id, gce_id, title, start_at, end_at, organizer_email, attendees, attendee_emails, attendee_companies, source, sales_stage, agenda_type, primary_deal_id)
       select $1, u0 + i % 50, 'x' || i, 'Call ' || i || ' with Buyer Co ' || i % 700, now() - (i || ' minutes')::interval * 3, now() - (i || ' minutes')::interval * 3 + interval '30 minutes',
         'rep' || (1 + i % 50) || '@exportbench.example',
         jsonb_build_array(jsonb_build_object('name', 'Pat Buyer ' || i % 700, 'email', 'pat' || i % 700 || '@buyer' || i % 700 || '.example'),
           jsonb_build_object('name', 'Rep ' || (1 + i % 50), 'email', 'rep' || (1 + i % 50) || '@exportbench.example')),
         array['pat' || i % 700 || '@buyer' || i % 700 || '.example'], array['Buyer Co ' || i % 700], 'google_calendar',
         (array['Discovery','Demo','Proposal','Won'])[1 + i % 4], (array['Intro','Discovery','Demo'])[1 + i % 3], d0 + i % 5000
       from generate_series(1, $2::int) i, (select min(id) u0 from users where company_id = $1) u, (select min(id) d0 from deals where company_id = $1) d`,
      [companyId, EXPORT_ROWS],
    )
    await c.query(
      `insert into meetings (company_id, user_id, calendar_event_id, title, start_time, video_duration, source, agenda_type)
       select company_id, user_id, id, title, start_at, 300 + (id % 3300), source, agenda_type from calendar_events where company_id = $1`,
      [companyId],
    )
    await c.query('commit')
    await c.query('analyze users; analyze deals; analyze calendar_events; analyze meetings')
    const userId = (await c.query<{ id: number }>("select id from users where company_id = $1 and user_role = 'company_admin'", [companyId])).rows[0]
      ?.id as number
    return { companyId, userId }
  } catch (err) {
    await c.query('rollback').catch(() => {})
    throw err
  } finally {
    c.release()
  }
}

async function exportFigures(db: Database): Promise<void> {
  const seeded = performance.now()
  const { companyId, userId } = await seedExportCompany(db.pool)
  console.log(`  (seeded ${EXPORT_COMPANY}: ${EXPORT_ROWS.toLocaleString('en-US')} recorded calls in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`)
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', PARLEY_DATA_DIR: tmpdir(), DATABASE_URL: URL_ })
  const tokens = createSessionTokens('bench-secret-0123456789abcdefghijklmnopqrstuvwxyz', 3600)
  const app = await buildApp({ config, db, tokens, secrets: { jwtSecret: 'x'.repeat(40), encryptionKey: Buffer.alloc(32, 7).toString('base64') } })
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const authorization = `Bearer ${await tokens.sign({ userId, companyId })}`
    for (const format of ['xlsx', 'csv'] as const) {
      const runs: { s: number; rss: number; heap: number; bytes: number }[] = []
      for (let i = 0; i < 3; i++) {
        globalThis.gc?.()
        const rss0 = process.memoryUsage().rss
        const heap0 = process.memoryUsage().heapUsed
        let rssPeak = rss0
        let heapPeak = heap0
        const sampler = setInterval(() => {
          const m = process.memoryUsage()
          rssPeak = Math.max(rssPeak, m.rss)
          heapPeak = Math.max(heapPeak, m.heapUsed)
        }, 20)
        const started = performance.now()
        const res = await fetch(`${address}/api/reports/activity-dashboard/export?format=${format}`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ role: 'company_admin' }),
        })
        if (res.status !== 200 || !res.body) throw new Error(`export HTTP ${res.status}: ${await res.text()}`)
        // The client reads and discards, as a browser saving the file would: nothing is held here.
        let bytes = 0
        const reader = res.body.getReader()
        for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.length
        const s = (performance.now() - started) / 1000
        clearInterval(sampler)
        runs.push({ s, rss: (rssPeak - rss0) / 2 ** 20, heap: (heapPeak - heap0) / 2 ** 20, bytes })
      }
      const med = [...runs].sort((a, b) => a.s - b.s)[1] as (typeof runs)[number]
      const worstRss = Math.max(...runs.map((r) => r.rss))
      console.log(
        `export of ${EXPORT_ROWS.toLocaleString('en-US')} rows as .${format} over HTTP: median ${med.s.toFixed(2)} s, worst ${Math.max(...runs.map((r) => r.s)).toFixed(2)} s ` +
          `(${(med.bytes / 1e6).toFixed(1)} MB); server memory growth: RSS peak +${worstRss.toFixed(0)} MB, heap peak +${Math.max(...runs.map((r) => r.heap)).toFixed(0)} MB` +
          (format === 'xlsx' ? ' — budget 5 s, 256 MB' : ''),
      )
    }
  } finally {
    await app.close()
    const started = performance.now()
    await db.pool.query('delete from companies where name = $1', [EXPORT_COMPANY])
    console.log(`  (deleted the scratch company in ${((performance.now() - started) / 1000).toFixed(1)} s)`)
  }
}

/** Two-word phrases that occur in the company's transcripts, one of them with its most common word. */
async function phrasesOf(h: Harness, fixed: string[]): Promise<string[]> {
  const found: string[] = []
  for (const phrase of fixed) {
    const { rows } = await h.db.pool.query("select 1 from transcript_segments where company_id = $1 and search @@ phraseto_tsquery('english', $2) limit 1", [
      h.companyId,
      phrase,
    ])
    if (rows.length) found.push(phrase)
  }
  return found
}

const PHRASES = ['next steps', 'team spends', 'pipeline visibility']

console.log(`PostgreSQL benchmark database (${URL_.replace(/\/\/[^@]*@/, '//')}):`)
const db = await openDatabase({ databaseUrl: URL_, poolSize: 4 })
try {
  // The schema the server would run: it migrates at start, so measure after the same migrations.
  await migrateDatabase(db)
  await analyseNewTables(db)
  const h = await harness(db, URL_)
  const counts = (
    await db.pool.query<{ calls: number; segments: number }>(
      'select (select count(*)::int from meetings where company_id = $1) calls, (select count(*)::int from transcript_segments where company_id = $1) segments',
      [h.companyId],
    )
  ).rows[0]
  console.log(`  company ${h.companyId}: ${counts?.calls.toLocaleString('en-US')} recorded calls, ${counts?.segments.toLocaleString('en-US')} segments`)
  if (!values['export-only']) {
    await pageFigures(h, '', RUNS)
    await searchFigures(h, '', await phrasesOf(h, PHRASES), RUNS, true)
    await timed(h, '/api/reports/activity-trend', { role: 'company_admin', datePreset: '1_year' }, 3)
    const trend = await timed(h, '/api/reports/activity-trend', { role: 'company_admin', datePreset: '1_year' }, Math.max(20, RUNS / 4))
    console.log(`trend over one year (quarters) at Admin scope: ${figures(trend)} — budget 100 ms`)
  }
  await h.app.close()
  if (!values['skip-export']) await exportFigures(db)
} finally {
  await db.close()
}

if (!values['skip-pglite'] && !values['export-only']) {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-bench-rec-'))
  const pglite = await openDatabase({ dataDir: dir })
  try {
    await migrateDatabase(pglite)
    await seedDemoIfEmpty(pglite, { seed: 42 })
    const h = await harness(pglite, undefined)
    const calls = (await pglite.pool.query<{ n: number }>('select count(*)::int n from meetings where company_id = $1', [h.companyId])).rows[0]?.n
    console.log(`\nembedded PGlite, default demo (seed 42), company ${h.companyId} with ${calls} recorded calls:`)
    await pageFigures(h, 'PGlite', Math.min(RUNS, 100))
    await searchFigures(h, 'PGlite', await phrasesOf(h, PHRASES), Math.min(RUNS, 60), false)
    await h.app.close()
  } finally {
    await pglite.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
