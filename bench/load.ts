// npx tsx bench/load.ts — concurrent users against real server processes (autocannon over HTTP):
//  (a) one web process on PostgreSQL (BENCH_DATABASE_URL, the benchmark database);
//  (b) two web processes with WORKERS=off plus one `npm run worker`, on the same database, requests spread over both;
//  (c) the embedded PGlite default (the default demo, seeded into a scratch data directory first).
// Each client cycles through six requests — the recordings list with filters, a ranked transcript search, a call page
// (two requests, as the page makes them), a report page and a chart — every request signed as the next user of a mix
// of the largest company's admins and reps (real session tokens, signed with the deployment's JWT_SECRET). Prints req/s, p50/p95/p99 and errors per endpoint.
// Goal on PostgreSQL: 0 errors and p99 ≤ 250 ms at 200 connections; on PGlite, the concurrency at which p95 passes
// 200 ms (the PGlite ladder). Secrets are shared through the environment, as every process of a deployment needs them.
//
//   --duration 30            seconds per run          --connections 50,200   concurrencies for PostgreSQL
//   --pglite-ladder 1,2,5,10,20,50,200                 --only pg,pg2,pglite   deployments to run
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { openDatabase } from '../apps/server/src/db/client'
import { migrateDatabase } from '../apps/server/src/db/migrate'
import { seedDemoIfEmpty } from '../apps/server/src/demo/seed'
import { createSessionTokens } from '../apps/server/src/platform/auth/session-token'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '50,200' },
    'pglite-ladder': { type: 'string', default: '1,2,5,10,20,50,200' },
    only: { type: 'string', default: 'pg,pg2,pglite' },
  },
})
const DURATION = Number(values.duration)
const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
const DEPLOYMENTS = new Set(list(values.only))
const BENCH_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/parley_bench'
const SECRETS = { JWT_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('base64') }
const ROOT = path.resolve(import.meta.dirname, '..')

interface Target {
  /** Users of the largest company: id, company, session version, role. */
  users: { id: number; companyId: number; sessionVersion: number; role: string }[]
  /** Per user (same index), recorded calls that user may open: any of the company's for an admin, their own for a rep. */
  calls: number[][]
  phrases: string[]
}

type Endpoint = { name: string; method: 'GET' | 'POST'; path: (i: number) => string; body?: (i: number) => unknown }

function endpoints(t: Target): Endpoint[] {
  // Request n is signed as user n % users (mixed() picks the token the same way).
  const call = (n: number) => {
    const own = t.calls[n % t.users.length]
    return own[Math.floor(n / t.users.length) % own.length]
  }
  return [
    {
      name: 'recordings list, filtered',
      method: 'POST',
      path: () => '/api/reports/activity-dashboard?take=10&skip=0',
      body: (i) => [{ only_recorded_calls: true, datePreset: '3_months' }, { datePreset: '6_months', exclude: { duration: true } }, { title: 'demo' }][i % 3],
    },
    {
      name: 'transcript search',
      method: 'POST',
      path: () => '/api/reports/activity-dashboard?take=10&skip=0',
      body: (i) => ({ transcript: `"${t.phrases[i % t.phrases.length]}"` }),
    },
    {
      name: 'call page: details',
      method: 'POST',
      path: (i) => `/api/reports/call-details?id=${call(i)}`,
      body: (n) => ({ role: t.users[n % t.users.length].role }),
    },
    { name: 'call page: insights', method: 'GET', path: (i) => `/api/users/salesInsigtsOfMeeting?id=${call(i)}` },
    { name: 'report page (Call Details)', method: 'POST', path: () => '/api/reports/call-details-report', body: () => ({ take: 25, skip: 0 }) },
    { name: 'chart (calls per period)', method: 'POST', path: () => '/api/reports/meetings-charts', body: () => ({}) },
  ]
}

