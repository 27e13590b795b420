import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { createStorage } from '../platform/storage/storage'
import { attachDemoMedia } from './demo-media'
import { generateDemo } from './generate'
import { analyseDemoCalls } from './seed'
import { writeDemo } from './write'

// npm run demo -- [--bench] [--seed N] [--now ISO] [--reset]
// Loads the demo companies into DATABASE_URL (BENCH_DATABASE_URL first with --bench), migrating first.
// The CLI is a process entry point, so it reads the environment itself instead of going through config.ts.

const USAGE = 'usage: npm run demo -- [--bench] [--seed N] [--now 2026-11-02T09:00:00Z] [--reset]'

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      bench: { type: 'boolean', default: false },
      seed: { type: 'string', default: '1' },
      now: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const url = (values.bench ? process.env.BENCH_DATABASE_URL : undefined) ?? process.env.DATABASE_URL
  if (!url) throw new Error(`Set DATABASE_URL${values.bench ? ' or BENCH_DATABASE_URL' : ''}. ${USAGE}`)
  const now = values.now ? Date.parse(values.now) : Date.now()
  if (Number.isNaN(now)) throw new Error(`--now is not a date: ${values.now}`)

  const started = performance.now()
  const db = await openDatabase({ databaseUrl: url, poolSize: 2 })
  try {
    await migrateDatabase(db)
    const client = await db.pool.connect()
    let released = false
    try {
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM companies')
      if (Number(rows[0].n) > 0) {
        if (!values.reset) throw new Error('The database already has companies; pass --reset to delete every company first.')
        // Every tenant table cascades from companies.
        await client.query('TRUNCATE companies RESTART IDENTITY CASCADE')
      }
      const size = values.bench ? 'bench' : 'default'
      console.log(`Generating the ${size} demo (seed ${values.seed}, now ${new Date(now).toISOString()})…`)
      const counts = await writeDemo(client, generateDemo({ seed: values.seed, size, now }), {
        bench: values.bench,
        onCompany: (id, running) => {
          const seconds = ((performance.now() - started) / 1000).toFixed(1)
          console.log(`  company ${id} committed at ${seconds} s (${(running.transcript_segments ?? 0).toLocaleString('en-US')} segments so far)`)
        },
      })
      if (!values.bench) {
        // The default demo goes through call processing like a real recording; the bench load stays raw (its
        // analysis speed is measured by bench/analysis-speed).
        client.release()
        released = true
        // The storage the server finds with the same environment (MEDIA_DIR, S3_*), so its demo calls play.
        const media = await attachDemoMedia(db, await createStorage(loadConfig().storage))
        console.log(`  synthetic audio track (${media.seconds} s) on ${media.calls} calls in ${(media.ms / 1000).toFixed(1)} s`)
        const analysis = await analyseDemoCalls(db, { now })
        console.log(`  analysed ${analysis.calls} calls in ${(analysis.ms / 1000).toFixed(1)} s`)
      }
      const width = Math.max(...Object.keys(counts).map((k) => k.length))
      for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(width)}  ${n.toLocaleString('en-US').padStart(11)}`)
    } finally {
      if (!released) client.release()
    }
  } finally {
    await db.close()
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
