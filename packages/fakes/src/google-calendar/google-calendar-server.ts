import type { IncomingMessage, ServerResponse } from 'node:http'
import { decodeCursor, encodeCursor, FakeCalendarStore } from '../calendar-common/fake-calendar-store'
import { FailureQueue, bearerOf, clientOf, type FakeRequestLog, listen, type QueuedFailure, readBody, sendJson } from '../calendar-common/fake-http'
import { googleError, googleEvent, inWindow } from './google-calendar-wire'

export interface FakeGoogleCalendarOptions {
  port?: number
  /** When set, the token endpoint authenticates this client like Google does. */
  client?: { id: string; secret: string }
  /** The fake's clock (access-token expiry). */
  now?: () => number
}

export interface FakeGoogleCalendar {
  /** `http://127.0.0.1:<port>`. */
  origin: string
  /** `<origin>/calendar/v3`: GOOGLE_CALENDAR_API_URL. */
  apiUrl: string
  /** `<origin>/token`: GOOGLE_TOKEN_URL. */
  tokenUrl: string
  /** `<origin>/o/oauth2/v2/auth`: the consent screen (signs in at once, like the OIDC fake). */
  authorizeUrl: string
  store: FakeCalendarStore
  /** The next `times` API calls fail with `status` (or garbage JSON); 429 and 503 carry Retry-After. */
  failNext(failure: QueuedFailure, times?: number): void
  requests: FakeRequestLog[]
  reset(): void
  stop(): Promise<void>
}

interface PageCursor {
  /** full: a listing of the window; sync: changes after `since`. */
  mode: 'full' | 'sync'
  account: string
  gen: number
  since: number
  /** The change number the listing is a snapshot of; the round's nextSyncToken. */
  hw: number
  offset: number
  timeMin: number | null
  timeMax: number | null
  showDeleted: boolean
  orderByStart: boolean
}

interface SyncCursor {
  account: string
  gen: number
  since: number
}

const DEFAULT_PAGE = 250
const MAX_PAGE = 2500
const SYNC_TOKEN_CONFLICTS = ['timeMin', 'timeMax', 'q', 'orderBy', 'updatedMin', 'iCalUID', 'privateExtendedProperty', 'sharedExtendedProperty']

/**
 * A local Google Calendar v3: `events.list` with paging (`pageToken`/`nextPageToken`),
 * incremental sync (`nextSyncToken` on the last page only; `syncToken` refuses window filters; a dead token answers
 * 410 fullSyncRequired), cancelled events (only with `showDeleted` in a full listing, always and minimal in an
 * incremental one), hangoutLink/conferenceData, Google's error bodies, 401 on an expired access token, and the OAuth
 * token endpoint (authorization_code and refresh_token grants, invalid_grant once revoked).
 */
