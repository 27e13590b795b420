import { isShareLinkLive, LOCKED_CONTENT_MESSAGE } from '@parley/shared/rules/share-access'
import type { TSharedClipResponse } from '@parley/shared/schemas/clips'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { badRequest, notFound } from '../../platform/errors'
import type { Storage } from '../../platform/storage/storage'
import { canViewMeeting } from '../meetings'
import type { MediaAnswer } from '../meetings/meeting-media.service'
import { insertShareLink, insertShareView, type ShareLinkRow } from '../sharing'
import { hashShareToken, newShareToken } from '../sharing'
import { resolveLink, sharerAuth } from '../sharing/shared-meeting.service'
import { isValidSharedClipGrant, openClipFile, sharedClipMediaUrl } from './clip-media'
import { clipFileType, cutTranscript, toClip } from './clips.mapper'
import { type ClipListRow, findClip, segmentsBetween } from './clips.repository'
import { CLIP_NOT_FOUND_MESSAGE, requireClipsEnabled } from './clips.service'

type SharedClipAnswer = TSharedClipResponse['data']
const locked: SharedClipAnswer = { access: 'locked', message: LOCKED_CONTENT_MESSAGE }

/**
 * GET /api/users/getShareURL?id=&type=CLIP: a link anyone can open to this one clip — the token names the
 * clip, never its call. Only a Completed clip is shared ("Share Clip only when Completed").
 */
export async function createClipShareLink(deps: AppDeps, auth: AuthContext, clipId: number): Promise<{ token: string; id: number; url: string }> {
  requireClipsEnabled(auth)
  const token = newShareToken()
  const id = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const row = await findClip(tx, clipId)
    if (!row || (await canViewMeeting(tx, auth, row.clip.meetingId)) !== 'allowed') throw notFound(CLIP_NOT_FOUND_MESSAGE)
    if (row.clip.status !== 'Completed')
      throw badRequest('Only a completed clip can be shared.', [{ field: 'id', message: 'Only a completed clip can be shared.' }])
    return insertShareLink(tx, { companyId: auth.user.companyId, clipId, createdBy: auth.user.id, shareType: 'anyone', tokenHash: hashShareToken(token) })
  })
  return { token, id, url: `/sharedClip/${clipId}?sharingToken=${token}` }
}

/**
 * The clip a token opens, read as the link's creator: the token must name this clip and be live, the creator must
 * still see the call and their company still have clips, and the clip must be Completed. Anything else is locked.
 */
async function openableClip(deps: AppDeps, clipId: number, token: string): Promise<{ link: ShareLinkRow; row: ClipListRow } | undefined> {
  const link = await resolveLink(deps, token)
  if (!link || link.clipId !== clipId || !isShareLinkLive(link, deps.now?.() ?? new Date())) return undefined
  const sharer = await sharerAuth(deps, link)
  if (!sharer?.settings.checklistLibraryAndClips) return undefined
  const row = await deps.db.withTenant(link.companyId, async (tx) => {
    const found = await findClip(tx, clipId)
    return found && (await canViewMeeting(tx, sharer, found.clip.meetingId)) === 'allowed' ? found : undefined
  })
  if (row?.clip.status !== 'Completed' || !row.clip.storageKey) return undefined
  return { link, row }
}

/** GET /api/sharing/clips/:id?sharingToken=: the /sharedClip page's data; every granted opening is logged. */
export async function loadSharedClip(deps: AppDeps, visitor: AuthContext | null, clipId: number, token: string): Promise<SharedClipAnswer> {
  const found = await openableClip(deps, clipId, token)
  if (!found) return locked
  const { link, row } = found
  const transcript = await deps.db.withTenant(link.companyId, async (tx) => {
    await insertShareView(tx, {
      companyId: link.companyId,
      shareLinkId: link.id,
      viewerUserId: visitor?.user.companyId === link.companyId ? visitor.user.id : null,
      email: visitor?.user.email ?? null,
    })
    return cutTranscript(await segmentsBetween(tx, row.clip.meetingId, row.clip.startMs, row.clip.endMs), row.clip.startMs, row.clip.endMs)
  })
  const links = { videoURL: sharedClipMediaUrl(deps, link.id, clipId, token), downloadURL: null, canDelete: false }
  return { access: 'granted', clip: { ...toClip(row, links, transcript), user_id: null } }
}

/** GET /api/sharing/clips/:id/media: the clip for a shared page, with range requests; revoking stops it at once. */
export async function openSharedClipMedia(
  deps: AppDeps,
  storage: Storage,
  clipId: number,
  q: { sharingToken: string; e: number; s: string },
  range: string | undefined,
): Promise<MediaAnswer> {
  const found = await openableClip(deps, clipId, q.sharingToken)
  if (!found || !isValidSharedClipGrant(deps, found.link.id, clipId, q.e, q.s)) throw notFound(LOCKED_CONTENT_MESSAGE)
  const key = found.row.clip.storageKey as string
  return openClipFile(storage, { key, contentType: clipFileType(key) }, range)
}
