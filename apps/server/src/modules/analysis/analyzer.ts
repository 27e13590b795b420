import type { Analyzer, AnalyzerEnv, AnalyzerFactory, AnalyzerId } from './analyzer-contract'
import { createEmbeddedAnalyzer } from './providers/embedded/embedded.analyzer'
import { createOpenAICompatibleAnalyzer } from './providers/openai-compatible/openai-compatible.analyzer'

export type { Analyzer, AnalyzerEnv, AnalyzerFactory, AnalyzerId } from './analyzer-contract'

/** Providers by id. The LLM provider registers itself here with one line. */
export const ANALYZERS: Partial<Record<AnalyzerId, AnalyzerFactory>> = {
  embedded: () => createEmbeddedAnalyzer(),
  'openai-compatible': (env) => createOpenAICompatibleAnalyzer(env.llm, createEmbeddedAnalyzer().analyze),
}

/** The configured analyzer: the LLM one when an endpoint is set and its provider is registered, else the embedded one. */
export function createAnalyzer(env: AnalyzerEnv, id?: AnalyzerId): Analyzer {
  const wanted: AnalyzerId = id ?? (env.llm ? 'openai-compatible' : 'embedded')
  const factory = ANALYZERS[wanted] ?? ANALYZERS.embedded
  if (!factory) throw new Error('no analyzer registered')
  return factory(env)
}
