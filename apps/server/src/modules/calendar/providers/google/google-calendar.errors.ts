import { type CalendarErrorKind, CalendarProviderError } from '../calendar-provider'

interface GoogleErrorBody {
  error?: { code?: number; message?: string; errors?: { reason?: string }[] }
}

const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded'])

/** Sorts a Google Calendar failure: 401 refresh, 410 full resync, 403/429 limits back off. */
export function parseGoogleCalendarError(status: number, body: unknown, retryAfter: number | null): CalendarProviderError {
  const error = (body as GoogleErrorBody | null)?.error
  const reason = error?.errors?.[0]?.reason ?? ''
  const message = `Google Calendar answered HTTP ${status}${reason ? ` (${reason})` : ''}: ${error?.message ?? 'no message'}`
  let kind: CalendarErrorKind = 'permanent'
  if (status === 401) kind = 'unauthorized'
  else if (status === 410) kind = 'sync_expired'
  else if (status === 429 || (status === 403 && RATE_REASONS.has(reason))) kind = 'rate_limited'
  else if (status >= 500 || status === 408) kind = 'transient'
  return new CalendarProviderError(kind, message, retryAfter)
}
