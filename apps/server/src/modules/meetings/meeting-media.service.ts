import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Readable } from 'node:stream'
import { NO_CALL_ACCESS_MESSAGE } from '@parley/shared/rules/call-access'
import type { AppDeps } from '../../platform/deps'
import { type AuthContext, actorOf } from '../../platform/auth/authenticate'
import { AppError, forbidden, notFound } from '../../platform/errors'
import type { RangeAnswer } from '../../platform/storage/byte-range'
import { parseRange } from '../../platform/storage/byte-range'
import type { Storage } from '../../platform/storage/storage'
import { findSessionUser } from '../users'
import { canViewMeeting } from './meeting-access'
import { findMeetingMedia } from './meeting-media.repository'

/** A signed media link lasts long enough to watch and seek through a long call. */
export const MEDIA_URL_TTL_SECONDS = 6 * 3600

export interface MediaSignature {
  u: number
  c: number
  e: number
  s: string
}

function signature(secret: string, meetingId: number, userId: number, companyId: number, expires: number): string {
  return createHmac('sha256', `media:${secret}`).update(`${meetingId}.${userId}.${companyId}.${expires}`).digest('base64url')
}

/**
 * A media URL a <video> element can use without an Authorization header: signed for one user and one call, short
 * lived, and checked against the access rule again on every request.
 */
export async function mediaUrlFor(deps: AppDeps, auth: AuthContext, meetingId: number): Promise<{ url: string; expires_at: string }> {
  await requireMedia(deps, auth, meetingId)
  return signMediaUrl(deps, auth, meetingId)
}

/**
 * The signed link itself, for callers that have already checked access (call-details). `download` links to the
 * attachment route, which checks its own (stricter) rule on every request.
 */
export function signMediaUrl(deps: AppDeps, auth: AuthContext, meetingId: number, kind: 'media' | 'download' = 'media'): { url: string; expires_at: string } {
  const now = deps.now?.() ?? new Date()
  const e = Math.floor(now.getTime() / 1000) + MEDIA_URL_TTL_SECONDS
  const s = signature(deps.secrets.jwtSecret, meetingId, auth.user.id, auth.user.companyId, e)
  const query = new URLSearchParams({ u: String(auth.user.id), c: String(auth.user.companyId), e: String(e), s })
  return { url: `/api/meetings/${meetingId}/${kind}?${query}`, expires_at: new Date(e * 1000).toISOString() }
}

/** The viewer a signed link stands for, or null when the link is forged, expired or the user is gone. */
export async function authFromSignature(deps: AppDeps, meetingId: number, q: MediaSignature): Promise<AuthContext | null> {
  const now = Math.floor((deps.now?.() ?? new Date()).getTime() / 1000)
  if (q.e < now) return null
  const expected = Buffer.from(signature(deps.secrets.jwtSecret, meetingId, q.u, q.c, q.e))
  const given = Buffer.from(q.s)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const user = await findSessionUser(deps.db, q.u, q.c)
  if (user?.status !== 'active') return null
  return { user, settings: user.settings, actor: actorOf(user) }
}

async function requireMedia(deps: AppDeps, auth: AuthContext, meetingId: number): Promise<{ storageKey: string; mediaType: string }> {
  const found = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const access = await canViewMeeting(tx, auth, meetingId)
    return { access, media: access === 'allowed' ? await findMeetingMedia(tx, meetingId) : undefined }
  })
  if (found.access === 'not_found') throw notFound('Meeting not found')
  if (found.access === 'forbidden') throw forbidden(NO_CALL_ACCESS_MESSAGE)
  if (!found.media?.storageKey) throw notFound('This recording has no media file.')
  return { storageKey: found.media.storageKey, mediaType: found.media.mediaType ?? 'application/octet-stream' }
}

export interface MediaAnswer {
  status: 200 | 206
  headers: Record<string, string>
  body: Readable
}

/** GET /api/meetings/:id/media: the recording with HTTP range requests (206 with Content-Range; 416 past the end). */
export async function openMedia(deps: AppDeps, storage: Storage, auth: AuthContext, meetingId: number, rangeHeader: string | undefined): Promise<MediaAnswer> {
  const media = await requireMedia(deps, auth, meetingId)
  const stat = await storage.stat(media.storageKey)
  if (!stat) throw notFound('The recording file is missing from storage.')
  const range: RangeAnswer = parseRange(rangeHeader, stat.size)
  const common = { 'accept-ranges': 'bytes', 'content-type': media.mediaType, 'cache-control': 'private, max-age=0' }
  if (range.kind === 'unsatisfiable') {
    throw new RangeNotSatisfiable(stat.size)
  }
  if (range.kind === 'full') {
    return { status: 200, headers: { ...common, 'content-length': String(stat.size) }, body: await storage.get(media.storageKey) }
  }
  const { start, end } = range.range
  return {
    status: 206,
    headers: { ...common, 'content-length': String(end - start + 1), 'content-range': `bytes ${start}-${end}/${stat.size}` },
    body: await storage.get(media.storageKey, range.range),
  }
}

/** 416, which must name the object's size in Content-Range (RFC 9110 §15.5.17). */
export class RangeNotSatisfiable extends AppError {
  constructor(readonly size: number) {
    super(416, 'range_not_satisfiable', `The requested range is outside the recording (${size} bytes).`)
  }
}
