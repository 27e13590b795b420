import type { AnalysisContext, AnalysisOutcome, TSegment } from '@parley/shared/schemas/analysis'

/** The analyzer family: segments and call context in, one validated result out. */
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