async function targetOf(query: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>): Promise<Target> {
  const [largest] = await query('select company_id from meetings group by 1 order by count(*) desc limit 1')
  const companyId = Number(largest.company_id)
  const users = await query(
    `(select id, company_id, session_version, user_role from users where company_id = $1 and user_role = 'company_admin' and deleted_at is null order by id limit 4)
     union all
     (select u.id, u.company_id, u.session_version, u.user_role from users u where u.company_id = $1 and u.user_role = 'user' and u.deleted_at is null
        and exists (select 1 from meetings m where m.user_id = u.id) order by u.id limit 16)`,
    [companyId],
  )
  const callsOf = async (u: Record<string, unknown>) =>
    (
      await query(
        `select m.id from meetings m where m.company_id = $1 and m.deleted_at is null and ($2::int is null or m.user_id = $2)
           and exists (select 1 from transcript_segments s where s.meeting_id = m.id) order by m.id desc limit 50`,
        [companyId, u.user_role === 'company_admin' ? null : Number(u.id)],
      )
    ).map((c) => Number(c.id))
  const calls: number[][] = []
  for (const u of users) calls.push(await callsOf(u))
  return {
    users: users.map((u) => ({ id: Number(u.id), companyId: Number(u.company_id), sessionVersion: Number(u.session_version), role: String(u.user_role) })),
    calls,
    phrases: ['next steps', 'pricing', 'budget', 'timeline'],
  }
}

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, ...SECRETS, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return child
}

async function stop(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null) return resolve()
          c.once('exit', () => resolve())
          c.kill('SIGTERM')
          setTimeout(() => c.kill('SIGKILL'), 10_000).unref()
        }),
    ),
  )
}

async function waitReady(port: number, token: string): Promise<void> {
  const until = Date.now() + 300_000
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/profile`, { headers: { authorization: `Bearer ${token}` } })
      if (res.status === 200) return
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the server on port ${port} did not come up`)
    await new Promise((r) => setTimeout(r, 500))
  }
}

/** An endpoint that never answered within the run counts as slower than any figure. */
const pct = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : Number.POSITIVE_INFINITY)

interface Figures {
  name: string
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
}

/**
 * `connections` clients spread over the processes for `duration` seconds; each client cycles through the endpoints in
 * order (one request in flight), each request signed as the next user. A client's k-th answer is its k-th request's,
 * which attributes every latency to its endpoint. Errors: non-2xx answers, failures and timeouts.
 */
async function mixed(ports: number[], t: Target, tokens: string[], connections: number, duration: number): Promise<Figures[]> {
  const eps = endpoints(t)
  const times = eps.map(() => [] as number[])
  const errors = eps.map(() => 0)
  let signed = 0
  let failures = 0
  const runs = ports.map((port, k) => {
    const share = Math.floor(connections / ports.length) + (k < connections % ports.length ? 1 : 0)
    if (share === 0) return Promise.resolve()
    const answered = new Map<unknown, number>()
    let finish: (r: autocannon.Result) => void = () => {}
    let fail: (err: unknown) => void = () => {}
    const done = new Promise<autocannon.Result>((resolve, reject) => {
      finish = resolve
      fail = reject
    })
    const options: autocannon.Options = {
      url: `http://127.0.0.1:${port}`,
      connections: share,
      duration,
      timeout: 30,
      requests: eps.map((ep) => ({
        setupRequest: (req: autocannon.Request) => {
          const n = signed++
          return {
            ...req,
            method: ep.method,
            path: ep.path(n),
            headers: { authorization: `Bearer ${tokens[n % tokens.length]}`, ...(ep.body ? { 'content-type': 'application/json' } : {}) },
            ...(ep.body ? { body: JSON.stringify(ep.body(n)) } : {}),
          }
        },
      })),
    }
    const instance = autocannon(options, (err, result) => (err ? fail(err) : finish(result)))
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      const n = answered.get(client) ?? 0
      answered.set(client, n + 1)
      times[n % eps.length].push(responseTime)
      if (statusCode < 200 || statusCode >= 300) errors[n % eps.length]++
    })
    return done.then((r) => {
      failures += r.errors + r.timeouts
    })
  })
  await Promise.all(runs)
  if (failures > 0) console.log(`  (${failures} requests failed or timed out after 30 s)`)
  return eps.map((ep, k) => {
    const sorted = times[k].sort((a, b) => a - b)
    return {
      name: ep.name,
      requests: sorted.length,
      rps: sorted.length / duration,
      p50: pct(sorted, 0.5),
      p95: pct(sorted, 0.95),
      p99: pct(sorted, 0.99),
      errors: errors[k],
    }
  })
}

