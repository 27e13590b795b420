import { NO_CALL_ACCESS_MESSAGE } from '@parley/shared/rules/call-access'
import { canSeeChecklistLibraryAndClips } from '@parley/shared/rules/capabilities'
import { CLIP_CREATED_MESSAGE, checkClipRange } from '@parley/shared/rules/clip-range'
import type { TClip, TCreateClipBody } from '@parley/shared/schemas/clips'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { badRequest, forbidden, notFound } from '../../platform/errors'
import { type Storage, safeFileName } from '../../platform/storage/storage'
import { canViewMeeting } from '../meetings'
import type { MediaAnswer } from '../meetings/meeting-media.service'
import { openClipFile, signClipUrl } from './clip-media'
import { enqueueClipRender } from './clip-render.job'
import { clipFileType, cutTranscript, toClip } from './clips.mapper'
import {
  type ClipListRow,
  clipsOfMeeting,
  clipsOfUser,
  deleteClipRow,
  findClip,
  findClipSource,
  insertClip,
  listClips,
  segmentsBetween,
} from './clips.repository'

export const CLIPS_DISABLED_MESSAGE = 'Clips are not enabled for your company.'
export const CLIP_NOT_FOUND_MESSAGE = 'Clip not found'
export const CLIP_NOT_READY_MESSAGE = 'This clip is not ready yet.'

const isAdmin = (auth: AuthContext) => auth.user.userRole === 'company_admin' || auth.user.userRole === 'super_admin'

/** "Clips entries: users of two own-company names only": the company setting, enforced here. */
export function requireClipsEnabled(auth: AuthContext): void {
  if (!canSeeChecklistLibraryAndClips(auth.actor)) throw forbidden(CLIPS_DISABLED_MESSAGE)
}

async function requireCallAccess(tx: Db, auth: AuthContext, meetingId: number, missing: string): Promise<void> {
  const access = await canViewMeeting(tx, auth, meetingId)
  if (access === 'not_found') throw notFound(missing)
  if (access === 'forbidden') throw forbidden(NO_CALL_ACCESS_MESSAGE)
}

/** A clip is seen by whoever may see its call; another company's clip is simply not found. */
async function requireClip(tx: Db, auth: AuthContext, clipId: number): Promise<ClipListRow> {
  const row = await findClip(tx, clipId)
  if (!row) throw notFound(CLIP_NOT_FOUND_MESSAGE)
  await requireCallAccess(tx, auth, row.clip.meetingId, CLIP_NOT_FOUND_MESSAGE)
  return row
}

function linksFor(deps: AppDeps, auth: AuthContext, row: ClipListRow) {
  const ready = row.clip.status === 'Completed' && row.clip.storageKey !== null
  return {
    videoURL: ready ? signClipUrl(deps, auth, row.clip.id, 'media') : null,
    downloadURL: ready ? signClipUrl(deps, auth, row.clip.id, 'download') : null,
    canDelete: isAdmin(auth) || row.clip.userId === auth.user.id,
  }
}

/** POST /api/users/createClip: validates the range against the call, stores the clip as Created and queues its rendering. */
export async function createClip(deps: AppDeps, auth: AuthContext, body: TCreateClipBody): Promise<{ message: string; data: TClip }> {
  requireClipsEnabled(auth)
  const row = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    await requireCallAccess(tx, auth, body.id, 'Meeting not found')
    const source = await findClipSource(tx, body.id)
    if (!source) throw notFound('Meeting not found')
    const check = checkClipRange(body.startTime, body.duration, source.videoDuration)
    if (!check.ok) throw badRequest(check.message, [{ field: check.field, message: check.message }])
    if (!source.storageKey) {
      const message = 'This call has no recording file to cut a clip from.'
      throw badRequest(message, [{ field: 'id', message }])
    }
    const startMs = Math.round(body.startTime * 1000)
    const inserted = await insertClip(tx, {
      companyId: auth.user.companyId,
      meetingId: body.id,
      userId: auth.user.id,
      title: body.title,
      startMs,
      endMs: startMs + Math.round(body.duration * 1000),
    })
    return findClip(tx, inserted.id)
  })
  if (!row) throw notFound(CLIP_NOT_FOUND_MESSAGE)
  if (deps.jobs) await enqueueClipRender(deps.jobs, { companyId: row.clip.companyId, clipId: row.clip.id })
  return { message: CLIP_CREATED_MESSAGE, data: toClip(row, linksFor(deps, auth, row)) }
}

/**
 * GET /api/users/getClips: one clip with its transcript cut (`id`), one call's clips (`meetingId`), or the clips
 * page: one's own clips, every clip of the company for admins.
 */
export async function getClips(deps: AppDeps, auth: AuthContext, q: { meetingId?: number; id?: number }): Promise<TClip[]> {
  requireClipsEnabled(auth)
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    if (q.id !== undefined) {
      const row = await requireClip(tx, auth, q.id)
      if (q.meetingId !== undefined && row.clip.meetingId !== q.meetingId) throw notFound(CLIP_NOT_FOUND_MESSAGE)
      const segments = await segmentsBetween(tx, row.clip.meetingId, row.clip.startMs, row.clip.endMs)
      return [toClip(row, linksFor(deps, auth, row), cutTranscript(segments, row.clip.startMs, row.clip.endMs))]
    }
    if (q.meetingId !== undefined) await requireCallAccess(tx, auth, q.meetingId, 'Meeting not found')
    const where = q.meetingId !== undefined ? clipsOfMeeting(q.meetingId) : isAdmin(auth) ? undefined : clipsOfUser(auth.user.id)
    return (await listClips(tx, where)).map((row) => toClip(row, linksFor(deps, auth, row)))
  })
}

/** DELETE /api/clips/:id: the clip's creator or an admin; the rendered file goes too. */
export async function deleteClip(deps: AppDeps, storage: Storage, auth: AuthContext, clipId: number): Promise<{ message: string }> {
  requireClipsEnabled(auth)
  const removed = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const row = await requireClip(tx, auth, clipId)
    if (!linksFor(deps, auth, row).canDelete) throw forbidden("Only the clip's creator or an admin can delete it.")
    return deleteClipRow(tx, clipId)
  })
  if (removed?.storageKey) await storage.delete(removed.storageKey)
  return { message: 'Clip deleted' }
}

/** The rendered clip for a signed-in viewer: inline with byte ranges, or as a download. */
export async function openClipMedia(
  deps: AppDeps,
  storage: Storage,
  auth: AuthContext,
  clipId: number,
  range: string | undefined,
  kind: 'media' | 'download',
): Promise<MediaAnswer> {
  requireClipsEnabled(auth)
  const row = await deps.db.withTenant(auth.user.companyId, (tx) => requireClip(tx, auth, clipId))
  const key = row.clip.storageKey
  if (row.clip.status !== 'Completed' || !key) throw notFound(CLIP_NOT_READY_MESSAGE)
  const file = { key, contentType: clipFileType(key) }
  const name = kind === 'download' ? `${safeFileName(row.clip.title, 'clip')}${key.slice(key.lastIndexOf('.'))}` : undefined
  return openClipFile(storage, file, range, name)
}
