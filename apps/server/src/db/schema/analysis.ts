import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core'
import { checklistDefinitions } from './checklists'
import { createdAt, pk, tenantId, updatedAt } from './columns'
import { deals } from './deals'
import { swotNature } from './enums'
import { meetings } from './meetings'

// Stored analyzer output: one zod-validated result per meeting, written once by the
// analysis job and read by every screen and report. The list parts are rows so reports aggregate in SQL.

/** An hh:mm:ss range (or single time) in the call, as the spec's timestamps carry them. */
export type Timestamps = string[]

export const analysisResults = pgTable(
  'analysis_results',
  {
    id: pk(),
    companyId: tenantId(),
    meetingId: integer()
      .notNull()
      .unique('analysis_results_meeting_uq')
      .references(() => meetings.id, { onDelete: 'cascade' }),
    /** embedded | openai-compatible */
    engine: text().notNull(),
    model: text(),
    /** Version of the analysis schema / prompt set, to re-run stale results. */
    version: text().notNull(),
    summary: text(),
    /** Action items by user: [{ user, items: [...] }] ("Action Items By User"). */
    actionItems: jsonb().$type<unknown[]>().notNull().default([]),
    /** High Likely | Likely | Less Likely | No forecast */
    forecast: text(),
    swot: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Team next steps: [{ team: TECHNICAL | BUSINESS, next_steps: [...] }] */
    nextSteps: jsonb().$type<unknown[]>().notNull().default([]),
    followUpEmail: text(),
    /** The whole validated result, for fields not yet promoted to columns. */
    raw: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('analysis_results_company_idx').on(t.companyId)],
)

/**
 * analysis_results.next_steps as rows: each team's proposed steps (the team upper-cased and trimmed and the step trimmed,
 * as rules/win-loss proposedActions compares them; anything but a named team's non-blank text steps left out), so 'Why We Are
 * Loosing?' counts the steps of a stage's calls without walking each call's JSON. A row trigger on analysis_results
 * (migration 0019) rewrites a call's rows in the transaction that writes its result.
 */
export const callNextSteps = pgTable(
  'call_next_steps',
  {
    companyId: tenantId(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    team: text().notNull(),
    step: text().notNull(),
    /** Places in the result: the team's, then the step's within it (1-based). */
    teamOrder: integer().notNull(),
    stepOrder: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.teamOrder, t.stepOrder] }), index('call_next_steps_company_idx').on(t.companyId)],
)

/** Checklist and insight signals scored on one meeting. */
export const meetingInsights = pgTable(
  'meeting_insights',
  {
    id: pk(),
    companyId: tenantId(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    signalId: integer().references(() => checklistDefinitions.id, { onDelete: 'set null' }),
    uniqueName: text().notNull(),
    title: text(),
    salesAttribute: text(),
    /** checklist | insight */
    signalType: text().notNull(),
    /** advanced | … */
    signalCategory: text(),
    /** pending | done */
    status: text().notNull().default('pending'),
    /** 0–100 (bands: ≥ 80 High, > 30 Medium, else Low). */
    score: smallint(),
    fatalScore: smallint(),
    grade: text(),
    summary: text(),
    /** [{ time, timestamp, text, speaker }] */
    snippets: jsonb().$type<unknown[]>().notNull().default([]),
    /** [{ heading, detail, score, fatal_score, timestamp }] */
    outcomeDetails: jsonb().$type<unknown[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('meeting_insights_meeting_idx').on(t.meetingId),
    // Checklist-adoption reports: per company, per signal.
    index('meeting_insights_company_signal_idx').on(t.companyId, t.signalId),
  ],
)

/** Objections raised in a call (Objection Handling report). */
export const objections = pgTable(
  'objections',
  {
    id: pk(),
    companyId: tenantId(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    insightId: integer().references(() => meetingInsights.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    subCategory: text(),
    tag: text(),
    /** High | Medium | Low */
    severity: text(),
    grade: text(),
    score: smallint(),
    /** How the rep handled it (meta.handling). */
    handling: text(),
    detail: text(),
    timestamps: jsonb().$type<Timestamps>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('objections_company_category_idx').on(t.companyId, t.category), index('objections_meeting_idx').on(t.meetingId)],
)

/** Best practices graded on a call (bp_heading, bp_score, bp_grade Followed / Not followed). */
export const bestPractices = pgTable(
  'best_practices',
  {
    id: pk(),
    companyId: tenantId(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    /** The checklist signal the practice belongs to (outcome_meta.best_practices). */
    insightId: integer().references(() => meetingInsights.id, { onDelete: 'cascade' }),
    heading: text().notNull(),
    score: smallint(),
    grade: text(),
    detail: text(),
    timestamps: jsonb().$type<Timestamps>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('best_practices_company_idx').on(t.companyId),
    index('best_practices_meeting_idx').on(t.meetingId),
    index('best_practices_insight_idx').on(t.insightId),
  ],
)

/**
 * SWOT insights of a call, one row each, for Competitive Win-Loss (decision driver = objection_category,
 * underlying factor = category). analysis_results.swot keeps the document as the analyzer returned it.
 */
export const swotInsights = pgTable(
  'swot_insights',
  {
    id: pk(),
    companyId: tenantId(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    /** The deal the call was mapped to when analysed. */
    dealId: integer().references(() => deals.id, { onDelete: 'set null' }),
    nature: swotNature().notNull(),
    objectionCategory: text(),
    category: text(),
    heading: text().notNull(),
    detail: text(),
    competitorName: text(),
    timestamps: jsonb().$type<Timestamps>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('swot_insights_company_category_idx').on(t.companyId, t.objectionCategory),
    index('swot_insights_meeting_idx').on(t.meetingId),
    index('swot_insights_deal_idx').on(t.dealId),
  ],
)
