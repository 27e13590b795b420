import type { OAuthClient } from '../../../../platform/tokens/token-refresh'
import { type CalendarProvider, CalendarProviderError, type ChangesPage, type SyncCursor, getJson } from '../calendar-provider'
import { parseMicrosoftGraphError } from './microsoft-graph.errors'
import { type GraphEvent, mapGraphEvent } from './microsoft-graph.mapper'

export interface MicrosoftGraphOptions {
  /** https://graph.microsoft.com/v1.0, or a fake's. */
  apiUrl: string
  oauthClient: OAuthClient
  pageSize?: number
  fetch?: typeof fetch
}

interface GraphDeltaPage {
  value?: GraphEvent[]
  '@odata.nextLink'?: string
  '@odata.deltaLink'?: string
}

/**
 * calendarView/delta: a round starts with the window, then follows `@odata.nextLink` verbatim
 * until `@odata.deltaLink`, which is the next round's cursor. Links are absolute and must stay on the Graph origin,
 * so a stored link can never send the bearer token elsewhere.
 */
export function microsoftGraphProvider(opts: MicrosoftGraphOptions): CalendarProvider {
  const origin = new URL(opts.apiUrl).origin
  const headers = { prefer: `odata.maxpagesize=${opts.pageSize ?? 100}, outlook.timezone="UTC"` }
  return {
    id: 'microsoft',
    oauthClient: opts.oauthClient,
    async fetchChanges(accessToken: string, cursor: SyncCursor): Promise<ChangesPage> {
      let url = cursor.pageToken ?? cursor.syncToken
      if (url && new URL(url).origin !== origin)
        throw new CalendarProviderError('sync_expired', 'The stored Graph link points outside the Graph API; restarting the sync.')
      if (!url) {
        const q = new URLSearchParams({ startDateTime: cursor.window.from.toISOString(), endDateTime: cursor.window.to.toISOString() })
        url = `${opts.apiUrl}/me/calendarView/delta?${q}`
      }
      const body = (await getJson(url, accessToken, headers, parseMicrosoftGraphError, opts.fetch)) as GraphDeltaPage
      if (!Array.isArray(body.value)) throw parseMicrosoftGraphError(502, null, null)
      return {
        changes: body.value.filter((e) => typeof e?.id === 'string').map(mapGraphEvent),
        nextPageToken: body['@odata.nextLink'] ?? null,
        nextSyncToken: body['@odata.nextLink'] ? null : (body['@odata.deltaLink'] ?? null),
      }
    },
  }
}
