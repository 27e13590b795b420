import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, pk, tenantId, tstz, updatedAt } from './columns'
import { stageGroup } from './enums'
import { users } from './users'

// CRM mirror: accounts, deals, stages, contacts and e-mails, synced from HubSpot or Salesforce (or seeded by
// the demo). crm_* ids are the CRM's own keys; upserts are keyed on (company_id, crm id).

export const accounts = pgTable(
  'accounts',
  {
    id: pk(),
    companyId: tenantId(),
    crmAccountId: text().notNull(),
    crmName: text(),
    name: text().notNull(),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Partner tier (Account Review). */
    tier: text(),
    industry: text(),
    region: text(),
    subRegion: text(),
    segment: text(),
    customFields: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    crmUpdatedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('accounts_company_crm_uq').on(t.companyId, t.crmAccountId),
    // Account search (from 3 characters) and sorting by name.
    index('accounts_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    index('accounts_owner_idx').on(t.ownerId),
  ],
)

/** A company's deal stages with their funnel order and open / won / lost group. */
export const dealStages = pgTable(
  'deal_stages',
  {
    id: pk(),
    companyId: tenantId(),
    pipeline: text().notNull().default('default'),
    name: text().notNull(),
    crmStageId: text(),
    displayOrder: integer().notNull().default(0),
    stageGroup: stageGroup().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [unique('deal_stages_company_pipeline_name_uq').on(t.companyId, t.pipeline, t.name)],
)

export const deals = pgTable(
  'deals',
  {
    id: pk(),
    companyId: tenantId(),
    crmDealId: text().notNull(),
    crmName: text(),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    /** Null when the CRM has none (the spec's -1). */
    amount: numeric({ precision: 16, scale: 2, mode: 'number' }),
    closeDate: date(),
    /** Creation time in the CRM (deal_created_date). */
    createdDate: tstz(),
    stageId: integer().references(() => dealStages.id, { onDelete: 'set null' }),
    /** The CRM's stage label, kept even when it matches no deal_stages row. */
    stageName: text(),
    /** When the deal entered its current stage (Days in Stage). */
    stageChangedAt: tstz(),
    /** deal_type, e.g. New Logo, Renewal */
    type: text(),
    leadSource: text(),
    nextStep: text(),
    notes: text(),
    /** High Likely | Likely | Less Likely | No forecast */
    forecast: text(),
    forecastInfo: jsonb().$type<unknown>(),
    /** Likeliness label; '-5' (and '-2') mean no score in the source data. */
    likeliness: text(),
    likelinessValue: numeric({ precision: 8, scale: 2, mode: 'number' }),
    likelinessInfo: jsonb().$type<unknown[]>(),
    /** e.g. '3/4- Average', '4/4- Perfect fit' */
    firstMeetingScore: text(),
    region: text(),
    subRegion: text(),
    segment: text(),
    opportunityType: text(),
    funnelByProduct: text(),
    competitorName: text(),
    winLossNotes: text(),
    isClosed: boolean().notNull().default(false),
    /** Link to the deal in the CRM ('Go to Deal'). */
    crmUrl: text(),
    customFields: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    crmUpdatedAt: tstz(),
    deletedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('deals_company_crm_uq').on(t.companyId, t.crmDealId),
    index('deals_company_close_idx').on(t.companyId, t.closeDate),
    index('deals_company_created_idx').on(t.companyId, t.createdDate),
    index('deals_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    index('deals_owner_idx').on(t.ownerId),
    index('deals_account_idx').on(t.accountId),
  ],
)

/** Stage changes of a deal (movement in the qualified / MQL reviews, previous deal stage). */
export const dealStageHistory = pgTable(
  'deal_stage_history',
  {
    id: pk(),
    companyId: tenantId(),
    dealId: integer()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    fromStage: text(),
    toStage: text().notNull(),
    changedAt: tstz().notNull(),
    /** crm (a sync) | import (the built-in CRM's CSV import) | user */
    source: text().notNull().default('crm'),
  },
  (t) => [index('deal_stage_history_company_changed_idx').on(t.companyId, t.changedAt), index('deal_stage_history_deal_changed_idx').on(t.dealId, t.changedAt)],
)

export const contacts = pgTable(
  'contacts',
  {
    id: pk(),
    companyId: tenantId(),
    crmContactId: text(),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    name: text(),
    email: text(),
    title: text(),
    phone: text(),
    customFields: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('contacts_company_crm_uq').on(t.companyId, t.crmContactId),
    // Attendee e-mail → contact → account, for deal suggestions.
    index('contacts_company_email_idx').on(t.companyId, sql`lower(${t.email})`),
    index('contacts_account_idx').on(t.accountId),
  ],
)

/** Prospects assigned to a deal ('New prospect assigned successfully!' / 'Prospect removed successfully!'). */
export const dealContacts = pgTable(
  'deal_contacts',
  {
    id: pk(),
    companyId: tenantId(),
    dealId: integer()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    role: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('deal_contacts_deal_contact_uq').on(t.dealId, t.contactId),
    index('deal_contacts_company_idx').on(t.companyId),
    index('deal_contacts_contact_idx').on(t.contactId),
  ],
)

/** E-mails logged against deals and accounts in the CRM (deal activity timeline). */
export const emails = pgTable(
  'emails',
  {
    id: pk(),
    companyId: tenantId(),
    crmEmailId: text(),
    dealId: integer().references(() => deals.id, { onDelete: 'set null' }),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    /** The rep on our side of the thread, when known. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    subject: text(),
    fromEmail: text(),
    toEmails: text().array().notNull().default([]),
    ccEmails: text().array().notNull().default([]),
    /** INCOMING_EMAIL | OUTGOING_EMAIL (spec values) */
    direction: text().notNull(),
    receivedAt: tstz().notNull(),
    /** GET /users/dealEmailBody loads it on demand. */
    body: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('emails_company_crm_uq').on(t.companyId, t.crmEmailId),
    index('emails_company_received_idx').on(t.companyId, t.receivedAt),
    index('emails_deal_received_idx').on(t.dealId, t.receivedAt),
    index('emails_account_received_idx').on(t.accountId, t.receivedAt),
  ],
)
