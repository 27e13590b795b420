import { EMAIL_NOTED_MESSAGE, LOCKED_CONTENT_MESSAGE, linkOpensMeeting, type ShareVisitor, shareDecision } from '@parley/shared/rules/share-access'
import { meetingTabs } from '@parley/shared/rules/meeting-tabs'
import { insightsInWindow } from '@parley/shared/rules/share-window'
import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import type { TSharedMeetingResponse } from '@parley/shared/schemas/sharing'
import type { AppDeps } from '../../platform/deps'
import { type AuthContext, actorOf } from '../../platform/auth/authenticate'
import { AppError, notFound } from '../../platform/errors'
import type { Storage } from '../../platform/storage/storage'
import { salesInsightsOfMeeting } from '../checklists/meeting-insights.service'
import { openClipFile } from '../clips'
import { callDetails } from '../meetings/call-details.service'
import { canViewMeeting } from '../meetings'
import { type MediaAnswer, openMedia } from '../meetings/meeting-media.service'
import { findSessionUser } from '../users'
import { findShareLinkByHash, findShareLinkCompany, findSharedMeeting, insertShareView, type ShareLinkRow, setShareViewEmail } from './share-links.repository'
import { hashShareToken, isWellFormedShareToken } from './share-token'
import { snippetMedia } from './share-snippet-media'
import { isValidMediaGrant, type MediaViewer, sharedMediaUrl } from './shared-meeting.media'

type SharedAnswer = TSharedMeetingResponse['data']
const locked: SharedAnswer = { access: 'locked', message: LOCKED_CONTENT_MESSAGE }
const NO_MENU: TMeetingDetail['menu'] = { showMenu: false, canDelete: false, canDownload: false, superAdminDelete: false }

/** A snippet link's window in seconds, or null for a link to the whole call. */
const windowOf = (link: ShareLinkRow) =>
  link.snippetStartMs !== null && link.snippetEndMs !== null ? { start: link.snippetStartMs / 1000, end: link.snippetEndMs / 1000 } : null

/** The viewer's session behind a login-only link's media grant: active, not signed out, not ended by a change. */
async function viewerSessionLive(deps: AppDeps, viewer: MediaViewer): Promise<boolean> {
  const user = await findSessionUser(deps.db, viewer.userId, viewer.companyId, viewer.tokenId)
  return user?.status === 'active' && !user.tokenRevoked && user.sessionVersion === viewer.sessionVersion
}

/** The live link a token names, with its company; undefined for a forged token. Shared clips use it too. */
export async function resolveLink(deps: AppDeps, token: string): Promise<ShareLinkRow | undefined> {
  if (!isWellFormedShareToken(token)) return undefined
  const hash = hashShareToken(token)
  const companyId = await findShareLinkCompany(deps.db.system, hash)
  if (companyId === undefined) return undefined
  return deps.db.withTenant(companyId, (tx) => findShareLinkByHash(tx, hash))
}

/** "Otherwise the sharer's identity is used": the call is read as the person who shared it. */
export async function sharerAuth(deps: AppDeps, link: ShareLinkRow): Promise<AuthContext | undefined> {
  if (link.createdBy === null) return undefined
  const user = await findSessionUser(deps.db, link.createdBy, link.companyId)
  if (user?.status !== 'active') return undefined
  return { user, settings: user.settings, actor: actorOf(user) }
}

/**
 * GET /api/sharing/meetings/:id?sharingToken=: the precheck, then the link's
 * rule, then the call as its sharer sees it, less what a shared page must not show. Every opening is logged.
 */
export async function loadSharedMeeting(deps: AppDeps, visitorAuth: AuthContext | null, meetingId: number, token: string): Promise<SharedAnswer> {
  const now = deps.now?.() ?? new Date()
  if (visitorAuth) {
    const access = await deps.db.withTenant(visitorAuth.user.companyId, (tx) => canViewMeeting(tx, visitorAuth, meetingId))
    if (access === 'allowed') return { access: 'internal' }
  }
  const link = await resolveLink(deps, token)
  const visitor: ShareVisitor = visitorAuth ? { companyId: visitorAuth.user.companyId, email: visitorAuth.user.email } : null
  const decision = shareDecision(link ?? null, meetingId, visitor, now)
  if (decision === 'login_required') return { access: 'login_required' }
  if (decision === 'locked' || !link) return locked
  const sharer = await sharerAuth(deps, link)
  if (!sharer) return locked
  // A login-only link's recording plays only while the viewer's session lives (logout or sign-out ends it).
  const session = visitorAuth?.session
  const viewer =
    link.shareType !== 'anyone' && visitorAuth && session
      ? { userId: visitorAuth.user.id, companyId: visitorAuth.user.companyId, sessionVersion: session.sessionVersion, tokenId: session.tokenId }
      : null
  if (link.shareType !== 'anyone' && !viewer) return locked
  const meeting = await sharedDetail(deps, sharer, link, token, viewer)
  if (!meeting) return locked
  const window = windowOf(link)
  // A snippet link's insights are the evidence heard in its window, never a reading of the whole call.
  const all = link.insightsVisible ? (await salesInsightsOfMeeting(deps, sharer, meetingId)).data : null
  const insights = all && window ? insightsInWindow(all, window) : all
  const sameCompany = visitorAuth?.user.companyId === link.companyId
  const viewId = await deps.db.withTenant(link.companyId, (tx) =>
    insertShareView(tx, {
      companyId: link.companyId,
      shareLinkId: link.id,
      viewerUserId: sameCompany ? (visitorAuth?.user.id ?? null) : null,
      email: visitor?.email ?? null,
    }),
  )
  return { access: 'granted', viewId, askEmail: visitorAuth === null, insightsVisible: link.insightsVisible, meeting, insights }
}

