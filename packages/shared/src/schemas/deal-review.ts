import { z } from 'zod'
import { DEAL_FORECAST_LABELS, DEAL_REVIEW_PAGE_SIZE, DEAL_STATUS_FILTERS, DEAL_STATUSES } from '../rules/deal-forecast-label'

export const DEAL_REVIEW_MESSAGES = {
  notEnabled: 'The deal review dashboard is not enabled for your company.',
  notEnabledForCompany: 'The deal review dashboard is not enabled for this company.',
  otherCompany: 'You can only review the deals of your own company.',
  unknownCompany: 'Unknown company',
  badStatus: 'Status must be Open, Closed or All',
  pageBeyondRange: 'That page is beyond the last page',
} as const

/** GET /users/dealReview?company_id={id}&status=Open|Closed|All&take=15&skip=. */
export const ZDealReviewQuery = z
  .object({
    /** Super admins may choose a company; anyone else may only name their own. */
    company_id: z.coerce.number({ error: 'company_id must be a number' }).int().positive().optional(),
    status: z.enum(DEAL_STATUS_FILTERS, { error: DEAL_REVIEW_MESSAGES.badStatus }).default('Open'),
    take: z.coerce.number().int().min(1).max(DEAL_REVIEW_PAGE_SIZE).default(DEAL_REVIEW_PAGE_SIZE),
    skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  })
  .strict()
/** The query as a client sends it. */
export interface TDealReviewQuery {
  company_id?: number
  status?: (typeof DEAL_STATUS_FILTERS)[number]
  take?: number
  skip?: number
}

/** A stage signal with its weight and its best score (0–100) on the stage's calls; null when no call covered it. */
export const ZDealReviewSignal = z.object({ id: z.number(), label: z.string(), weight: z.number(), score: z.number().nullable() })

/** A recording of the stage with its weighted call score (0–10). */
export const ZDealReviewRecording = z.object({
  id: z.number(),
  title: z.string().nullable(),
  startAt: z.string(),
  durationSeconds: z.number().nullable(),
  score: z.number().nullable(),
})

/** A moment the analyzer cited for a signal. */
export const ZDealReviewSnippet = z.object({
  recordingId: z.number(),
  signal: z.string(),
  timestamp: z.string(),
  time: z.number().nullable(),
  speaker: z.string().nullable(),
  text: z.string(),
})
export type TDealReviewSnippet = z.infer<typeof ZDealReviewSnippet>

/** "eventDealStages": one stage of the deal with its signals, recordings and cited moments. */
export const ZDealReviewStage = z.object({
  stage: z.string(),
  isCurrent: z.boolean(),
  signalIds: z.array(ZDealReviewSignal),
  recordingIds: z.array(ZDealReviewRecording),
  /** The latest recording of the stage: its start, title and summary. */
  startAt: z.string().nullable(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  snippets: z.array(ZDealReviewSnippet),
  /** What the prospect said in those moments. */
  prospect_excerpts: z.array(ZDealReviewSnippet),
  forecast: z.object({ label: z.enum(DEAL_FORECAST_LABELS), score: z.number().nullable() }),
})
export type TDealReviewStage = z.infer<typeof ZDealReviewStage>

/** "meetings": the deal's calendar events, with the recording when the call was recorded. */
export const ZDealReviewMeeting = z.object({
  event: z.object({ id: z.number(), title: z.string().nullable(), start_at: z.string(), sales_stage: z.string().nullable() }),
  call: z.object({ id: z.number() }).nullable(),
})
export type TDealReviewMeeting = z.infer<typeof ZDealReviewMeeting>

/** Plus the derived status and forecast label. */
export const ZDealReviewRow = z.object({
  id: z.number(),
  dealName: z.string(),
  dealRep: z.string().nullable(),
  dealCloseDate: z.string().nullable(),
  currentDealStage: z.string().nullable(),
  isDealClosed: z.boolean(),
  status: z.enum(DEAL_STATUSES),
  customField: z.record(z.string(), z.unknown()),
  first_meeting_score: z.string().nullable(),
  meetings: z.array(ZDealReviewMeeting),
  eventDealStages: z.array(ZDealReviewStage),
  forecast: z.object({ label: z.enum(DEAL_FORECAST_LABELS), score: z.number().nullable() }),
})
export type TDealReviewRow = z.infer<typeof ZDealReviewRow>

export const ZDealReviewResponse = z.object({
  data: z.object({
    total: z.number(),
    take: z.number(),
    skip: z.number(),
    company: z.object({ id: z.number(), name: z.string() }),
    /** Set when the company's pilot reviews one stage only. */
    pilotStage: z.string().nullable(),
    data: z.array(ZDealReviewRow),
  }),
})
export type TDealReviewResponse = z.infer<typeof ZDealReviewResponse>
