import type { TUserRole } from '../schemas/user'

/** Who asks to see a call, and what their nominations allow. */
export interface CallViewer {
  id: number
  email: string
  user_role: TUserRole
  /** A View Only – All Company Calls nomination: read the whole company. */
  viewAllCompanyCalls: boolean
}

/** The facts about one call of the viewer's own company that decide access. */
export interface CallAccessFacts {
  /** The rep whose notetaker or upload recorded it, and the calendar owner. */
  ownerIds: number[]
  /** Lower-cased attendee e-mails (calendar event attendees and recorded participants). */
  attendeeEmails: string[]
  /** True when the viewer is a manager of an owner, directly or further up the reporting line. */
  viewerManagesOwner: boolean
}

/**
 * Who may open a call of their own company: its attendees (by e-mail), its owner, managers up the owner's reporting
 * line, company admins (and super admins), and View Only – All Company Calls users. Everyone else
 * gets 'You don't have access to this call!' with 'Please reachout to call attendees to get access'.
 */
export function canViewCall(viewer: CallViewer, call: CallAccessFacts): boolean {
  if (viewer.user_role === 'company_admin' || viewer.user_role === 'super_admin' || viewer.viewAllCompanyCalls) return true
  if (call.ownerIds.includes(viewer.id)) return true
  if (call.attendeeEmails.includes(viewer.email.toLowerCase())) return true
  return call.viewerManagesOwner
}

export const NO_CALL_ACCESS_MESSAGE = "You don't have access to this call!"
