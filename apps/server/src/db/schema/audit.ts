import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, pk, tenantId, tstz } from './columns'
import { users } from './users'

/**
 * Who did what: admin changes, deletions, deal re-mapping, impersonation, super-admin cross-company reads.
 * company_id is the company acted upon.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: pk(),
    companyId: tenantId(),
    /** Null for the system (jobs). */
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The super admin behind an impersonated actor. */
    impersonatorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** e.g. user.update, meeting.delete, deal.map, impersonation.start */
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: tstz().notNull().defaultNow(),
  },
  (t) => [index('audit_log_company_at_idx').on(t.companyId, t.at), index('audit_log_target_idx').on(t.targetType, t.targetId)],
)

/**
 * Signed, expiring, single-use impersonation links (the admin table's Impersonate column). Only the hash of
 * the token is stored. company_id is the target user's company.
 */
export const impersonationTokens = pgTable(
  'impersonation_tokens',
  {
    id: pk(),
    companyId: tenantId(),
    tokenHash: text().notNull().unique('impersonation_tokens_token_hash_uq'),
    targetUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: tstz().notNull(),
    usedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index('impersonation_tokens_company_idx').on(t.companyId)],
)

/**
 * Signed-out bearer tokens (by their `jti`), kept until the token would have expired anyway; the nightly purge
 * deletes them after that. A token listed here is refused on every request.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text().primaryKey(),
    companyId: tenantId(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz().notNull(),
    revokedAt: createdAt(),
  },
  (t) => [index('revoked_tokens_company_idx').on(t.companyId)],
)
