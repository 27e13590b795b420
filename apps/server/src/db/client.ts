import path from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema/index'
import { StartupError, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded'
import { allowNamedStatements } from './prepared'
import type { Db } from './transaction'

export type { Db } from './transaction'
export const APP_ROLE = 'parley_app'
/** The audited cross-company path's role: as restricted as APP_ROLE, but its policy shows every company. */
export const ALL_COMPANIES_ROLE = 'parley_app_all'

export interface Database {
  kind: 'embedded' | 'external'
  pool: pg.Pool
  /**
   * Drizzle as the connection's own role, outside tenant isolation: migrations, seeding, sign-in look-ups by
   * e-mail and the audited super-admin paths only.
   */
  system: Db
  /** Runs `fn` in one transaction as the non-superuser app role with `app.company_id` set: RLS is the second wall. */
  withTenant<T>(companyId: number, fn: (tx: Db) => Promise<T>): Promise<T>
  /**
   * A read-only tenant transaction on the streaming replica when DATABASE_REPLICA_URL is set (reports and exports),
   * else on the primary like withTenant. It may lag the primary by a moment: never for a read that must see the
   * request's own write.
   */
  withTenantRead<T>(companyId: number, fn: (tx: Db) => Promise<T>): Promise<T>
  /** Super-admin reads across companies; callers must write an audit row. */
  withAllCompanies<T>(fn: (tx: Db) => Promise<T>): Promise<T>
  /** Embedded only: a gzipped copy of the database (see EmbeddedPostgres.dump). */
  dump?: () => Promise<Blob>
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  databaseUrl?: string
  /** Embedded mode: where PGlite keeps its files; undefined keeps it in memory. */
  dataDir?: string
  socketDir?: string
  /** Embedded only: start from a dump instead of an empty database. */
  loadDataDir?: Blob
  poolSize?: number
  /** Server PostgreSQL only: a streaming replica for withTenantRead. */
  replicaUrl?: string
  /**
   * DATABASE_URL goes through a transaction pooler (PgBouncer pool_mode=transaction): nothing may outlive a
   * transaction, so hot reads run unnamed (a named statement would be missing on the next transaction's server
   * connection) and jit is turned off per transaction instead of by a startup option the pooler refuses.
   */
  transactionPooling?: boolean
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined
  let pool: pg.Pool
  let replica: pg.Pool | undefined
  const pooled = opts.transactionPooling === true && opts.databaseUrl !== undefined
  // JIT off: report queries with inflated row estimates (jsonb set-returning functions) crossed jit_above_cost and
  // spent 250–770 ms compiling for 30–150 ms of work; none of Parley's queries runs long enough to gain from it.
  const serverPool = (connectionString: string, startupOptions: boolean) =>
    new pg.Pool({ connectionString, max: opts.poolSize ?? 10, ...(startupOptions ? { options: '-c jit=off' } : {}) })
  if (opts.databaseUrl) {
    pool = serverPool(opts.databaseUrl, !pooled)
    if (opts.replicaUrl) replica = serverPool(opts.replicaUrl, true)
  } else {
    const socketDir = opts.socketDir ?? opts.dataDir ?? '.'
    embedded = await startEmbeddedPostgres({ dataDir: opts.dataDir, socketDir, loadDataDir: opts.loadDataDir })
    // PGlite is one session: one connection, so transactions never interleave.
    pool = new pg.Pool({ host: path.resolve(embedded.socketDir), port: embedded.port, user: 'postgres', database: 'postgres', max: 1 })
  }
  pool.on('error', () => {}) // an idle client dying is reported on its next use
  replica?.on('error', () => {})
  for (const [target, url, name] of [
    [pool, opts.databaseUrl, 'DATABASE_URL'],
    [replica, opts.replicaUrl, 'DATABASE_REPLICA_URL'],
  ] as const) {
    if (!target) continue
    try {
      await target.query('select 1')
    } catch (err) {
      await pool.end().catch(() => {})
      await replica?.end().catch(() => {})
      await embedded?.stop().catch(() => {})
      const reason = err instanceof Error ? err.message : String(err)
      throw new StartupError(`Cannot reach the database at ${redact(url, name)}: ${reason}. Start PostgreSQL or fix ${name}.`)
    }
  }
  const system = drizzle(pool, { schema, casing: 'snake_case' })
  // Building a Drizzle instance costs about a millisecond; pooled clients live long, so build one each.
  const perClient = new WeakMap<pg.PoolClient, Db>()
  const drizzleFor = (client: pg.PoolClient, named: boolean): Db => {
    let instance = perClient.get(client)
    if (!instance) {
      instance = drizzle(client, { schema, casing: 'snake_case' })
      perClient.set(client, instance)
      if (named) allowNamedStatements(client)
    }
    return instance
  }
  // The replica is reached directly (a pooler in front of it would be its own DATABASE_REPLICA_URL's concern).
  const primary = { pool, named: !embedded && !pooled, begin: pooled ? 'begin; set local jit = off' : 'begin' }
  const standby = replica ? { pool: replica, named: true, begin: 'begin transaction read only' } : primary

  async function inTransaction<T>(target: typeof primary, role: string, settings: Record<string, string>, fn: (tx: Db) => Promise<T>): Promise<T> {
    const client = await target.pool.connect()
    try {
      // Two round trips whatever the settings: they are on every request's path.
      await client.query(`${target.begin}; set local role ${role}`)
      const entries = Object.entries(settings)
      if (entries.length > 0) {
        const calls = entries.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')
        await client.query(`select ${calls}`, entries.flat())
      }
      const result = await fn(drizzleFor(client, target.named))
      await client.query('commit')
      return result
    } catch (err) {
      await client.query('rollback').catch(() => {})
      throw err
    } finally {
      client.release()
    }
  }

  return {
    kind: embedded ? 'embedded' : 'external',
    pool,
    system,
    withTenant: (companyId, fn) => inTransaction(primary, APP_ROLE, { 'app.company_id': String(companyId) }, fn),
    withTenantRead: (companyId, fn) => inTransaction(standby, APP_ROLE, { 'app.company_id': String(companyId) }, fn),
    withAllCompanies: (fn) => inTransaction(primary, ALL_COMPANIES_ROLE, {}, fn),
    dump: embedded?.dump,
    async close() {
      await pool.end()
      await replica?.end()
      await embedded?.stop()
    },
  }
}

function redact(url?: string, name = 'DATABASE_URL'): string {
  if (!url) return 'the embedded database'
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return name
  }
}