export async function startFakeGoogleCalendar(options: FakeGoogleCalendarOptions = {}): Promise<FakeGoogleCalendar> {
  const store = new FakeCalendarStore(options.now)
  const requests: FakeRequestLog[] = []
  const failures = new FailureQueue<QueuedFailure>()

  const tokenEndpoint = async (req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams(await readBody(req))
    const client = clientOf(req, form)
    if (options.client && (client.id !== options.client.id || client.secret !== options.client.secret)) {
      return sendJson(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' })
    }
    const grantType = form.get('grant_type')
    if (grantType === 'refresh_token') {
      const r = store.refresh(form.get('refresh_token') ?? '')
      if (!r.ok) return sendJson(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' })
      return sendJson(res, 200, {
        access_token: r.tokens.accessToken,
        expires_in: r.tokens.expiresIn,
        scope: 'https://www.googleapis.com/auth/calendar.readonly',
        token_type: 'Bearer',
      })
    }
    if (grantType === 'authorization_code') {
      const t = store.redeemCode(form.get('code') ?? '')
      if (!t) return sendJson(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' })
      return sendJson(res, 200, {
        access_token: t.accessToken,
        expires_in: t.expiresIn,
        refresh_token: t.refreshToken,
        scope: 'https://www.googleapis.com/auth/calendar.readonly',
        token_type: 'Bearer',
      })
    }
    return sendJson(res, 400, { error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${grantType ?? ''}` })
  }

  const eventsList = (req: IncomingMessage, res: ServerResponse, q: URLSearchParams) => {
    const account = store.whoseAccessToken(bearerOf(req))
    if (!account) {
      return sendJson(
        res,
        401,
        googleError(401, 'authError', 'Request had invalid authentication credentials. Expected OAuth 2 access token.', {
          locationType: 'header',
          location: 'Authorization',
        }),
      )
    }
    const maxResults = Math.min(Number(q.get('maxResults') ?? DEFAULT_PAGE) || DEFAULT_PAGE, MAX_PAGE)
    let cursor: PageCursor
    const pageToken = q.get('pageToken')
    const syncToken = q.get('syncToken')
    if (pageToken) {
      const c = decodeCursor<PageCursor>(pageToken)
      if (!c || c.account !== account.email) return sendJson(res, 400, googleError(400, 'invalid', 'Invalid page token value.'))
      cursor = c
    } else if (syncToken) {
      const conflict = SYNC_TOKEN_CONFLICTS.find((p) => q.has(p))
      if (conflict) return sendJson(res, 400, googleError(400, 'invalid', `Sync token cannot be combined with ${conflict}.`))
      const c = decodeCursor<SyncCursor>(syncToken)
      if (!c || c.account !== account.email) return sendJson(res, 400, googleError(400, 'invalid', 'Invalid sync token value.'))
      cursor = {
        mode: 'sync',
        account: c.account,
        gen: c.gen,
        since: c.since,
        hw: store.seq,
        offset: 0,
        timeMin: null,
        timeMax: null,
        showDeleted: true,
        orderByStart: false,
      }
    } else {
      const parse = (name: string) => {
        const v = q.get(name)
        return v === null ? null : Date.parse(v)
      }
      const timeMin = parse('timeMin')
      const timeMax = parse('timeMax')
      if (Number.isNaN(timeMin) || Number.isNaN(timeMax)) return sendJson(res, 400, googleError(400, 'badRequest', 'Bad Request'))
      const orderBy = q.get('orderBy')
      if (orderBy === 'startTime' && q.get('singleEvents') !== 'true') {
        return sendJson(res, 400, googleError(400, 'invalid', 'The requested ordering is not available for the particular query.'))
      }
      cursor = {
        mode: 'full',
        account: account.email,
        gen: account.generation,
        since: 0,
        hw: store.seq,
        offset: 0,
        timeMin,
        timeMax,
        showDeleted: q.get('showDeleted') === 'true',
        orderByStart: orderBy === 'startTime',
      }
    }
    if (cursor.gen !== account.generation) {
      return sendJson(
        res,
        410,
        googleError(410, 'fullSyncRequired', 'Sync token is no longer valid, a full sync is required.', { locationType: 'parameter', location: 'syncToken' }),
      )
    }
    const all = store
      .events(account.email)
      .filter((e) => e.seq > cursor.since && e.seq <= cursor.hw)
      .filter((e) => cursor.mode === 'sync' || ((cursor.showDeleted || (!e.deleted && !e.cancelled)) && inWindow(e, cursor.timeMin, cursor.timeMax)))
    if (cursor.orderByStart) all.sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    const page = all.slice(cursor.offset, cursor.offset + maxResults)
    const last = cursor.offset + maxResults >= all.length
    sendJson(res, 200, {
      kind: 'calendar#events',
      etag: `"${cursor.hw}"`,
      summary: account.email,
      updated: new Date().toISOString(),
      timeZone: 'UTC',
      accessRole: 'owner',
      defaultReminders: [],
      ...(last
        ? { nextSyncToken: encodeCursor({ account: account.email, gen: cursor.gen, since: cursor.hw } satisfies SyncCursor) }
        : { nextPageToken: encodeCursor({ ...cursor, offset: cursor.offset + maxResults }) }),
      items: page.map((e) => googleEvent(e, account.email, cursor.mode === 'sync')),
    })
  }

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const entry: FakeRequestLog = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), status: 0 }
    requests.push(entry)
    res.on('finish', () => {
      entry.status = res.statusCode
    })
    if (req.method === 'POST' && url.pathname === '/token') return tokenEndpoint(req, res)
    if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? 'http://invalid')
      const email = url.searchParams.get('login_hint') ?? 'riley.rep@northwind.example'
      redirect.searchParams.set('code', store.issueCode(email))
      const state = url.searchParams.get('state')
      if (state) redirect.searchParams.set('state', state)
      res.writeHead(302, { location: redirect.toString() })
      return void res.end()
    }
    const failure = failures.next()
    if (failure) {
      if (failure.status === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' })
        return void res.end('{"kind":"calendar#events","items":[{"id":')
      }
      const headers: Record<string, string> = failure.retryAfterSeconds !== undefined ? { 'retry-after': String(failure.retryAfterSeconds) } : {}
      if (failure.status === 429) return sendJson(res, 429, googleError(429, 'rateLimitExceeded', 'Rate Limit Exceeded'), headers)
      return sendJson(res, failure.status, googleError(failure.status, 'backendError', 'Backend Error'), headers)
    }
    const events = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(url.pathname)
    if (req.method === 'GET' && events) {
      if (decodeURIComponent(events[1] ?? '') !== 'primary') {
        // Only the primary calendar exists in the fake; any other id is another user's calendar.
        const account = store.whoseAccessToken(bearerOf(req))
        if (!account || decodeURIComponent(events[1] ?? '').toLowerCase() !== account.email)
          return sendJson(res, 404, googleError(404, 'notFound', 'Not Found'))
      }
      return eventsList(req, res, url.searchParams)
    }
    sendJson(res, 404, googleError(404, 'notFound', 'Not Found'))
  }

  const http = await listen(handler, options.port)
  return {
    origin: http.origin,
    apiUrl: `${http.origin}/calendar/v3`,
    tokenUrl: `${http.origin}/token`,
    authorizeUrl: `${http.origin}/o/oauth2/v2/auth`,
    store,
    failNext(failure, times = 1) {
      failures.push(failure, times)
    },
    requests,
    reset() {
      failures.clear()
      requests.length = 0
    },
    stop: http.stop,
  }
}
