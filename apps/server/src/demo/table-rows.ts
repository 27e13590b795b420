import type { PgTable } from 'drizzle-orm/pg-core'

/** Rows for one Drizzle table, typed by its insert model so a schema change breaks the build, not the load. */
export interface TableRows<T extends PgTable = PgTable> {
  table: T
  rows: T['$inferInsert'][]
}

export const rowsOf = <T extends PgTable>(table: T, rows: T['$inferInsert'][]): TableRows => ({ table, rows }) as TableRows
export const at = (ms: number) => new Date(ms)
export const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
