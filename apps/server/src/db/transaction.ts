import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type * as schema from './schema/index'

/** A Drizzle handle on the schema: the pool, or the transaction a service runs its statements in. */
export type Db = NodePgDatabase<typeof schema>
