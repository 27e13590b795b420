// npx tsx bench/deal-activity.ts — the deal activity tab for a deal with 200 calls and 1,000 e-mails
// ≤ 100 ms. GET /api/users/dealActivityTab through the real API (app.inject: routing, auth, zod, SQL, serialisation)
// on PostgreSQL, as a company admin (every call open) and as a rep whose access is decided per call (attendee, owner,
// manager, nomination). The fixture is its own: one company whose target deal has 160 recorded calls (with
// participants and outcomes), 40 unrecorded past calls and 1,000 e-mails with bodies, among 2,000 other deals with
// 20,000 calendar events, 8,000 recordings and 50,000 e-mails, so the indexes have something to skip.
// Without BENCH_DATABASE_URL it creates the scratch database parley_bench_activity on 127.0.0.1:5432 and drops it
// afterwards (--keep leaves it for EXPLAIN); with BENCH_DATABASE_URL it adds one company there and deletes it.
// Prints figures; it asserts nothing.
import { cpus, loadavg, tmpdir } from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { openDatabase } from '../apps/server/src/db/client'
import { migrateDatabase } from '../apps/server/src/db/migrate'
import { createSessionTokens } from '../apps/server/src/platform/auth/session-token'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '150' }, keep: { type: 'boolean', default: false } } })
const RUNS = Number(values.runs)
const SCRATCH = 'postgres://postgres@127.0.0.1:5432/parley_bench_activity'
const COMPANY = 'Activity Bench Co'
const RECORDED = 160
const UNRECORDED = 40
const EMAILS = 1000

const given = process.env.BENCH_DATABASE_URL
const url = given ?? SCRATCH
const serverUrl = (u: string) => Object.assign(new URL(u), { pathname: '/postgres' }).toString()

async function onServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl(url) })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] as number
const ms = (x: number) => `${x.toFixed(1)} ms`

