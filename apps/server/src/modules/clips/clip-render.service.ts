import type { Database } from '../../db/client'
import type { Storage } from '../../platform/storage/storage'
import { findClip, findClipSource, moveClipStatus } from './clips.repository'
import { cutStoredMedia } from './media-cut'

export interface RenderDeps {
  db: Database
  storage: Storage
  /** ffmpeg's path; tests may point elsewhere. */
  ffmpegPath?: string
}

export type RenderOutcome = 'Completed' | 'Failed' | 'skipped'

/**
 * Renders one clip: Created (or In Progress, when a crashed run is retried) → In Progress → Completed | Failed. A
 * finished clip is left alone, so a repeated job does nothing. ffmpeg refusing the call's file (corrupt, no usable
 * stream) fails the clip with ffmpeg's reason and is not retried; a storage error is thrown so the queue retries.
 * The call's own media is only read.
 */
export async function renderClip(deps: RenderDeps, ref: { companyId: number; clipId: number }): Promise<RenderOutcome> {
  const { db, storage } = deps
  const started = await db.withTenant(ref.companyId, async (tx) => {
    const row = await findClip(tx, ref.clipId)
    if (!row) return undefined
    const moved = await moveClipStatus(tx, ref.clipId, ['Created', 'In Progress'], { status: 'In Progress', error: null })
    if (!moved) return undefined
    return { clip: row.clip, source: await findClipSource(tx, row.clip.meetingId) }
  })
  if (!started) return 'skipped'
  const { clip, source } = started
  const fail = async (reason: string): Promise<RenderOutcome> => {
    await db.withTenant(ref.companyId, (tx) => moveClipStatus(tx, clip.id, ['In Progress'], { status: 'Failed', error: reason }))
    return 'Failed'
  }
  if (!source?.storageKey) return fail('The call has no recording file to cut from.')

  const audioOnly = (source.mediaType ?? '').startsWith('audio/')
  const key = `companies/${ref.companyId}/clips/${clip.id}/clip.${audioOnly ? 'm4a' : 'mp4'}`
  const result = await cutStoredMedia(
    storage,
    { sourceKey: source.storageKey, targetKey: key, startSeconds: clip.startMs / 1000, endSeconds: clip.endMs / 1000, audioOnly },
    deps.ffmpegPath,
  )
  if (!result.ok) return fail(result.reason)
  await db.withTenant(ref.companyId, (tx) => moveClipStatus(tx, clip.id, ['In Progress'], { status: 'Completed', storageKey: key, error: null }))
  return 'Completed'
}
