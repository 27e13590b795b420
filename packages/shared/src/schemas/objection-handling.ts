import { z } from 'zod'
import { ZReportQuery } from './reports'

// Objection Handling's request and answers.

/** The cursor a page answers as `after` and the next request sends back (signed by the server; opaque here). */
export const MAX_CURSOR_LENGTH = 1000

/**
 * "query {role, group, distinct, startTime, endTime, created and close date ranges, filter, chart_type, after, take,
 * sort}": the common query with the cursor instead of skip ("keep skip/take out of the cursor variant").
 */
export const ZObjectionQuery = ZReportQuery.omit({ skip: true, checklist_filters: true, search: true })
  .extend({
    /** "same query with chart_type grade" */
    chart_type: z.enum(['grade'], { error: "chart_type must be 'grade'." }).nullish(),
    after: z.string().min(1).max(MAX_CURSOR_LENGTH, 'The page cursor is too long.').nullish(),
  })
  .strict()
export type TObjectionQuery = z.infer<typeof ZObjectionQuery>

/** POST /users/meetingsAdvancedOutcomesReport with report='objectionsHandlingReport' (the older variant). */
export const OBJECTIONS_HANDLING_REPORT = 'objectionsHandlingReport'
export const ZLegacyObjectionQuery = ZObjectionQuery.extend({ report: z.literal(OBJECTIONS_HANDLING_REPORT) }).strict()

/**
 * "Objection row: deal_name, call_date, call_stage, owner_name, category, tag, detail, call_summary, signal_category
 * ('advanced' shows detail as evidence, else call summary), grade (severity), title, zra_id, timestamp (hh:mm:ss), y
 * (count), o_id, od_id."
 */
export const ZObjectionRow = z.object({
  /** The objection. */
  o_id: z.number(),
  /** The call's objections signal (meeting insight) the objection belongs to. */
  od_id: z.number().nullable(),
  deal_id: z.number().nullable(),
  deal_name: z.string().nullable(),
  /** ISO time of the call. */
  call_date: z.string(),
  /** The deal stage during the call. */
  call_stage: z.string().nullable(),
  /** The deal owner. */
  owner_name: z.string().nullable(),
  /** The call's rep. */
  rep_name: z.string().nullable(),
  category: z.string(),
  /** The sub category. */
  tag: z.string().nullable(),
  /** What the prospect said. */
  detail: z.string().nullable(),
  call_summary: z.string().nullable(),
  signal_category: z.string().nullable(),
  /** The evidence shown: detail when signal_category is 'advanced', else the call summary. */
  evidence: z.string(),
  /** Severity: High | Medium | Low. */
  grade: z.string().nullable(),
  /** How the rep answered, and how well (Handled | Partially handled | Not handled). */
  handling: z.string().nullable(),
  handling_grade: z.string().nullable(),
  title: z.string().nullable(),
  /** The recording (meeting) id. */
  zra_id: z.number(),
  /** hh:mm:ss, or 'No snippet'. */
  timestamp: z.string(),
  y: z.number(),
})
export type TObjectionRow = z.infer<typeof ZObjectionRow>

/** "Response data.result, data.total, data.after" */
export const ZObjectionPage = z.object({
  data: z.object({
    result: z.array(ZObjectionRow),
    total: z.number(),
    /** The cursor of the next page; null on the last one. */
    after: z.string().nullable(),
  }),
})
export type TObjectionPage = z.infer<typeof ZObjectionPage>

/** "returns a list of {category, grade, y}": the top 10 categories, each severity's count. */
export const ZObjectionChartPoint = z.object({ category: z.string(), grade: z.string(), y: z.number() })
export const ZObjectionChart = z.object({ data: z.array(ZObjectionChartPoint) })
export type TObjectionChart = z.infer<typeof ZObjectionChart>
