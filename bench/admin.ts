// npx tsx bench/admin.ts — the admin table on a company of 10,000 users, through the real API
// (app.inject: routing, auth, zod, SQL, serialisation) on PostgreSQL:
//  * a filtered, sorted page p95 ≤ 50 ms;  * the distinct options p95 ≤ 100 ms;  * an export of 10,000 rows ≤ 3 s.
// Without BENCH_DATABASE_URL it creates the scratch database parley_admin_bench on the local PostgreSQL and drops
// it afterwards (--keep leaves it for EXPLAIN); with BENCH_DATABASE_URL it adds one company there and deletes it
// afterwards.
// Prints figures; it asserts nothing.
import { tmpdir } from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import type { TAdminUsersRequest } from '@parley/shared/schemas/admin'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { openDatabase } from '../apps/server/src/db/client'
import { migrateDatabase } from '../apps/server/src/db/migrate'
import { createSessionTokens } from '../apps/server/src/platform/auth/session-token'

const { values } = parseArgs({
  options: { users: { type: 'string', default: '10000' }, runs: { type: 'string', default: '200' }, keep: { type: 'boolean', default: false } },
})
const USERS = Number(values.users)
const RUNS = Number(values.runs)
const SCRATCH = 'postgres://postgres@127.0.0.1:5432/parley_admin_bench'
const COMPANY = 'Admin Bench Co'

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

