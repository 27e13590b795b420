import { meetingMenu } from '@parley/shared/rules/meeting-menu'
import { meetingTabs } from '@parley/shared/rules/meeting-tabs'
import { snippetWindow } from '@parley/shared/rules/snippet-time'
import type { TCallDetailsQuery, TCallDetailsResponse, TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { notFound } from '../../platform/errors'
import { actionItemsOf, attendeesOf, canEditDealTag, distinctText, talkTimeOf, transcriptLines } from './call-details.mapper'
import { type CallPageRow, loadCallPage } from './call-details.repository'
import { canViewMeeting } from './meeting-access'
import { signMediaUrl } from './meeting-media.service'

export const MEETING_NOT_FOUND_MESSAGE = 'Meeting not found'

/**
 * POST /api/reports/call-details?id=: the whole call page in one answer. Access is
 * the one rule of canViewMeeting; a viewer without it gets total 0 (the page shows /error/unauthorized/{id}); a call
 * that does not exist for this company, or was deleted, is a 404 (/error/meeting-not-found/{id}).
 */
export async function callDetails(deps: AppDeps, auth: AuthContext, query: Pick<TCallDetailsQuery, 'id' | 'start' | 'end'>): Promise<TCallDetailsResponse> {
  const meetingId = query.id
  const superAdmin = auth.user.userRole === 'super_admin'
  const detail = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const access = await canViewMeeting(tx, auth, meetingId)
    if (access === 'not_found') throw notFound(MEETING_NOT_FOUND_MESSAGE)
    if (access === 'forbidden') return null
    const row = await loadCallPage(tx, meetingId, auth.user.id)
    if (!row) throw notFound(MEETING_NOT_FOUND_MESSAGE)
    return buildDetail(deps, auth, row)
  })
  if (detail && query.start !== undefined) detail.snippet = snippetWindow(query.start, query.end, detail.video_duration)
  if (!detail) return { data: { total: 0, hasAcess: false, superAdmin, data: [] } }
  return { data: { total: 1, hasAcess: true, superAdmin, data: [detail] } }
}

function buildDetail(deps: AppDeps, auth: AuthContext, h: CallPageRow): TMeetingDetail {
  const u = auth.user
  const { event, deal, participants } = h
  const calendarIntegrated = h.calendar_connected
  const eventEmails = distinctText([...(event?.attendeeEmails ?? []), event?.organizerEmail]).map((e) => e.toLowerCase())
  const attendees = attendeesOf(participants, event?.attendees ?? [], u.companyName, event?.organizerEmail ?? null)
  const companies = distinctText([...(event?.attendeeCompanies ?? []), ...attendees.map((a) => a.company)])
  const organiserEmail = event?.organizerEmail ?? attendees.find((a) => a.is_organizer)?.email ?? h.owner_email
  const organiserName = attendees.find((a) => a.email && organiserEmail && a.email.toLowerCase() === organiserEmail.toLowerCase())?.name ?? h.owner_name
  const hasStoredMedia = h.storage_key !== null
  const menu = meetingMenu(
    { email: u.email, user_role: u.userRole, policy: u.policy, delete_meeting_allowed: u.deleteMeetingAllowed, calendar_integrated: calendarIntegrated },
    eventEmails,
  )
  const actionItems = actionItemsOf(h.analysis?.actionItems)
  const joined = (values: (string | null | undefined)[]) => distinctText(values).join(', ')

  return {
    id: h.id,
    title: h.title,
    start_time: new Date(h.start_time).toISOString(),
    end_time: h.end_time ? new Date(h.end_time).toISOString() : null,
    video_url: hasStoredMedia ? signMediaUrl(deps, auth, h.id).url : h.video_url,
    video_duration: h.video_duration,
    media: {
      has_media: hasStoredMedia || Boolean(h.video_url),
      stored: hasStoredMedia,
      audio_only: (h.media_type ?? '').startsWith('audio/'),
      media_type: h.media_type,
    },
    transcript: transcriptLines(h.segments),
    transcript_type: h.transcript_type,
    transcriptStatus: h.transcript_status,
    llm_automation_status: h.llm_automation_status,
    translated_texts: h.translated_texts ?? null,
    meeting_platform: h.meeting_platform,
    agendaType: h.agenda_type ?? event?.agendaType ?? null,
    isCrmUpdated: h.is_crm_updated,
    salesRepAndProspects: attendees,
    companies,
    organiser: organiserEmail || organiserName ? { name: organiserName ?? null, email: organiserEmail ?? null } : null,
    calendarEventDetails: event
      ? {
          id: event.id,
          calendar_event_id: u.userRole === 'super_admin' ? event.gceId : null,
          attendees: joined(event.attendeeEmails),
          attendee_company: joined(event.attendeeCompanies),
          attendee_name: joined(event.attendees.map((a) => a.name ?? a.email)),
          organizer_email: event.organizerEmail,
          sales_stage: event.salesStage,
          primary_deal_id: deal?.id ?? event.primaryDealId,
          source: event.source,
        }
      : null,
    calendarEventEmails: eventEmails,
    crmDealDetails: deal
      ? {
          deal_id: deal.id,
          crm_deal_id: deal.crmDealId,
          deal_name: deal.name,
          account_name: deal.accountName,
          owner_name: deal.ownerName,
          amount: deal.amount,
          crm_name: deal.crmName,
          sales_stage: deal.stageName,
        }
      : null,
    canEditDealTag: canEditDealTag({ email: u.email, user_role: u.userRole, companyName: u.companyName }, eventEmails, event?.attendeeCompanies ?? []),
    gptRes: h.analysis ? { Summary: h.analysis.summary, 'Action Items By User': actionItems } : null,
    Summary: h.analysis?.summary ?? null,
    followUpEmail: h.analysis?.followUpEmail ?? null,
    processing_status: h.processing_status,
    processing_info: h.processing_info ?? {},
    talkTime: talkTimeOf(participants),
    pastCalls: h.past_calls.map((p) => ({ id: p.id, title: p.title, start_time: new Date(p.startTime).toISOString(), video_duration: p.videoDuration })),
    activityBotLog: h.bot_log.map((b) => ({ event_type: b.eventType, at: new Date(b.at).toISOString(), message: b.message })),
    tabs: meetingTabs({ meetingId: h.id, transcriptStatus: h.transcript_status, shared: false, thresholds: deps.config.featureThresholds }),
    menu,
  }
}
