import { index, integer, pgTable, real, smallint } from 'drizzle-orm/pg-core'
import { tenantId, tstz } from './columns'
import { meetings } from './meetings'

/**
 * One row per analysed recording with its checklist signals' scores in signal-id order: the
 * Checklist Adoption report (its rows, trend, rep scores and per-signal view) and Activity Review aggregate these
 * narrow rows instead of every call's insight and best-practice rows. The call's date, rep, deal and stage are read
 * from recording_list at query time, so only the analysis is copied here.
 *
 * Refreshed from meeting_insights and best_practices by modules/reports/checklist-call-scores.* after a call is
 * processed (a queued job, inline without a queue) and by a sweep every minute that catches any analysis newer than
 * its row (docs/decisions.md "Reports": at most a few minutes stale).
 */
export const checklistCallScores = pgTable(
  'checklist_call_scores',
  {
    meetingId: integer()
      .primaryKey()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    /** checklist_definitions ids of the checklist signals scored on the call, ascending. */
    signalIds: integer().array().notNull(),
    /** Their scores (0–100), in the same order. */
    scores: smallint().array().notNull(),
    /** The lowest best-practice score of each signal on the call, null when it has none (export marks). */
    bpMin: smallint().array().notNull(),
    /** Signals completed (score over 30) and scored (not negative). */
    completed: smallint().notNull(),
    applicable: smallint().notNull(),
    /** completed / applicable; null when no signal applies. */
    adoption: real(),
    /** analysis_results.updated_at of the analysis these scores come from (the sweep compares it). */
    analysedAt: tstz().notNull(),
    refreshedAt: tstz().notNull().defaultNow(),
  },
  (t) => [index('checklist_call_scores_company_idx').on(t.companyId)],
)
