import type { TUserRole } from '../schemas/user'

/** Data scopes (the dashboard's scope selector, the reports' scope menu). Values are what the API's role field carries. */
export const SCOPES = ['user', 'team', 'org', 'company_admin', 'super_admin'] as const
export type Scope = (typeof SCOPES)[number]
export const SCOPE_LABELS: Record<Scope, string> = {
  user: 'Myself',
  team: 'My team',
  org: 'My org',
  company_admin: 'Admin',
  super_admin: 'Super Admin',
}

export interface ScopeActor {
  user_role: TUserRole
  is_manager: boolean
  /** True when a View Only – All Company Calls nomination lets the user read the whole company. */
  view_all_company_calls?: boolean
}

/**
 * "Myself is always available; My team and My org need is_manager; Admin needs company_admin or super_admin;
 * Super Admin needs super_admin."
 */
export function availableScopes(a: ScopeActor): Scope[] {
  const scopes: Scope[] = ['user']
  if (a.is_manager) scopes.push('team', 'org')
  if (a.user_role === 'company_admin' || a.user_role === 'super_admin' || a.view_all_company_calls) scopes.push('company_admin')
  if (a.user_role === 'super_admin') scopes.push('super_admin')
  return scopes
}

/** "Default scope: company_admin gets Admin, a manager gets My org, others get Myself." Super admins start in Admin. */
export function defaultScope(a: ScopeActor): Scope {
  if (a.user_role === 'company_admin' || a.user_role === 'super_admin') return 'company_admin'
  if (a.is_manager) return 'org'
  return 'user'
}

/**
 * No valid role → the default; Admin asked by a non-admin falls back to org (manager) or
 * user; any other scope the user may not use falls back the same way.
 */
export function resolveScope(a: ScopeActor, requested: string | null | undefined): Scope {
  const allowed = availableScopes(a)
  if (requested && (SCOPES as readonly string[]).includes(requested) && allowed.includes(requested as Scope)) {
    return requested as Scope
  }
  if (!requested || !(SCOPES as readonly string[]).includes(requested)) return defaultScope(a)
  return a.is_manager ? 'org' : 'user'
}
