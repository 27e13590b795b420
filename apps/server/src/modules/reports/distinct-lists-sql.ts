import { type SQL, sql } from 'drizzle-orm'

// Distinct mode of the reports (the add-filter menu's option lists): the values of several columns of one base set,
// written once for every report. The caller's statement is `with base as materialized (select <distinctSelect>, …)`
// followed by distinctListsSql and any report-specific lists, each row (k, v).

/** One filter's list: its key and the base set's expression. */
export type DistinctColumn = [key: string, expr: SQL]

const col = (i: number) => sql.identifier(`c${i}`)

/** The columns in base's select list, as c0, c1, …. */
export function distinctSelect(columns: DistinctColumn[]): SQL {
  return sql.join(
    columns.map(([, expr], i) => sql`${expr} as ${col(i)}`),
    sql`, `,
  )
}

/**
 * Every column's non-blank values in one pass over `base` (or the named set holding the columns): GROUPING SETS
 * keeps one hash table per column, where a union of one GROUP BY per column would scan base once per list. In a
 * column's grouping set the other columns are null, so the coalesce is that column's value.
 */
export function distinctListsSql(columns: DistinctColumn[], from = 'base'): SQL {
  const key = sql`case ${sql.join(
    columns.map(([k], i) => sql`when grouping(${col(i)}) = 0 then ${k}::text`),
    sql` `,
  )} end`
  const value = sql`coalesce(${sql.join(
    columns.map((_, i) => sql`${col(i)}::text`),
    sql`, `,
  )})`
  const sets = sql.join(
    columns.map((_, i) => sql`(${col(i)})`),
    sql`, `,
  )
  return sql`select g.k, g.v from (select ${key} as k, ${value} as v from ${sql.identifier(from)} group by grouping sets (${sets})) g
    where coalesce(trim(g.v), '') <> ''`
}

/** The managers of the base set's owners (`ownerColumn` a column of base, or of the named set), as list `key`. */
export function managerListSql(key: string, ownerColumn: SQL, from = 'base'): SQL {
  return sql`select ${key}::text as k, mu.name as v from user_managers um join users mu on mu.id = um.manager_id
    where um.user_id in (select ${ownerColumn} from ${sql.identifier(from)}) group by mu.name`
}

/** The rows as lists: every key present, values unique, alphabetical, at most `max` each. */
export function toDistinctLists(keys: string[], rows: { k: string; v: string }[], max: number): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const key of keys) out[key] = []
  for (const row of rows) out[row.k]?.push(row.v)
  for (const key of keys) out[key] = [...new Set(out[key])].sort((a, b) => a.localeCompare(b)).slice(0, max)
  return out
}
