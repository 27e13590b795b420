import { getTableColumns, getTableName } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import * as s from '../db/schema/index'
import { type DemoData, type DemoStreamItem, DEMO_TABLE_ORDER } from './types'
import type { TableRows } from './table-rows'
import { SeenNames, toTableRows } from './write-rows'

/**
 * What writeDemo needs from a connection: pg.Client, pg.PoolClient and PGlite all have this shape. It must be one
 * connection (not a pg.Pool), because the company transactions span many statements.
 */
export interface SqlClient {
  query(text: string, params?: unknown[]): Promise<unknown>
}

export interface WriteOptions {
  /** Bench load: drop the transcript indexes during the load and build them once at the end. */
  bench?: boolean
  /**
   * Bench load: more connections (each committing on its own) that build the call pairs alongside `client`; the pairs
   * are pure CPU in the database, one core per connection.
   */
  pairsConnections?: readonly SqlClient[]
  /** Called after each phase of a bench load (rows, indexes, derived tables) with its duration in ms. */
  onPhase?: (phase: string, ms: number) => void
  /** Called after each company commits, with the running row counts. */
  onCompany?: (companyId: number, counts: Readonly<Record<string, number>>) => void
}

export type WriteCounts = Record<string, number>

/** Tables whose ids the generator assigns (other rows point at them); their identity sequences are moved past them. */
const EXPLICIT_IDS: readonly PgTable[] = [
  s.companies,
  s.licenses,
  s.users,
  s.calendarConnections,
  s.dealStages,
  s.accounts,
  s.contacts,
  s.deals,
  s.calendarEvents,
  s.notetakerBots,
  s.meetings,
]

interface ColumnInfo {
  key: string
  name: string
  sqlType: string
  json: boolean
  array: boolean
}

const columnCache = new Map<PgTable, Map<string, ColumnInfo>>()

