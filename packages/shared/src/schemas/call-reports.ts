import { z } from 'zod'
import { ZReportSchema } from './reports'

// Calls & Recordings (page 1) and Call Details (page 2): "POST
// /reports/meetings-report: query {role, group, startTime, endTime, filter, distinct} or with take, skip, sort {field,
// type}; response data or data {result, total}. POST /reports/meetings-charts: same query; rows with x and y."

/** The call report row with the spec's field names; `zra_id` is the recording (null when the call was not recorded). */
export const ZCallReportRow = z.object({
  /** 'e{calendar event id}', or 'm{recording id}' for a recording without a calendar event. */
  call_key: z.string(),
  /** ISO time. */
  start_at: z.string(),
  title: z.string().nullable(),
  zra_id: z.number().nullable(),
  calendar_event_id: z.number().nullable(),
  rep: z.string().nullable(),
  rep_id: z.number().nullable(),
  deal_id: z.number().nullable(),
  deal_name: z.string().nullable(),
  /** The deal's stage at the time of the call. */
  sales_stage: z.string().nullable(),
  owner_name: z.string().nullable(),
  first_meeting_score: z.string().nullable(),
  note_taker_allowed: z.boolean().nullable(),
  is_meeting_recorded: z.boolean(),
  not_recorded_reason: z.string().nullable(),
  note_taker_message: z.string().nullable(),
  call_source: z.string().nullable(),
  is_eligible: z.boolean(),
  recording_status: z.string(),
})
export type TCallReportRow = z.infer<typeof ZCallReportRow>

/** With take/skip: "data {result, total}", plus the columns' labels and tooltips. */
export const ZCallsPageResponse = z.object({
  data: z.object({ result: z.array(ZCallReportRow), total: z.number(), schema: ZReportSchema }),
})
export type TCallsPageResponse = z.infer<typeof ZCallsPageResponse>

/** One period of the chosen group (day, week or month), in the viewer's time zone. */
export const ZCallPeriodRow = z.object({
  /** The period's first day, YYYY-MM-DD. */
  period: z.string(),
  calls: z.number(),
  eligible: z.number(),
  recorded: z.number(),
  not_recorded: z.number(),
  /** Recorded of all calls, whole percent. */
  recording_rate: z.number(),
})
export type TCallPeriodRow = z.infer<typeof ZCallPeriodRow>

/** Without take: "response data" — the calls per period of the group. */
export const ZCallPeriodsResponse = z.object({ data: z.array(ZCallPeriodRow), group: z.enum(['day', 'week', 'month']) })
export type TCallPeriodsResponse = z.infer<typeof ZCallPeriodsResponse>

export const ZChartXY = z.object({ x: z.string(), y: z.number() })

/** "rows with x and y": calls per period by series (Recorded / Not recorded), and calls per recording status and source. */
export const ZCallChartsResponse = z.object({
  data: z.object({
    group: z.enum(['day', 'week', 'month']),
    trend: z.array(ZChartXY.extend({ series: z.enum(['Recorded', 'Not recorded']) })),
    status: z.array(ZChartXY),
    source: z.array(ZChartXY),
  }),
})
export type TCallChartsResponse = z.infer<typeof ZCallChartsResponse>
