// npm run bench — demo generator:
//  * the default demo (≈ 300 calls) seeded into embedded PGlite, as `npm start` does: ≤ 60 s (median of 3 runs);
//  * with BENCH_DATABASE_URL, the benchmark database (100k events, 30k recorded calls, ≈ 8M segments, 50k deals,
//    20k accounts, 200k e-mails) loaded into PostgreSQL: ≤ 10 minutes. That database is created when missing and
//    reset first. `--scale 0.05` loads a twentieth of the volumes (a quick check); `--skip-pglite` skips the default demo.
// Prints figures and row counts; it asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { openDatabase } from '../apps/server/src/db/client'
import { migrateDatabase } from '../apps/server/src/db/migrate'
import { generateDemo } from '../apps/server/src/demo/generate'
import { seedDemoIfEmpty } from '../apps/server/src/demo/seed'
import { writeDemo } from '../apps/server/src/demo/write'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    scale: { type: 'string', default: '1' },
    'skip-bench-db': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
  },
})
const scale = Number(values.scale)
if (!(scale > 0 && scale <= 1)) throw new Error(`--scale must be a fraction in (0, 1]: ${values.scale}`)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number
const printCounts = (counts: Record<string, number>) => {
  const width = Math.max(...Object.keys(counts).map((k) => k.length))
  for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(width)}  ${n.toLocaleString('en-US').padStart(11)}`)
}

async function defaultDemoOnPglite(): Promise<void> {
  const seeds: number[] = []
  const analyses: number[] = []
  const totals: number[] = []
  let counts: Record<string, number> = {}
  for (let run = 0; run < Number(values.runs); run++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'parley-bench-'))
    const started = performance.now()
    const db = await openDatabase({ dataDir: dir })
    await migrateDatabase(db)
    const result = await seedDemoIfEmpty(db, { seed: 42 })
    await db.close()
    totals.push(performance.now() - started)
    seeds.push(result?.ms ?? Number.NaN)
    analyses.push(result?.analysis.ms ?? Number.NaN)
    counts = result?.counts ?? {}
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(`default demo on PGlite (file-backed), ${values.runs} runs:`)
  console.log(
    `  write median ${(median(seeds) / 1000).toFixed(1)} s; analysis of every call median ${(median(analyses) / 1000).toFixed(1)} s; start-to-seeded (open + migrate + seed) median ${(median(totals) / 1000).toFixed(1)} s — budget 60 s`,
  )
  printCounts(counts)
}

/** Creates the database named in the URL when it does not exist, connecting to the server's `postgres` database. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!name) throw new Error(`BENCH_DATABASE_URL names no database: ${url}`)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`)
      console.log(`created database ${name}`)
    }
  } finally {
    await client.end()
  }
}

async function benchDatabase(url: string): Promise<void> {
  const started = performance.now()
  await ensureDatabase(url)
  const db = await openDatabase({ databaseUrl: url, poolSize: 2 })
  await migrateDatabase(db)
  const client = await db.pool.connect()
  const helper = await db.pool.connect()
  try {
    await client.query('TRUNCATE companies RESTART IDENTITY CASCADE')
    const phases: string[] = []
    const counts = await writeDemo(client, generateDemo({ seed: 1, size: 'bench', scale }), {
      bench: true,
      pairsConnections: [helper],
      onPhase: (phase, ms) => phases.push(`${phase} ${(ms / 1000).toFixed(1)} s`),
    })
    const label = scale === 1 ? 'benchmark database' : `benchmark database at scale ${scale}`
    console.log(`${label} on PostgreSQL: loaded in ${((performance.now() - started) / 1000).toFixed(0)} s — budget 600 s at full size`)
    console.log(`  ${phases.join('; ')}`)
    printCounts(counts)
  } finally {
    client.release()
    helper.release()
    await db.close()
  }
}

if (!values['skip-pglite']) await defaultDemoOnPglite()
const benchUrl = process.env.BENCH_DATABASE_URL
if (benchUrl && !values['skip-bench-db']) await benchDatabase(benchUrl)
else console.log('benchmark database: skipped (set BENCH_DATABASE_URL to a PostgreSQL database it may reset)')
