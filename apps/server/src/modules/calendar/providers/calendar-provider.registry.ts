import { readFileSync } from 'node:fs'
import type { Config } from '../../../config'
import type { CalendarProvider, CalendarProviderId } from './calendar-provider'
import { googleCalendarProvider } from './google/google-calendar.client'
import { microsoftGraphProvider } from './microsoft/microsoft-graph.client'
import { fetchTrusting } from './trusted-fetch'

export type CalendarProviders = Record<CalendarProviderId, CalendarProvider>

/** The hand-written registry: a connection's provider id → its client, built from configuration. */
export function calendarProviders(config: Config, fetchImpl?: typeof fetch): CalendarProviders {
  const { google, microsoft } = config.calendar
  // MICROSOFT_GRAPH_CA_FILE: Graph and its token endpoint trust that CA too (the sandbox's self-signed fake).
  const graphFetch = fetchImpl ?? (microsoft.caFile ? fetchTrusting(readFileSync(microsoft.caFile, 'utf8')) : undefined)
  return {
    google: googleCalendarProvider({
      apiUrl: google.apiUrl,
      oauthClient: { tokenUrl: google.tokenUrl, clientId: config.oidc.google?.clientId ?? '', clientSecret: config.oidc.google?.clientSecret },
      fetch: fetchImpl,
    }),
    microsoft: microsoftGraphProvider({
      apiUrl: microsoft.apiUrl,
      oauthClient: {
        tokenUrl: microsoft.tokenUrl,
        clientId: config.oidc.microsoft?.clientId ?? '',
        clientSecret: config.oidc.microsoft?.clientSecret,
        fetch: graphFetch,
      },
      fetch: graphFetch,
    }),
  }
}
