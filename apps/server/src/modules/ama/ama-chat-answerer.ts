import { AMA_NO_ANSWER } from '@parley/shared/rules/ama-retrieval'
import type { z } from 'zod'
import type { Config } from '../../config'
import { createLlmClient, type LlmClient } from '../analysis'
import { isNoAnswer } from './ama-llm.prompt'

export const EMBEDDED_MODEL = 'embedded'

/** An answer before its model is named: quoted from the passages, or the model's. */
export interface Answered<C> {
  answer: string
  reasoning: string
  citations: C[]
  noAnswer: boolean
}

export type ModelAnswer<C> = Answered<C> & { model: string }

export interface ChatAnswerer<P, C> {
  /** The model's name as stored in gpt_model_name ('embedded' without an LLM). */
  readonly model: string
  answer(question: string, passages: readonly P[], terms: readonly string[]): Promise<ModelAnswer<C>>
}

/** Quotes the passages without a model. */
type Extractive<P, C> = (passages: readonly P[], terms: readonly string[]) => Answered<C>

/** How one chat asks the model: its prompts, the answer's shape and how the cited moments are read back. */
export interface ChatPrompt<P, C, A extends { reasoning: string; answer: string }> {
  system: string
  prompt: (question: string, passages: readonly P[]) => string
  schema: z.ZodType<A>
  /** response_format.json_schema.name */
  name: string
  citations: (parsed: A, passages: readonly P[]) => C[]
}

/** The configured endpoint's client for a chat, at most two attempts, with its model or another. */
export const chatLlmClient = (llm: NonNullable<Config['llm']>, model = llm.model): LlmClient =>
  createLlmClient({ baseUrl: llm.baseUrl, apiKey: llm.apiKey ?? undefined, model, timeoutMs: llm.timeoutMs }, { maxAttempts: 2 })

/** The answerer that only quotes the passages. */
export const embeddedAnswerer = <P, C>(extractive: Extractive<P, C>): ChatAnswerer<P, C> => ({
  model: EMBEDDED_MODEL,
  answer: async (_question, passages, terms) => ({ ...extractive(passages, terms), model: EMBEDDED_MODEL }),
})

/** The model's answerer: 'NA' from the model is the no-answer, with no citations. */
export function llmAnswerer<P, C, A extends { reasoning: string; answer: string }>(
  client: LlmClient,
  extractive: Extractive<P, C>,
  spec: ChatPrompt<P, C, A>,
): ChatAnswerer<P, C> {
  return {
    model: client.model,
    async answer(question, passages) {
      // Nothing retrieved: no call to the model, which could only guess.
      if (passages.length === 0) return { ...extractive([], []), model: client.model }
      const result = await client.generateStructured({ system: spec.system, prompt: spec.prompt(question, passages), schema: spec.schema, name: spec.name })
      const parsed = spec.schema.safeParse(result.value)
      if (!parsed.success) throw new Error('The model answered in an unexpected shape.')
      const noAnswer = isNoAnswer(parsed.data.answer)
      return {
        answer: noAnswer ? AMA_NO_ANSWER : parsed.data.answer.trim(),
        reasoning: parsed.data.reasoning,
        citations: noAnswer ? [] : spec.citations(parsed.data, passages),
        noAnswer,
        model: result.model,
      }
    },
  }
}
