import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { calendarConnections } from '../../db/schema/calendar'
import type { SealedTokens } from '../../platform/tokens/token-refresh'

/**
 * A finished consent: one connection per user and provider, reconnecting replaces the grant and starts over (sync
 * pending, no cursor), so a revoked calendar comes back with a full listing.
 */
export async function saveConnection(
  tx: Db,
  c: { companyId: number; userId: number; provider: 'google' | 'microsoft'; accountEmail: string; scopes: string[]; tokens: SealedTokens },
): Promise<number> {
  const fresh = {
    accountEmail: c.accountEmail,
    ...c.tokens,
    scopes: c.scopes,
    status: 'connected' as const,
    syncPending: true,
    syncToken: null,
    syncPageToken: null,
    syncWindowFrom: null,
    syncRoundStartedAt: null,
    lastError: null,
  }
  const rows = await tx
    .insert(calendarConnections)
    .values({ companyId: c.companyId, userId: c.userId, provider: c.provider, ...fresh })
    .onConflictDoUpdate({ target: [calendarConnections.userId, calendarConnections.provider], set: { ...fresh, updatedAt: sql`now()` } })
    .returning({ id: calendarConnections.id })
  return rows[0]?.id as number
}
