import type { TAdminUserRow } from '../schemas/admin'

/** The words the admin table and its export show for a user's role, status and calendar provider (never the stored codes). */
export const ROLE_LABELS: Record<TAdminUserRow['role'], string> = { user: 'User', company_admin: 'Company admin', super_admin: 'Super admin' }

export function statusLabel(status: string): string {
  if (status === 'active') return 'Active'
  if (status === 'cancelled') return 'Deactivated'
  return status
}

export function serviceProviderLabel(provider: string | null): string | null {
  if (provider === 'google') return 'Google'
  if (provider === 'microsoft') return 'Microsoft'
  return provider
}
