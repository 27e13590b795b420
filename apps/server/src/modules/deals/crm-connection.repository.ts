import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { crmConnections } from '../../db/schema/crm'
import { users } from '../../db/schema/users'
import type { SealedTokens } from '../../platform/tokens/token-refresh'
import type { CrmProviderId } from './providers/crm-provider'

export interface CrmSyncConnection extends SealedTokens {
  id: number
  companyId: number
  provider: CrmProviderId
  status: string
  instanceUrl: string | null
  externalAccountId: string | null
  syncCursor: string | null
}

const syncColumns = {
  id: crmConnections.id,
  companyId: crmConnections.companyId,
  provider: crmConnections.provider,
  status: crmConnections.status,
  instanceUrl: crmConnections.instanceUrl,
  externalAccountId: crmConnections.externalAccountId,
  accessTokenEnc: crmConnections.accessTokenEnc,
  refreshTokenEnc: crmConnections.refreshTokenEnc,
  expiresAt: crmConnections.expiresAt,
  syncCursor: crmConnections.syncCursor,
}

export async function findCrmConnection(tx: Db, connectionId: number): Promise<CrmSyncConnection | undefined> {
  const rows = await tx.select(syncColumns).from(crmConnections).where(eq(crmConnections.id, connectionId))
  return rows[0]
}

/** The company-wide connections (user_id null) with their state, for Settings and 'Refresh deals'. */
export async function listCompanyCrmConnections(tx: Db) {
  return tx
    .select({
      id: crmConnections.id,
      companyId: crmConnections.companyId,
      provider: crmConnections.provider,
      status: crmConnections.status,
      externalAccountId: crmConnections.externalAccountId,
      lastSyncedAt: crmConnections.lastSyncedAt,
      lastError: crmConnections.lastError,
      syncCursor: crmConnections.syncCursor,
    })
    .from(crmConnections)
    .where(isNull(crmConnections.userId))
    .orderBy(crmConnections.provider)
}

/** Connected CRMs of every company, for the periodic sync (a system read: it only names ids to queue). */
export async function listConnectedCrms(db: Db): Promise<{ id: number; companyId: number }[]> {
  return db
    .select({ id: crmConnections.id, companyId: crmConnections.companyId })
    .from(crmConnections)
    .where(eq(crmConnections.status, 'connected'))
    .orderBy(crmConnections.id)
}

/** A finished consent: one company-wide connection per provider; reconnecting replaces the grant and starts over. */
export async function saveCrmConnection(
  tx: Db,
  c: { companyId: number; provider: CrmProviderId; instanceUrl: string; externalAccountId: string | null; scopes: string[]; tokens: SealedTokens },
): Promise<number> {
  const fresh = {
    instanceUrl: c.instanceUrl,
    externalAccountId: c.externalAccountId,
    ...c.tokens,
    scopes: c.scopes,
    status: 'connected' as const,
    syncCursor: null,
    lastError: null,
  }
  const rows = await tx
    .insert(crmConnections)
    .values({ companyId: c.companyId, userId: null, provider: c.provider, ...fresh })
    .onConflictDoUpdate({ target: [crmConnections.companyId, crmConnections.provider, crmConnections.userId], set: { ...fresh, updatedAt: sql`now()` } })
    .returning({ id: crmConnections.id })
  return rows[0]?.id as number
}

export async function saveCrmTokens(tx: Db, connectionId: number, tokens: SealedTokens): Promise<void> {
  await tx.update(crmConnections).set(tokens).where(eq(crmConnections.id, connectionId))
}

export async function saveCrmCursor(tx: Db, connectionId: number, cursor: string): Promise<void> {
  await tx.update(crmConnections).set({ syncCursor: cursor }).where(eq(crmConnections.id, connectionId))
}

export async function finishCrmSync(tx: Db, connectionId: number, cursor: string): Promise<void> {
  await tx.update(crmConnections).set({ syncCursor: cursor, lastSyncedAt: sql`now()`, lastError: null }).where(eq(crmConnections.id, connectionId))
}

export async function recordCrmSyncError(tx: Db, connectionId: number, message: string): Promise<void> {
  await tx
    .update(crmConnections)
    .set({ lastError: message.slice(0, 2000) })
    .where(eq(crmConnections.id, connectionId))
}

/** The grant is gone: the connection stops syncing until an admin reconnects; the cursor is kept for then. */
export async function markCrmRevoked(tx: Db, connectionId: number, reason: string): Promise<void> {
  await tx.update(crmConnections).set({ status: 'revoked', lastError: reason, accessTokenEnc: null }).where(eq(crmConnections.id, connectionId))
}

/** Disconnect: the grant is forgotten; synced deals, accounts and e-mails stay. */
export async function disconnectCrm(tx: Db, provider: CrmProviderId): Promise<number> {
  const rows = await tx
    .update(crmConnections)
    .set({ status: 'disconnected', accessTokenEnc: null, refreshTokenEnc: null, expiresAt: null, syncCursor: null, lastError: null })
    .where(and(isNull(crmConnections.userId), eq(crmConnections.provider, provider)))
    .returning({ id: crmConnections.id })
  return rows.length
}

/** The profile's crm_access_status (users.meta_data) for everyone of the company: connected | revoked | disconnected. */
export async function setCrmAccessStatus(tx: Db, status: 'connected' | 'revoked' | 'disconnected'): Promise<void> {
  await tx.update(users).set({ metaData: sql`${users.metaData} || jsonb_build_object('crm_access_status', ${status}::text)` })
}

/** Who is told when the grant dies: the company's admins with edit rights. */
export async function listCrmAdmins(tx: Db): Promise<{ id: number; email: string }[]> {
  return tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.userRole, ['company_admin']), eq(users.policy, 'edit'), eq(users.status, 'active')))
}

/** Whether the user is in the tenant's company ('Refresh deals' for a colleague; another company's is not seen). */
export async function companyUserExists(tx: Db, userId: number): Promise<boolean> {
  return (await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0
}
