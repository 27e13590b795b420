import { asc, isNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { companies } from '../db/schema/companies'
import { meetings } from '../db/schema/meetings'
import { createAnalyzer } from '../modules/analysis/analyzer'
import { processCalls } from '../modules/analysis/analysis.service'
import { recomputeCompanyDealRollups } from '../modules/deals/deal-rollups.service'
import { sweepChecklistScores } from '../modules/reports/checklist-call-scores.service'
import { refreshCompanyCallFacts } from '../modules/reports/call-facts.service'
import { refreshCompanyWinLossFacts } from '../modules/reports/win-loss-facts.service'
import type { Storage } from '../platform/storage/storage'
import { attachDemoMedia, type DemoMediaResult } from './demo-media'
import { generateDemo } from './generate'
import type { DemoOptions } from './types'
import { type WriteCounts, writeDemo } from './write'

export interface SeedResult {
  counts: WriteCounts
  /** Generating and writing the rows. */
  ms: number
  /** Analysing every recorded call and rolling deals up (the demo takes the real path). */
  analysis: DemoAnalysis
  /** The synthetic audio track given to the recorded calls; null when seeded without storage. */
  media: DemoMediaResult | null
}

export interface SeedOptions extends DemoOptions {
  /** Where the demo calls' synthetic audio goes; without it the demo calls have no media (as the API tests want). */
  storage?: Storage
}

export interface DemoAnalysis {
  calls: number
  /** Calls by processing_status after the run. */
  byStatus: Record<string, number>
  failed: number
  ms: number
}

// Any constant will do: it only keeps two processes from seeding the same database at once.
const SEED_LOCK = 7_245_118
/** Calls per read-analyse-write round: big enough to amortise the queries, small enough to keep transactions short. */
const BATCH = 50

/** Seeds the demo companies when the companies table is empty; returns null when there was something already. */
export async function seedDemoIfEmpty(db: Database, options: SeedOptions = {}): Promise<SeedResult | null> {
  const client = await db.pool.connect()
  let written: { counts: WriteCounts; ms: number } | null = null
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SEED_LOCK])
    try {
      const { rows } = await client.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM companies) AS present')
      if (rows[0]?.present) return null
      const started = performance.now()
      const counts = await writeDemo(client, generateDemo(options), { bench: options.size === 'bench' })
      written = { counts, ms: Math.round(performance.now() - started) }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK])
    }
  } finally {
    // Released before the analysis: the embedded database has a single connection.
    client.release()
  }
  if (!written) return null
  const media = options.storage ? await attachDemoMedia(db, options.storage) : null
  return { ...written, media, analysis: await analyseDemoCalls(db, options) }
}

/**
 * Runs every recorded demo call through the same processing as a real recording (the process-call use case), with
 * the embedded analyzer so the demo is offline and deterministic whatever LLM is configured, then rolls up deals.
 */
export async function analyseDemoCalls(db: Database, options: Pick<DemoOptions, 'now'> = {}): Promise<DemoAnalysis> {
  const started = performance.now()
  const now = options.now === undefined ? undefined : () => new Date(options.now as number | Date)
  const deps = { db, config: {}, analyzer: createAnalyzer({ llm: null }, 'embedded'), now }
  const byStatus: Record<string, number> = {}
  let calls = 0
  let failed = 0
  const companyIds = (await db.system.select({ id: companies.id }).from(companies).orderBy(asc(companies.id))).map((c) => c.id)
  for (const companyId of companyIds) {
    const ids = await db.withTenant(companyId, async (tx) =>
      (await tx.select({ id: meetings.id }).from(meetings).where(isNull(meetings.deletedAt)).orderBy(asc(meetings.id))).map((m) => m.id),
    )
    for (let i = 0; i < ids.length; i += BATCH) {
      for (const done of await processCalls(deps, companyId, ids.slice(i, i + BATCH))) {
        calls++
        byStatus[done.processingStatus] = (byStatus[done.processingStatus] ?? 0) + 1
        if (done.error) failed++
      }
    }
    await recomputeCompanyDealRollups({ db, now }, companyId)
    await sweepChecklistScores({ db }, companyId)
    await refreshCompanyCallFacts({ db }, companyId)
    await refreshCompanyWinLossFacts({ db }, companyId)
  }
  return { calls, byStatus, failed, ms: Math.round(performance.now() - started) }
}
