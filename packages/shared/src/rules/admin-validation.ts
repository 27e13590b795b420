// The checks of inviting and updating a user, and the admin center's messages. Server and web both use these,
// so a person sees the same words whether the browser or the API catches the mistake.

export const ADMIN_MESSAGES = {
  notCompanyAdmin: 'Failed to update user details You are Not Company Admin',
  statusFailed: 'Failed to update user status',
  exportFailed: 'Failed to export data',
  noCompanyList: 'No company list',
  mandatory: 'Please fill all mandatory fields',
  invalidEmail: 'Please enter a valid email address',
  invalidManagerEmail: 'Please enter a valid manager email address',
  nominationRequired: 'Please select at least one nomination type.',
  noExportData: 'No data available to export.',
  detailsUpdated: 'User details updated',
  statusUpdated: 'User status updated',
  inviteSent: 'Invite sent successfully!',
  linkCopied: 'Link copied to clipboard',
  exporting: 'Exporting...',
  futureAdminDate: 'The admin nomination date cannot be in the future.',
} as const

/** "email must match a simple address pattern": something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim())

export interface FieldProblem {
  field: string
  message: string
}

export type ValidationResult = { ok: true } | { ok: false; message: string; fields: FieldProblem[] }

const fail = (message: string, fields: string[]): ValidationResult => ({ ok: false, message, fields: fields.map((field) => ({ field, message })) })

export interface InviteDraft {
  name: string
  email: string
  company_id: number | null | undefined
  license_ids: number[]
  manager_emails: string[]
}

/**
 * "name, email, company and at least one nomination type are required, else 'Please fill all mandatory fields'.
 * email must match a simple address pattern, else 'Please enter a valid email address'. An optional manager email
 * must also match, else 'Please enter a valid manager email address'." Checked in that order.
 */
export function validateInvite(draft: InviteDraft): ValidationResult {
  const missing: string[] = []
  if (!draft.name.trim()) missing.push('name')
  if (!draft.email.trim()) missing.push('email')
  if (!draft.company_id) missing.push('company_id')
  if (draft.license_ids.length === 0) missing.push('license_ids')
  if (missing.length) return fail(ADMIN_MESSAGES.mandatory, missing)
  if (!isValidEmail(draft.email)) return fail(ADMIN_MESSAGES.invalidEmail, ['email'])
  if (draft.manager_emails.some((m) => !isValidEmail(m))) return fail(ADMIN_MESSAGES.invalidManagerEmail, ['manager_emails'])
  return { ok: true }
}

export interface UserDetailsDraft {
  name?: string
  manager_emails?: string[]
  license_ids?: number[]
  admin_nomination_date?: string | null
}

/**
 * "At least one nomination type is required, else 'Please select at least one nomination type.' Email is read
 * only. The admin nomination date cannot be in the future." `today` is YYYY-MM-DD in the caller's calendar.
 */
export function validateUserDetails(draft: UserDetailsDraft, today: string): ValidationResult {
  if (draft.name !== undefined && !draft.name.trim()) return fail(ADMIN_MESSAGES.mandatory, ['name'])
  if (draft.license_ids !== undefined && draft.license_ids.length === 0) return fail(ADMIN_MESSAGES.nominationRequired, ['license_ids'])
  if (draft.manager_emails?.some((m) => !isValidEmail(m))) return fail(ADMIN_MESSAGES.invalidManagerEmail, ['manager_emails'])
  if (draft.admin_nomination_date && draft.admin_nomination_date > today) return fail(ADMIN_MESSAGES.futureAdminDate, ['admin_nomination_date'])
  return { ok: true }
}

/** Trims, lower-cases and de-duplicates e-mail addresses, dropping blanks. */
export function normaliseEmails(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean))]
}
