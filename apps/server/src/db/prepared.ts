import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Db } from './transaction'

/**
 * Raw SQL run as a named prepared statement on the transaction's connection, for hot read paths. Planning these
 * queries cost more than running them (call page: 7–10 ms planning, 1–2 ms execution on the benchmark database);
 * a named statement is parsed once per connection and, once PostgreSQL finds its generic plan as good as the
 * custom ones (after five runs), no longer planned at all. Same rows as `tx.execute`: timestamps stay PostgreSQL's
 * text, as Drizzle returns them.
 *
 * Only on connections whose session ends with them (server PostgreSQL): embedded PGlite is one session behind every
 * socket connection, so a statement outlives the connection that made it and a new connection preparing the same
 * name would fail. There the queries run unnamed.
 */

const dialect = new PgDialect({ casing: 'snake_case' })
/** Statements kept per connection; past this, queries of new shapes run unnamed (PostgreSQL keeps each one). */
const MAX_PER_CONNECTION = 200
const named = new WeakMap<pg.ClientBase, Set<string>>()

/** db/client.ts marks the pooled connections of server PostgreSQL. */
export function allowNamedStatements(client: pg.ClientBase): void {
  if (!named.has(client)) named.set(client, new Set())
}

const RAW_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
])
const types = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
}

/** The connection Drizzle was built on (db/client.ts builds one Drizzle instance per pooled client). */
function clientOf(tx: Db): pg.ClientBase {
  return (tx as unknown as { $client: pg.ClientBase }).$client
}

/**
 * The options of a read whose rows grow with a range (reports): planned for its parameters every time. Their generic
 * plans were up to 2.4 times slower on the benchmark database (docs/decisions.md "planned per request").
 */
export const PLANNED_PER_REQUEST = { customPlan: true } as const

/**
 * `customPlan`: run unnamed, planned for its parameters every time, for statements whose best plan depends on how many
 * rows a parameter selects (a generic plan guesses a handful and then loops over every one of thousands).
 */
export async function preparedRows<T>(tx: Db, query: SQL, opts: { customPlan?: boolean } = {}): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query)
  const client = clientOf(tx)
  const names = opts.customPlan ? undefined : named.get(client)
  const name = names ? `parley_${createHash('sha1').update(text).digest('hex').slice(0, 20)}` : ''
  const useName = names !== undefined && (names.has(name) || names.size < MAX_PER_CONNECTION)
  if (useName) names.add(name)
  const result = await client.query<T & pg.QueryResultRow>({ ...(useName ? { name } : {}), text, values: params, types })
  return result.rows
}
