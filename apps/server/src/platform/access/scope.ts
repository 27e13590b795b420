import { type SQL, eq, inArray, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { resolveScope, type Scope } from '@parley/shared/rules/scope'
import type { Db } from '../../db/client'
import { userManagers } from '../../db/schema/users'
import type { AuthContext } from '../auth/authenticate'

/** The data a request may see: its scope, its company (null = every company, super admin only) and its users. */
export interface ResolvedScope {
  scope: Scope
  companyId: number | null
  /** Users whose data is in scope; 'all' means every user of `companyId`. */
  userIds: number[] | 'all'
}

/** Direct reports (team) or the whole reporting tree below a manager (org), walked in SQL. */
async function reportsOf(tx: Db, managerId: number, transitive: boolean): Promise<number[]> {
  if (!transitive) {
    const rows = await tx.select({ id: userManagers.userId }).from(userManagers).where(eq(userManagers.managerId, managerId))
    return rows.map((r) => r.id)
  }
  const { rows } = await tx.execute<{ id: number }>(sql`
    with recursive tree(id) as (
      select user_id from ${userManagers} where manager_id = ${managerId}
      union
      select um.user_id from ${userManagers} um join tree on um.manager_id = tree.id
    ) select id from tree`)
  return rows.map((r) => Number(r.id))
}

/**
 * The user and the chosen scope (Myself, My team, My org, Admin, Super Admin) become the set of data a query may
 * read. A scope the user may not use falls back: Admin asked by a non-admin becomes org (a manager) or user.
 */
export async function scopeOf(tx: Db, auth: AuthContext, requestedRole: string | null | undefined): Promise<ResolvedScope> {
  const u = auth.user
  const scope = resolveScope({ user_role: u.userRole, is_manager: u.isManager }, requestedRole)
  switch (scope) {
    case 'user':
      return { scope, companyId: u.companyId, userIds: [u.id] }
    case 'team':
      return { scope, companyId: u.companyId, userIds: [u.id, ...(await reportsOf(tx, u.id, false))] }
    case 'org':
      return { scope, companyId: u.companyId, userIds: [u.id, ...(await reportsOf(tx, u.id, true))] }
    case 'company_admin':
      return { scope, companyId: u.companyId, userIds: 'all' }
    case 'super_admin':
      return { scope, companyId: null, userIds: 'all' }
  }
}

/** The SQL predicate for a query's owner and company columns. */
export function scopePredicate(resolved: ResolvedScope, columns: { companyId: AnyPgColumn; userId: AnyPgColumn }): SQL {
  const parts: SQL[] = []
  if (resolved.companyId !== null) parts.push(sql`${columns.companyId} = ${resolved.companyId}`)
  if (resolved.userIds !== 'all') parts.push(resolved.userIds.length ? (inArray(columns.userId, resolved.userIds) as SQL) : sql`false`)
  return parts.length ? sql.join(parts, sql` and `) : sql`true`
}
