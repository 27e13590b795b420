// What other modules may use of the analysis module.
export type { Analyzer } from './analyzer'
export { enqueueProcessCall } from './process-call.job'
export { cosine, STOP_WORDS, tokenize, vectorOf, vectorOfTokens, wordVector } from './providers/embedded/text-vectors'
export { readSentences, stemOf } from './providers/embedded/wink.client'
export { createLlmClient, type LlmClient } from './providers/openai-compatible/openai-compatible.client'
export { reanalysisProgress, startReanalysis } from './reanalyse-calls.job'
