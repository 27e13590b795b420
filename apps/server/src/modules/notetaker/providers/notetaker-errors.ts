/**
 * How a provider failure is handled: rate_limited / transient → back off and retry; auth → the API key is wrong
 * (fix configuration); permanent → the request itself is refused (bad URL, bot already gone).
 */
export type NotetakerErrorKind = 'rate_limited' | 'transient' | 'auth' | 'permanent'

export class NotetakerProviderError extends Error {
  constructor(
    readonly kind: NotetakerErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message)
  }
}

export function classifyStatus(status: number): NotetakerErrorKind {
  if (status === 429 || status === 507) return 'rate_limited'
  if (status === 409 || status >= 500) return 'transient'
  if (status === 401 || status === 403) return 'auth'
  return 'permanent'
}
