import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppDeps } from '../../app'

/** As long as a signed media link of the call page: enough to watch and seek through a long call. */
const SHARED_MEDIA_TTL_SECONDS = 6 * 3600

function grant(secret: string, linkId: number, meetingId: number, expires: number): string {
  return createHmac('sha256', `share-media:${secret}`).update(`${linkId}.${meetingId}.${expires}`).digest('base64url')
}

/**
 * The player's source on a shared page: the sharing token (re-checked on every request, so revoking stops playback)
 * plus a short-lived grant proving this opening passed the link's rule — a <video> element sends no bearer token.
 */
export function sharedMediaUrl(deps: AppDeps, linkId: number, meetingId: number, token: string): string {
  const e = Math.floor((deps.now?.() ?? new Date()).getTime() / 1000) + SHARED_MEDIA_TTL_SECONDS
  const query = new URLSearchParams({ sharingToken: token, e: String(e), s: grant(deps.secrets.jwtSecret, linkId, meetingId, e) })
  return `/api/sharing/meetings/${meetingId}/media?${query}`
}

export function isValidMediaGrant(deps: AppDeps, linkId: number, meetingId: number, e: number, s: string): boolean {
  if (e < Math.floor((deps.now?.() ?? new Date()).getTime() / 1000)) return false
  const expected = Buffer.from(grant(deps.secrets.jwtSecret, linkId, meetingId, e))
  const given = Buffer.from(s)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
