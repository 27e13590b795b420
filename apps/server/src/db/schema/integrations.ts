import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, pk, tenantId, tstz, updatedAt } from './columns'
import { connectionStatus } from './enums'
import { users } from './users'

/**
 * Meeting and chat-platform connections other than calendars and CRMs: Zoom (zoom_authenticated), Microsoft
 * Teams for the company (msteams_authenticated, user_id null) or for one user (user_ms_teams_authenticated),
 * Slack and the like. Tokens are AES-GCM ciphertext.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: pk(),
    companyId: tenantId(),
    /** Null for a company-level connection. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** zoom | msteams | slack | … */
    provider: text().notNull(),
    externalAccountId: text(),
    accessTokenEnc: text(),
    refreshTokenEnc: text(),
    expiresAt: tstz(),
    scopes: text().array().notNull().default([]),
    status: connectionStatus().notNull().default('connected'),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    connectedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('integrations_company_provider_user_uq').on(t.companyId, t.provider, t.userId).nullsNotDistinct(),
    index('integrations_user_idx').on(t.userId),
  ],
)
