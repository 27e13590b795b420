import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { swotInsights } from './analysis'
import { tenantId, tstz } from './columns'
import { deals } from './deals'
import { swotNature } from './enums'
import { meetings } from './meetings'

/**
 * One narrow row per SWOT insight of a live recorded call mapped to a deal, as Competitive Win-Loss reads it (a
 * summary table kept by jobs): the call's start and rep copied from the recording, the nature from our side, the decision driver and
 * underlying factor (rules/win-loss.ts), and the deal columns the report scopes, ranges and groups by (owner,
 * competitor, funnel, stage, created and close dates, deleted), so its default reads never join the deals: that join
 * of 70,000 insights to 25,000 deals was most of each read's time on the benchmark database. A statement trigger on
 * deals copies a changed deal's columns to its rows in the same transaction (migration 0018), so CRM changes show at
 * once; the other deal columns (name, type, notes, custom fields) are joined live by `deal_id` when a read needs them.
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
    /** Copies of the deal's columns (deals.*), kept by the trigger of migration 0018. */
    dealOwnerId: integer(),
    dealCompetitorName: text(),
    dealFunnelByProduct: text(),
    dealStageName: text(),
    dealStageId: integer(),
    /** The stage name as rules/deal-stages stageKey compares it, for the deal's group (won, lost, open). */
    dealStageKey: text(),
    dealCreatedDate: tstz(),
    dealCloseDate: date(),
    dealDeleted: boolean().notNull().default(false),
    refreshedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index('win_loss_facts_company_start_idx').on(t.companyId, t.startAt),
    index('win_loss_facts_deal_idx').on(t.dealId),
    index('win_loss_facts_meeting_idx').on(t.meetingId),
  ],
)
