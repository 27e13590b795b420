import { type SQL, sql } from 'drizzle-orm'

// Small SQL builders every list, report and export query shares. Every value reaches SQL as a parameter.

/** A substring pattern for ILIKE with the user's %, _ and \ taken literally. */
export const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** `($1, $2, …)` for `x in …`. */
export const inList = (xs: readonly (string | number)[]) =>
  sql`(${sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  )})`

/** `(lower($1), …)` values for case-insensitive `lower(x) in …`. */
export const lowerList = (xs: readonly string[]) =>
  sql`(${sql.join(
    xs.map((x) => sql`${x.toLowerCase()}`),
    sql`, `,
  )})`

/** One text-array parameter, for `x = any(…)`: one statement text whatever the list's length. */
export const textArray = (xs: readonly string[]): SQL => sql`${sql.param([...xs])}::text[]`
