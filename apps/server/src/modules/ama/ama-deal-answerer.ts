import { type DealCitation, type DealPassage, extractiveDealAnswer } from '@parley/shared/rules/ama-deal'
import type { Config } from '../../config'
import { type ChatAnswerer, chatLlmClient, embeddedAnswerer, llmAnswerer, type ModelAnswer } from './ama-chat-answerer'
import { AMA_DEAL_SYSTEM_PROMPT, amaDealPrompt, dealCitationsFrom, ZDealLlmAnswer } from './ama-deal-llm.prompt'

export type DealAnswer = ModelAnswer<DealCitation>
export type DealAnswerer = ChatAnswerer<DealPassage, DealCitation>

/** The LLM's answerer when an endpoint is configured, else the embedded one that only quotes (as the call chat). */
export function createDealAnswerer(config: Pick<Config, 'llm'>): DealAnswerer {
  const llm = config.llm
  if (!llm) return embeddedAnswerer(extractiveDealAnswer)
  return llmAnswerer(chatLlmClient(llm), extractiveDealAnswer, {
    system: AMA_DEAL_SYSTEM_PROMPT,
    prompt: amaDealPrompt,
    schema: ZDealLlmAnswer,
    name: 'ama_deal_answer',
    citations: (parsed, passages) => dealCitationsFrom(parsed.cited, passages),
  })
}
