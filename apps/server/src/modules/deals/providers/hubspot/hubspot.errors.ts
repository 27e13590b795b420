import { CrmProviderError } from '../crm-provider'

/**
 * HubSpot failures sorted for the sync: 401 (and 403 MISSING_SCOPES, which only a new consent fixes) → unauthorized;
 * 429 → rate limited (Retry-After, else the SDK's 10 s for TEN_SECONDLY_ROLLING); 5xx → transient; other 4xx → permanent.
 */
export function classifyHubSpotError(status: number, body: unknown, retryAfterMs: number | null): CrmProviderError {
  const b = (body && typeof body === 'object' ? body : {}) as { message?: unknown; category?: unknown; policyName?: unknown }
  const message = `HubSpot answered HTTP ${status}${typeof b.message === 'string' ? `: ${b.message}` : ''}`
  if (status === 401 || status === 403) return new CrmProviderError('unauthorized', message)
  if (status === 429) return new CrmProviderError('rate_limited', message, retryAfterMs ?? (b.policyName === 'TEN_SECONDLY_ROLLING' ? 10_000 : 1_000))
  if (status >= 500) return new CrmProviderError('transient', message, retryAfterMs)
  return new CrmProviderError('permanent', message)
}

/**
 * HubSpot's token endpoint answers a dead refresh token with 400 `{status: "BAD_REFRESH_TOKEN"}` rather than
 * OAuth's `invalid_grant`; this fetch rewrites that answer so platform/tokens marks the grant revoked.
 */
export function hubspotTokenFetch(fetchImpl: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const res = await fetchImpl(input, init)
    if (res.status !== 400) return res
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as { status?: unknown; message?: unknown } | null
    if (body?.status !== 'BAD_REFRESH_TOKEN' && body?.status !== 'BAD_AUTH_CODE') return res
    const error = { error: 'invalid_grant', error_description: typeof body.message === 'string' ? body.message : String(body.status) }
    return new Response(JSON.stringify(error), { status: 400, headers: { 'content-type': 'application/json' } })
  }
}
