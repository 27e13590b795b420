import type { TAuditCategory } from '../schemas/admin'

// The audit log view: impersonations, role and nomination changes, deactivations, settings changes,
// deletions, share-link creations and revocations. Audit actions are named `<area>.<verb>`; these SQL LIKE
// patterns sort them into the view's categories, so modules that add actions later are picked up by name.

export const AUDIT_CATEGORY_PATTERNS: Record<Exclude<TAuditCategory, 'admin' | 'all'>, string[]> = {
  impersonation: ['impersonation.%'],
  users: ['user.invite', 'user.update', 'user.role'],
  status: ['user.deactivate', 'user.activate'],
  settings: ['company_settings.%', 'settings.%'],
  deletions: ['%delete%'],
  sharing: ['share%'],
  sign_ins: ['auth.%'],
}

/** "All admin activity" (the default): every category but sign-ins. Reads (`*.list_all`) show only under "all". */
const ADMIN_CATEGORIES = ['impersonation', 'users', 'status', 'settings', 'deletions', 'sharing'] as const

/** The LIKE patterns of a category; null means every action. */
export function auditPatterns(category: TAuditCategory): string[] | null {
  if (category === 'all') return null
  if (category === 'admin') return ADMIN_CATEGORIES.flatMap((c) => AUDIT_CATEGORY_PATTERNS[c])
  return AUDIT_CATEGORY_PATTERNS[category]
}

export const AUDIT_CATEGORY_LABELS: Record<TAuditCategory, string> = {
  admin: 'All admin activity',
  impersonation: 'Impersonation',
  users: 'Invites, roles and nominations',
  status: 'Deactivations and activations',
  settings: 'Company settings',
  deletions: 'Deletions',
  sharing: 'Share links',
  sign_ins: 'Sign-ins',
  all: 'Everything, including reads',
}

/** SQL LIKE (% and _) as a regular expression, so the web app and tests classify actions as the server does. */
export function likeToRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replaceAll('%', '.*')
    .replaceAll('_', '.')
  return new RegExp(`^${body}$`)
}

/** The first category whose patterns match an action, for the view's tag; null when none does. */
export function auditCategoryOf(action: string): Exclude<TAuditCategory, 'admin' | 'all'> | null {
  for (const [category, patterns] of Object.entries(AUDIT_CATEGORY_PATTERNS)) {
    if (patterns.some((p) => likeToRegExp(p).test(action))) return category as Exclude<TAuditCategory, 'admin' | 'all'>
  }
  return null
}

const ACTION_LABELS: Record<string, string> = {
  'impersonation.mint': 'Created an impersonation link',
  'impersonation.start': 'Started an impersonation session',
  'user.invite': 'Invited a user',
  'user.update': 'Changed user details',
  'user.role': 'Changed a role',
  'user.deactivate': 'Deactivated a user',
  'user.activate': 'Activated a user',
  'company_settings.update': 'Changed company settings',
  'auth.sign_in': 'Signed in',
  'companies.list_all': 'Listed every company',
  'admin_users.list_all': 'Read users of every company',
  'admin_users.export': 'Exported the user table',
  'audit_log.list_all': 'Read the audit log of every company',
  'ama_report.list_all': 'Read the AI chat report of every company',
  'ama_summary_report.list_all': 'Read the AI chat summary of every company',
  'ama_report.export': 'Exported the AI chat report',
  'meeting.delete': 'Deleted a call',
  'user.delete_account': 'Deleted their account',
  'settings.platform_connect': 'Connected a meeting platform',
}

/** Plain words for an action; unknown actions read as their name ("share.revoke" → "share revoke"). */
export function describeAuditAction(action: string): string {
  return ACTION_LABELS[action] ?? action.replaceAll(/[._]/g, ' ')
}
