import { agendaUpdatedMessage, isSameAgenda, isSelectableAgenda, SAME_AGENDA_MESSAGE } from '@parley/shared/rules/agenda'
import { NO_CALL_ACCESS_MESSAGE } from '@parley/shared/rules/call-access'
import { PROCESSING_STATUS } from '@parley/shared/rules/processing-status'
import type { FastifyBaseLogger } from 'fastify'
import type { TUpdateAgendaTypeBody, TUpdateAgendaTypeResponse } from '@parley/shared/schemas/checklists'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors'
import { processCall } from '../analysis/analysis.service'
import { canViewMeeting } from '../meetings'
import { findMeetingForAgenda, findProcessingStatus, saveAgenda, setProcessingStatus } from './checklists.repository'

/**
 * POST /api/users/updateAgendaType: stores the agenda on the recording and its
 * calendar event, then re-creates the call's checklist for the new agenda ("Changing the agenda re-creates the
 * checklist"). The same agenda again is refused with the spec's warning; 'No Agenda' is null. The re-analysis runs
 * before the answer (the embedded analyzer takes milliseconds), so the checklist the screen reloads is the new one;
 * the analysis service decides again whether the call can have insights at all (transcript, five minutes).
 */
export async function updateAgendaType(
  deps: AppDeps,
  auth: AuthContext,
  body: TUpdateAgendaTypeBody,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<TUpdateAgendaTypeResponse> {
  const agenda = body.agenda_type === null ? null : body.agenda_type.trim()
  if (agenda !== null && !isSelectableAgenda(agenda)) {
    throw badRequest('Choose an agenda, or No Agenda.', [{ field: 'agenda_type', message: "An agenda cannot be empty, 'nil' or 'all'." }])
  }
  const companyId = auth.user.companyId
  const previousStatus = await deps.db.withTenant(companyId, async (tx) => {
    const access = await canViewMeeting(tx, auth, body.call_id)
    if (access === 'not_found') throw notFound('Meeting not found.')
    if (access === 'forbidden') throw forbidden(NO_CALL_ACCESS_MESSAGE)
    const meeting = await findMeetingForAgenda(tx, body.call_id)
    if (!meeting) throw notFound('Meeting not found.')
    if (isSameAgenda(meeting.agendaType, agenda)) {
      throw new AppError(400, 'same_agenda', SAME_AGENDA_MESSAGE, [{ field: 'agenda_type', message: SAME_AGENDA_MESSAGE }])
    }
    await saveAgenda(tx, meeting, agenda, PROCESSING_STATUS.CHECKLIST_REBUILDING)
    return meeting.processingStatus
  })

  try {
    await processCall(deps, { companyId, meetingId: body.call_id })
  } catch (err) {
    log.error({ err, meetingId: body.call_id }, 'checklist re-creation after an agenda change failed')
    // The agenda stays saved. The analysis service records its own failures (-1); if it never got that far, the
    // call must not stay 'being re-created' for ever, so its earlier status comes back.
    await deps.db.withTenant(companyId, async (tx) => {
      if ((await findProcessingStatus(tx, body.call_id)) === PROCESSING_STATUS.CHECKLIST_REBUILDING) {
        await setProcessingStatus(tx, body.call_id, previousStatus)
      }
    })
    throw new AppError(502, 'checklist_rebuild_failed', 'The agenda was saved, but the checklist could not be re-created. Please try again.')
  }
  const processingStatus = await deps.db.withTenant(companyId, (tx) => findProcessingStatus(tx, body.call_id))
  return { message: agendaUpdatedMessage(agenda), data: { call_id: body.call_id, agenda_type: agenda, processing_status: processingStatus } }
}
