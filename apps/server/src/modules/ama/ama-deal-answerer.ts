import { type DealExtractiveAnswer, type DealPassage, extractiveDealAnswer } from '@parley/shared/rules/ama-deal'
import { AMA_NO_ANSWER } from '@parley/shared/rules/ama-retrieval'
import type { Config } from '../../config'
import { createLlmClient } from '../analysis'
import { EMBEDDED_MODEL } from './ama-answerer'
import { AMA_DEAL_SYSTEM_PROMPT, amaDealPrompt, dealCitationsFrom, ZDealLlmAnswer } from './ama-deal-llm.prompt'
import { isNoAnswer } from './ama-llm.prompt'

export interface DealAnswer extends DealExtractiveAnswer {
  model: string
}

export interface DealAnswerer {
  readonly model: string
  answer(question: string, passages: readonly DealPassage[], terms: readonly string[]): Promise<DealAnswer>
}

/** The LLM's answerer when an endpoint is configured, else the embedded one that only quotes (as the call chat). */
export function createDealAnswerer(config: Pick<Config, 'llm'>): DealAnswerer {
  const llm = config.llm
  if (!llm) return { model: EMBEDDED_MODEL, answer: async (_q, passages, terms) => ({ ...extractiveDealAnswer(passages, terms), model: EMBEDDED_MODEL }) }
  const client = createLlmClient({ baseUrl: llm.baseUrl, apiKey: llm.apiKey ?? undefined, model: llm.model, timeoutMs: llm.timeoutMs }, { maxAttempts: 2 })
  return {
    model: client.model,
    async answer(question, passages) {
      // Nothing retrieved: no call to the model, which could only guess.
      if (passages.length === 0) return { ...extractiveDealAnswer([], []), model: client.model }
      const result = await client.generateStructured({
        system: AMA_DEAL_SYSTEM_PROMPT,
        prompt: amaDealPrompt(question, passages),
        schema: ZDealLlmAnswer,
        name: 'ama_deal_answer',
      })
      const parsed = ZDealLlmAnswer.safeParse(result.value)
      if (!parsed.success) throw new Error('The model answered in an unexpected shape.')
      const noAnswer = isNoAnswer(parsed.data.answer)
      return {
        answer: noAnswer ? AMA_NO_ANSWER : parsed.data.answer.trim(),
        reasoning: parsed.data.reasoning,
        citations: noAnswer ? [] : dealCitationsFrom(parsed.data.cited, passages),
        noAnswer,
        model: result.model,
      }
    },
  }
}
