import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type Database } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { refreshSelection } from '../src/modules/reports/call-facts.service'
import { withDatabase } from './global-setup'
import { TEST_NOW } from './constants'
import { buildTestApp, type TestApp } from './test-app'

// The scale-out parts on real processes: a primary cluster of its own (the seeded template's rows copied in), a
// streaming replica made from it with pg_basebackup, and PgBouncer in transaction pooling mode in front of the primary.
// PostgreSQL mode only (TEST_DATABASE_URL), and only where the PostgreSQL 15 binaries and pgbouncer are installed.

const BIN = '/usr/lib/postgresql/15/bin'
const PGBOUNCER = '/usr/sbin/pgbouncer'
const externalUrl = process.env.TEST_DATABASE_URL
const available = Boolean(externalUrl) && existsSync(path.join(BIN, 'pg_basebackup')) && existsSync(PGBOUNCER)
const asRoot = process.getuid?.() === 0

const ADMIN = 'avery.admin@northwind.example'
const NORTHWIND = 'Northwind Analytics'

/**
 * Runs a server binary as the postgres user when the tests run as root (PostgreSQL and PgBouncer refuse root). Its
 * output is not captured: a server that pg_ctl starts would hold the pipe open.
 */
function run(bin: string, args: string[]): void {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  execFileSync(file, argv, { stdio: 'ignore', timeout: 120_000 })
}

function spawnServer(bin: string, args: string[]): ChildProcess {
  return asRoot ? spawn('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'ignore' }) : spawn(bin, args, { stdio: 'ignore' })
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms
  for (;;) {
    if (await check().catch(() => false)) return
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text, params)).rows
  } finally {
    await client.end()
  }
}

const dir = available ? mkdtempSync(path.join(tmpdir(), 'parley-scale-')) : ''
const started: { pgData: string }[] = []
let bouncer: ChildProcess | undefined
let primaryUrl = ''
let replicaUrl = ''
let bouncerUrl = ''

