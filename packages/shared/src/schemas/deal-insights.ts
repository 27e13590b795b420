import { z } from 'zod'
import { FORECASTS } from '../rules/deal-scores'
import { chatMessageFields, chatStreamLine, ZChatQuestion } from './chat'
import { ZDealChecklistItem, ZLastCallGptRes } from './checklists'
import { ZId } from './ids'

// Deal Insights, tab 8 of the call page:
// POST /api/users/dealInsights, GET /api/users/dealForecast, and the deal chat GET /api/ama/deal/messages and
// POST /api/ama/deal/question (streamed lines of JSON).

const ZFlag = (name: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: `${name} must be true or false.` }).default(false)

/** POST /api/users/dealInsights: "body deal_id or account_id, distinct, speaker_names, account_insights". */
export const ZDealInsightsBody = z
  .object({
    deal_id: ZId('deal').optional(),
    account_id: ZId('account').optional(),
    /** Also answer the distinct speaker names of the calls (the speaker filter's options). */
    distinct: ZFlag('distinct'),
    /** Keep only the snippets said by these speakers. */
    speaker_names: z
      .array(z.string({ error: 'Each speaker name must be text.' }).trim().min(1, 'A speaker name cannot be empty.').max(200, 'A speaker name is too long.'), {
        error: 'speaker_names must be a list of names.',
      })
      .max(100, 'At most 100 speaker names.')
      .default([]),
    /** Account-level insights (every deal of the account). */
    account_insights: ZFlag('account_insights'),
  })
  .superRefine((b, ctx) => {
    if (b.account_insights && b.account_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['account_id'], message: 'Choose an account for account insights.' })
    else if (!b.account_insights && b.deal_id === undefined) ctx.addIssue({ code: 'custom', path: ['deal_id'], message: 'Choose a deal.' })
  })
export type TDealInsightsBody = z.infer<typeof ZDealInsightsBody>

/** A recorded call of the deal (or account): what the stage selector and the empty states read. */
export const ZDealInsightsCall = z.object({
  call_id: z.number().int(),
  call_title: z.string().nullable(),
  call_date: z.string(),
  sales_stage: z.string().nullable(),
  duration: z.number().nullable(),
  analysed: z.boolean(),
})
export type TDealInsightsCall = z.infer<typeof ZDealInsightsCall>

export const ZDealInsightsResponse = z.object({
  data: z.object({
    deal: z.object({ id: z.number().int(), name: z.string(), sales_stage: z.string().nullable() }).nullable(),
    account: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    calls: z.array(ZDealInsightsCall),
    all_checklist: z.array(ZDealChecklistItem),
    all_insights: z.array(ZDealChecklistItem),
    last_call_gptRes: ZLastCallGptRes.nullable(),
    distinct_speaker_names: z.array(z.string()),
  }),
})
export type TDealInsightsResponse = z.infer<typeof ZDealInsightsResponse>
export type TDealInsights = TDealInsightsResponse['data']

export const ZDealForecastQuery = z.object({ deal_id: ZId('deal') })

/** GET /api/users/dealForecast?deal_id=. */
export const ZDealForecastResponse = z.object({
  data: z.object({
    deal_id: z.number().int(),
    forecast: z.enum(FORECASTS),
    /** stage (a closed deal) | call | crm | none */
    forecast_source: z.enum(['stage', 'call', 'crm', 'none']),
    next_meeting_set: z.boolean(),
    next_meeting: z.object({ id: z.number().int(), title: z.string().nullable(), start_at: z.string() }).nullable(),
  }),
})
export type TDealForecast = z.infer<typeof ZDealForecastResponse>['data']

// ---- The deal chat ----

/** A moment an answer used: a line of one of the deal's calls, or one of its e-mails. */
export const ZDealCitation = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('call'),
    call_id: z.number().int(),
    call_title: z.string().nullable(),
    call_date: z.string(),
    seconds: z.number().int().nonnegative(),
    /** hh:mm:ss */
    timestamp: z.string(),
    speaker: z.string(),
    text: z.string(),
  }),
  z.object({
    kind: z.literal('email'),
    email_id: z.number().int(),
    subject: z.string().nullable(),
    received_at: z.string(),
    speaker: z.string(),
    text: z.string(),
  }),
])
export type TDealCitation = z.infer<typeof ZDealCitation>

export const ZDealChatMessage = z.object({
  ...chatMessageFields(ZDealCitation),
  created_at: z.string(),
})
export type TDealChatMessage = z.infer<typeof ZDealChatMessage>

export const ZDealChatThread = z.object({
  id: z.number().int(),
  deal_id: z.number().int(),
  title: z.string().nullable(),
  created_at: z.string(),
  last_message_at: z.string(),
})
export type TDealChatThread = z.infer<typeof ZDealChatThread>

/** GET /api/ama/deal/messages?deal_id= (the viewer's threads about the deal) or ?thread_id= (one thread's history). */
export const ZDealMessagesQuery = z
  .object({ deal_id: ZId('deal').optional(), thread_id: ZId('thread').optional() })
  .refine((q) => q.deal_id !== undefined || q.thread_id !== undefined, { path: ['deal_id'], message: 'Choose a deal or a thread.' })

export const ZDealMessagesResponse = z.object({
  data: z.object({
    threads: z.array(ZDealChatThread),
    /** The asked thread's history, oldest first (empty when only a deal was named). */
    thread: ZDealChatThread.nullable(),
    messages: z.array(ZDealChatMessage),
    suggestions: z.array(z.string()),
  }),
})
export type TDealMessages = z.infer<typeof ZDealMessagesResponse>['data']

/** POST /api/ama/deal/question: {deal_id, thread_id, question}. */
export const ZDealQuestionBody = z.object({
  deal_id: ZId('deal'),
  /** Continue this thread; without it a new thread starts. */
  thread_id: ZId('thread').nullish(),
  question: ZChatQuestion,
})
export type TDealQuestionBody = z.infer<typeof ZDealQuestionBody>

/** One streamed line: status, reasoning, answer, or the end ("reasoning, answer, status, end"). */
export const ZDealStreamLine = chatStreamLine({
  thread_id: z.number().int(),
  question_id: z.number().int(),
  answer_id: z.number().int().nullable(),
  citations: z.array(ZDealCitation),
  no_answer: z.boolean(),
  error: z.string().nullable(),
})
export type TDealStreamLine = z.infer<typeof ZDealStreamLine>
export type TDealEndLine = Extract<TDealStreamLine, { end: true }>
