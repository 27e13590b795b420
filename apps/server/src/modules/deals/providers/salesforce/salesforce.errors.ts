import { CrmProviderError } from '../crm-provider'

/**
 * Salesforce answers errors as `[{errorCode, message}]`: 401 INVALID_SESSION_ID → unauthorized;
 * 403 REQUEST_LIMIT_EXCEEDED → rate limited (REST sends no 429), any other 403 → unauthorized (access withdrawn);
 * INVALID_QUERY_LOCATOR → the saved nextRecordsUrl expired; 5xx → transient; other 4xx → permanent.
 */
export function classifySalesforceError(status: number, body: unknown, retryAfterMs: number | null): CrmProviderError {
  const first = (Array.isArray(body) ? body[0] : body) as { errorCode?: unknown; message?: unknown } | null
  const code = typeof first?.errorCode === 'string' ? first.errorCode : ''
  const message = `Salesforce answered HTTP ${status}${code ? ` ${code}` : ''}${typeof first?.message === 'string' ? `: ${first.message}` : ''}`
  if (status === 401) return new CrmProviderError('unauthorized', message)
  if (status === 403 && code === 'REQUEST_LIMIT_EXCEEDED') return new CrmProviderError('rate_limited', message, retryAfterMs)
  if (status === 403) return new CrmProviderError('unauthorized', message)
  if (status === 429) return new CrmProviderError('rate_limited', message, retryAfterMs)
  if (code === 'INVALID_QUERY_LOCATOR') return new CrmProviderError('cursor_expired', message)
  if (status >= 500) return new CrmProviderError('transient', message, retryAfterMs)
  return new CrmProviderError('permanent', message)
}
