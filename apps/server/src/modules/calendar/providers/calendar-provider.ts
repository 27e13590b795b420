import type { MeetingPlatform } from '@parley/shared/rules/instant-recording'
import type { OAuthClient } from '../../../platform/tokens/token-refresh'

// The calendar family (STYLE "Integration families"): one interface in Parley's own terms; vendor shapes stay in
// each provider's client and mapper.

export type CalendarProviderId = 'google' | 'microsoft'

export interface CalendarAttendeeInput {
  /** Lower-cased. */
  email: string
  name: string | null
  /** accepted | declined | tentative | needsAction */
  response: string | null
}

/** One event of one user's calendar, as every provider maps it. */
export interface CalendarEvent {
  providerEventId: string
  icalUid: string | null
  recurringEventId: string | null
  status: 'confirmed' | 'cancelled'
  title: string | null
  description: string | null
  startAt: Date
  endAt: Date
  allDay: boolean
  organizerEmail: string | null
  organizerName: string | null
  attendees: CalendarAttendeeInput[]
  meetingUrl: string | null
  meetingPlatform: MeetingPlatform | null
}

/** A change in a sync page: an event to store, or one that left the calendar (only its id is known). */
export type CalendarChange = { kind: 'upsert'; event: CalendarEvent } | { kind: 'removed'; providerEventId: string }

/** Where a sync stands: a full listing of `window` (no syncToken), or changes since `syncToken`; `pageToken` mid-round. */
export interface SyncCursor {
  window: { from: Date; to: Date }
  syncToken: string | null
  pageToken: string | null
}

export interface ChangesPage {
  changes: CalendarChange[]
  /** More pages in this round. */
  nextPageToken: string | null
  /** Set on the round's last page: the cursor of the next round (Google nextSyncToken, Graph deltaLink). */
  nextSyncToken: string | null
}

export interface CalendarProvider {
  id: CalendarProviderId
  /** The OAuth token endpoint and client that refresh this provider's grants. */
  oauthClient: OAuthClient
  /** One page of changes. Throws CalendarProviderError. */
  fetchChanges(accessToken: string, cursor: SyncCursor): Promise<ChangesPage>
}

/**
 * How a failure should be handled: unauthorized → refresh the token once and retry; sync_expired → restart with a
 * full sync; rate_limited / transient → back off and retry (the cursor is kept); permanent → stop and record it.
 */
export type CalendarErrorKind = 'unauthorized' | 'sync_expired' | 'rate_limited' | 'transient' | 'permanent'

export class CalendarProviderError extends Error {
  constructor(
    readonly kind: CalendarErrorKind,
    message: string,
    /** From Retry-After, when the provider sent one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message)
  }
}

/** Retry-After as seconds or an HTTP date → milliseconds; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const at = Date.parse(header)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}

/** GET a provider URL with a bearer token; answers the parsed JSON or throws what `classify` makes of the failure. */
export async function getJson(
  url: string,
  accessToken: string,
  headers: Record<string, string>,
  classify: (status: number, body: unknown, retryAfter: number | null) => CalendarProviderError,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  let res: Response
  try {
    res = await fetchImpl(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(30_000),
    })
  } catch (err) {
    throw new CalendarProviderError('transient', `The calendar provider could not be reached: ${err instanceof Error ? err.message : String(err)}`)
  }
  const text = await res.text().catch(() => '')
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // A 2xx with a body that is not JSON is a broken answer, retried like a 5xx.
    if (res.ok) throw new CalendarProviderError('transient', `The calendar provider answered HTTP ${res.status} with a body that is not JSON.`)
  }
  if (!res.ok) throw classify(res.status, body, retryAfterMs(res.headers.get('retry-after')))
  if (!body || typeof body !== 'object') throw new CalendarProviderError('transient', 'The calendar provider answered an empty or non-object body.')
  return body
}