function columnsOf(table: PgTable): Map<string, ColumnInfo> {
  let cols = columnCache.get(table)
  if (!cols) {
    cols = new Map()
    for (const [key, column] of Object.entries(getTableColumns(table)) as [string, PgColumn][]) {
      const sqlType = column.getSQLType()
      cols.set(key, {
        key,
        // The schema relies on drizzle's snake_case casing for columns declared without a name.
        name: column.keyAsName ? toSnakeCase(key) : column.name,
        sqlType,
        json: sqlType === 'jsonb' || sqlType === 'json',
        array: sqlType.endsWith('[]'),
      })
    }
    columnCache.set(table, cols)
  }
  return cols
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

function scalar(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value
}

/**
 * A PostgreSQL array literal. Built here rather than by the driver: PGlite only serializes arrays of the
 * built-in types it knows, not arrays of our enums.
 */
export function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((v) => {
    const x = scalar(v)
    if (x === null || x === undefined) return 'NULL'
    if (typeof x === 'number' || typeof x === 'boolean') return String(x)
    return `"${String(x).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
  })
  return `{${items.join(',')}}`
}

function toParam(value: unknown, col: ColumnInfo): unknown {
  if (value === undefined || value === null) return null
  if (col.json) return JSON.stringify(value)
  if (Array.isArray(value)) return arrayLiteral(value)
  return scalar(value)
}

interface Statement {
  text: string
  params: unknown[]
}

/**
 * INSERT statements for a set of rows. Tables with only scalar columns go through unnest() with one array
 * parameter per column (thousands of rows, a handful of parameters); others use multi-row VALUES.
 */
function insertStatements(table: PgTable, rows: Record<string, unknown>[]): Statement[] {
  if (rows.length === 0) return []
  const cols = columnsOf(table)
  const keys = Object.keys(rows[0]).filter((k) => cols.has(k))
  const info = keys.map((k) => cols.get(k) as ColumnInfo)
  const name = quote(getTableName(table))
  const columnList = info.map((c) => quote(c.name)).join(', ')
  const overriding = keys.includes('id') && EXPLICIT_IDS.includes(table) ? ' OVERRIDING SYSTEM VALUE' : ''
  const out: Statement[] = []
  if (info.every((c) => !c.json && !c.array)) {
    const per = 5000
    for (let i = 0; i < rows.length; i += per) {
      const part = rows.slice(i, i + per)
      const params = info.map((c) => arrayLiteral(part.map((r) => toParam(r[c.key], c))))
      const casts = info.map((c, j) => `$${j + 1}::${c.sqlType}[]`).join(', ')
      out.push({ text: `INSERT INTO ${name} (${columnList})${overriding} SELECT * FROM unnest(${casts})`, params })
    }
    return out
  }
  const per = Math.max(1, Math.min(1000, Math.floor(60_000 / info.length)))
  for (let i = 0; i < rows.length; i += per) {
    const part = rows.slice(i, i + per)
    const params: unknown[] = []
    const tuples = part.map((r) => {
      const slots = info.map((c) => {
        params.push(toParam(r[c.key], c))
        return `$${params.length}`
      })
      return `(${slots.join(', ')})`
    })
    out.push({ text: `INSERT INTO ${name} (${columnList})${overriding} VALUES ${tuples.join(', ')}`, params })
  }
  return out
}

/** Keeps one statement in flight so the database works while the next batch is generated. */
class Pipeline {
  private inflight: Promise<void> = Promise.resolve()
  private failure: unknown = null

  constructor(private readonly client: SqlClient) {}

  async send(statement: Statement): Promise<void> {
    await this.drain()
    this.inflight = this.client.query(statement.text, statement.params).then(
      () => undefined,
      (err: unknown) => {
        this.failure = err
      },
    )
  }

  async drain(): Promise<void> {
    await this.inflight
    if (this.failure !== null) {
      const err = this.failure
      this.failure = null
      throw err
    }
  }
}

function* asStream(data: Iterable<DemoStreamItem> | DemoData): Iterable<DemoStreamItem> {
  if (Symbol.iterator in data) {
    yield* data as Iterable<DemoStreamItem>
    return
  }
  const all = data as DemoData
  // Collected data: replay it company by company in dependency order.
  const companies = all.companies.map((c) => c.id)
  for (const companyId of companies) {
    for (const table of DEMO_TABLE_ORDER) {
      const rows =
        table === 'companies'
          ? all.companies.filter((c) => c.id === companyId)
          : (all[table] as { companyId: number }[]).filter((r) => r.companyId === companyId)
      if (rows.length > 0) yield { table, companyId, rows } as DemoStreamItem
    }
    yield { table: 'companyDone', companyId }
  }
}

interface SavedIndex {
  name: string
  definition: string
}

/** Drops a table's secondary indexes (the primary key stays) and returns their definitions to build them again. */
async function dropIndexes(client: SqlClient, table: PgTable): Promise<SavedIndex[]> {
  const result = (await client.query(
    "select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = $1 and indexname not like '%_pkey'",
    [getTableName(table)],
  )) as { rows: { indexname: string; indexdef: string }[] }
  for (const row of result.rows) await client.query(`DROP INDEX IF EXISTS ${quote(row.indexname)}`)
  return result.rows.map((r) => ({ name: r.indexname, definition: r.indexdef }))
}

/** One sort per index over the loaded table beats maintaining a GIN index row by row. */
async function buildIndexes(client: SqlClient, saved: readonly SavedIndex[]): Promise<void> {
  if (saved.length === 0) return
  await client.query("SET maintenance_work_mem = '1GB'")
  for (const index of saved) await client.query(index.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '))
  await client.query('RESET maintenance_work_mem')
}

/** The trigger that keeps a call's transcript_call_pairs as its segments are added (migration 0017). */
const PAIRS_TRIGGER = 'transcript_call_pairs_segments_added'
const PAIRS_BATCH = 250

/**
 * The bench load adds its segments without the pairs trigger: per insert statement it rebuilt every call the
 * statement touched, again for each later batch of the same call. The pairs are built once at the end instead,
 * a batch of calls per statement with the function the trigger calls, into a table without its GIN index (built
 * once afterwards: one row of a call's pairs holds thousands of index entries).
 */
async function setPairsTrigger(client: SqlClient, enabled: boolean): Promise<void> {
  await client.query(`ALTER TABLE transcript_segments ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER ${PAIRS_TRIGGER}`)
}

/** Builds the pairs of every call with segments and none yet, spreading the batches over the given connections. */
async function buildCallPairs(client: SqlClient, helpers: readonly SqlClient[]): Promise<void> {
  const { rows } = (await client.query(
    `select m.id from meetings m
     where exists (select 1 from transcript_segments s where s.meeting_id = m.id)
       and not exists (select 1 from transcript_call_pairs p where p.meeting_id = m.id)
     order by m.id`,
  )) as { rows: { id: number }[] }
  const ids = rows.map((r) => Number(r.id))
  let next = 0
  const drain = async (connection: SqlClient) => {
    while (next < ids.length) {
      const batch = ids.slice(next, next + PAIRS_BATCH)
      next += PAIRS_BATCH
      await connection.query('select transcript_call_pairs_refresh($1::int[])', [batch])
    }
  }
  await Promise.all([client, ...helpers].map(drain))
}

async function timed(phase: string, options: WriteOptions, work: () => Promise<void>): Promise<void> {
  const started = performance.now()
  await work()
  options.onPhase?.(phase, performance.now() - started)
}

/**
 * Writes the demo data in bulk: one transaction per company (so a failure leaves whole companies), explicit ids
 * for referenced rows, then identity sequences moved past them. The connection must be the database owner.
 */
export async function writeDemo(client: SqlClient, data: Iterable<DemoStreamItem> | DemoData, options: WriteOptions = {}): Promise<WriteCounts> {
  const counts: WriteCounts = {}
  const seen = new SeenNames()
  const pipeline = new Pipeline(client)
  const savedSegments = options.bench ? await dropIndexes(client, s.transcriptSegments) : []
  const savedPairs = options.bench ? await dropIndexes(client, s.transcriptCallPairs) : []
  if (options.bench) await setPairsTrigger(client, false)
  let open = false
  let loaded = false
  try {
    await timed('rows', options, async () => {
      for (const item of asStream(data)) {
        if (!open) {
          await client.query('BEGIN')
          open = true
        }
        if (item.table === 'companyDone') {
          await pipeline.drain()
          await client.query('COMMIT')
          open = false
          options.onCompany?.(item.companyId, counts)
          continue
        }
        for (const { table, rows } of toTableRows(item, seen) as TableRows[]) {
          if (rows.length === 0) continue
          const tableName = getTableName(table)
          counts[tableName] = (counts[tableName] ?? 0) + rows.length
          for (const statement of insertStatements(table, rows as Record<string, unknown>[])) await pipeline.send(statement)
        }
      }
      await pipeline.drain()
      if (open) {
        await client.query('COMMIT')
        open = false
      }
    })
    if (options.bench) {
      // Indexes after data: the segments' indexes first (the pairs read segments by call), the pairs' GIN last.
      await timed('segment indexes', options, () => buildIndexes(client, savedSegments))
      await timed('call pairs', options, () => buildCallPairs(client, options.pairsConnections ?? []))
      await timed('pair indexes', options, () => buildIndexes(client, savedPairs))
    }
    loaded = true
  } catch (err) {
    await pipeline.drain().catch(() => {})
    if (open) await client.query('ROLLBACK').catch(() => {})
    throw err
  } finally {
    if (!loaded) {
      await buildIndexes(client, savedSegments)
      await buildIndexes(client, savedPairs)
    }
    if (options.bench) await setPairsTrigger(client, true)
  }
  for (const table of EXPLICIT_IDS) {
    const name = getTableName(table)
    await client.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), coalesce((SELECT max(id) FROM ${quote(name)}), 0) + 1, false)`, [name])
  }
  return counts
}