function print(label: string, connections: number, figures: Figures[]): void {
  const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(0).padStart(5)} ms` : '    — ms')
  console.log(`${label}, ${connections} connections, ${DURATION} s:`)
  for (const f of figures) {
    console.log(`  ${f.name.padEnd(28)} ${f.rps.toFixed(1).padStart(7)} req/s  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  errors ${f.errors}`)
  }
  const all = figures.reduce((a, f) => a + f.rps, 0)
  const worst = Math.max(...figures.map((f) => f.p99))
  console.log(`  ${'all'.padEnd(28)} ${all.toFixed(1).padStart(7)} req/s  worst p99 ${ms(worst)}  errors ${figures.reduce((a, f) => a + f.errors, 0)}`)
}

async function signTokens(t: Target): Promise<string[]> {
  const tokens = createSessionTokens(SECRETS.JWT_SECRET, 3600 * 4)
  return Promise.all(t.users.map((u) => tokens.sign({ userId: u.id, companyId: u.companyId, sessionVersion: u.sessionVersion })))
}

async function onPostgres(processes: 1 | 2): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_URL })
  await client.connect()
  const target = await targetOf(async (sql, params) => (await client.query(sql, params)).rows)
  await client.end()
  const tokens = await signTokens(target)
  const ports = processes === 1 ? [3411] : [3412, 3413]
  const env = { DATABASE_URL: BENCH_URL, PARLEY_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'parley-load-')) }
  const children = ports.map((port) => start('apps/server/src/main.ts', { ...env, PORT: String(port), ...(processes === 2 ? { WORKERS: 'off' } : {}) }))
  if (processes === 2) children.push(start('apps/server/src/worker.ts', env))
  try {
    for (const port of ports) await waitReady(port, tokens[0])
    const label = processes === 1 ? 'PostgreSQL, one web process' : 'PostgreSQL, two web processes (WORKERS=off) + one worker'
    await mixed(ports, target, tokens, 10, Math.min(5, DURATION)) // warm-up: plans, caches, connections
    for (const c of list(values.connections).map(Number)) print(label, c, await mixed(ports, target, tokens, c, DURATION))
  } finally {
    await stop(children)
    rmSync(env.PARLEY_DATA_DIR, { recursive: true, force: true })
  }
}

async function onPglite(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-load-pglite-'))
  const db = await openDatabase({ dataDir })
  await migrateDatabase(db)
  await seedDemoIfEmpty(db, { seed: 42 })
  const target = await targetOf(async (sql, params) => (await db.pool.query(sql, params)).rows)
  await db.close()
  const tokens = await signTokens(target)
  const port = 3414
  const child = start('apps/server/src/main.ts', { PARLEY_DATA_DIR: dataDir, PORT: String(port), DEMO: '1' })
  try {
    await waitReady(port, tokens[0])
    await mixed([port], target, tokens, 2, Math.min(5, DURATION))
    let passed: number | null = null
    for (const c of list(values['pglite-ladder']).map(Number)) {
      const figures = await mixed([port], target, tokens, c, DURATION)
      print('PGlite (embedded, default demo)', c, figures)
      const pages = figures.filter((f) => f.name !== 'transcript search')
      if (passed === null && Math.max(...pages.map((f) => f.p95)) > 200) passed = c
    }
    console.log(passed === null ? 'PGlite: page p95 stayed within 200 ms on the whole ladder' : `PGlite: page p95 passes 200 ms at ${passed} concurrent users`)
  } finally {
    await stop([child])
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (DEPLOYMENTS.has('pg')) await onPostgres(1)
if (DEPLOYMENTS.has('pg2')) await onPostgres(2)
if (DEPLOYMENTS.has('pglite')) await onPglite()
