import { z } from 'zod'
import { AMA_DEFAULT_DOCUMENTS, AMA_DEFAULT_INDEX, AMA_MAX_DOCUMENTS } from '../rules/ama-retrieval'
import { chatMessageFields, chatStreamLine, ZChatQuestion } from './chat'
import { ZId } from './ids'

// Ask Me Anything on a call (tab 4 of the call page):
// GET /api/users/parleyEurekaGetMessages?meetingId= and POST /api/users/parleyEurekaMessage (streamed lines of JSON).

export const ZAmaMessagesQuery = z.object({ meetingId: ZId('meeting') })
export type TAmaMessagesQuery = z.infer<typeof ZAmaMessagesQuery>

export const ZAmaCitation = z.object({
  seconds: z.number().int().nonnegative(),
  /** hh:mm:ss */
  timestamp: z.string(),
  speaker: z.string(),
  text: z.string(),
})
export type TAmaCitation = z.infer<typeof ZAmaCitation>

/** Chat message: message_type, message, created_at, id; answers hold answer and reasoning. */
export const ZAmaMessage = z.object({
  ...chatMessageFields(ZAmaCitation),
  gpt_model_name: z.string().nullable(),
  created_at: z.string(),
})
export type TAmaMessage = z.infer<typeof ZAmaMessage>

export const ZAmaMessagesResponse = z.object({
  data: z.object({
    messages: z.array(ZAmaMessage),
    eurekaQuestions: z.array(z.string()),
    /** The 'Try a better (but slower) model' offer is possible (a second model is configured). */
    betterModelAvailable: z.boolean(),
  }),
})
export type TAmaMessagesResponse = z.infer<typeof ZAmaMessagesResponse>

/** POST /api/users/parleyEurekaMessage: {questionId, question, index, noOfDocument, salesRepAndProspects, meetingId, primary_deal_id, gpt4}. */
export const ZAmaQuestionBody = z.object({
  meetingId: ZId('meeting'),
  question: ZChatQuestion,
  /** Set when the question is asked again (e.g. with the better model). */
  questionId: ZId('question').optional(),
  index: z.union([z.literal(2000), z.literal(5000)], { error: 'index must be 2000 or 5000.' }).default(AMA_DEFAULT_INDEX),
  noOfDocument: z
    .number({ error: 'noOfDocument must be a number.' })
    .int('noOfDocument must be a whole number.')
    .min(1, 'noOfDocument must be at least 1.')
    .max(AMA_MAX_DOCUMENTS, `noOfDocument must be at most ${AMA_MAX_DOCUMENTS}.`)
    .default(AMA_DEFAULT_DOCUMENTS),
  /** Accepted for the contract; every speaker's lines are searched. */
  salesRepAndProspects: z.unknown().optional(),
  primary_deal_id: z.unknown().optional(),
  /** Ask the better (but slower) model. */
  gpt4: z.boolean({ error: 'gpt4 must be true or false.' }).default(false),
})
export type TAmaQuestionBody = z.infer<typeof ZAmaQuestionBody>

/** One streamed line: a status text, the reasoning, the answer (whole, replacing what was shown), or the end. */
export const ZAmaStreamLine = chatStreamLine({
  questionId: z.number().int(),
  answerId: z.number().int().nullable(),
  citations: z.array(ZAmaCitation),
  noAnswer: z.boolean(),
  /** 'Try a better (but slower) model' is offered. */
  betterModel: z.boolean(),
  eurekaQuestions: z.array(z.string()),
  error: z.string().nullable(),
})
export type TAmaStreamLine = z.infer<typeof ZAmaStreamLine>
export type TAmaEndLine = Extract<TAmaStreamLine, { end: true }>
