import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { swotInsights } from './analysis'
import { tenantId, tstz } from './columns'
import { deals } from './deals'
import { swotNature } from './enums'
import { meetings } from './meetings'

/**
 * One narrow row per SWOT insight of a live recorded call mapped to a deal, as Competitive Win-Loss reads it (DESIGN
 * principle 7): the call's start and rep copied from the recording, the nature from our side, the decision driver and
 * underlying factor (rules/win-loss.ts). Every table, chart and export of the report aggregates these rows and joins
 * the deal live by `deal_id` (stage, owner, competitor, funnel, notes), so CRM changes show at once.
 *
 * Refreshed by modules/reports/win-loss-facts.*: a processed call rewrites its rows at once (inline, or a queued job
 * with no delay), and a sweep every five minutes rewrites any call whose rows differ from its insights, recording and
 * deal mapping (docs/decisions.md "Competitive Win-Loss").
 */
export const winLossFacts = pgTable(
  'win_loss_facts',
  {
    insightId: integer()
      .primaryKey()
      .references(() => swotInsights.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    dealId: integer()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    /** The call's rep (meetings.user_id). */
    repId: integer(),
    startAt: tstz().notNull(),
    /** From our side: a competitor's strength is our threat, its weakness our opportunity. */
    nature: swotNature().notNull(),
    /** The decision driver (objection_category). */
    driver: text().notNull(),
    /** The underlying factor (category). */
    factor: text().notNull(),
    heading: text().notNull(),
    competitorName: text(),
    refreshedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index('win_loss_facts_company_start_idx').on(t.companyId, t.startAt),
    index('win_loss_facts_deal_idx').on(t.dealId),
    index('win_loss_facts_meeting_idx').on(t.meetingId),
  ],
)
