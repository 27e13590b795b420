// npx tsx bench/meeting-page.ts — the call page's data for a one-hour call, through the real API
// (app.inject: routing, auth, zod, SQL, serialisation): POST /api/reports/call-details + GET
// /api/users/salesInsigtsOfMeeting, one after the other as the page asks, p95 ≤ 50 ms.
//  * always: the default demo seeded into a scratch embedded PGlite (as `npm start` does);
//  * with BENCH_DATABASE_URL: the benchmark database, read as it is (not reset). If the chosen call has no stored
//    analysis yet (a load still running), it is analysed once first, as the pipeline would have done.
// The call measured is the company's longest recording of about an hour, viewed by a company admin of that company.
// Prints figures; it asserts nothing. Options: --runs N (default 200), --skip-pglite.
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { type Database, openDatabase } from '../apps/server/src/db/client'
import { migrateDatabase } from '../apps/server/src/db/migrate'
import { seedDemoIfEmpty } from '../apps/server/src/demo/seed'
import { processCall } from '../apps/server/src/modules/analysis/analysis.service'
import { createSessionTokens } from '../apps/server/src/platform/auth/session-token'
import { analyseNewTables } from './planner-statistics'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' }, 'skip-pglite': { type: 'boolean', default: false } } })
const RUNS = Number(values.runs)
const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] as number
const ms = (x: number) => `${x.toFixed(1)} ms`

interface Target {
  meetingId: number
  companyId: number
  viewerId: number
  seconds: number
  segments: number
}

/**
 * The longest recording of at most ~70 minutes in the largest company, preferring analysed calls mapped to a deal (a
 * sales call: checklist, past calls), and one of that company's admins to view it.
 */
async function pickCall(db: Database): Promise<Target> {
  const { rows } = await db.pool.query<Target>(
    `with biggest as (select company_id from meetings where deleted_at is null group by company_id order by count(*) desc limit 1)
     select m.id "meetingId", m.company_id "companyId", m.video_duration seconds,
            (select count(*)::int from transcript_segments s where s.meeting_id = m.id) segments,
            (select u.id from users u where u.company_id = m.company_id and u.user_role = 'company_admin' and u.status = 'active' order by u.id limit 1) "viewerId"
     from meetings m join biggest b on b.company_id = m.company_id
     where m.deleted_at is null and m.transcript_status = 'done' and m.video_duration <= 4200
     order by exists (select 1 from meeting_insights i where i.meeting_id = m.id) desc,
       exists (select 1 from meeting_deals md where md.meeting_id = m.id and md.is_primary) desc, m.video_duration desc, m.id limit 1`,
  )
  const row = rows[0]
  if (!row?.viewerId) throw new Error('no recorded call with a company admin to view it')
  return row
}

async function measure(label: string, db: Database, url: string | undefined): Promise<void> {
  const target = await pickCall(db)
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', PARLEY_DATA_DIR: tmpdir(), ...(url ? { DATABASE_URL: url } : {}) })
  const { rows } = await db.pool.query<{ n: number }>('select count(*)::int n from meeting_insights where meeting_id = $1', [target.meetingId])
  if ((rows[0]?.n ?? 0) === 0) {
    const started = performance.now()
    await processCall({ db, config }, { companyId: target.companyId, meetingId: target.meetingId })
    console.log(`  (analysed the call first: ${ms(performance.now() - started)})`)
  }
  const tokens = createSessionTokens('bench-secret-0123456789abcdefghijklmnopqrstuvwxyz', 3600)
  const app = await buildApp({ config, db, tokens, secrets: { jwtSecret: 'x'.repeat(40), encryptionKey: Buffer.alloc(32, 7).toString('base64') } })
  await app.ready()
  try {
    const headers = { authorization: `Bearer ${await tokens.sign({ userId: target.viewerId, companyId: target.companyId })}` }
    const page = async () => {
      const a = await app.inject({ method: 'POST', url: `/api/reports/call-details?id=${target.meetingId}`, headers, payload: { role: 'company_admin' } })
      const b = await app.inject({ method: 'GET', url: `/api/users/salesInsigtsOfMeeting?id=${target.meetingId}`, headers })
      if (a.statusCode !== 200 || b.statusCode !== 200) throw new Error(`HTTP ${a.statusCode}/${b.statusCode}: ${a.body.slice(0, 200)} ${b.body.slice(0, 200)}`)
      return {
        details: a.rawPayload.length,
        insights: b.rawPayload.length,
        lines: a.json().data.data[0]?.transcript.length ?? 0,
        items: b.json().data.insights.length,
      }
    }
    for (let i = 0; i < 10; i++) await page() // warm up
    const times: number[] = []
    let shape = await page()
    const cpu = process.cpuUsage()
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      shape = await page()
      times.push(performance.now() - started)
    }
    const used = process.cpuUsage(cpu)
    console.log(
      `${label}: call ${target.meetingId} (${(target.seconds / 60).toFixed(0)} min, ${shape.lines} transcript lines, ${shape.items} checklist items; ` +
        `answers ${(shape.details / 1024).toFixed(0)} KB + ${(shape.insights / 1024).toFixed(0)} KB)`,
    )
    console.log(
      `  call-details + salesInsigtsOfMeeting, ${RUNS} runs: p50 ${ms(p(times, 0.5))}, p95 ${ms(p(times, 0.95))}, max ${ms(Math.max(...times))} — budget p95 50 ms`,
    )
    // Wall time depends on what else the machine runs; the server process's own CPU per page much less so.
    console.log(`  server CPU per page ${ms((used.user + used.system) / 1000 / RUNS)}; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`)
  } finally {
    await app.close()
  }
}

async function onPglite(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-meeting-bench-'))
  const embedded = await openDatabase({ dataDir: dir })
  try {
    await migrateDatabase(embedded)
    await seedDemoIfEmpty(embedded, { seed: 42 })
    await measure('default demo on PGlite', embedded, undefined)
  } finally {
    await embedded.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

if (!values['skip-pglite']) await onPglite()

const benchUrl = process.env.BENCH_DATABASE_URL
if (benchUrl) {
  const db = await openDatabase({ databaseUrl: benchUrl, poolSize: 4 })
  try {
    // The schema the server would run: it migrates at start, so measure after the same migrations.
    await migrateDatabase(db)
    await analyseNewTables(db)
    await measure('benchmark database on PostgreSQL', db, benchUrl)
  } catch (err) {
    console.log(`benchmark database: not measured (${err instanceof Error ? err.message : String(err)})`)
  } finally {
    await db.close()
  }
} else {
  console.log('benchmark database: skipped (set BENCH_DATABASE_URL)')
}
