import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { generateText, jsonSchema, Output, zodSchema } from 'ai'
import type { z } from 'zod'
import { type ClassifiedLlmError, classifyLlmError, LlmCallError } from './openai-compatible.errors'

// The only file that imports the Vercel AI SDK (STYLE: vendor SDKs stay inside *.client.ts). It sends one
// structured-output request through the chat completions API and owns the retries.

export interface LlmEndpointConfig {
  baseUrl: string
  apiKey?: string
  model: string
  /** Per request; a timed-out request counts as a transient failure and is retried. */
  timeoutMs: number
}

export interface LlmRetryOptions {
  /** Attempts per request, the first included (default 4). */
  maxAttempts?: number
  /** First back-off delay; doubled each retry, with ±20% jitter (default 1 s). */
  baseDelayMs?: number
  /** Cap of the exponential back-off (default 30 s). */
  maxDelayMs?: number
  /** A Retry-After longer than this (a spent quota, not a burst) ends the retries (default 60 s). */
  maxRetryAfterMs?: number
  /** Injected by tests to observe the waits without waiting. */
  sleep?: (ms: number) => Promise<void>
}

export interface StructuredRequest {
  system: string
  prompt: string
  /** Sent as response_format json_schema (strict). */
  schema: z.ZodType
  /** response_format.json_schema.name: letters, digits, _ and - only. */
  name: string
}

export interface StructuredAnswer {
  /** The parsed JSON object, not yet mapped: the mapper repairs near-misses. */
  value: Record<string, unknown>
  /** The model that answered, as the endpoint names it (e.g. gpt-4o-mini-2024-07-18). */
  model: string
  usage: { inputTokens: number; outputTokens: number }
  attempts: number
}

export interface LlmClient {
  readonly model: string
  generateStructured(request: StructuredRequest): Promise<StructuredAnswer>
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** How long to wait before the next attempt, or undefined to stop. */
export function retryDelay(
  error: ClassifiedLlmError,
  attempt: number,
  options: Required<Omit<LlmRetryOptions, 'sleep'>>,
  random = Math.random,
): number | undefined {
  if (attempt >= options.maxAttempts) return undefined
  if (error.kind !== 'transient' && error.kind !== 'rate-limited') return undefined
  if (error.retryAfterMs !== undefined) return error.retryAfterMs <= options.maxRetryAfterMs ? error.retryAfterMs : undefined
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1))
  return Math.round(exponential * (0.8 + 0.4 * random()))
}

export function createLlmClient(config: LlmEndpointConfig, retry: LlmRetryOptions = {}): LlmClient {
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    // Sends response_format { type: 'json_schema', strict: true } instead of plain json_object.
    supportsStructuredOutputs: true,
  })
  const model = provider.chatModel(config.model)
  const options = {
    maxAttempts: retry.maxAttempts ?? 4,
    baseDelayMs: retry.baseDelayMs ?? 1000,
    maxDelayMs: retry.maxDelayMs ?? 30_000,
    maxRetryAfterMs: retry.maxRetryAfterMs ?? 60_000,
  }
  const sleep = retry.sleep ?? sleepFor

  const attemptOnce = async (request: StructuredRequest): Promise<Omit<StructuredAnswer, 'attempts'>> => {
    const strict = zodSchema(request.schema)
    // The JSON schema goes to the endpoint as is; validation only asks for an object, because the mapper (not the
    // SDK) decides what to repair, what to drop and what to refuse.
    const schema = jsonSchema<Record<string, unknown>>(() => strict.jsonSchema, {
      validate: (value) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? { success: true, value: value as Record<string, unknown> }
          : { success: false, error: new Error('The model answered with something other than a JSON object') },
    })
    const result = await generateText({
      model,
      system: request.system,
      prompt: request.prompt,
      output: Output.object({ schema, name: request.name }),
      maxRetries: 0,
      timeout: config.timeoutMs,
    })
    return {
      value: result.output,
      model: result.response.modelId || config.model,
      usage: { inputTokens: result.totalUsage.inputTokens ?? 0, outputTokens: result.totalUsage.outputTokens ?? 0 },
    }
  }

  return {
    model: config.model,
    async generateStructured(request) {
      for (let attempt = 1; ; attempt++) {
        try {
          return { ...(await attemptOnce(request)), attempts: attempt }
        } catch (error) {
          const classified = classifyLlmError(error)
          const delay = retryDelay(classified, attempt, options)
          if (delay === undefined) throw new LlmCallError(classified, attempt, error)
          await sleep(delay)
        }
      }
    },
  }
}
