import { type AmaPassage, type ExtractiveAnswer, extractiveAnswer } from '@parley/shared/rules/ama-answer'
import { AMA_NO_ANSWER } from '@parley/shared/rules/ama-retrieval'
import type { Config } from '../../config'
import { createLlmClient, type LlmClient } from '../analysis'
import { AMA_SYSTEM_PROMPT, amaPrompt, citationsFrom, isNoAnswer, ZAmaLlmAnswer } from './ama-llm.prompt'

export interface AmaAnswer extends ExtractiveAnswer {
  model: string
}

export interface AmaAnswerer {
  /** The model's name as stored in gpt_model_name ('embedded' without an LLM). */
  readonly model: string
  answer(question: string, passages: readonly AmaPassage[], terms: readonly string[]): Promise<AmaAnswer>
}

export const EMBEDDED_MODEL = 'embedded'

const embedded: AmaAnswerer = {
  model: EMBEDDED_MODEL,
  answer: async (_question, passages, terms) => ({ ...extractiveAnswer(passages, terms), model: EMBEDDED_MODEL }),
}

function llmAnswerer(client: LlmClient): AmaAnswerer {
  return {
    model: client.model,
    async answer(question, passages) {
      // Nothing retrieved: no call to the model, which could only guess.
      if (passages.length === 0) return { ...extractiveAnswer([], []), model: client.model }
      const result = await client.generateStructured({
        system: AMA_SYSTEM_PROMPT,
        prompt: amaPrompt(question, passages),
        schema: ZAmaLlmAnswer,
        name: 'ama_answer',
      })
      const parsed = ZAmaLlmAnswer.safeParse(result.value)
      if (!parsed.success) throw new Error('The model answered in an unexpected shape.')
      const noAnswer = isNoAnswer(parsed.data.answer)
      return {
        answer: noAnswer ? AMA_NO_ANSWER : parsed.data.answer.trim(),
        reasoning: parsed.data.reasoning,
        citations: noAnswer ? [] : citationsFrom(parsed.data.citedTimes, parsed.data.answer, passages),
        noAnswer,
        model: result.model,
      }
    },
  }
}

/** The LLM's answerer when an endpoint is configured (its better model on request), else the embedded one. */
export function createAmaAnswerer(config: Pick<Config, 'llm' | 'amaBetterModel'>, better: boolean): AmaAnswerer {
  const llm = config.llm
  if (!llm) return embedded
  const model = better && config.amaBetterModel ? config.amaBetterModel : llm.model
  return llmAnswerer(createLlmClient({ baseUrl: llm.baseUrl, apiKey: llm.apiKey ?? undefined, model, timeoutMs: llm.timeoutMs }, { maxAttempts: 2 }))
}

/** 'Try a better (but slower) model' is offered when a second model is configured and not the one that said 'NA'. */
export const betterModelOffered = (config: Pick<Config, 'llm' | 'amaBetterModel'>, usedBetter: boolean) =>
  Boolean(config.llm && config.amaBetterModel) && !usedBetter
