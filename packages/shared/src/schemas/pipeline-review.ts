import { z } from 'zod'
import { ZReportSchema } from './reports'

// Pipeline Review's answers.

const level = z.enum(['High', 'Mid', 'Low', 'None'])

/** One call or e-mail of the deal inside the activity range (the row's activity timeline). */
export const ZPipelineActivity = z.object({
  kind: z.enum(['recorded', 'unrecorded', 'email']),
  /** ISO time. */
  at: z.string(),
  /** The recording (recorded calls) or e-mail id; the calendar event for unrecorded calls. */
  id: z.number().nullable(),
  /** Seconds, for the marker size (calls only). */
  duration: z.number().nullable(),
  /** INCOMING_EMAIL | OUTGOING_EMAIL for e-mails. */
  direction: z.string().nullable(),
})
export type TPipelineActivity = z.infer<typeof ZPipelineActivity>

export const ZLikelinessInfoRow = z.object({ label: z.string(), value: z.string(), ideal: z.string() })

export const ZPipelineRow = z.object({
  /** Parley's deal id (the drawer's deal_id). */
  deal_id: z.number(),
  crm_deal_id: z.string(),
  deal_name: z.string(),
  owner_name: z.string().nullable(),
  owner_id: z.number().nullable(),
  deal_type: z.string().nullable(),
  sales_stage: z.string().nullable(),
  /** As text, "a leading minus is stripped and it is shown as a dollar figure; -1 means none". */
  amount: z.string(),
  /** YYYY-MM-DD */
  close_date: z.string().nullable(),
  deal_created_date: z.string().nullable(),
  deal_link: z.string().nullable(),
  account_id: z.number().nullable(),
  account_name: z.string().nullable(),
  region: z.string().nullable(),
  sub_region: z.string().nullable(),
  segment: z.string().nullable(),
  opportunity_type: z.string().nullable(),
  funnel_by_product: z.string().nullable(),
  industry: z.string().nullable(),
  days_in_current_stage: z.number().nullable(),
  deal_followup_email_count: z.number(),
  first_meeting_score: z.string().nullable(),
  crm_notes: z.string().nullable(),
  crm_next_steps: z.string().nullable(),
  deal_owner_manager: z.string().nullable(),
  deal_severe_objections_count: z.number(),
  deal_days_since_last_call: z.number().nullable(),
  deal_last_call_date: z.string().nullable(),
  deal_last_recorded_call_date: z.string().nullable(),
  deal_last_email_date: z.string().nullable(),
  deal_last_prospect_email_date: z.string().nullable(),
  deal_last_rep_email_date: z.string().nullable(),
  deal_next_meeting_date: z.string().nullable(),
  /** "list; first item a reason": why there is (or is not) a next meeting, then its title. */
  deal_next_meeting_date_info: z.array(z.string()),
  engagement: level,
  prospect_engagement: level,
  rep_engagement: level,
  /** High Likely | Likely | Less Likely | No forecast */
  forecast: z.string(),
  /** Qualification score: the forecast mapped to High / Mid / Low / None. */
  qualification_score: level,
  forecast_info: z.array(z.object({ key: z.string(), level: z.string() })),
  playbook_coverage: z.number().nullable(),
  critical_checklist: z.array(z.object({ key: z.string(), name: z.string(), score: z.number().nullable() })),
  likeliness_score: z.string().nullable(),
  likeliness_score_value: z.number().nullable(),
  likeliness_score_info: z.array(ZLikelinessInfoRow),
  /** Names (else e-mails) of the people on the deal's calls in the range. */
  activity_attendees: z.array(z.string()),
  calls: z.array(ZPipelineActivity),
  emails: z.array(ZPipelineActivity),
  activity_count: z.number(),
  product_discussed: z.array(z.string()),
  /** The deal checklist values of the signals asked in checklist_filters: signal id → best score (null = not covered). */
  checklist_values: z.record(z.string(), z.number().nullable()),
})
export type TPipelineRow = z.infer<typeof ZPipelineRow>

export const ZPipelineLayoutInfo = z.object({
  layout: z.enum(['default', 'alternative']),
  /** The search-based mode (company setting searchPipelineMode, or ?elasticSearch=true). */
  search: z.boolean(),
})

/** "Response data: pipeline, total, schema." */
export const ZPipelineResponse = z.object({
  data: z.object({
    pipeline: z.array(ZPipelineRow),
    total: z.number(),
    schema: ZReportSchema,
    mode: ZPipelineLayoutInfo,
  }),
})
export type TPipelineResponse = z.infer<typeof ZPipelineResponse>

/** POST /users/pipelineReview, the older variant: "same query; response is a list with emails". */
export const ZLegacyPipelineResponse = z.object({ data: z.array(ZPipelineRow) })

export const ZChartKeyValue = z.object({
  key: z.string(),
  value: z.number(),
  percent: z.number(),
})

export const ZPipelineChart = z.object({
  label: z.string(),
  info: z.string(),
  /** The filter a click on a slice or bar sets. */
  filter: z.string(),
  values: z.array(ZChartKeyValue),
})
export type TPipelineChart = z.infer<typeof ZPipelineChart>

export const ZChartOption = z.object({ key: z.string(), label: z.string() })

/** "Response data: pie.data, pie.options, bar.data, bar.options" — data keyed by chart type. */
export const ZPipelineChartsResponse = z.object({
  data: z.object({
    pie: z.object({ data: z.record(z.string(), ZPipelineChart), options: z.array(ZChartOption) }),
    bar: z.object({ data: z.record(z.string(), ZPipelineChart), options: z.array(ZChartOption) }),
  }),
})
export type TPipelineChartsResponse = z.infer<typeof ZPipelineChartsResponse>

export const ZPipelineChartsQuery = z
  .object({
    /** "optional query type={chart key}": only that chart is computed. */
    type: z.enum(['engagement', 'playbook', 'funnel_by_product', 'region', 'first_meeting_score', 'deal_owner']).optional(),
    elasticSearch: z.enum(['true', 'false']).optional(),
  })
  .strict()
