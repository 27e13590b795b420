import type { Database } from '../apps/server/src/db/client'

/**
 * The benchmark server runs with autovacuum off, so a freshly loaded benchmark database has no planner statistics
 * (and no visibility map for index-only scans). Gather them once for tables never analysed, as autovacuum would on
 * any production server; later runs find nothing to do.
 */
export async function analyseNewTables(db: Database): Promise<void> {
  const { rows } = await db.pool.query<{ name: string }>(
    `select quote_ident(relname) as name from pg_stat_user_tables
     where schemaname = 'public' and last_analyze is null and last_autoanalyze is null and n_live_tup > 0`,
  )
  if (!rows.length) return
  const started = performance.now()
  for (const { name } of rows) await db.pool.query(`vacuum (analyze) ${name}`)
  console.log(`  (vacuum analyze of ${rows.length} never-analysed tables: ${((performance.now() - started) / 1000).toFixed(1)} s)`)
}
