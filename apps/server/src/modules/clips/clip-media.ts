import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppDeps } from '../../platform/deps'
import { type AuthContext, actorOf } from '../../platform/auth/authenticate'
import { notFound } from '../../platform/errors'
import { parseRange } from '../../platform/storage/byte-range'
import type { Storage } from '../../platform/storage/storage'
import { type MediaAnswer, MEDIA_URL_TTL_SECONDS, RangeNotSatisfiable } from '../meetings/meeting-media.service'
import { findSessionUser } from '../users'

// A <video> element and a download link send no bearer token, so clip media links carry an HMAC over what they
// grant (as the call's media links do); the access rule is checked again on every request.

const nowSeconds = (deps: AppDeps) => Math.floor((deps.now?.() ?? new Date()).getTime() / 1000)

function mac(deps: AppDeps, purpose: string, parts: (string | number)[]): string {
  return createHmac('sha256', `${purpose}:${deps.secrets.jwtSecret}`).update(parts.join('.')).digest('base64url')
}

function sameMac(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

export interface ClipSignature {
  u: number
  c: number
  e: number
  s: string
}

/** A signed link for one user to one clip's media (`media`, inline with ranges) or attachment (`download`). */
export function signClipUrl(deps: AppDeps, auth: AuthContext, clipId: number, kind: 'media' | 'download'): string {
  const e = nowSeconds(deps) + MEDIA_URL_TTL_SECONDS
  const s = mac(deps, 'clip-media', [clipId, auth.user.id, auth.user.companyId, e])
  return `/api/clips/${clipId}/${kind}?${new URLSearchParams({ u: String(auth.user.id), c: String(auth.user.companyId), e: String(e), s })}`
}

/** The viewer a signed clip link stands for, or null when it is forged, expired or the user is gone. */
export async function authFromClipSignature(deps: AppDeps, clipId: number, q: ClipSignature): Promise<AuthContext | null> {
  if (q.e < nowSeconds(deps) || !sameMac(mac(deps, 'clip-media', [clipId, q.u, q.c, q.e]), q.s)) return null
  const user = await findSessionUser(deps.db, q.u, q.c)
  if (user?.status !== 'active') return null
  return { user, settings: user.settings, actor: actorOf(user) }
}

/** The player's source on /sharedClip: the sharing token (re-checked on every request) plus a grant of this opening. */
export function sharedClipMediaUrl(deps: AppDeps, linkId: number, clipId: number, token: string): string {
  const e = nowSeconds(deps) + MEDIA_URL_TTL_SECONDS
  const s = mac(deps, 'shared-clip-media', [linkId, clipId, e])
  return `/api/sharing/clips/${clipId}/media?${new URLSearchParams({ sharingToken: token, e: String(e), s })}`
}

export function isValidSharedClipGrant(deps: AppDeps, linkId: number, clipId: number, e: number, s: string): boolean {
  return e >= nowSeconds(deps) && sameMac(mac(deps, 'shared-clip-media', [linkId, clipId, e]), s)
}

/** A rendered clip from storage, whole or by HTTP byte range; `attachment` names the downloaded file. */
export async function openClipFile(
  storage: Storage,
  file: { key: string; contentType: string },
  rangeHeader: string | undefined,
  attachment?: string,
): Promise<MediaAnswer> {
  const stat = await storage.stat(file.key)
  if (!stat) throw notFound('The clip file is missing from storage.')
  const range = parseRange(attachment ? undefined : rangeHeader, stat.size)
  if (range.kind === 'unsatisfiable') throw new RangeNotSatisfiable(stat.size)
  const common: Record<string, string> = { 'accept-ranges': 'bytes', 'content-type': file.contentType, 'cache-control': 'private, max-age=0' }
  if (attachment) common['content-disposition'] = `attachment; filename="${attachment}"`
  if (range.kind === 'full') return { status: 200, headers: { ...common, 'content-length': String(stat.size) }, body: await storage.get(file.key) }
  const { start, end } = range.range
  return {
    status: 206,
    headers: { ...common, 'content-length': String(end - start + 1), 'content-range': `bytes ${start}-${end}/${stat.size}` },
    body: await storage.get(file.key, range.range),
  }
}
