import { describe, expect, it } from 'vitest'
import { retryDelay } from './openai-compatible.client'
import { classifyLlmError, parseRetryAfter } from './openai-compatible.errors'

// Errors in the shapes the AI SDK throws (APICallError, RetryError, NoObjectGeneratedError); the analyzer tests
// produce the real ones against the fake endpoint. Only the client imports the SDK.
const apiError = (statusCode: number, body: object = {}, headers: Record<string, string> = {}) =>
  Object.assign(new Error('failed'), {
    name: 'AI_APICallError',
    statusCode,
    responseHeaders: headers,
    responseBody: JSON.stringify(body),
    isRetryable: statusCode >= 500,
  })

describe('classifying LLM failures', () => {
  it.each([
    [401, 'auth-revoked'],
    [403, 'auth-revoked'],
    [429, 'rate-limited'],
    [408, 'transient'],
    [500, 'transient'],
    [502, 'transient'],
    [503, 'transient'],
    [400, 'permanent'],
    [404, 'permanent'],
    [422, 'permanent'],
  ])('HTTP %i is %s', (status, kind) => {
    expect(classifyLlmError(apiError(status)).kind).toBe(kind)
  })

  it('reads the OpenAI error message and masks keys in it', () => {
    const error = apiError(401, { error: { message: 'Incorrect API key provided: sk-abc***wxyz.' } })
    expect(classifyLlmError(error).reason).toBe('the endpoint refused the API key (401: Incorrect API key provided: sk-***)')
  })

  it('carries Retry-After and looks inside the SDK’s RetryError', () => {
    const limited = apiError(429, {}, { 'retry-after': '7' })
    const wrapped = Object.assign(new Error('retried'), { name: 'AI_RetryError', reason: 'maxRetriesExceeded', errors: [limited], lastError: limited })
    expect(classifyLlmError(wrapped)).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 7000 })
  })

  it('sorts timeouts, unreachable endpoints and unusable answers', () => {
    expect(classifyLlmError(new DOMException('The operation was aborted due to timeout', 'TimeoutError')).kind).toBe('transient')
    const refused = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })
    expect(classifyLlmError(refused)).toMatchObject({ kind: 'transient', reason: 'could not reach the endpoint (ECONNREFUSED)' })
    const noObject = Object.assign(new Error('No object generated: could not parse the response.'), {
      name: 'AI_NoObjectGeneratedError',
      cause: Object.assign(new Error('JSON parsing failed'), { name: 'AI_JSONParseError' }),
    })
    expect(classifyLlmError(noObject)).toMatchObject({ kind: 'permanent', reason: "the model's answer was not valid JSON of the requested shape" })
  })
})

describe('Retry-After and back-off', () => {
  it('reads seconds, an HTTP date and retry-after-ms', () => {
    expect(parseRetryAfter({ 'Retry-After': '3' })).toBe(3000)
    expect(parseRetryAfter({ 'retry-after': 'Wed, 21 Oct 2026 07:28:10 GMT' }, Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(10_000)
    expect(parseRetryAfter({ 'retry-after-ms': '250', 'retry-after': '1' })).toBe(250)
    expect(parseRetryAfter({ 'retry-after': 'soon' })).toBeUndefined()
    expect(parseRetryAfter(undefined)).toBeUndefined()
  })

  const options = { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 30_000, maxRetryAfterMs: 60_000 }
  it('doubles the delay per attempt, honours Retry-After and stops when it should', () => {
    const transient = { kind: 'transient', reason: '' } as const
    expect([1, 2, 3].map((n) => retryDelay(transient, n, options, () => 0.5))).toEqual([1000, 2000, 4000])
    expect(retryDelay(transient, 4, options)).toBeUndefined()
    expect(retryDelay({ kind: 'rate-limited', retryAfterMs: 5000, reason: '' }, 1, options)).toBe(5000)
    // A spent daily quota is not worth waiting for.
    expect(retryDelay({ kind: 'rate-limited', retryAfterMs: 3_600_000, reason: '' }, 1, options)).toBeUndefined()
    expect(retryDelay({ kind: 'auth-revoked', reason: '' }, 1, options)).toBeUndefined()
    expect(retryDelay({ kind: 'permanent', reason: '' }, 1, options)).toBeUndefined()
  })
})
