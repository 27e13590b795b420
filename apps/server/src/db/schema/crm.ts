import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, pk, tenantId, tstz, updatedAt } from './columns'
import { deals } from './deals'
import { connectionStatus, crmProvider } from './enums'
import { meetings } from './meetings'
import { users } from './users'

/**
 * A CRM connection. Company-wide when user_id is null, or a user's own (crm_access_status: insights can only be
 * written into deals the user owns). Tokens are AES-GCM ciphertext.
 */
export const crmConnections = pgTable(
  'crm_connections',
  {
    id: pk(),
    companyId: tenantId(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    provider: crmProvider().notNull(),
    /** Salesforce instance URL; HubSpot API base. */
    instanceUrl: text(),
    /** HubSpot portal id / Salesforce org id. */
    externalAccountId: text(),
    accessTokenEnc: text(),
    refreshTokenEnc: text(),
    expiresAt: tstz(),
    scopes: text().array().notNull().default([]),
    status: connectionStatus().notNull().default('connected'),
    /** Incremental-sync cursor (last modified time or provider cursor). */
    syncCursor: text(),
    lastSyncedAt: tstz(),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('crm_connections_company_provider_user_uq').on(t.companyId, t.provider, t.userId).nullsNotDistinct()],
)

/** CRM custom-field definitions behind the dynamic dashboard filters (label, db_field, table_name). */
export const crmCustomFields = pgTable(
  'crm_custom_fields',
  {
    id: pk(),
    companyId: tenantId(),
    label: text().notNull(),
    /** Key inside custom_fields of the table below. */
    dbField: text().notNull(),
    /** crm_deals | calendar_events (spec names; crm_deals means the deals table) */
    tableName: text().notNull(),
    /** text | number | date | enum … */
    fieldType: text().notNull().default('text'),
    options: jsonb().$type<unknown[]>().notNull().default([]),
    showInFilters: boolean().notNull().default(true),
    displayOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique('crm_custom_fields_company_table_field_uq').on(t.companyId, t.tableName, t.dbField)],
)

/** Call insights written into the CRM (POST write_to_crm; GET updateInCrmTimelines lists them). */
export const crmWrites = pgTable(
  'crm_writes',
  {
    id: pk(),
    companyId: tenantId(),
    meetingId: integer().references(() => meetings.id, { onDelete: 'set null' }),
    dealId: integer().references(() => deals.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The note text (max 15,000 characters) and any structured fields sent. */
    content: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** pending | done | failed */
    status: text().notNull().default('pending'),
    externalId: text(),
    error: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('crm_writes_company_created_idx').on(t.companyId, t.createdAt),
    index('crm_writes_meeting_idx').on(t.meetingId),
    index('crm_writes_deal_idx').on(t.dealId),
  ],
)
