import type { TPolicy, TUserRole } from '../schemas/user'

// The meeting page's Delete/Download menu and the super-admin 'Delete Meeting' action.

export interface MenuViewer {
  email: string
  user_role: TUserRole
  policy: TPolicy
  delete_meeting_allowed: boolean
  calendar_integrated: boolean
}

export interface MeetingMenu {
  /** The Delete/Download menu is shown at all. */
  showMenu: boolean
  /** "Delete item: everyone who sees the menu." */
  canDelete: boolean
  /** "Download item: company_admin only." (super admins also get Download through the superAdmin flag) */
  canDownload: boolean
  /** "A separate 'Delete Meeting' action is for super_admin only." */
  superAdminDelete: boolean
}

/**
 * "Delete/Download menu on non-shared pages: shown when policy is view and delete_meeting_allowed and
 * calendar_integrated and the user's email is among the calendar event emails; or policy is edit and (the user is
 * company_admin, or delete_meeting_allowed and the user's email is among the event emails)."
 */
export function showDeleteDownloadMenu(viewer: MenuViewer, eventEmails: readonly string[]): boolean {
  const email = viewer.email.trim().toLowerCase()
  const invited = eventEmails.some((e) => e.trim().toLowerCase() === email)
  if (viewer.policy === 'view') return viewer.delete_meeting_allowed && viewer.calendar_integrated && invited
  return viewer.user_role === 'company_admin' || (viewer.delete_meeting_allowed && invited)
}

/** The whole menu for one viewer and one call; nothing on a shared page ("Sharing is hidden on shared pages"). */
export function meetingMenu(viewer: MenuViewer, eventEmails: readonly string[], shared = false): MeetingMenu {
  if (shared) return { showMenu: false, canDelete: false, canDownload: false, superAdminDelete: false }
  const showMenu = showDeleteDownloadMenu(viewer, eventEmails)
  const superAdmin = viewer.user_role === 'super_admin'
  return {
    showMenu,
    canDelete: showMenu,
    canDownload: (showMenu && viewer.user_role === 'company_admin') || superAdmin,
    superAdminDelete: superAdmin,
  }
}

export const DELETE_CONFIRM_TITLE = 'Are you Sure?'
export const MEETING_DELETED_MESSAGE = 'Meeting deleted'
