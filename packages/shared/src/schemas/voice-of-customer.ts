import { z } from 'zod'
import { ZReportQuery } from './reports'

// Voice of Customer ("POST /reports/voice-of-customer and POST
// /users/meetingsAdvancedOutcomesReport: cursor pagination with after and take; response result, total, after").

/** The common query, paged by cursor: `after` (the last answer's) and `take`; no `skip`. */
export const ZVoiceOfCustomerQuery = ZReportQuery.omit({ skip: true, checklist_filters: true, search: true }).extend({
  after: z.string().min(1).max(1000, 'The page cursor is too long.').nullish(),
})
export type TVoiceOfCustomerQuery = z.infer<typeof ZVoiceOfCustomerQuery>

/** `report` of the older call when it asks for Voice of Customer (the default when omitted). */
export const VOICE_OF_CUSTOMER_REPORT = 'voiceOfCustomerReport'

/**
 * The older POST /users/meetingsAdvancedOutcomesReport: the same query; `report` omitted or 'voiceOfCustomerReport' is
 * Voice of Customer (report='objectionsHandlingReport' is Objection Handling's variant).
 */
export const ZLegacyVoiceOfCustomerQuery = ZVoiceOfCustomerQuery.extend({ report: z.literal(VOICE_OF_CUSTOMER_REPORT).nullish() })
export type TLegacyVoiceOfCustomerQuery = z.infer<typeof ZLegacyVoiceOfCustomerQuery>

export const ZVoiceOfCustomerRow = z.object({
  /** The statement (swot_insights.id). */
  id: z.number(),
  /** The kind of statement (Strength, Weakness, Opportunity, Threat). */
  checklist: z.string(),
  category: z.string().nullable(),
  heading: z.string(),
  detail: z.string().nullable(),
  /** The call's summary when the statement has no detail of its own. */
  call_summary: z.string().nullable(),
  /** Sentiment for us: Positive or Negative. */
  grade: z.string(),
  /** 'advanced': the detail is the prospect's own words (shown as the evidence). */
  signal_category: z.string(),
  competitor_name: z.string().nullable(),
  deal_id: z.number().nullable(),
  deal_name: z.string().nullable(),
  sales_stage: z.string().nullable(),
  call_stage: z.string().nullable(),
  owner_name: z.string().nullable(),
  agenda_type: z.string().nullable(),
  /** ISO start of the call. */
  call_date: z.string(),
  title: z.string().nullable(),
  zra_id: z.number(),
  /** hh:mm:ss as stored; the screen and export show 'No snippet' when it is not one. */
  timestamp: z.string().nullable(),
})
export type TVoiceOfCustomerRow = z.infer<typeof ZVoiceOfCustomerRow>

export const ZVoiceOfCustomerResponse = z.object({
  data: z.object({
    result: z.array(ZVoiceOfCustomerRow),
    total: z.number(),
    /** The cursor of the next page; null on the last. */
    after: z.string().nullable(),
  }),
})
export type TVoiceOfCustomerResponse = z.infer<typeof ZVoiceOfCustomerResponse>
