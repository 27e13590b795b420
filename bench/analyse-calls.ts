// npx tsx bench/analyse-calls.ts — prepares the benchmark database for the reports that read analysis results
// (objections, insights, best practices, SWOT): the benchmark load writes calls raw (demo/cli.ts), so this runs the
// process-call path (embedded analyzer, as the demo seed does) over one company's recorded calls that have no result.
// Idempotent and resumable: a call with a result is skipped, so stopping and running it again carries on.
// BENCH_DATABASE_URL is required. --company <id> (default: the company with the most deals, the one bench/reports.ts
// measures), --batch <n> (default 50).
import { parseArgs } from 'node:util'
import { openDatabase } from '../apps/server/src/db/client'
import { createAnalyzer } from '../apps/server/src/modules/analysis/analyzer'
import { processCalls } from '../apps/server/src/modules/analysis/analysis.service'

const { values } = parseArgs({ options: { company: { type: 'string' }, batch: { type: 'string', default: '50' } } })
const url = process.env.BENCH_DATABASE_URL
if (!url) throw new Error('BENCH_DATABASE_URL is not set')
const batch = Number(values.batch)

const db = await openDatabase({ databaseUrl: url, poolSize: 2 })
try {
  const companyId = values.company
    ? Number(values.company)
    : (await db.pool.query<{ id: number }>('select company_id as id from deals where deleted_at is null group by 1 order by count(*) desc limit 1')).rows[0]?.id
  if (!companyId) throw new Error('no company')
  const { rows } = await db.pool.query<{ id: number }>(
    `select m.id from meetings m where m.company_id = $1 and m.deleted_at is null
       and not exists (select 1 from analysis_results r where r.meeting_id = m.id) order by m.start_time desc, m.id`,
    [companyId],
  )
  console.log(`company ${companyId}: ${rows.length.toLocaleString('en-US')} recorded calls without an analysis result`)
  const deps = { db, config: {}, analyzer: createAnalyzer({ llm: null }, 'embedded') }
  const started = performance.now()
  let done = 0
  for (let i = 0; i < rows.length; i += batch) {
    await processCalls(
      deps,
      companyId,
      rows.slice(i, i + batch).map((r) => r.id),
    )
    done = Math.min(rows.length, i + batch)
    if ((i / batch) % 10 === 0) console.log(`  ${done.toLocaleString('en-US')} calls in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  }
  await db.pool.query('analyze objections; analyze meeting_insights; analyze analysis_results; analyze best_practices; analyze swot_insights')
  console.log(`analysed ${done.toLocaleString('en-US')} calls in ${((performance.now() - started) / 1000).toFixed(0)} s`)
} finally {
  await db.close()
}
