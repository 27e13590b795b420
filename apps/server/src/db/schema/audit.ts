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
