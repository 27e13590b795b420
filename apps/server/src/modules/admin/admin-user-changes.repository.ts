import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { TLicenseKind } from '@parley/shared/schemas/admin'
import type { Db } from '../../db/client'
import { companies } from '../../db/schema/companies'
import { departments, functions, licenses, userLicenses, userManagers, users } from '../../db/schema/users'

// Writes of the admin center: invite, edit, status and role. Runs inside the target company's tenant.

export interface TargetUser {
  id: number
  companyId: number
  name: string
  email: string
  role: 'user' | 'company_admin' | 'super_admin'
  policy: 'edit' | 'view'
  isManager: boolean
  status: string
  function: string | null
  department: string | null
  hasCompletedOnboarding: boolean
}

export async function findTargetUser(tx: Db, userId: number): Promise<TargetUser | undefined> {
  const rows = await tx
    .select({
      id: users.id,
      companyId: users.companyId,
      name: users.name,
      email: users.email,
      role: users.userRole,
      policy: users.policy,
      isManager: users.isManager,
      status: users.status,
      function: users.function,
      department: users.department,
      hasCompletedOnboarding: users.hasCompletedOnboarding,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
  return rows[0]
}

export async function findCompanyName(tx: Db, companyId: number): Promise<string | undefined> {
  const rows = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId))
  return rows[0]?.name
}

export interface LicenseTypeRow {
  id: number
  title: string
  kind: TLicenseKind
}

export async function companyLicenseTypes(tx: Db, companyId: number): Promise<LicenseTypeRow[]> {
  return tx.select({ id: licenses.id, title: licenses.title, kind: licenses.kind }).from(licenses).where(eq(licenses.companyId, companyId)).orderBy(licenses.id)
}

/** Active company admins with policy edit other than `exceptUserId`: the people who could still run the admin center. */
export async function countOtherAdmins(tx: Db, companyId: number, exceptUserId: number): Promise<number> {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.userRole, 'company_admin'),
        eq(users.policy, 'edit'),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
        ne(users.id, exceptUserId),
      ),
    )
  return Number(rows[0]?.n ?? 0)
}

/** Users of the company with these (lower-cased) e-mails. */
export async function usersByEmails(tx: Db, companyId: number, emails: string[]): Promise<{ id: number; email: string }[]> {
  if (emails.length === 0) return []
  return tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.deletedAt), inArray(sql`lower(${users.email})`, emails)))
}

export async function managerEmailsOf(tx: Db, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ email: sql<string>`lower(${users.email})` })
    .from(userManagers)
    .innerJoin(users, eq(users.id, userManagers.managerId))
    .where(eq(userManagers.userId, userId))
  return rows.map((r) => r.email).sort()
}

export async function licenseIdsOf(tx: Db, userId: number): Promise<number[]> {
  const rows = await tx.select({ id: userLicenses.licenseId }).from(userLicenses).where(eq(userLicenses.userId, userId))
  return rows.map((r) => r.id).sort((a, b) => a - b)
}

export interface UserFieldChanges {
  name?: string
  function?: string | null
  department?: string | null
  userRole?: 'user' | 'company_admin' | 'super_admin'
  policy?: 'edit' | 'view'
  isManager?: boolean
  status?: string
}

/** With `endSessions`, the user's session version moves on in the same statement, so older tokens stop working. */
export async function updateUserFields(tx: Db, userId: number, changes: UserFieldChanges, endSessions = false): Promise<void> {
  if (Object.keys(changes).length === 0) return
  const version = endSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}
  await tx
    .update(users)
    .set({ ...changes, ...version })
    .where(eq(users.id, userId))
}

/** Ends every session of the user: tokens signed before now carry an older version. */
export async function endUserSessions(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
  return rows.length > 0
}

export async function replaceManagers(tx: Db, companyId: number, userId: number, managerIds: number[]): Promise<void> {
  await tx.delete(userManagers).where(eq(userManagers.userId, userId))
  if (managerIds.length) await tx.insert(userManagers).values(managerIds.map((managerId) => ({ companyId, userId, managerId })))
}

/** Makes the user's nominations exactly `licenseIds`; new ones are Onboarded if the user already is. */
export async function syncLicenses(
  tx: Db,
  s: { companyId: number; userId: number; licenseIds: number[]; nominatedBy: number; onboarded: boolean; at: Date },
): Promise<void> {
  const current = await licenseIdsOf(tx, s.userId)
  const removed = current.filter((id) => !s.licenseIds.includes(id))
  const added = s.licenseIds.filter((id) => !current.includes(id))
  if (removed.length) await tx.delete(userLicenses).where(and(eq(userLicenses.userId, s.userId), inArray(userLicenses.licenseId, removed)))
  if (added.length) {
    await tx.insert(userLicenses).values(
      added.map((licenseId) => ({
        companyId: s.companyId,
        userId: s.userId,
        licenseId,
        onboardedStatus: s.onboarded,
        nominatedAt: s.at,
        nominatedBy: s.nominatedBy,
      })),
    )
  }
}

/** The admin nomination date: when the user's Admin nomination was given. */
export async function setNominationDate(tx: Db, userId: number, licenseId: number, at: Date): Promise<void> {
  await tx
    .update(userLicenses)
    .set({ nominatedAt: at })
    .where(and(eq(userLicenses.userId, userId), eq(userLicenses.licenseId, licenseId)))
}

/** Adds function and department names to the company's lists (the admin-center dropdowns). */
export async function rememberFunctionAndDepartment(tx: Db, companyId: number, fn: string | null | undefined, dept: string | null | undefined): Promise<void> {
  if (fn) await tx.insert(functions).values({ companyId, name: fn }).onConflictDoNothing()
  if (dept) await tx.insert(departments).values({ companyId, name: dept }).onConflictDoNothing()
}

export async function emailTaken(tx: Db, companyId: number, email: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
  return rows.length > 0
}

export interface NewUser {
  companyId: number
  name: string
  email: string
  function: string | null
  department: string | null
  userRole: 'user' | 'company_admin'
  policy: 'edit' | 'view'
  isManager: boolean
  onboardingDate: string
  nominatedBy: number
}

export async function insertUser(tx: Db, u: NewUser): Promise<number> {
  const rows = await tx
    .insert(users)
    .values({ ...u, status: 'active', hasCompletedOnboarding: false })
    .returning({ id: users.id })
  return rows[0]?.id as number
}
