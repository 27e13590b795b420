import type { AnalysisContext, AnalysisOutcome, TAnalysisResult, TSegment } from '@parley/shared/schemas/analysis'
import type { Analyzer } from '../../analyzer-contract'
import { groundResult } from '../../result-grounding'
import { createLlmClient, type LlmClient, type LlmRetryOptions } from './openai-compatible.client'
import { classifyLlmError, LlmCallError } from './openai-compatible.errors'
import { mapChunkAnalysis, mapMergeAnswer } from './openai-compatible.mapper'
import { mergePartials } from './openai-compatible.merge'
import { type ChunkOptions, chunkPrompt, chunkSegments, mergePrompt, systemPrompt } from './openai-compatible.prompt'
import { ZLlmChunkAnalysis, ZLlmMergeAnswer } from './openai-compatible.schema'

/** The built-in analysis, used when the LLM fails; injected so this provider never reaches into the embedded one. */
export type FallbackAnalyze = (segments: TSegment[], context: AnalysisContext) => Promise<AnalysisOutcome>

/** LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS (Config.llm), or null when no endpoint is configured. */
export interface LlmEndpoint {
  baseUrl: string
  apiKey?: string | null
  model?: string | null
  timeoutMs?: number
}

export interface OpenAICompatibleAnalyzerOptions extends ChunkOptions {
  retry?: LlmRetryOptions
  /** Tests and benchmarks may hand in a client; otherwise one is made from the endpoint. */
  client?: LlmClient
}

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini'
export const DEFAULT_LLM_TIMEOUT_MS = 120_000

/**
 * The LLM analyzer: the same result as the embedded one, through any OpenAI-compatible chat completions endpoint.
 * Long calls are cut into overlapping chunks, analysed one after the other (one request at a time is kindest to
 * rate limits), unioned, and finished with one merge request for the whole-call fields. Any failure after the
 * client's retries keeps the built-in analysis and says why in `note`; nothing is lost.
 */
export function createOpenAICompatibleAnalyzer(
  endpoint: LlmEndpoint | null,
  fallback: FallbackAnalyze,
  options: OpenAICompatibleAnalyzerOptions = {},
): Analyzer {
  const client =
    options.client ??
    (endpoint
      ? createLlmClient(
          {
            baseUrl: endpoint.baseUrl,
            apiKey: endpoint.apiKey ?? undefined,
            model: endpoint.model || DEFAULT_LLM_MODEL,
            timeoutMs: endpoint.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
          },
          options.retry,
        )
      : undefined)

  const analyzeWithLlm = async (llm: LlmClient, segments: TSegment[], context: AnalysisContext): Promise<AnalysisOutcome> => {
    const chunks = chunkSegments(segments, options)
    const system = systemPrompt(context.companyName)
    const usage = { inputTokens: 0, outputTokens: 0 }
    let model = llm.model
    const ask = async (prompt: string, schema: typeof ZLlmChunkAnalysis | typeof ZLlmMergeAnswer, name: string) => {
      const answer = await llm.generateStructured({ system, prompt, schema, name })
      usage.inputTokens += answer.usage.inputTokens
      usage.outputTokens += answer.usage.outputTokens
      model = answer.model
      return answer.value
    }
    const parts: TAnalysisResult[] = []
    for (const [i, chunk] of chunks.entries()) {
      const raw = await ask(chunkPrompt(context, chunk, i + 1, chunks.length), ZLlmChunkAnalysis, 'call_analysis')
      parts.push(mapChunkAnalysis(raw, { context, segments: chunk }))
    }
    const merged = mergePartials(
      parts,
      chunks.map((c) => c.reduce((n, s) => n + s.text.length, 0)),
    )
    const answer = parts.length > 1 ? mapMergeAnswer(await ask(mergePrompt(context, parts, merged), ZLlmMergeAnswer, 'call_merge'), merged) : merged
    // Quotes the transcript does not hold are dropped, and the repeated facts made to agree.
    const { result, dropped } = groundResult(answer, segments, context)
    return {
      result,
      engine: 'openai-compatible',
      model,
      usage,
      ...(dropped > 0 ? { note: `${dropped} quote${dropped === 1 ? '' : 's'} not found in the transcript were left out` } : {}),
    }
  }

  return {
    id: 'openai-compatible',
    async analyze(segments: TSegment[], context: AnalysisContext): Promise<AnalysisOutcome> {
      // Nothing to send: no endpoint configured, or a transcript without words.
      if (!client || segments.every((s) => s.text.trim() === '')) return fallback(segments, context)
      try {
        return await analyzeWithLlm(client, segments, context)
      } catch (error) {
        const reason =
          error instanceof LlmCallError ? `${error.message}${error.attempts > 1 ? `, after ${error.attempts} attempts` : ''}` : classifyLlmError(error).reason
        const outcome = await fallback(segments, context)
        return { ...outcome, note: `LLM analysis failed (${reason}); showing the built-in analysis` }
      }
    },
  }
}
