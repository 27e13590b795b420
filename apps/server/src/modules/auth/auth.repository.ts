import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { TDemoUsers } from '@parley/shared/schemas/auth'
import type { Database, Db } from '../../db/client'
import { impersonationTokens, revokedTokens } from '../../db/schema/audit'
import { companies } from '../../db/schema/companies'
import { users } from '../../db/schema/users'

/** A user's company and e-mail by id, before any tenant is known (demo sign-in, impersonation). */
export async function findUserCompany(db: Database, userId: number): Promise<{ companyId: number; email: string; sessionVersion: number } | undefined> {
  const rows = await db.system
    .select({ companyId: users.companyId, email: users.email, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, userId))
  return rows[0]
}

/** Signs one token out: it stays listed until it would have expired anyway. Signing out twice is fine. */
export async function revokeToken(tx: Db, row: { jti: string; companyId: number; userId: number; expiresAt: Date }): Promise<void> {
  await tx.insert(revokedTokens).values(row).onConflictDoNothing()
}

const ROLE_GROUPS: { role: string; label: string }[] = [
  { role: 'super_admin', label: 'Super admins' },
  { role: 'company_admin_edit', label: 'Company admins (policy edit)' },
  { role: 'company_admin_view', label: 'Company admins (policy view)' },
  { role: 'manager', label: 'Managers' },
  { role: 'rep', label: 'Reps' },
]

/** Demo sign-in list: active users of every demo company, grouped by role (DEMO=1 only). */
export async function listDemoUsers(db: Database): Promise<TDemoUsers> {
  const rows = await db.system
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.userRole,
      policy: users.policy,
      isManager: users.isManager,
      fn: users.function,
      company: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.status, 'active'), isNull(users.deletedAt)))
    .orderBy(asc(companies.id), asc(users.name))
  const groupOf = (r: (typeof rows)[number]) =>
    r.role === 'super_admin' ? 'super_admin' : r.role === 'company_admin' ? `company_admin_${r.policy}` : r.isManager ? 'manager' : 'rep'
  return {
    groups: ROLE_GROUPS.map((g) => ({
      role: g.label,
      users: rows
        .filter((r) => groupOf(r) === g.role)
        .map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          company_name: r.company,
          label: r.fn ?? (r.role === 'super_admin' ? 'Super admin' : r.role === 'company_admin' ? 'Company admin' : 'Member'),
        })),
    })).filter((g) => g.users.length > 0),
  }
}

export async function insertImpersonationToken(
  tx: Db,
  t: { companyId: number; tokenHash: string; targetUserId: number; createdBy: number; expiresAt: Date },
): Promise<void> {
  await tx.insert(impersonationTokens).values(t)
}

/** Consumes a single-use impersonation token: returns it only if it was unused, marking it used. */
export async function consumeImpersonationToken(
  db: Database,
  tokenHash: string,
  at: Date,
): Promise<{ companyId: number; targetUserId: number; createdBy: number | null; expiresAt: Date } | undefined> {
  const rows = await db.system
    .update(impersonationTokens)
    .set({ usedAt: at })
    .where(and(eq(impersonationTokens.tokenHash, tokenHash), isNull(impersonationTokens.usedAt), sql`${impersonationTokens.expiresAt} > ${at}`))
    .returning({
      companyId: impersonationTokens.companyId,
      targetUserId: impersonationTokens.targetUserId,
      createdBy: impersonationTokens.createdBy,
      expiresAt: impersonationTokens.expiresAt,
    })
  return rows[0]
}
