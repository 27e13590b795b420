import type { AnalysisContext, AnalysisOutcome, TSegment } from '@parley/shared/schemas/analysis'
import { createEmbeddedAnalyzer } from './providers/embedded/embedded.analyzer'
import { createOpenAICompatibleAnalyzer } from './providers/openai-compatible/openai-compatible.analyzer'

/** The analyzer family (DESIGN principle 6): segments and call context in, one validated result out. */
export interface Analyzer {
  readonly id: AnalyzerId
  analyze(segments: TSegment[], context: AnalysisContext): Promise<AnalysisOutcome>
}

export type AnalyzerId = 'embedded' | 'openai-compatible'

/** What a factory may read: the LLM endpoint when one is configured (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
export interface AnalyzerEnv {
  llm: { baseUrl: string; apiKey: string | null; model: string | null } | null
}

export type AnalyzerFactory = (env: AnalyzerEnv) => Analyzer

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