/** initdb + start on a free port; trust auth for local connections and replication (initdb's --auth=trust). */
async function startCluster(pgData: string, port: number): Promise<void> {
  run(path.join(BIN, 'pg_ctl'), ['-D', pgData, '-l', `${pgData}.log`, '-w', '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`, 'start'])
  started.push({ pgData })
}

beforeAll(async () => {
  if (!available || !externalUrl) return
  if (asRoot)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })))
  const [primaryPort, replicaPort, bouncerPort] = [await freePort(), await freePort(), await freePort()]
  const primaryData = path.join(dir, 'primary')
  run(path.join(BIN, 'initdb'), ['-D', primaryData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'])
  await startCluster(primaryData, primaryPort)
  primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/parley`
  await query(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`, 'create database parley')

  // The primary: migrated, then the seeded template's rows (copied as data, with their triggers off).
  const setup = await openDatabase({ databaseUrl: primaryUrl, poolSize: 1 })
  await migrateDatabase(setup)
  await setup.close()
  const template = withDatabase(externalUrl, inject('templateDatabase'))
  const data = execFileSync('pg_dump', ['--data-only', '--disable-triggers', '-n', 'public', template], {
    maxBuffer: 1 << 30,
    // Its warnings about circular foreign keys are answered by --disable-triggers.
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', primaryUrl], { input: data, stdio: ['pipe', 'ignore', 'inherit'] })

  // The replica: a base backup streaming from the primary (-R writes standby.signal and primary_conninfo; -c fast
  // checkpoints at once instead of waiting out a spread checkpoint).
  const replicaData = path.join(dir, 'replica')
  run(path.join(BIN, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaData, '-R', '-X', 'stream', '-c', 'fast'])
  await startCluster(replicaData, replicaPort)
  replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/parley`
  await waitFor(async () => (await query<{ r: boolean }>(replicaUrl, 'select pg_is_in_recovery() as r'))[0].r, 'the replica')

  // PgBouncer in transaction pooling mode, with fewer server connections than the app's pool holds, so consecutive
  // transactions of one app connection land on different server connections.
  const ini = path.join(dir, 'pgbouncer.ini')
  writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n')
  writeFileSync(
    ini,
    [
      '[databases]',
      `parley = host=127.0.0.1 port=${primaryPort} dbname=parley`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${bouncerPort}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 3',
      'max_client_conn = 100',
      'ignore_startup_parameters = extra_float_digits',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  )
  if (asRoot) for (const f of [ini, path.join(dir, 'userlist.txt')]) execFileSync('chown', ['postgres:postgres', f])
  bouncer = spawnServer(PGBOUNCER, [ini])
  bouncerUrl = `postgres://postgres@127.0.0.1:${bouncerPort}/parley`
  await waitFor(async () => (await query(bouncerUrl, 'select 1')).length === 1, 'pgbouncer')
}, 240_000)

afterAll(async () => {
  bouncer?.kill('SIGTERM')
  for (const { pgData } of started.reverse()) {
    try {
      run(path.join(BIN, 'pg_ctl'), ['-D', pgData, '-m', 'immediate', 'stop'])
    } catch {
      // already stopped
    }
  }
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function reportTotal(t: TestApp, email = ADMIN): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/reports/call-details-report', headers: await t.as(email), payload: { take: 10, skip: 0 } })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.total
}

describe.skipIf(!available)('reports on a streaming replica', () => {
  let t: TestApp
  beforeAll(async () => {
    const db: Database = await openDatabase({ databaseUrl: primaryUrl, replicaUrl, poolSize: 4 })
    t = await buildTestApp({}, db)
  })
  afterAll(async () => t?.close())

  it('reads a report from the replica while the write is on the primary and visible to the writer at once', async () => {
    const before = await reportTotal(t)
    expect(before).toBeGreaterThan(0)
    await query(replicaUrl, 'select pg_wal_replay_pause()')
    try {
      // The writer removes one of the report's calls (last month's, Northwind) on the primary.
      const { rows } = await t.db.pool.query<{ id: number }>(
        `update calendar_events set deleted_at = now() where id = (
           select e.id from calendar_events e join companies c on c.id = e.company_id
           where c.name = $1 and e.deleted_at is null and e.status <> 'cancelled'
             and e.start_at between $2::timestamptz - interval '20 days' and $2::timestamptz
           order by e.id limit 1) returning id`,
        [NORTHWIND, TEST_NOW],
      )
      expect(rows).toHaveLength(1)
      // The summary the report reads, rewritten for that call as the five-minute job does.
      const companyId = (await t.db.pool.query<{ id: number }>('select id from companies where name = $1', [NORTHWIND])).rows[0].id
      await refreshSelection({ db: t.db }, companyId, { eventIds: [rows[0].id], meetingIds: [] })
      // The writer reads its write back at once: the primary answers it.
      const { rows: seen } = await t.db.pool.query<{ deleted: boolean }>('select deleted_at is not null as deleted from calendar_events where id = $1', [
        rows[0].id,
      ])
      expect(seen[0].deleted).toBe(true)
      // Replay is paused: the report still counts the call, so the replica answered it.
      expect(await reportTotal(t)).toBe(before)
    } finally {
      await query(replicaUrl, 'select pg_wal_replay_resume()')
    }
    const lsn = (await t.db.pool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0].lsn
    await waitFor(
      async () => (await query<{ caught: boolean }>(replicaUrl, 'select pg_last_wal_replay_lsn() >= $1::pg_lsn as caught', [lsn]))[0].caught,
      'replay',
    )
    expect(await reportTotal(t)).toBe(before - 1)
  }, 120_000)

  it('refuses writes on the replica connection, so none can be routed there', async () => {
    const refused = await t.db
      .withTenantRead(1, async (tx) => tx.execute('update companies set name = name'))
      .then(
        () => null,
        (err: unknown) => String((err as { cause?: unknown }).cause ?? err),
      )
    expect(refused).toMatch(/read-only transaction/)
  })
})

describe.skipIf(!available)('behind PgBouncer in transaction pooling mode', () => {
  let t: TestApp
  beforeAll(async () => {
    const db = await openDatabase({ databaseUrl: bouncerUrl, transactionPooling: true, poolSize: 10 })
    t = await buildTestApp({}, db)
  })
  afterAll(async () => t?.close())

  it('serves concurrent call pages and reports of two companies, each seeing only its own rows', async () => {
    const { rows: admins } = await t.db.pool.query<{ email: string }>(
      `select email from users where user_role = 'company_admin' and company_id <> (select company_id from users where lower(email) = lower($1))
       order by id limit 1`,
      [ADMIN],
    )
    const OTHER_ADMIN = admins[0].email
    const { rows: calls } = await t.db.pool.query<{ id: number; company_id: number }>(
      `select m.id, m.company_id from meetings m where m.deleted_at is null and m.company_id in (
         select company_id from users where lower(email) in (lower($1), lower($2)))
       and exists (select 1 from transcript_segments s where s.meeting_id = m.id) order by m.id limit 40`,
      [ADMIN, OTHER_ADMIN],
    )
    const companyOf = new Map(
      (await t.db.pool.query<{ email: string; company_id: number }>('select lower(email) as email, company_id from users')).rows.map((r) => [
        r.email,
        r.company_id,
      ]),
    )
    const expected = new Map<string, number>()
    for (const email of [ADMIN, OTHER_ADMIN]) expected.set(email, await reportTotal(t, email))
    expect(expected.get(ADMIN)).not.toBe(expected.get(OTHER_ADMIN))
    // Three rounds of 40 concurrent requests over 3 server connections: a statement left on one server connection by
    // an earlier transaction (a named prepared statement, a session setting) would be missing or leak on another.
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(
        calls.flatMap((call) => {
          const email = companyOf.get(ADMIN.toLowerCase()) === call.company_id ? ADMIN : OTHER_ADMIN
          const other = email === ADMIN ? OTHER_ADMIN : ADMIN
          return [
            (async () => {
              const res = await t.app.inject({ method: 'GET', url: `/api/users/salesInsigtsOfMeeting?id=${call.id}`, headers: await t.as(email) })
              return { ok: res.statusCode === 200, body: res.body }
            })(),
            (async () => {
              // The other company's admin is refused the call: the tenant setting of each transaction holds.
              const res = await t.app.inject({ method: 'GET', url: `/api/users/salesInsigtsOfMeeting?id=${call.id}`, headers: await t.as(other) })
              return { ok: res.statusCode === 403 || res.statusCode === 404, body: res.body }
            })(),
            (async () => ({ ok: (await reportTotal(t, email)) === expected.get(email), body: email }))(),
          ]
        }),
      )
      expect(results.filter((r) => !r.ok).map((r) => r.body.slice(0, 200))).toEqual([])
    }
  }, 180_000)

  it('needs DATABASE_POOLING=transaction: the startup option of a direct connection is refused by the pooler', async () => {
    await expect(openDatabase({ databaseUrl: bouncerUrl, poolSize: 1 })).rejects.toThrow(/unsupported startup parameter: options/)
  })

  it('keeps set_config(…, true) and jit off inside the transaction only', async () => {
    const inside = await t.db.withTenant(
      1,
      async (tx) => (await tx.execute("select current_setting('app.company_id') as c, current_setting('jit') as jit")).rows[0],
    )
    expect(inside).toEqual({ c: '1', jit: 'off' })
    const outside = (await t.db.pool.query<{ c: string | null }>("select current_setting('app.company_id', true) as c")).rows[0]
    expect(outside.c ?? '').toBe('')
  })
})
