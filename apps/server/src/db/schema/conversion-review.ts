import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { tenantId, tstz } from './columns'
import { deals } from './deals'

// Summary tables of the qualified-deal and MQL-deal reviews (docs/decisions.md "Qualified and MQL review"). Both are
// written only by the statement-level triggers of their migration, in the writing transaction, so they never lag the
// tables they summarise; no application code writes them.

/**
 * Each stay of a deal in a stage, from deal_stage_history: entered at a history row's change, left at the deal's next
 * change (null while it is the deal's current stage). `stage_key` is the name as the stage rules compare it (trimmed,
 * lower case, runs of white space as one: rules/deal-stages stageKey).
 */
export const dealStageSpans = pgTable(
  'deal_stage_spans',
  {
    dealId: integer()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    /** Order of the stay within the deal (1 = its first stage). */
    seq: integer().notNull(),
    companyId: tenantId(),
    stage: text().notNull(),
    stageKey: text().notNull(),
    enteredAt: tstz().notNull(),
    leftAt: tstz(),
  },
  (t) => [
    primaryKey({ columns: [t.dealId, t.seq] }),
    // The deals in a stage during a period: the current ones (left_at null) and the ones that left after its start.
    index('deal_stage_spans_company_stage_left_idx').on(t.companyId, t.stageKey, t.leftAt),
    // The trend: entries into a stage per period.
    index('deal_stage_spans_company_stage_entered_idx').on(t.companyId, t.stageKey, t.enteredAt),
    // A deal's stage at a moment.
    index('deal_stage_spans_deal_entered_idx').on(t.dealId, t.enteredAt),
  ],
)

/**
 * A deal's calls as Record More sees them, one row per deal, ordered by start: `kinds` codes each call — 1 a key
 * meeting not eligible for recording, 2 an eligible key meeting that was recorded, 3 an eligible key meeting without a
 * recording (past or upcoming: the query compares its start with now), 4 a usable recording of the deal, 5 a junk one
 * (rules/conversion-review isEligibleMeeting, isJunkRecording). `reasons` and `owner_ids` go with each key meeting (the
 * not-recorded reason and the calendar's owner), null for recordings.
 */
export const dealCallFacts = pgTable(
  'deal_call_facts',
  {
    dealId: integer()
      .primaryKey()
      .references(() => deals.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    starts: timestamp({ withTimezone: true }).array().notNull().default(sql`'{}'`),
    kinds: smallint().array().notNull().default(sql`'{}'`),
    reasons: text().array().notNull().default(sql`'{}'`),
    ownerIds: integer().array().notNull().default(sql`'{}'`),
  },
  (t) => [index('deal_call_facts_company_idx').on(t.companyId)],
)
