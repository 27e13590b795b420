// Sorts LLM call failures into the four kinds every provider family uses (STYLE: integration families), so the
// client knows to retry, back off or stop, and the analyzer can say why it fell back. The AI SDK's errors are read
// by shape (statusCode, responseHeaders, name), so this file needs no SDK import.

export type LlmErrorKind = 'transient' | 'rate-limited' | 'auth-revoked' | 'permanent'

export interface ClassifiedLlmError {
  kind: LlmErrorKind
  /** HTTP status when the endpoint answered. */
  status?: number
  /** The server's Retry-After, in milliseconds, when it sent one. */
  retryAfterMs?: number
  /** Short, human reason for notes and logs (no secrets: API keys in messages are masked). */
  reason: string
}

/** A failed LLM analysis after the retries, carrying its classification. */
export class LlmCallError extends Error {
  readonly kind: LlmErrorKind
  readonly status?: number
  readonly attempts: number
  constructor(classified: ClassifiedLlmError, attempts: number, cause?: unknown) {
    super(classified.reason, { cause })
    this.name = 'LlmCallError'
    this.kind = classified.kind
    this.status = classified.status
    this.attempts = attempts
  }
}

const field = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? Reflect.get(value, key) : undefined)

/** The error and what it wraps: the AI SDK puts retried failures in lastError and output failures in cause. */
function chainOf(error: unknown): unknown[] {
  const chain = [error]
  for (let current = error; chain.length < 6; ) {
    current = field(current, 'lastError') ?? field(current, 'cause')
    if (!current) break
    chain.push(current)
  }
  return chain
}

/** Retry-After as seconds or an HTTP date, or OpenAI's retry-after-ms; undefined when absent or unreadable. */
export function parseRetryAfter(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  const ms = Number(lower['retry-after-ms'])
  if (lower['retry-after-ms'] !== undefined && Number.isFinite(ms) && ms >= 0) return ms
  const value = lower['retry-after']
  if (value === undefined || value.trim() === '') return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

const maskKeys = (text: string) => text.replace(/(sk-|Bearer\s+)[\w*.-]+/gi, '$1***')

function apiMessage(error: unknown): string {
  const body = field(error, 'responseBody')
  if (typeof body === 'string') {
    try {
      const message = field(field(JSON.parse(body), 'error'), 'message')
      if (typeof message === 'string') return maskKeys(message)
    } catch {
      // not JSON: fall through to the error's own message
    }
  }
  const message = field(error, 'message')
  return maskKeys(typeof message === 'string' ? message : String(error)).slice(0, 200)
}

export function classifyLlmError(error: unknown): ClassifiedLlmError {
  const chain = chainOf(error)
  const http = chain.find((e) => typeof field(e, 'statusCode') === 'number')
  const status = field(http, 'statusCode')
  if (typeof status === 'number') {
    const message = apiMessage(http)
    if (status === 401 || status === 403) return { kind: 'auth-revoked', status, reason: `the endpoint refused the API key (${status}: ${message})` }
    if (status === 429) {
      const headers = field(http, 'responseHeaders') as Record<string, string> | undefined
      return { kind: 'rate-limited', status, retryAfterMs: parseRetryAfter(headers), reason: `rate limited (429: ${message})` }
    }
    if (status === 408 || status === 409 || status >= 500) return { kind: 'transient', status, reason: `server error ${status}: ${message}` }
    return { kind: 'permanent', status, reason: `request refused (${status}: ${message})` }
  }
  const names = chain.map((e) => String(field(e, 'name') ?? ''))
  if (names.some((n) => n === 'TimeoutError' || n === 'AbortError')) return { kind: 'transient', reason: 'the request timed out' }
  if (names.some((n) => /NoObjectGenerated|NoOutputGenerated|JSONParse|TypeValidation|NoContentGenerated/.test(n))) {
    return { kind: 'permanent', reason: `the model's answer was not valid JSON of the requested shape` }
  }
  // fetch failures (connection refused, reset, DNS) surface as TypeError('fetch failed') with a system-error cause.
  const code = chain.map((e) => field(e, 'code')).find((c) => typeof c === 'string')
  if (typeof code === 'string' || names.includes('TypeError')) {
    return { kind: 'transient', reason: `could not reach the endpoint (${typeof code === 'string' ? code : apiMessage(chain.at(-1))})` }
  }
  return { kind: 'permanent', reason: apiMessage(error) }
}
