import type { Readable } from 'node:stream'
import { NO_CALL_ACCESS_MESSAGE } from '@parley/shared/rules/call-access'
import { MEETING_DELETED_MESSAGE, type MeetingMenu, meetingMenu } from '@parley/shared/rules/meeting-menu'
import type { TDeleteMeetingResponse, TDownloadUrlResponse } from '@parley/shared/schemas/meeting-detail'
import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { forbidden, notFound } from '../../platform/errors'
import { SHARED_MEDIA_PREFIX, type Storage, safeFileName } from '../../platform/storage/storage'
import { recomputeDealRollups } from '../deals/deal-rollups.service'
import { dealRollupsJobKey, RECOMPUTE_DEAL_ROLLUPS } from '../deals'
import { hasConnectedCalendar } from './call-details.repository'
import { MEETING_NOT_FOUND_MESSAGE } from './call-details.service'
import { canViewMeeting } from './meeting-access'
import { signMediaUrl } from './meeting-media.service'
import { auditMeetingDeletion, clearMediaKeys, findMeetingForDeletion, markDeleted, primaryDealOf } from './meeting-deletion.repository'

export type DeletionMode = 'menu' | 'super_admin'
export const NOT_ALLOWED_TO_DELETE = 'You are not allowed to delete this meeting.'
export const NOT_ALLOWED_TO_DOWNLOAD = 'You are not allowed to download this recording.'

type Meeting = NonNullable<Awaited<ReturnType<typeof findMeetingForDeletion>>>

/** The call (visible to the viewer) and the viewer's Delete/Download menu for it. */
async function menuFor(tx: Db, auth: AuthContext, meetingId: number): Promise<{ meeting: Meeting; menu: MeetingMenu }> {
  const access = await canViewMeeting(tx, auth, meetingId)
  if (access === 'not_found') throw notFound(MEETING_NOT_FOUND_MESSAGE)
  if (access === 'forbidden') throw forbidden(NO_CALL_ACCESS_MESSAGE)
  const meeting = await findMeetingForDeletion(tx, meetingId)
  if (!meeting) throw notFound(MEETING_NOT_FOUND_MESSAGE)
  const u = auth.user
  const emails = [...(meeting.eventEmails ?? []), ...(meeting.organizerEmail ? [meeting.organizerEmail] : [])]
  const calendarIntegrated = await hasConnectedCalendar(tx, u.id)
  const menu = meetingMenu(
    { email: u.email, user_role: u.userRole, policy: u.policy, delete_meeting_allowed: u.deleteMeetingAllowed, calendar_integrated: calendarIntegrated },
    emails,
  )
  return { meeting, menu }
}

/**
 * GET /api/users/deleteMeeting?id= (the menu's Delete) and POST /api/admin/deleteMeeting?id= (the super admin's
 * 'Delete Meeting'). Marks the call deleted, removes transcript, analysis and media, writes the audit log and
 * recomputes the deal roll-up; from then on the call is not found anywhere.
 */
export async function deleteMeeting(
  deps: AppDeps,
  storage: Storage,
  auth: AuthContext,
  meetingId: number,
  mode: DeletionMode,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<TDeleteMeetingResponse> {
  const at = deps.now?.() ?? new Date()
  const companyId = auth.user.companyId
  const done = await deps.db.withTenant(companyId, async (tx) => {
    const { meeting, menu } = await menuFor(tx, auth, meetingId)
    const allowed = mode === 'super_admin' ? menu.superAdminDelete : menu.canDelete
    if (!allowed) throw forbidden(NOT_ALLOWED_TO_DELETE)
    const dealId = (await primaryDealOf(tx, meetingId)) ?? meeting.eventDealId
    await markDeleted(tx, meetingId, auth.user.id, at)
    await auditMeetingDeletion(tx, {
      companyId,
      actorUserId: auth.user.id,
      impersonatorUserId: auth.impersonatorId ?? null,
      meetingId,
      details: { title: meeting.title, mode, had_media: meeting.storageKey !== null, deal_id: dealId },
      at,
    })
    return { meeting, dealId }
  })

  const keys = [done.meeting.storageKey, done.meeting.thumbnailKey].filter((k): k is string => k !== null)
  if (keys.length > 0) {
    const own = keys.filter((k) => !k.startsWith(SHARED_MEDIA_PREFIX))
    try {
      for (const key of own) await storage.delete(key)
      await deps.db.withTenant(companyId, (tx) => clearMediaKeys(tx, meetingId))
    } catch (err) {
      // The call is deleted either way; the key stays on the row for a retention job to retry.
      log.warn({ err, meetingId }, 'media of a deleted meeting could not be removed from storage')
    }
  }
  if (done.dealId !== null) {
    const data = { companyId, dealId: done.dealId }
    if (deps.jobs) await deps.jobs.send(RECOMPUTE_DEAL_ROLLUPS, data, { singletonKey: dealRollupsJobKey(companyId, done.dealId) })
    else await recomputeDealRollups(deps, companyId, done.dealId)
  }
  return { message: MEETING_DELETED_MESSAGE, data: { id: meetingId, deleted_at: at.toISOString() } }
}

async function requireDownload(deps: AppDeps, auth: AuthContext, meetingId: number): Promise<Meeting & { storageKey: string }> {
  const { meeting, menu } = await deps.db.withTenant(auth.user.companyId, (tx) => menuFor(tx, auth, meetingId))
  if (!menu.canDownload) throw forbidden(NOT_ALLOWED_TO_DOWNLOAD)
  if (meeting.storageKey === null) throw notFound('This recording has no media file.')
  return { ...meeting, storageKey: meeting.storageKey }
}

/** POST /api/meetings/:id/download-url: a signed link an <a download> can follow without an Authorization header. */
export async function downloadUrlFor(deps: AppDeps, auth: AuthContext, meetingId: number): Promise<TDownloadUrlResponse> {
  await requireDownload(deps, auth, meetingId)
  return signMediaUrl(deps, auth, meetingId, 'download')
}

export interface DownloadAnswer {
  headers: Record<string, string>
  body: Readable
}

/** GET /api/meetings/:id/download: the original media file, streamed as an attachment; the rule is checked again. */
export async function openDownload(deps: AppDeps, storage: Storage, auth: AuthContext, meetingId: number): Promise<DownloadAnswer> {
  const meeting = await requireDownload(deps, auth, meetingId)
  const stat = await storage.stat(meeting.storageKey)
  if (!stat) throw notFound('The recording file is missing from storage.')
  const extension = meeting.storageKey.includes('.') ? meeting.storageKey.slice(meeting.storageKey.lastIndexOf('.')) : ''
  const name = `${safeFileName(meeting.title ?? undefined, 'recording').replace(/\.[A-Za-z0-9]+$/, '')}${extension}`
  return {
    headers: {
      'content-type': meeting.mediaType ?? stat.contentType ?? 'application/octet-stream',
      'content-length': String(stat.size),
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
    },
    body: await storage.get(meeting.storageKey),
  }
}
