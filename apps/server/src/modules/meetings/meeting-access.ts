import { type CallAccessFacts, type CallViewer, canViewCall } from '@parley/shared/rules/call-access'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { findMeetingOwnership, hasViewAllCallsNomination, managesAnyOf, participantEmails } from './meeting-access.repository'

export type MeetingAccess = 'allowed' | 'forbidden' | 'not_found'

/**
 * The one access check for a recorded call (rule: packages/shared/src/rules/call-access.ts): attendees by e-mail,
 * the owner, managers up the owner's reporting line, company admins and View Only – All Company Calls users. Run it
 * inside the viewer's tenant transaction, so another company's call is simply not found.
 */
export async function canViewMeeting(tx: Db, auth: AuthContext, meetingId: number): Promise<MeetingAccess> {
  const ownership = await findMeetingOwnership(tx, meetingId)
  if (!ownership) return 'not_found'
  const u = auth.user
  const viewer: CallViewer = { id: u.id, email: u.email, user_role: u.userRole, viewAllCompanyCalls: false }
  const facts: CallAccessFacts = { ownerIds: ownership.ownerIds, attendeeEmails: ownership.eventEmails, viewerManagesOwner: false }
  // Cheap facts first; each further query runs only when it can still change the answer.
  if (canViewCall(viewer, facts)) return 'allowed'
  facts.attendeeEmails = [...facts.attendeeEmails, ...(await participantEmails(tx, meetingId))]
  if (canViewCall(viewer, facts)) return 'allowed'
  viewer.viewAllCompanyCalls = await hasViewAllCallsNomination(tx, u.id)
  if (canViewCall(viewer, facts)) return 'allowed'
  facts.viewerManagesOwner = await managesAnyOf(tx, u.id, facts.ownerIds)
  return canViewCall(viewer, facts) ? 'allowed' : 'forbidden'
}
