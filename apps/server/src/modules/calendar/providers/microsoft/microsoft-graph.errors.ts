import { type CalendarErrorKind, CalendarProviderError } from '../calendar-provider'

interface GraphErrorBody {
  error?: { code?: string; message?: string }
}

const RESYNC_CODES = new Set(['syncStateNotFound', 'resyncRequired', 'SyncStateNotFound', 'ResyncRequired'])

/**
 * Sorts a Graph failure: 410 or a syncStateNotFound/resyncRequired code restarts the delta round,
 * 401 refreshes, 429/503/504 back off (with Retry-After).
 */
export function parseMicrosoftGraphError(status: number, body: unknown, retryAfter: number | null): CalendarProviderError {
  const error = (body as GraphErrorBody | null)?.error
  const code = error?.code ?? ''
  const message = `Microsoft Graph answered HTTP ${status}${code ? ` (${code})` : ''}: ${error?.message ?? 'no message'}`
  let kind: CalendarErrorKind = 'permanent'
  if (status === 410 || RESYNC_CODES.has(code)) kind = 'sync_expired'
  else if (status === 401) kind = 'unauthorized'
  else if (status === 429 || code === 'TooManyRequests') kind = 'rate_limited'
  else if (status >= 500 || status === 408) kind = 'transient'
  return new CalendarProviderError(kind, message, retryAfter)
}
