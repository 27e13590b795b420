import { z } from 'zod'
import { AMA_MAX_QUESTION_LENGTH, AMA_QUESTION_REQUIRED_MESSAGE, AMA_QUESTION_TOO_LONG_MESSAGE } from '../rules/ama-retrieval'

// The shapes both chats share (Ask Me Anything on a call, and the deal chat): the question, a stored message and the
// streamed lines. Each chat adds its own citations and its own end line.

/** The question asked: trimmed, required, at most AMA_MAX_QUESTION_LENGTH characters. */
export const ZChatQuestion = z
  .string({ error: AMA_QUESTION_REQUIRED_MESSAGE })
  .trim()
  .min(1, AMA_QUESTION_REQUIRED_MESSAGE)
  .max(AMA_MAX_QUESTION_LENGTH, AMA_QUESTION_TOO_LONG_MESSAGE)

/** A stored question or answer up to its citations and flags; answers hold the answer text and the reasoning. */
export const chatMessageFields = <C extends z.ZodType>(citation: C) => ({
  id: z.number().int(),
  message_type: z.enum(['question', 'answer']),
  message: z.string(),
  reasoning: z.string().nullable(),
  question_id: z.number().int().nullable(),
  citations: z.array(citation),
  no_answer: z.boolean(),
  error: z.string().nullable(),
})

/** The lines an answer streams as: status texts, the reasoning, the answer (whole, replacing what was shown), the end. */
export const chatStreamLine = <E extends z.ZodRawShape>(end: E) =>
  z.union([z.object({ status: z.string() }), z.object({ reasoning: z.string() }), z.object({ answer: z.string() }), z.object({ end: z.literal(true), ...end })])

/** What every chat's stream line is, whatever its end line carries. */
export type TChatStreamLine = { status: string } | { reasoning: string } | { answer: string } | { end: true; error: string | null }
