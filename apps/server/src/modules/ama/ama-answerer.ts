import { type AmaCitation, type AmaPassage, extractiveAnswer } from '@parley/shared/rules/ama-answer'
import type { Config } from '../../config'
import { type ChatAnswerer, chatLlmClient, embeddedAnswerer, llmAnswerer, type ModelAnswer } from './ama-chat-answerer'
import { AMA_SYSTEM_PROMPT, amaPrompt, citationsFrom, ZAmaLlmAnswer } from './ama-llm.prompt'

export type AmaAnswer = ModelAnswer<AmaCitation>
export type AmaAnswerer = ChatAnswerer<AmaPassage, AmaCitation>

/** The LLM's answerer when an endpoint is configured (its better model on request), else the embedded one. */
export function createAmaAnswerer(config: Pick<Config, 'llm' | 'amaBetterModel'>, better: boolean): AmaAnswerer {
  const llm = config.llm
  if (!llm) return embeddedAnswerer(extractiveAnswer)
  const model = better && config.amaBetterModel ? config.amaBetterModel : llm.model
  return llmAnswerer(chatLlmClient(llm, model), extractiveAnswer, {
    system: AMA_SYSTEM_PROMPT,
    prompt: amaPrompt,
    schema: ZAmaLlmAnswer,
    name: 'ama_answer',
    citations: (parsed, passages) => citationsFrom(parsed.citedTimes, parsed.answer, passages),
  })
}

/** 'Try a better (but slower) model' is offered when a second model is configured and not the one that said 'NA'. */
export const betterModelOffered = (config: Pick<Config, 'llm' | 'amaBetterModel'>, usedBetter: boolean) =>
  Boolean(config.llm && config.amaBetterModel) && !usedBetter
