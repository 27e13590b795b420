import type { OAuthClient } from '../../../../platform/tokens/token-refresh'
import { type CalendarProvider, type ChangesPage, type SyncCursor, getJson } from '../calendar-provider'
import { parseGoogleCalendarError } from './google-calendar.errors'
import { type GoogleEvent, mapGoogleEvent } from './google-calendar.mapper'

export interface GoogleCalendarOptions {
  /** https://www.googleapis.com/calendar/v3, or a fake's. */
  apiUrl: string
  oauthClient: OAuthClient
  pageSize?: number
  fetch?: typeof fetch
}

interface GoogleEventsPage {
  items?: GoogleEvent[]
  nextPageToken?: string
  nextSyncToken?: string
}

/**
 * events.list on the primary calendar. A full round lists the window with showDeleted (so
 * cancellations arrive) and singleEvents (recurrences expanded); later rounds send only the syncToken, which
 * refuses window filters. Page requests repeat the round's query, as Google requires.
 */
export function googleCalendarProvider(opts: GoogleCalendarOptions): CalendarProvider {
  const pageSize = String(opts.pageSize ?? 250)
  return {
    id: 'google',
    oauthClient: opts.oauthClient,
    async fetchChanges(accessToken: string, cursor: SyncCursor): Promise<ChangesPage> {
      const q = new URLSearchParams({ singleEvents: 'true', maxResults: pageSize })
      if (cursor.syncToken) q.set('syncToken', cursor.syncToken)
      else {
        q.set('timeMin', cursor.window.from.toISOString())
        q.set('timeMax', cursor.window.to.toISOString())
        q.set('showDeleted', 'true')
      }
      if (cursor.pageToken) q.set('pageToken', cursor.pageToken)
      const body = (await getJson(`${opts.apiUrl}/calendars/primary/events?${q}`, accessToken, {}, parseGoogleCalendarError, opts.fetch)) as GoogleEventsPage
      if (!Array.isArray(body.items ?? [])) throw parseGoogleCalendarError(502, null, null)
      return {
        changes: (body.items ?? []).filter((e) => typeof e?.id === 'string').map(mapGoogleEvent),
        nextPageToken: body.nextPageToken ?? null,
        nextSyncToken: body.nextPageToken ? null : (body.nextSyncToken ?? null),
      }
    },
  }
}