/** One company of USERS people with managers, nominations, calendars and 20 calendar events each, in SQL. */
async function seed(pool: pg.Pool): Promise<{ companyId: number; adminEmail: string }> {
  const started = performance.now()
  const c = await pool.connect()
  try {
    await c.query('begin')
    await c.query('delete from companies where name = $1', [COMPANY])
    const company = (await c.query<{ id: number }>("insert into companies (name, parley_domain) values ($1, 'adminbench') returning id", [COMPANY])).rows[0]
    const id = company?.id as number
    await c.query(
      `insert into company_settings (company_id, settings) values ($1, '{"domains":["benchco.example"],"regionFilter":true,"viewOnlyNominations":true}')`,
      [id],
    )
    await c.query(
      `insert into licenses (company_id, title, kind) values ($1, 'User', 'user'), ($1, 'Manager', 'manager'), ($1, 'Admin', 'admin'),
        ($1, 'View Only – All Company Calls', 'view_only_all_calls'), ($1, 'View Only – Only Participated Calls', 'view_only_participated_calls')`,
      [id],
    )
    // User 1 is the company admin; every 12th is a manager; one in 11 is deactivated.
    await c.query(
      `insert into users (company_id, name, email, function, department, location, platform, user_role, is_manager, status, onboarding_date,
         license_expiry_date, has_completed_onboarding, created_at)
       select $1,
         (array['Ada','Ben','Cleo','Dev','Eva','Finn','Gia','Hugo','Ivy','Jon','Kai','Lea','Max','Nia','Otto','Pia'])[1 + i % 16] || ' ' ||
         (array['Smith','Jones','Khan','Lopez','Ng','Rossi','Berg','Silva','Kim','Novak','Okafor','Meyer','Dubois'])[1 + (i / 16) % 13] || ' ' || i,
         'user' || i || '@benchco.example',
         (array['AE','BDR','CSM','Sales','Marketing'])[1 + i % 5],
         (array['Sales','Sales Development','Customer Success','Marketing','Revenue Operations','Partnerships'])[1 + (i / 7) % 6],
         (array['Americas','EMEA','APAC','LATAM'])[1 + (i / 3) % 4],
         'Google Workspace',
         case when i = 1 then 'company_admin'::user_role else 'user'::user_role end,
         i % 12 = 0,
         case when i % 11 = 5 then 'cancelled' else 'active' end,
         current_date - (i % 730),
         current_date + 200 - (i % 400),
         i % 17 <> 3,
         now() - interval '800 days'
       from generate_series(1, $2::int) i`,
      [id, USERS],
    )
    const first = (await c.query<{ id: number }>('select min(id)::int id from users where company_id = $1', [id])).rows[0]?.id as number
    await c.query('update users set nominated_by = $2 where company_id = $1 and id <> $2', [id, first])
    await c.query(
      `insert into user_licenses (company_id, user_id, license_id, onboarded_status, nominated_by)
       select u.company_id, u.id, l.id, u.has_completed_onboarding, $2 from users u join licenses l on l.company_id = u.company_id
       where u.company_id = $1 and (l.kind = 'user' or (l.kind = 'manager' and u.is_manager) or (l.kind = 'admin' and u.id = $2))`,
      [id, first],
    )
    await c.query(
      `insert into user_managers (company_id, user_id, manager_id)
       select $1, u.id, m.id from users u
       join lateral (select id from users m where m.company_id = $1 and m.is_manager and m.id <> u.id order by abs(m.id - u.id) limit 1) m on true
       where u.company_id = $1 and u.id <> $2`,
      [id, first],
    )
    await c.query(
      `insert into calendar_connections (company_id, user_id, provider, account_email, status, sync_pending, last_synced_at)
       select company_id, id, 'google', email, case when id % 23 = 0 then 'disconnected'::connection_status else 'connected'::connection_status end, false, now()
       from users where company_id = $1 and status = 'active' and id % 5 <> 0`,
      [id],
    )
    await c.query(
      `insert into calendar_events (company_id, user_id, gce_id, title, start_at, end_at, organizer_email, is_internal, source, status)
       select u.company_id, u.id, 'bench-' || u.id || '-' || k, 'Call ' || k,
         now() - (k * 9 || ' days')::interval, now() - (k * 9 || ' days')::interval + interval '30 minutes',
         case when k % 4 = 0 then u.email when k % 4 = 1 then 'colleague@benchco.example' else 'buyer' || k || '@prospect' || (u.id % 50) || '.example' end,
         k % 3 = 0, 'google_calendar', case when k = 7 then 'cancelled' else 'confirmed' end
       from users u cross join generate_series(-2, 17) k where u.company_id = $1`,
      [id],
    )
    await c.query('commit')
    await c.query('analyze users; analyze user_licenses; analyze user_managers; analyze calendar_events; analyze calendar_connections')
    const adminEmail = (await c.query<{ email: string }>('select email from users where id = $1', [first])).rows[0]?.email as string
    const counts = (
      await c.query<{ users: number; events: number }>(
        'select (select count(*)::int from users where company_id = $1) users, (select count(*)::int from calendar_events where company_id = $1) events',
        [id],
      )
    ).rows[0]
    console.log(
      `seeded ${COMPANY}: ${counts?.users.toLocaleString('en-US')} users, ${counts?.events.toLocaleString('en-US')} calendar events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    return { companyId: id, adminEmail }
  } catch (err) {
    await c.query('rollback').catch(() => {})
    throw err
  } finally {
    c.release()
  }
}

if (!given) {
  await onServer('drop database if exists parley_admin_bench with (force)')
  await onServer('create database parley_admin_bench')
}
const db = await openDatabase({ databaseUrl: url, poolSize: 4 })
try {
  await migrateDatabase(db)
  const { adminEmail } = await seed(db.pool)
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', PARLEY_DATA_DIR: tmpdir(), DATABASE_URL: url })
  const tokens = createSessionTokens('bench-secret-0123456789abcdefghijklmnopqrstuvwxyz', 3600)
  const app = await buildApp({ config, db, tokens, secrets: { jwtSecret: 'x'.repeat(40), encryptionKey: Buffer.alloc(32, 7).toString('base64') } })
  await app.ready()
  const who = (await db.pool.query<{ id: number; company_id: number }>('select id, company_id from users where email = $1', [adminEmail])).rows[0]
  const headers = { authorization: `Bearer ${await tokens.sign({ userId: who?.id as number, companyId: who?.company_id as number })}` }
  const managers = (
    await db.pool.query<{ id: number }>('select id from users where company_id = $1 and is_manager order by id limit 3', [who?.company_id])
  ).rows.map((r) => r.id)

  const pages: TAdminUsersRequest[] = [
    { sort: { column: 'name', direction: 'asc' } },
    { filters: { functions: ['AE'] }, sort: { column: 'name', direction: 'asc' }, skip: 200 },
    { filters: { user_status: ['active'], departments: ['Sales', 'Customer Success'] }, sort: { column: 'onboarding_date', direction: 'desc' }, skip: 40 },
    { filters: { onboarding_date: 'last_6_months', locations: ['EMEA'] }, sort: { column: 'email', direction: 'asc' } },
    { filters: { nominations: ['Manager'] }, sort: { column: 'nominated_by', direction: 'asc' } },
    { filters: { managers }, sort: { column: 'department', direction: 'desc' } },
    { filters: { functions: ['BDR', 'CSM'] }, sort: { column: 'external_meeting_external_host', direction: 'desc' } },
    { filters: { user_status: ['active'] }, sort: { column: 'internal_meeting', direction: 'desc' }, skip: 4000 },
  ]
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, headers, payload: payload as object })

  async function time(run: () => Promise<{ statusCode: number; body: string }>, n: number): Promise<number[]> {
    const times: number[] = []
    for (let i = 0; i < n; i++) {
      const started = performance.now()
      const res = await run()
      times.push(performance.now() - started)
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`)
    }
    return times
  }

  for (const body of pages) await post('/api/users/admin_panel_user_data', body) // warm up
  const perScenario = await Promise.all(pages.map(() => [] as number[]))
  const all: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const k = i % pages.length
    const [t] = await time(() => post('/api/users/admin_panel_user_data', pages[k]), 1)
    perScenario[k]?.push(t as number)
    all.push(t as number)
  }
  console.log(
    `\nfiltered, sorted page of 20 (${RUNS} requests over ${pages.length} filter/sort mixes): p50 ${ms(p(all, 0.5))}, p95 ${ms(p(all, 0.95))} — budget 50 ms`,
  )
  pages.forEach((body, k) => {
    const xs = perScenario[k] ?? []
    console.log(
      `  ${JSON.stringify(body.filters ?? {})
        .slice(0, 70)
        .padEnd(70)} sort ${body.sort?.column} ${body.sort?.direction}: p95 ${ms(p(xs, 0.95))}`,
    )
  })

  // The one slow case, paid by a request only when the 15-minute job has not run for 20 minutes.
  const stale: number[] = []
  for (let i = 0; i < 3; i++) {
    await db.pool.query("update user_meeting_counts set refreshed_at = refreshed_at - interval '1 hour'")
    stale.push(...(await time(() => post('/api/users/admin_panel_user_data', pages[0]), 1)))
  }
  console.log(`  a page that first recomputes stale meeting counts (${USERS.toLocaleString('en-US')} users' events): median ${ms(p(stale, 0.5))}`)

  const distinct = await time(() => post('/api/users/admin_panel_user_data?distinct=true', {}), 50)
  console.log(
    `distinct options (${USERS.toLocaleString('en-US')} users in the lists): p50 ${ms(p(distinct, 0.5))}, p95 ${ms(p(distinct, 0.95))} — budget 100 ms`,
  )

  for (const format of ['xlsx', 'csv'] as const) {
    const runs: number[] = []
    let bytes = 0
    for (let i = 0; i < 3; i++) {
      const started = performance.now()
      const res = await post(`/api/users/admin_panel_user_data/export?format=${format}`, { filters: {}, sort: { column: 'name', direction: 'asc' } })
      runs.push(performance.now() - started)
      bytes = res.rawPayload.length
      if (res.statusCode !== 200) throw new Error(`export HTTP ${res.statusCode}`)
    }
    console.log(
      `export of ${USERS.toLocaleString('en-US')} rows as .${format}: median ${(p(runs, 0.5) / 1000).toFixed(2)} s, worst ${(Math.max(...runs) / 1000).toFixed(2)} s (${(bytes / 1e6).toFixed(1)} MB) — budget 3 s`,
    )
  }
  await app.close()
} finally {
  if (given) await db.pool.query('delete from companies where name = $1', [COMPANY]).catch(() => {})
  await db.close()
  if (!given && !values.keep) await onServer('drop database if exists parley_admin_bench with (force)')
}