/** The call page's data with the shared page's limits: placeholder tabs, no menu, no internal links, the snippet. */
async function sharedDetail(
  deps: AppDeps,
  sharer: AuthContext,
  link: ShareLinkRow,
  token: string,
  viewer: MediaViewer | null,
): Promise<TMeetingDetail | undefined> {
  const meetingId = link.meetingId as number
  const answer = await callDetails(deps, sharer, { id: meetingId }).catch((err: unknown) => {
    if (err instanceof AppError && err.statusCode === 404) return undefined
    throw err
  })
  const detail = answer?.data.data[0]
  if (!detail) return undefined
  const facts = await deps.db.withTenant(link.companyId, (tx) => findSharedMeeting(tx, meetingId))
  const snippet = windowOf(link)
  // The summary, action items and follow-up e-mail are written by the analysis and describe the whole call: a link
  // with insights hidden shows none of them, and a snippet link none either (they reach past its window).
  const hideAnalysis = !link.insightsVisible || snippet !== null
  const grantFor = {
    linkId: link.id,
    meetingId,
    sharedSeconds: snippet ? snippet.end - snippet.start : (facts?.videoDuration ?? null),
    linkExpiresAt: link.expiresAt,
  }
  return {
    ...detail,
    ...(hideAnalysis ? { gptRes: null, Summary: null, followUpEmail: null, translated_texts: null } : {}),
    // A snippet link plays a file of its window only, cut on the server; without a stored recording to cut from, it
    // plays nothing rather than the full file behind an external URL.
    video_url: facts?.hasStoredMedia ? sharedMediaUrl(deps, grantFor, token, viewer) : snippet ? null : detail.video_url,
    media: snippet ? { ...detail.media, has_media: Boolean(facts?.hasStoredMedia), starts_at: snippet.start } : detail.media,
    // A snippet link shares that part of the conversation only.
    transcript: snippet ? detail.transcript.filter((l) => l.end > snippet.start && l.start < snippet.end) : detail.transcript,
    calendarEventDetails: detail.calendarEventDetails ? { ...detail.calendarEventDetails, calendar_event_id: null } : null,
    canEditDealTag: false,
    pastCalls: [],
    activityBotLog: [],
    tabs: meetingTabs({ meetingId, transcriptStatus: detail.transcriptStatus, shared: true, thresholds: deps.config.featureThresholds }),
    menu: NO_MENU,
    snippet: snippet ? { ok: true, start: snippet.start, end: snippet.end } : undefined,
  }
}

/** The shared page's e-mail prompt: the address is kept on this opening's view row. */
export async function noteSharedViewEmail(deps: AppDeps, meetingId: number, token: string, viewId: number, email: string): Promise<{ message: string }> {
  const link = await resolveLink(deps, token)
  const now = deps.now?.() ?? new Date()
  // The e-mail prompt follows an anonymous opening, so only the link itself (not a sign-in) is checked here.
  if (!link || !linkOpensMeeting(link, meetingId, now)) throw notFound(LOCKED_CONTENT_MESSAGE)
  const noted = await deps.db.withTenant(link.companyId, (tx) => setShareViewEmail(tx, viewId, link.id, email.toLowerCase()))
  if (!noted) throw notFound('This view of the shared call was not found.')
  return { message: EMAIL_NOTED_MESSAGE }
}

/** GET /api/sharing/meetings/:id/media: the recording for a shared page, with range requests. */
export async function openSharedMedia(
  deps: AppDeps,
  storage: Storage,
  meetingId: number,
  q: { sharingToken: string; e: number; s: string; v?: number; vc?: number; sv?: number; j?: string },
  range: string | undefined,
): Promise<MediaAnswer> {
  const link = await resolveLink(deps, q.sharingToken)
  const now = deps.now?.() ?? new Date()
  const viewer = q.v && q.vc && q.sv && q.j ? { userId: q.v, companyId: q.vc, sessionVersion: q.sv, tokenId: q.j } : null
  if (!link || !linkOpensMeeting(link, meetingId, now) || !isValidMediaGrant(deps, link.id, meetingId, q.e, q.s, viewer)) throw notFound(LOCKED_CONTENT_MESSAGE)
  if (link.shareType !== 'anyone' && !(viewer && (await viewerSessionLive(deps, viewer)))) throw notFound(LOCKED_CONTENT_MESSAGE)
  const sharer = await sharerAuth(deps, link)
  if (!sharer) throw notFound(LOCKED_CONTENT_MESSAGE)
  // The sharer must still be able to open the call; a snippet link then serves its window's file, never the call's.
  if (link.snippetStartMs === null || link.snippetEndMs === null) return openMedia(deps, storage, sharer, meetingId, range)
  const access = await deps.db.withTenant(link.companyId, (tx) => canViewMeeting(tx, sharer, meetingId))
  if (access !== 'allowed') throw notFound(LOCKED_CONTENT_MESSAGE)
  return openClipFile(storage, await snippetMedia(deps, storage, link), range)
}
