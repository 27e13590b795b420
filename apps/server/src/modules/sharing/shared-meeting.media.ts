import { createHmac, timingSafeEqual } from 'node:crypto'
import { sharedMediaTtlSeconds } from '@parley/shared/rules/share-media'
import type { AppDeps } from '../../platform/deps'

/** The signed-in viewer a login-only link's media grant is bound to: their session must still be live to play. */
export interface MediaViewer {
  userId: number
  companyId: number
  sessionVersion: number
  tokenId: string
}

function grant(secret: string, linkId: number, meetingId: number, expires: number, viewer: MediaViewer | null): string {
  const bound = viewer ? `.${viewer.userId}.${viewer.companyId}.${viewer.sessionVersion}.${viewer.tokenId}` : ''
  return createHmac('sha256', `share-media:${secret}`).update(`${linkId}.${meetingId}.${expires}${bound}`).digest('base64url')
}

/** What a grant is for: one link of one call, the seconds it shares, and when the link itself expires. */
export interface MediaGrantFor {
  linkId: number
  meetingId: number
  sharedSeconds: number | null
  linkExpiresAt: Date | null
}

/**
 * The player's source on a shared page: the sharing token (re-checked on every request, so revoking or expiring the
 * link stops playback) plus a short-lived grant proving this opening passed the link's rule — a <video> element
 * sends no bearer token. The grant lasts what the link shares plus some slack, never past the link's expiry.
 */
export function sharedMediaUrl(deps: AppDeps, target: MediaGrantFor, token: string, viewer: MediaViewer | null): string {
  const { linkId, meetingId } = target
  const now = Math.floor((deps.now?.() ?? new Date()).getTime() / 1000)
  const untilExpiry = target.linkExpiresAt ? Math.floor(target.linkExpiresAt.getTime() / 1000) - now : null
  const e = now + sharedMediaTtlSeconds(target.sharedSeconds, untilExpiry)
  const query = new URLSearchParams({ sharingToken: token, e: String(e), s: grant(deps.secrets.jwtSecret, linkId, meetingId, e, viewer) })
  if (viewer) {
    query.set('v', String(viewer.userId))
    query.set('vc', String(viewer.companyId))
    query.set('sv', String(viewer.sessionVersion))
    query.set('j', viewer.tokenId)
  }
  return `/api/sharing/meetings/${meetingId}/media?${query}`
}

export function isValidMediaGrant(deps: AppDeps, linkId: number, meetingId: number, e: number, s: string, viewer: MediaViewer | null): boolean {
  if (e < Math.floor((deps.now?.() ?? new Date()).getTime() / 1000)) return false
  const expected = Buffer.from(grant(deps.secrets.jwtSecret, linkId, meetingId, e, viewer))
  const given = Buffer.from(s)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
