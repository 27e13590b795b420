import { lt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { impersonationTokens, revokedTokens } from '../../db/schema/audit'
import type { JobDefinition } from '../../platform/jobs/jobs'

/** Expired impersonation tokens, and signed-out tokens past their expiry, are useless; delete them nightly. Idempotent. */
export function purgeExpiredTokensJob(db: Database, now: () => Date = () => new Date()): JobDefinition {
  return {
    name: 'purge-expired-tokens',
    schedule: '17 3 * * *',
    handler: async () => {
      await db.system.delete(impersonationTokens).where(lt(impersonationTokens.expiresAt, now()))
      await db.system.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now()))
    },
  }
}
