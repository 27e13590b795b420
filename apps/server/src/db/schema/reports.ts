import { index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core'
import { tenantId, tstz } from './columns'
import { accounts, deals } from './deals'

// Summary tables refreshed by jobs: the per-deal and per-account aggregates that the
// pipeline review and account review sort and filter on, so report queries never scan all calls and e-mails.

export const dealMetrics = pgTable(
  'deal_metrics',
  {
    dealId: integer()
      .primaryKey()
      .references(() => deals.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    recordedCount: integer().notNull().default(0),
    unrecordedCount: integer().notNull().default(0),
    emailCount: integer().notNull().default(0),
    /** Rep e-mails after the last interaction (Follow-ups). */
    followUpCount: integer().notNull().default(0),
    severeObjectionCount: integer().notNull().default(0),
    lastCallAt: tstz(),
    lastRecordedCallAt: tstz(),
    lastEmailAt: tstz(),
    lastProspectEmailAt: tstz(),
    lastRepEmailAt: tstz(),
    nextMeetingAt: tstz(),
    /** High | Mid | Low | None (20 / 60-day rule, or the 2 / 5-day mode). */
    engagement: text(),
    prospectEngagement: text(),
    repEngagement: text(),
    /** Checklist coverage score of the deal (playbook_coverage / qualification score). */
    playbookCoverage: numeric({ precision: 6, scale: 2, mode: 'number' }),
    criticalChecklist: jsonb().$type<unknown[]>().notNull().default([]),
    productsDiscussed: text().array().notNull().default([]),
    // Deal roll-ups of the analysed calls (modules/deals/deal-rollups.*; shapes in shared schemas/checklists.ts).
    /** The deal checklist across its calls (all_checklist) and its insight signals (all_insights). */
    allChecklist: jsonb().$type<unknown[]>().notNull().default([]),
    allInsights: jsonb().$type<unknown[]>().notNull().default([]),
    /** last_call_gptRes: summary and action items of the deal's last analysed call. */
    lastCallGptRes: jsonb().$type<Record<string, unknown>>(),
    /** High Likely | Likely | Less Likely | No forecast: the last analysed call's, else the CRM's. */
    forecast: text(),
    /** High | Mid | Low | None, mapped from the forecast. */
    qualificationScore: text(),
    /** A score label, or '-5' / '-2' meaning none; the value 0–100 (or -5 / -2) and its info rows. */
    likelinessScore: text(),
    likelinessScoreValue: numeric({ precision: 8, scale: 2, mode: 'number' }),
    likelinessScoreInfo: jsonb().$type<unknown[]>().notNull().default([]),
    refreshedAt: tstz().notNull().defaultNow(),
  },
  (t) => [index('deal_metrics_company_idx').on(t.companyId)],
)

export const accountMetrics = pgTable(
  'account_metrics',
  {
    accountId: integer()
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    /** Won in the last 4 quarters, excluding Renewal deals and deals created this quarter. */
    wonDealsLast4QtrsCount: integer().notNull().default(0),
    wonDealsLast4QtrsAmount: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
    openDealsCount: integer().notNull().default(0),
    openDealsAmount: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
    currentQuarterDealsCount: integer().notNull().default(0),
    /** High | Mid | Low | None */
    dealConfidenceScore: text(),
    objectionCount: integer().notNull().default(0),
    engagement: text(),
    lastCallAt: tstz(),
    lastEmailAt: tstz(),
    productsDiscussed: text().array().notNull().default([]),
    refreshedAt: tstz().notNull().defaultNow(),
  },
  (t) => [index('account_metrics_company_idx').on(t.companyId)],
)