/** The company, its people, the target deal and the noise, in SQL. Answers the target deal's id. */
async function seed(pool: pg.Pool): Promise<{ dealId: number; companyId: number }> {
  const started = performance.now()
  const c = await pool.connect()
  try {
    await c.query('begin')
    await c.query('delete from companies where name = $1', [COMPANY])
    const id = (
      await c.query<{ id: number }>("insert into companies (name, parley_domain, crm_name) values ($1, 'activitybench', 'hubspot') returning id", [COMPANY])
    ).rows[0]?.id as number
    await c.query(`insert into company_settings (company_id, settings) values ($1, '{"domains":["activitybench.example"]}')`, [id])
    // User 1 is the company admin, users 2–5 managers, the rest reps reporting to them.
    await c.query(
      `insert into users (company_id, name, email, user_role, is_manager, status, has_completed_onboarding)
       select $1, 'Bench User ' || i, 'user' || i || '@activitybench.example',
         case when i = 1 then 'company_admin'::user_role else 'user'::user_role end, i between 2 and 5, 'active', true
       from generate_series(1, 40) i`,
      [id],
    )
    const user = async (n: number) =>
      (await c.query<{ id: number }>('select id from users where email = $1', [`user${n}@activitybench.example`])).rows[0]?.id as number
    const first = await user(1)
    await c.query(
      `insert into user_managers (company_id, user_id, manager_id)
       select $1, u.id, $2 + 1 + (u.id - $2) % 4 from users u where u.company_id = $1 and u.id > $2 + 4`,
      [id, first],
    )
    await c.query(`insert into accounts (company_id, crm_account_id, name) select $1, 'acc-' || i, 'Account ' || i from generate_series(1, 500) i`, [id])
    await c.query(
      `insert into deals (company_id, crm_deal_id, crm_name, account_id, owner_id, name, amount, created_date, stage_name, custom_fields)
       select $1, 'deal-' || i, 'hubspot', (select min(id) from accounts where company_id = $1) + i % 500, $2 + 5 + i % 35,
         'Deal ' || i, 1000 * i, now() - interval '400 days', 'Discovery', '{"sales_play":"Land"}'
       from generate_series(0, 2000) i`,
      [id, first],
    )
    const dealId = (await c.query<{ id: number }>("select id from deals where company_id = $1 and crm_deal_id = 'deal-0'", [id])).rows[0]?.id as number
    await c.query(
      `insert into deal_stage_history (company_id, deal_id, from_stage, to_stage, changed_at)
       select $1, $2, case when k = 0 then null else 'Stage ' || (k - 1) end, 'Stage ' || k, now() - ((400 - k * 60) || ' days')::interval
       from generate_series(0, 6) k`,
      [id, dealId],
    )
    // Calendar events: 200 of the target deal (the first 160 get recordings), 20,000 of other deals.
    await c.query(
      `insert into calendar_events (company_id, user_id, gce_id, title, start_at, end_at, organizer_email, attendee_emails, source, primary_deal_id, sales_stage)
       select $1, $3 + 5 + i % 35, 'ev-' || i, 'Call ' || i, now() - ((1 + i % 390) || ' days')::interval - (i % 24 || ' hours')::interval,
         now() - ((1 + i % 390) || ' days')::interval - (i % 24 || ' hours')::interval + ((15 + i % 60) || ' minutes')::interval,
         'user' || (6 + i % 35) || '@activitybench.example',
         array['user' || (6 + i % 35) || '@activitybench.example', 'buyer' || i % 97 || '@prospect.example'],
         'google_calendar', case when i < ${RECORDED + UNRECORDED} then $2 else $2 + 1 + i % 2000 end, 'Discovery'
       from generate_series(0, 20199) i`,
      [id, dealId, first],
    )
    await c.query(
      `insert into meetings (company_id, calendar_event_id, user_id, title, start_time, end_time, video_duration, processing_status)
       select e.company_id, e.id, e.user_id, e.title, e.start_at, e.end_at, extract(epoch from e.end_at - e.start_at)::int, 2
       from calendar_events e
       where e.company_id = $1 and (substring(e.gce_id from 4)::int < ${RECORDED} or (substring(e.gce_id from 4)::int >= ${RECORDED + UNRECORDED} and substring(e.gce_id from 4)::int % 5 < 2))`,
      [id],
    )
    await c.query(
      `insert into meeting_deals (company_id, meeting_id, deal_id, is_primary)
       select m.company_id, m.id, e.primary_deal_id, true from meetings m join calendar_events e on e.id = m.calendar_event_id where m.company_id = $1`,
      [id],
    )
    await c.query(
      `insert into meeting_participants (company_id, meeting_id, user_id, name, email, side)
       select m.company_id, m.id, null, 'Buyer ' || k, 'buyer' || (m.id + k) % 97 || '@prospect.example', 'prospect'
       from meetings m cross join generate_series(1, 3) k where m.company_id = $1`,
      [id],
    )
    await c.query(
      `insert into meeting_insights (company_id, meeting_id, unique_name, title, signal_type, status, score, outcome_details)
       select m.company_id, m.id, 'objections', 'Objections', 'insight', 'done', 60,
         '[{"heading":"Pricing concern"},{"heading":"Timeline risk"}]'::jsonb
       from meetings m where m.company_id = $1`,
      [id],
    )
    // E-mails: 1,000 of the target deal, 50,000 of other deals.
    await c.query(
      `insert into emails (company_id, crm_email_id, deal_id, subject, from_email, to_emails, direction, received_at, body)
       select $1, 'em-' || i, case when i < ${EMAILS} then $2 else $2 + 1 + i % 2000 end, 'Subject ' || i,
         case when i % 2 = 0 then 'user7@activitybench.example' else 'buyer' || i % 97 || '@prospect.example' end,
         array[case when i % 2 = 0 then 'buyer' || i % 97 || '@prospect.example' else 'user7@activitybench.example' end],
         case when i % 2 = 0 then 'OUTGOING_EMAIL' else 'INCOMING_EMAIL' end,
         now() - ((i % 390) || ' days')::interval - ((i * 7) % 1440 || ' minutes')::interval,
         repeat('Hello, following up on our conversation about the proposal. ', 12)
       from generate_series(0, ${EMAILS + 49_999}) i`,
      [id, dealId],
    )
    await c.query('commit')
    await c.query(
      'analyze users; analyze user_managers; analyze deals; analyze calendar_events; analyze meetings; analyze meeting_deals; analyze meeting_participants; analyze meeting_insights; analyze emails; analyze deal_stage_history',
    )
    console.log(`seeded ${COMPANY} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return { dealId, companyId: id }
  } catch (err) {
    await c.query('rollback').catch(() => {})
    throw err
  } finally {
    c.release()
  }
}

if (!given) {
  await onServer('drop database if exists parley_bench_activity with (force)')
  await onServer('create database parley_bench_activity')
}
const db = await openDatabase({ databaseUrl: url, poolSize: 4 })
try {
  await migrateDatabase(db)
  const { dealId } = await seed(db.pool)
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', PARLEY_DATA_DIR: tmpdir(), DATABASE_URL: url })
  const tokens = createSessionTokens('bench-secret-0123456789abcdefghijklmnopqrstuvwxyz', 3600)
  const app = await buildApp({ config, db, tokens, secrets: { jwtSecret: 'x'.repeat(40), encryptionKey: Buffer.alloc(32, 7).toString('base64') } })
  await app.ready()
  const headersOf = async (email: string) => {
    const who = (await db.pool.query<{ id: number; company_id: number }>('select id, company_id from users where email = $1', [email])).rows[0]
    return { authorization: `Bearer ${await tokens.sign({ userId: who?.id as number, companyId: who?.company_id as number })}` }
  }
  const viewers = [
    { label: 'company admin', headers: await headersOf('user1@activitybench.example') },
    // A manager: the calls of their reports open, the rest are listed without titles.
    { label: 'manager (per-call access)', headers: await headersOf('user2@activitybench.example') },
    { label: 'rep (per-call access)', headers: await headersOf('user9@activitybench.example') },
  ]
  const url0 = `/api/users/dealActivityTab?deal_id=${dealId}`
  const check = await app.inject({ method: 'GET', url: url0, headers: viewers[0]?.headers })
  const body = check.json() as { data: { calls: unknown[]; emails: unknown[]; totalActivity: number } }
  console.log(
    `deal ${dealId}: ${body.data.calls.length} calls, ${body.data.emails.length} e-mails, totalActivity ${body.data.totalActivity}; answer ${(check.body.length / 1024).toFixed(0)} KB`,
  )
  for (const v of viewers) {
    for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: url0, headers: v.headers }) // warm up
    const times: number[] = []
    const cpu = process.cpuUsage()
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      const res = await app.inject({ method: 'GET', url: url0, headers: v.headers })
      times.push(performance.now() - started)
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`)
    }
    const used = process.cpuUsage(cpu)
    const cpuMs = (used.user + used.system) / 1000 / RUNS
    console.log(
      `GET dealActivityTab as ${v.label.padEnd(26)} ${RUNS} runs: p50 ${ms(p(times, 0.5))}, p95 ${ms(p(times, 0.95))}, max ${ms(Math.max(...times))}, server CPU ${ms(cpuMs)} per request — budget 100 ms`,
    )
  }
  console.log(`load average ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores`)
  await app.close()
  if (given && !values.keep) await db.pool.query('delete from companies where name = $1', [COMPANY])
} finally {
  await db.close()
  if (!given && !values.keep) await onServer('drop database if exists parley_bench_activity with (force)')
}
