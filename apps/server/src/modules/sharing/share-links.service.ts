import { NO_CALL_ACCESS_MESSAGE } from '@parley/shared/rules/call-access'
import { normaliseShareEmails } from '@parley/shared/rules/share-access'
import { checkShareSnippet } from '@parley/shared/rules/share-snippet'
import type { TShareLinkRow, TShareSettingsBody, TShareUrlResponse } from '@parley/shared/schemas/sharing'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { badRequest, forbidden, notFound } from '../../platform/errors'
import { findClip } from '../clips'
import { canViewMeeting } from '../meetings'
import { findShareLinkById, findSharedMeeting, insertShareLink, type LiveLinkRow, listLiveLinks, revokeShareLink } from './share-links.repository'
import { hashShareToken, newShareToken } from './share-token'

export const SHARE_LINK_NOT_FOUND = 'Share link not found'
export const REVOKE_NOT_ALLOWED = "Only the call's owner, the link's creator or an admin can revoke this link."

const isAdmin = (auth: AuthContext) => auth.user.userRole === 'company_admin' || auth.user.userRole === 'super_admin'
const nowOf = (deps: AppDeps) => deps.now?.() ?? new Date()

/** Anyone who may open the call may share it; another company's or a deleted call is not found. */
async function requireViewable(tx: Db, auth: AuthContext, meetingId: number) {
  const access = await canViewMeeting(tx, auth, meetingId)
  if (access === 'not_found') throw notFound('Meeting not found')
  if (access === 'forbidden') throw forbidden(NO_CALL_ACCESS_MESSAGE)
  const meeting = await findSharedMeeting(tx, meetingId)
  if (!meeting) throw notFound('Meeting not found')
  return meeting
}

/**
 * GET /api/users/getMeetingShareURL and POST /api/users/getMeetingShareURLWithSettings: a new link
 * for one call. The token is returned once; the database keeps its SHA-256 only.
 */
export async function createMeetingShareLink(deps: AppDeps, auth: AuthContext, meetingId: number, body: TShareSettingsBody): Promise<TShareUrlResponse> {
  const now = nowOf(deps)
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    throw badRequest('The expiry must be in the future.', [{ field: 'expiresAt', message: 'The expiry must be in the future.' }])
  const token = newShareToken()
  const id = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const meeting = await requireViewable(tx, auth, meetingId)
    if (body.startTime !== undefined && body.endTime !== undefined) {
      const check = checkShareSnippet(body.startTime, body.endTime, meeting.videoDuration)
      if (!check.ok) throw badRequest(check.message, [{ field: check.field, message: check.message }])
    }
    return insertShareLink(tx, {
      companyId: auth.user.companyId,
      meetingId,
      createdBy: auth.user.id,
      shareType: body.shareType,
      emails: body.shareType === 'restricted' ? normaliseShareEmails(body.emails ?? []) : [],
      tokenHash: hashShareToken(token),
      insightsVisible: body.insightsVisible ?? true,
      snippetStartMs: body.startTime === undefined ? null : body.startTime * 1000,
      snippetEndMs: body.endTime === undefined ? null : body.endTime * 1000,
      expiresAt,
    })
  })
  return { data: { token, id, url: `/sharedMeeting/${meetingId}?sharingToken=${token}` } }
}

/** The call's live links: all of them for its owner and admins, one's own for anyone else who may see the call. */
export async function listMeetingShareLinks(deps: AppDeps, auth: AuthContext, meetingId: number): Promise<TShareLinkRow[]> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const meeting = await requireViewable(tx, auth, meetingId)
    const seesAll = isAdmin(auth) || meeting.ownerId === auth.user.id
    const rows = await listLiveLinks(tx, meetingId, nowOf(deps))
    return rows.filter((r) => seesAll || r.link.createdBy === auth.user.id).map(linkRow)
  })
}

/** Revoking is final: the next opening shows the locked card. */
export async function revokeMeetingShareLink(deps: AppDeps, auth: AuthContext, linkId: number): Promise<{ id: number; revokedAt: string }> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const link = await findShareLinkById(tx, linkId)
    // A clip's link is revoked by the same people as a link of the clip's call.
    const meetingId = link?.meetingId ?? (link?.clipId ? (await findClip(tx, link.clipId))?.clip.meetingId : undefined)
    if (!link || !meetingId) throw notFound(SHARE_LINK_NOT_FOUND)
    const meeting = await findSharedMeeting(tx, meetingId)
    const allowed = isAdmin(auth) || link.createdBy === auth.user.id || meeting?.ownerId === auth.user.id
    if (!allowed) throw forbidden(REVOKE_NOT_ALLOWED)
    const revokedAt = await revokeShareLink(tx, linkId, nowOf(deps))
    if (!revokedAt) throw notFound(SHARE_LINK_NOT_FOUND)
    return { id: linkId, revokedAt: revokedAt.toISOString() }
  })
}

function linkRow(r: LiveLinkRow): TShareLinkRow {
  const { link } = r
  const snippet = link.snippetStartMs !== null && link.snippetEndMs !== null ? { start: link.snippetStartMs / 1000, end: link.snippetEndMs / 1000 } : null
  return {
    id: link.id,
    shareType: link.shareType,
    emails: link.emails,
    insightsVisible: link.insightsVisible,
    snippet,
    views: Number(r.views),
    lastViewedAt: r.lastViewedAt ? new Date(r.lastViewedAt).toISOString() : null,
    expiresAt: link.expiresAt ? link.expiresAt.toISOString() : null,
    createdAt: link.createdAt.toISOString(),
    createdBy: r.creator,
  }
}
