import type { TCompanySettings } from '../schemas/company-settings'
import type { TPolicy, TUserRole } from '../schemas/user'

/** The facts about a signed-in user that every permission rule reads. */
export interface Actor {
  user_role: TUserRole
  is_manager: boolean
  policy: TPolicy
  function: string | null
  settings: TCompanySettings
}

const isAdminRole = (a: Actor) => a.user_role === 'company_admin' || a.user_role === 'super_admin'

/**
 * "Reports menu": company_admin or super_admin, or a manager, or a user whose function is in
 * the company's list — in each case only with policy edit; company-40-style companies show it to admins and
 * managers regardless of policy.
 */
export function canSeeReports(a: Actor): boolean {
  const eligible = isAdminRole(a) || a.is_manager || (a.function !== null && a.settings.reportsMenuFunctions.includes(a.function))
  if (eligible && a.policy === 'edit') return true
  return a.settings.reportsMenuIgnoresPolicy && (isAdminRole(a) || a.is_manager)
}

/** "Admin center: super_admin, or company_admin with policy edit". */
export function canUseAdminCenter(a: Actor): boolean {
  return a.user_role === 'super_admin' || (a.user_role === 'company_admin' && a.policy === 'edit')
}

/** "Chat and CRM integration cards, allow-delete-meetings toggle": the admin-center users. */
export const canManageCompanyIntegrations = canUseAdminCenter

/** "Privacy-notice toggle: the same users, and only for company ids 29 and 59" — a company setting here. */
export function canTogglePrivacyNotice(a: Actor): boolean {
  return canUseAdminCenter(a) && a.settings.privacyNotice
}

/** "Checklist library, Clips, 'How to practice this?' link: users of the two own-company names only." */
export function canSeeChecklistLibraryAndClips(a: Actor): boolean {
  return a.settings.checklistLibraryAndClips
}

/** "Calendar event id tooltip: super admins only." */
export const canSeeCalendarEventId = (a: Pick<Actor, 'user_role'>) => a.user_role === 'super_admin'

/** Deal review dashboard: a company setting ("company ids 28, 29 and 32"). */
export const canSeeDealReview = (a: Actor) => a.settings.dealReview

/** Super-admin-only tools: company filter and column, impersonate links, company settings. */
export const isSuperAdmin = (a: Pick<Actor, 'user_role'>) => a.user_role === 'super_admin'

export type SidebarEntry = 'recordings' | 'upcoming' | 'reports' | 'deals-review' | 'checklist-library' | 'settings' | 'clips' | 'admin' | 'support' | 'logout'

/** Sidebar entries in their order. */
export function sidebarEntries(a: Actor): SidebarEntry[] {
  const entries: SidebarEntry[] = ['recordings', 'upcoming']
  if (canSeeReports(a)) entries.push('reports')
  // Deal review: the part 1 sidebar list predates it; shown after Reports where the setting is on.
  if (canSeeDealReview(a)) entries.push('deals-review')
  if (canSeeChecklistLibraryAndClips(a)) entries.push('checklist-library')
  entries.push('settings')
  if (canSeeChecklistLibraryAndClips(a)) entries.push('clips')
  if (canUseAdminCenter(a)) entries.push('admin')
  entries.push('support', 'logout')
  return entries
}
