import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { calendarEvents } from './calendar'
import { createdAt, pk, tenantId, tstz } from './columns'
import { deals } from './deals'
import { meetings } from './meetings'
import { users } from './users'

/**
 * Deals a recording is mapped to; one may be primary. The row records who mapped it and when (mapped_by null =
 * automatic). calendar_events.primary_deal_id mirrors the primary deal so unrecorded calls carry one too.
 */
export const meetingDeals = pgTable(
  'meeting_deals',
  {
    id: pk(),
    companyId: tenantId(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    dealId: integer()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    isPrimary: boolean().notNull().default(false),
    mappedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    mappedAt: tstz().notNull().defaultNow(),
    /** auto | user | review … (the spec's source field) */
    source: text().notNull().default('auto'),
    /** Why the automatic mapping chose this deal (the spec's deal explainability); null for a user's choice. */
    explanation: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    unique('meeting_deals_meeting_deal_uq').on(t.meetingId, t.dealId),
    uniqueIndex('meeting_deals_one_primary_uq').on(t.meetingId).where(sql`is_primary`),
    index('meeting_deals_company_idx').on(t.companyId),
    index('meeting_deals_deal_idx').on(t.dealId),
  ],
)

/**
 * POST /users/auditDealMapping: a review of a call's deal mapping (type 'Review') or a wrong-deal report with
 * free-text feedback, kept for the mapping model and for support.
 */
export const dealMappingReviews = pgTable(
  'deal_mapping_reviews',
  {
    id: pk(),
    companyId: tenantId(),
    calendarEventId: integer().references(() => calendarEvents.id, { onDelete: 'cascade' }),
    meetingId: integer().references(() => meetings.id, { onDelete: 'cascade' }),
    dealId: integer().references(() => deals.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    type: text().notNull(),
    source: text(),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [index('deal_mapping_reviews_company_created_idx').on(t.companyId, t.createdAt), index('deal_mapping_reviews_event_idx').on(t.calendarEventId)],
)
