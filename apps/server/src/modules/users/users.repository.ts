import { and, eq, sql } from 'drizzle-orm'
import { ZCompanySettings, type TCompanySettings } from '@parley/shared/schemas/company-settings'
import type { Database, Db } from '../../db/client'
import { revokedTokens } from '../../db/schema/audit'
import { calendarConnections } from '../../db/schema/calendar'
import { companies } from '../../db/schema/companies'
import { companySettings } from '../../db/schema/settings'
import { licenses, userLicenses, userManagers, users } from '../../db/schema/users'

export interface SessionUser {
  id: number
  companyId: number
  companyName: string
  parleyDomain: string | null
  crmName: string | null
  companyMeta: Record<string, unknown>
  name: string
  email: string
  phone: string | null
  function: string | null
  department: string | null
  platform: string | null
  userRole: 'user' | 'company_admin' | 'super_admin'
  isManager: boolean
  policy: 'edit' | 'view'
  status: string
  hasCompletedOnboarding: boolean
  postMeetingEmail: boolean
  deleteMeetingAllowed: boolean
  metaData: Record<string, unknown>
  settings: TCompanySettings
  /** The version a bearer token must carry; bumped to end every session of the user. */
  sessionVersion: number
  /** Whether the token asked about (`tokenId`) was signed out. */
  tokenRevoked: boolean
}

/** Loads the signed-in user with company and settings, inside that user's tenant; with `tokenId`, whether it was revoked. */
export async function findSessionUser(db: Database, userId: number, companyId: number, tokenId?: string): Promise<SessionUser | undefined> {
  return db.withTenant(companyId, async (tx) => {
    const rows = await tx
      .select({
        user: users,
        companyName: companies.name,
        parleyDomain: companies.parleyDomain,
        crmName: companies.crmName,
        companyMeta: companies.metaData,
        settings: companySettings.settings,
        tokenRevoked: tokenId ? sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${tokenId})` : sql<boolean>`false`,
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(companySettings, eq(companySettings.companyId, users.companyId))
      .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`))
    const row = rows[0]
    if (!row) return undefined
    const u = row.user
    return {
      id: u.id,
      companyId: u.companyId,
      companyName: row.companyName,
      parleyDomain: row.parleyDomain,
      crmName: row.crmName,
      companyMeta: row.companyMeta,
      name: u.name,
      email: u.email,
      phone: u.phone,
      function: u.function,
      department: u.department,
      platform: u.platform,
      userRole: u.userRole,
      isManager: u.isManager,
      policy: u.policy,
      status: u.status,
      hasCompletedOnboarding: u.hasCompletedOnboarding,
      postMeetingEmail: u.postMeetingEmail,
      deleteMeetingAllowed: u.deleteMeetingAllowed,
      metaData: u.metaData,
      settings: ZCompanySettings.parse(row.settings ?? {}),
      sessionVersion: u.sessionVersion,
      tokenRevoked: row.tokenRevoked === true,
    }
  })
}

export interface ProfileExtras {
  licenses: { id: number; title: string; onboarded_status: boolean }[]
  managerEmails: string[]
  calendar: { connected: boolean; lastSyncedAt: Date | null; syncPending: boolean; disconnectedProvider: string | null }
}

/** The parts of GET /profile beyond the session user: licenses, managers and calendar state. */
export async function findProfileExtras(tx: Db, userId: number): Promise<ProfileExtras> {
  const licenseRows = await tx
    .select({ id: licenses.id, title: licenses.title, onboarded: userLicenses.onboardedStatus })
    .from(userLicenses)
    .innerJoin(licenses, eq(licenses.id, userLicenses.licenseId))
    .where(eq(userLicenses.userId, userId))
    .orderBy(licenses.id)
  const managerRows = await tx
    .select({ email: users.email })
    .from(userManagers)
    .innerJoin(users, eq(users.id, userManagers.managerId))
    .where(eq(userManagers.userId, userId))
    .orderBy(users.email)
  const connections = await tx
    .select({
      provider: calendarConnections.provider,
      status: calendarConnections.status,
      lastSyncedAt: calendarConnections.lastSyncedAt,
      syncPending: calendarConnections.syncPending,
    })
    .from(calendarConnections)
    .where(eq(calendarConnections.userId, userId))
  const live = connections.find((c) => c.status === 'connected')
  const dropped = connections.find((c) => c.status !== 'connected')
  const lastSynced =
    connections
      .map((c) => c.lastSyncedAt)
      .filter((d): d is Date => d !== null)
      .sort((a, b) => b.getTime() - a.getTime())[0] ?? null
  return {
    licenses: licenseRows.map((l) => ({ id: l.id, title: l.title, onboarded_status: l.onboarded })),
    managerEmails: managerRows.map((m) => m.email),
    calendar: {
      connected: Boolean(live),
      lastSyncedAt: live?.lastSyncedAt ?? lastSynced,
      syncPending: live?.syncPending ?? false,
      disconnectedProvider: live ? null : (dropped?.provider ?? null),
    },
  }
}

export async function markOnboardingComplete(tx: Db, userId: number): Promise<void> {
  await tx.update(users).set({ hasCompletedOnboarding: true }).where(eq(users.id, userId))
}

/** Sign-in: active users with this e-mail, in any company (looked up before a tenant is known). */
export async function findActiveUsersByEmail(
  db: Database,
  email: string,
): Promise<{ id: number; companyId: number; status: string; sessionVersion: number }[]> {
  return db.system
    .select({ id: users.id, companyId: users.companyId, status: users.status, sessionVersion: users.sessionVersion })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, sql`${users.deletedAt} is null`))
}

export async function touchLastLogin(tx: Db, userId: number, at: Date): Promise<void> {
  await tx.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId))
}
