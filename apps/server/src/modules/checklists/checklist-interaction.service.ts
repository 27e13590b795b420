import { NO_CALL_ACCESS_MESSAGE } from '@parley/shared/rules/call-access'
import { BUG_REPORT_SUCCESS_MESSAGE, FEEDBACK_THANKS_MESSAGE, INSIGHTS_COPIED_MESSAGE } from '@parley/shared/rules/meeting-checklist'
import type { TChecklistAction, TChecklistInteractionBody, TChecklistInteractionResponse, TChecklistSourceType } from '@parley/shared/schemas/meeting-detail'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { badRequest, forbidden, notFound } from '../../platform/errors'
import { canViewMeeting } from '../meetings'
import { insertInteraction, itemExists } from './checklist-interaction.repository'

/** Kinds of item that are one stored row and so need a source_id. */
const ROW_TYPES: readonly TChecklistSourceType[] = ['insight', 'objection', 'best_practice', 'positive_moment']
/** ref_body is what the user saw or wrote; bounded so a report cannot fill the table. */
export const REF_BODY_MAX_CHARS = 20_000

const MESSAGES: Record<TChecklistAction, string> = {
  copy: INSIGHTS_COPIED_MESSAGE,
  'thumbs-down': FEEDBACK_THANKS_MESSAGE,
  'remove-thumbs-down': FEEDBACK_THANKS_MESSAGE,
  bug_raise_in_checklist: BUG_REPORT_SUCCESS_MESSAGE,
}

/**
 * POST /api/users/checklistInteraction: copy, thumbs-down, remove-thumbs-down and 'Raise a bug' on
 * the checklist panel, recorded per user. The item must exist on the call the user may see; the signed-in user acts,
 * whatever user_id says.
 */
export async function checklistInteraction(
  deps: AppDeps,
  auth: AuthContext,
  body: TChecklistInteractionBody,
  pageUrl: string | null,
): Promise<TChecklistInteractionResponse> {
  const meetingId = body.zoom_recording_analytics_id
  const needsRow = ROW_TYPES.includes(body.source_type)
  if (needsRow && body.source_id === undefined) {
    throw badRequest(`source_id is required for a ${body.source_type}.`, [{ field: 'source_id', message: `Name the ${body.source_type} acted on.` }])
  }
  const refBody = body.ref_body === undefined ? null : body.ref_body
  if (refBody !== null && JSON.stringify(refBody).length > REF_BODY_MAX_CHARS) {
    throw badRequest(`ref_body is too long (at most ${REF_BODY_MAX_CHARS} characters).`, [{ field: 'ref_body', message: 'Too long.' }])
  }
  if (body.action_type === 'bug_raise_in_checklist' && !hasText(refBody)) {
    throw badRequest('Describe the bug before submitting it.', [{ field: 'ref_body', message: 'The bug report is empty.' }])
  }
  const id = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const access = await canViewMeeting(tx, auth, meetingId)
    if (access === 'not_found') throw notFound('Meeting not found')
    if (access === 'forbidden') throw forbidden(NO_CALL_ACCESS_MESSAGE)
    if (needsRow && !(await itemExists(tx, meetingId, body.source_type, body.source_id as number))) {
      throw notFound(`This call has no ${body.source_type.replace('_', ' ')} with id ${body.source_id}.`)
    }
    return insertInteraction(tx, {
      companyId: auth.user.companyId,
      userId: auth.user.id,
      meetingId,
      actionType: body.action_type,
      pageUrl: body.page_url ?? pageUrl,
      refBody,
      sourceId: body.source_id === undefined ? null : String(body.source_id),
      sourceType: body.source_type,
    })
  })
  return { message: MESSAGES[body.action_type], data: { id, action_type: body.action_type, thumbs_down: body.action_type === 'thumbs-down' } }
}

/** Some non-blank text anywhere in the value (a string, or an object's string fields). */
function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some(hasText)
  if (value && typeof value === 'object') return Object.values(value).some(hasText)
  return false
}
