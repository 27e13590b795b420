import { z } from 'zod'
import { BDR_DATA_SOURCE_NAMES, BDR_METRICS, BDR_OUTCOMES } from '../rules/bdr-dashboard'
import { ZReportQuery } from './reports'

// The development-rep dashboard, BDR to MQL. Every call takes the common
// report query; answers are read "from data.data.data or data.data as a list", so each is { data: { data: [...] } }
// with what the page needs beside the list. The spec does not show these shapes (docs/decisions.md "BDR to MQL").

export const ZBdrBestPractice = z.object({ bp_heading: z.string(), bp_score: z.number().nullable(), bp_grade: z.string().nullable() })

/** "checklist (id, score, outcome_meta.best_practices each with bp_score)"; score null = 'Checklist Not Found'. */
export const ZBdrChecklistItem = z.object({
  id: z.number(),
  name: z.string(),
  score: z.number().nullable(),
  outcome_meta: z.object({ best_practices: z.array(ZBdrBestPractice) }),
})
export type TBdrChecklistItem = z.infer<typeof ZBdrChecklistItem>

/** A checklist column: the company's checklist signals in the fixed checklist column order. */
export const ZBdrColumn = z.object({ id: z.number(), name: z.string() })
export type TBdrColumn = z.infer<typeof ZBdrColumn>

/** "Call row (development-rep and review dashboards): start_at, rep (list of names), video_duration, sales_stage, zra_id…" */
export const ZBdrCallRow = z.object({
  id: z.number(),
  /** The recording (meeting page /meeting/{zra_id}). */
  zra_id: z.number(),
  /** The calendar event of the call, when it had one. */
  activity_id: z.number().nullable(),
  start_at: z.string(),
  title: z.string(),
  rep: z.array(z.string()),
  video_duration: z.number().nullable(),
  /** The deal stage during the call (call_stage). */
  sales_stage: z.string().nullable(),
  deal_name: z.string().nullable(),
  call_disposition: z.string().nullable(),
  call_source: z.string().nullable(),
  prospect_talk_seconds: z.number(),
  outcome: z.enum(BDR_OUTCOMES),
  /** Why the call counts as a meeting set: its disposition, or a later meeting with the prospect on the calendar. */
  meeting_set_by: z.enum(['disposition', 'calendar']).nullable(),
  /** The first later meeting with the call's prospect (within the follow-up window), if any. */
  next_meeting_at: z.string().nullable(),
  /** That meeting's calendar event: a meeting credits one call only (rules/bdr-dashboard). */
  next_meeting_id: z.number().nullable(),
  checklist: z.array(ZBdrChecklistItem),
  /** The checklist columns' names, in order. */
  checklist_name: z.array(z.string()),
})
export type TBdrCallRow = z.infer<typeof ZBdrCallRow>

export const ZBdrRowsResponse = z.object({
  data: z.object({ data: z.array(ZBdrCallRow), total: z.number(), columns: z.array(ZBdrColumn) }),
})
export type TBdrRowsResponse = z.infer<typeof ZBdrRowsResponse>

/** A best practice's share of Followed grades: x heading, y percent, count graded. */
export const ZBdrBestPracticeShare = z.object({ x: z.string(), y: z.number(), count: z.number() })
export type TBdrBestPracticeShare = z.infer<typeof ZBdrBestPracticeShare>

/** "Checklist percentage row: x (name), y (outcome percent), a (best-practice done share), b (not-done share), best_practices (x, y)." */
export const ZBdrSignalRow = z.object({
  id: z.number(),
  x: z.string(),
  y: z.number().nullable(),
  a: z.number().nullable(),
  b: z.number().nullable(),
  /** Calls of the section scored on the signal (the base of y). */
  scored: z.number(),
  best_practices: z.array(ZBdrBestPracticeShare),
})
export type TBdrSignalRow = z.infer<typeof ZBdrSignalRow>

export const ZBdrSignalsResponse = z.object({
  data: z.object({
    data: z.array(ZBdrSignalRow),
    /** Every best practice graded on the section's calls (the Best Practices panel). */
    best_practices: z.array(ZBdrBestPracticeShare),
    /** Calls in the section. */
    calls: z.number(),
  }),
})
export type TBdrSignalsResponse = z.infer<typeof ZBdrSignalsResponse>

const METRIC_KEYS = BDR_METRICS.map((m) => m.metric) as [(typeof BDR_METRICS)[number]['metric'], ...(typeof BDR_METRICS)[number]['metric'][]]
/** "Metric row: metric, count, percentage." */
export const ZBdrMetric = z.object({
  metric: z.enum(METRIC_KEYS),
  label: z.string(),
  count: z.number(),
  percentage: z.number(),
  of: z.enum(['calls', 'conversations', 'connected']),
  base: z.number(),
  section: z.enum(['meeting_set', 'no_meeting', 'no_conversation']).nullable(),
})
export type TBdrMetric = z.infer<typeof ZBdrMetric>

export const ZBdrCountsResponse = z.object({
  data: z.object({
    data: z.array(ZBdrMetric),
    /** Every BDR call in the range and filters, and the junk ones among them (not connected). */
    calls: z.number(),
    junk: z.number(),
  }),
})
export type TBdrCountsResponse = z.infer<typeof ZBdrCountsResponse>

/** "rep score row x (rep), y (score)": y is the rep's average checklist score on connected calls (null: none scored). */
export const ZBdrRepScore = z.object({ x: z.string(), y: z.number().nullable(), rep_id: z.number(), calls: z.number(), meetings_set: z.number() })
export type TBdrRepScore = z.infer<typeof ZBdrRepScore>
export const ZBdrRepScoresResponse = z.object({ data: z.object({ data: z.array(ZBdrRepScore), reps: z.number() }) })
export type TBdrRepScoresResponse = z.infer<typeof ZBdrRepScoresResponse>

/**
 * POST /users/MeetingsOutcomesReport with onlyBDRData: "query {skip, take, role, group, distinct, startTime, endTime,
 * created and close date ranges, filter, mv, limit, onlyBDRData}"; `mv` names the data source.
 */
export const ZBdrOutcomesQuery = ZReportQuery.extend({
  onlyBDRData: z.literal(true, { error: 'onlyBDRData must be true for the development-rep dashboard.' }),
  mv: z.enum(BDR_DATA_SOURCE_NAMES as [string, ...string[]], { error: `mv must be one of ${BDR_DATA_SOURCE_NAMES.join(', ')}.` }),
  limit: z.number().int().min(1).max(100).nullish(),
}).strict()
export type TBdrOutcomesQuery = z.infer<typeof ZBdrOutcomesQuery>
