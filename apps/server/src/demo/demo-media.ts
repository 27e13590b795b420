import { and, asc, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { companies } from '../db/schema/companies'
import { meetings } from '../db/schema/meetings'
import { SHARED_MEDIA_PREFIX, type Storage } from '../platform/storage/storage'
import { demoAudio, demoAudioSize } from './demo-audio'

/** One shared track for every demo call: the calls differ only in length, and one file keeps the demo small. */
export const DEMO_AUDIO_KEY = `${SHARED_MEDIA_PREFIX}demo/synthetic-call-audio.wav`
export const DEMO_AUDIO_TYPE = 'audio/wav'
/** Demo calls last up to an hour; two hours bounds the file (58 MB) whatever a generator change brings. */
const MAX_SECONDS = 2 * 3600
const MIN_SECONDS = 60

export interface DemoMediaResult {
  /** Demo calls that got the track in this run. */
  calls: number
  /** Whether the track was written to storage in this run. */
  wrote: boolean
  /** The length the calls needed (the longest demo call, capped). */
  seconds: number
  ms: number
}

/** Demo recordings (tagged processing_info.source 'demo') that are live and have no media of their own. */
const withoutMedia = and(
  isNull(meetings.deletedAt),
  isNull(meetings.storageKey),
  isNull(meetings.videoUrl),
  sql`${meetings.processingInfo}->>'source' = 'demo'`,
)

/**
 * Gives every demo call without media the synthetic track, through the same Storage and the same columns as an
 * uploaded recording (storage_key, media_type), so the player, range requests and downloads take the real path.
 * Idempotent: the file is written only when missing or shorter than the calls need, and calls that have media keep it.
 */
export async function attachDemoMedia(db: Database, storage: Storage): Promise<DemoMediaResult> {
  const started = performance.now()
  const companyIds = (await db.system.select({ id: companies.id }).from(companies).orderBy(asc(companies.id))).map((c) => c.id)
  const pending: { companyId: number; ids: number[] }[] = []
  let longest = 0
  for (const companyId of companyIds) {
    const rows = await db.withTenant(companyId, (tx) =>
      tx.select({ id: meetings.id, seconds: meetings.videoDuration }).from(meetings).where(withoutMedia).orderBy(asc(meetings.id)),
    )
    if (rows.length === 0) continue
    pending.push({ companyId, ids: rows.map((r) => r.id) })
    longest = Math.max(longest, ...rows.map((r) => r.seconds ?? 0))
  }
  if (pending.length === 0) return { calls: 0, wrote: false, seconds: 0, ms: Math.round(performance.now() - started) }

  // A track written by an earlier run may serve calls that were shorter; it is kept unless these need more.
  const needed = Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, longest))
  const existing = await storage.stat(DEMO_AUDIO_KEY)
  const wrote = !existing || existing.size < demoAudioSize(needed)
  if (wrote) await storage.put(demoAudio(needed), DEMO_AUDIO_KEY, DEMO_AUDIO_TYPE)

  let calls = 0
  for (const { companyId, ids } of pending) {
    calls += await db.withTenant(companyId, async (tx) => {
      const updated = await tx
        .update(meetings)
        .set({ storageKey: DEMO_AUDIO_KEY, mediaType: DEMO_AUDIO_TYPE })
        .where(and(withoutMedia, inArray(meetings.id, ids)))
        .returning({ id: meetings.id })
      return updated.length
    })
  }
  return { calls, wrote, seconds: needed, ms: Math.round(performance.now() - started) }
}
