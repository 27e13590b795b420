import { z } from 'zod'

// Checklist Adoption's answers ("POST /reports/checklist-adoption-call,
// -trend, -rep-scores, -signal"). The request is the common ZReportQuery (group day, week or month for the trend).

/** One checklist signal of a call: "checklist list (id, name, score)", with its lowest best-practice score. */
export const ZChecklistScore = z.object({
  id: z.number(),
  name: z.string(),
  /** 0–100; null when the signal was not scored on the call (N/A). */
  score: z.number().nullable(),
  /** The lowest score of the signal's best practices on the call (export marks), null when it has none. */
  bp_min: z.number().nullable(),
})
export type TChecklistScore = z.infer<typeof ZChecklistScore>

export const ZChecklistAdoptionRow = z.object({
  /** The recording (meeting id), as the spec's zra_id. */
  zra_id: z.number(),
  title: z.string().nullable(),
  owner_id: z.number().nullable(),
  owner_name: z.string().nullable(),
  deal_owner_manager: z.string().nullable(),
  deal_id: z.number().nullable(),
  deal_name: z.string().nullable(),
  /** The deal's current stage. */
  sales_stage: z.string().nullable(),
  account_name: z.string().nullable(),
  /** The deal amount as text (-1 none), like the pipeline's amount. */
  expected_revenue: z.string(),
  /** ISO time the deal was created. */
  created_date: z.string().nullable(),
  /** YYYY-MM-DD */
  close_date: z.string().nullable(),
  /** ISO start of the call. */
  start_at: z.string(),
  /** Seconds. */
  video_duration: z.number().nullable(),
  /** The deal stage during the call. */
  call_stage: z.string().nullable(),
  agenda_type: z.string().nullable(),
  checklist: z.array(ZChecklistScore),
  /** Completed share of the applicable signals, 0–1 ("shown multiplied by 100"); null when none applies. */
  checklist_adoption: z.number().nullable(),
})
export type TChecklistAdoptionRow = z.infer<typeof ZChecklistAdoptionRow>

/** The signals the table has a column for, in the fixed order. */
export const ZChecklistSignalColumn = z.object({ id: z.number(), name: z.string() })

export const ZChecklistAdoptionResponse = z.object({
  data: z.object({ result: z.array(ZChecklistAdoptionRow), total: z.number(), signals: z.array(ZChecklistSignalColumn) }),
})
export type TChecklistAdoptionResponse = z.infer<typeof ZChecklistAdoptionResponse>

/** -trend: adoption per day, week or month ("rows with x and y"). */
export const ZChecklistTrendResponse = z.object({
  data: z.object({
    group: z.enum(['day', 'week', 'month']),
    result: z.array(
      z.object({
        /** YYYY-MM-DD, the first day of the period (weeks start on Monday), in the time zone asked. */
        x: z.string(),
        /** Whole percent of the period's calls' average adoption. */
        y: z.number(),
        calls: z.number(),
      }),
    ),
  }),
})
export type TChecklistTrendResponse = z.infer<typeof ZChecklistTrendResponse>

/** -rep-scores: "rep score row x (rep), y (score)", highest first. */
export const ZChecklistRepScoresResponse = z.object({
  data: z.object({
    result: z.array(z.object({ id: z.number(), x: z.string(), y: z.number(), calls: z.number() })),
  }),
})
export type TChecklistRepScoresResponse = z.infer<typeof ZChecklistRepScoresResponse>

/**
 * -signal: per signal "x (name), y (outcome percent), a (best-practice done share), b (not-done share), best_practices
 * (x, y)" (the checklist percentage row).
 */
export const ZChecklistSignalRow = z.object({
  id: z.number(),
  x: z.string(),
  /** Whole percent of the calls it applied to where it was completed (Yes). */
  y: z.number(),
  /** Calls it was scored on. */
  n: z.number(),
  /** Whole percent of its graded best practices followed, and not followed. */
  a: z.number(),
  b: z.number(),
  best_practices: z.array(z.object({ x: z.string(), y: z.number(), n: z.number() })),
})
export type TChecklistSignalRow = z.infer<typeof ZChecklistSignalRow>
export const ZChecklistSignalResponse = z.object({ data: z.object({ result: z.array(ZChecklistSignalRow) }) })
export type TChecklistSignalResponse = z.infer<typeof ZChecklistSignalResponse>
