import type { IncomingMessage, ServerResponse } from 'node:http'
import { decodeCursor, encodeCursor, FakeCalendarStore } from '../calendar-common/fake-calendar-store'
import { FailureQueue, bearerOf, clientOf, type FakeRequestLog, listen, type QueuedFailure, readBody, sendJson } from '../calendar-common/fake-http'
import { graphError, graphEvent, overlaps, removedEvent } from './microsoft-graph-wire'

export interface FakeMicrosoftGraphOptions {
  port?: number
  client?: { id: string; secret: string }
  now?: () => number
  /** The tenant segment of the token endpoint (default `common`). */
  tenant?: string
  /** Serve HTTPS with this certificate (the sandbox's self-signed one), as the real Graph does. */
  tls?: { cert: string; key: string }
}

export interface FakeMicrosoftGraph {
  origin: string
  /** `<origin>/v1.0`: MICROSOFT_GRAPH_URL. */
  apiUrl: string
  /** `<origin>/<tenant>/oauth2/v2.0/token`: MICROSOFT_TOKEN_URL. */
  tokenUrl: string
  authorizeUrl: string
  store: FakeCalendarStore
  /** The next `times` API calls fail with `status` (or garbage JSON); 429 and 503 carry Retry-After. */
  failNext(failure: QueuedFailure, times?: number): void
  requests: FakeRequestLog[]
  reset(): void
  stop(): Promise<void>
}

interface DeltaCursor {
  /** initial: the window's events; changes: what changed after `since`. */
  mode: 'initial' | 'changes'
  account: string
  gen: number
  since: number
  hw: number
  offset: number
  from: number
  to: number
}

const DEFAULT_PAGE = 50
const MAX_PAGE = 1000

/**
 * A local Microsoft Graph v1.0 calendar: `/me/calendarView` paged by `@odata.nextLink`, and
 * `/me/calendarView/delta` whose pages end in `@odata.nextLink` ($skiptoken) or, last, `@odata.deltaLink`
 * ($deltatoken), both absolute and carrying the window; deleted events come as `@removed`; a stale delta token is
 * 410 syncStateNotFound. `Prefer: odata.maxpagesize`, Teams `onlineMeeting.joinUrl`, Graph's error bodies, 401
 * InvalidAuthenticationToken, 429 with Retry-After, and an Entra-style token endpoint with AADSTS errors.
 */
export async function startFakeMicrosoftGraph(options: FakeMicrosoftGraphOptions = {}): Promise<FakeMicrosoftGraph> {
  const store = new FakeCalendarStore(options.now)
  const tenant = options.tenant ?? 'common'
  const requests: FakeRequestLog[] = []
  const failures = new FailureQueue<QueuedFailure>()
  let origin = ''

  const tokenEndpoint = async (req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams(await readBody(req))
    const client = clientOf(req, form)
    const aadError = (status: number, error: string, code: number, text: string) =>
      sendJson(res, status, {
        error,
        error_description: `AADSTS${code}: ${text} Trace ID: 00000000-0000-0000-0000-000000000000`,
        error_codes: [code],
        timestamp: new Date().toISOString(),
        trace_id: '00000000-0000-0000-0000-000000000000',
        correlation_id: '00000000-0000-0000-0000-000000000000',
      })
    if (options.client && (client.id !== options.client.id || client.secret !== options.client.secret)) {
      return aadError(401, 'invalid_client', 7000215, 'Invalid client secret provided.')
    }
    const grantType = form.get('grant_type')
    const scope = 'openid profile email offline_access https://graph.microsoft.com/Calendars.Read'
    if (grantType === 'refresh_token') {
      const r = store.refresh(form.get('refresh_token') ?? '')
      if (!r.ok) return aadError(400, 'invalid_grant', 700082, 'The refresh token has expired or been revoked.')
      // Entra rotates refresh tokens on every use; the old one keeps working until it expires.
      return sendJson(res, 200, {
        token_type: 'Bearer',
        scope,
        expires_in: r.tokens.expiresIn,
        ext_expires_in: r.tokens.expiresIn,
        access_token: r.tokens.accessToken,
      })
    }
    if (grantType === 'authorization_code') {
      const t = store.redeemCode(form.get('code') ?? '')
      if (!t) return aadError(400, 'invalid_grant', 70008, 'The provided authorization code or refresh token has expired.')
      return sendJson(res, 200, { token_type: 'Bearer', scope, expires_in: t.expiresIn, access_token: t.accessToken, refresh_token: t.refreshToken })
    }
    return aadError(400, 'unsupported_grant_type', 70003, 'The app requested an unsupported grant type.')
  }

  const pageSize = (req: IncomingMessage, q: URLSearchParams) => {
    const prefer = /odata\.maxpagesize=(\d+)/.exec(String(req.headers.prefer ?? ''))
    const n = Number(q.get('$top') ?? prefer?.[1] ?? DEFAULT_PAGE)
    return Math.min(Math.max(1, Number.isFinite(n) ? n : DEFAULT_PAGE), MAX_PAGE)
  }

  const windowOf = (q: URLSearchParams): { from: number; to: number } | null => {
    const from = Date.parse(q.get('startDateTime') ?? q.get('StartDateTime') ?? '')
    const to = Date.parse(q.get('endDateTime') ?? q.get('EndDateTime') ?? '')
    return Number.isNaN(from) || Number.isNaN(to) ? null : { from, to }
  }

  const missingWindow = (res: ServerResponse) =>
    sendJson(
      res,
      400,
      graphError('ErrorInvalidParameter', 'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.'),
    )

  const calendarView = (req: IncomingMessage, res: ServerResponse, q: URLSearchParams, account: string) => {
    const window = windowOf(q)
    if (!window) return missingWindow(res)
    const top = pageSize(req, q)
    const skip = Math.max(0, Number(q.get('$skip') ?? 0) || 0)
    const all = store
      .events(account)
      .filter((e) => !e.deleted && overlaps(e, window.from, window.to))
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    const next = new URL(`${origin}/v1.0/me/calendarView`)
    for (const [k, v] of q) next.searchParams.set(k, v)
    next.searchParams.set('$skip', String(skip + top))
    sendJson(res, 200, {
      '@odata.context': `${origin}/v1.0/$metadata#users('${account}')/calendarView`,
      value: all.slice(skip, skip + top).map((e) => graphEvent(e, account)),
      ...(skip + top < all.length ? { '@odata.nextLink': next.toString() } : {}),
    })
  }

  const delta = (req: IncomingMessage, res: ServerResponse, q: URLSearchParams, email: string) => {
    const account = store.account(email)
    let cursor: DeltaCursor
    const skipToken = q.get('$skiptoken')
    const deltaToken = q.get('$deltatoken')
    if (skipToken || deltaToken) {
      const c = decodeCursor<DeltaCursor>(skipToken ?? deltaToken ?? '')
      if (!c || c.account !== account.email) return sendJson(res, 400, graphError('BadRequest', 'The skip or delta token is malformed.'))
      cursor = deltaToken ? { ...c, mode: 'changes', hw: store.seq, offset: 0 } : c
    } else {
      const window = windowOf(q)
      if (!window) return missingWindow(res)
      cursor = { mode: 'initial', account: account.email, gen: account.generation, since: 0, hw: store.seq, offset: 0, ...window }
    }
    if (cursor.gen !== account.generation) {
      return sendJson(res, 410, graphError('syncStateNotFound', 'The sync state generation is not found. Restart the sync without a delta token.'))
    }
    const changed = store.events(account.email).filter((e) => e.seq > cursor.since && e.seq <= cursor.hw)
    const items =
      cursor.mode === 'initial'
        ? changed.filter((e) => !e.deleted && overlaps(e, cursor.from, cursor.to)).map((e) => graphEvent(e, account.email))
        : changed.map((e) => (e.deleted || !overlaps(e, cursor.from, cursor.to) ? removedEvent(e.id) : graphEvent(e, account.email)))
    const size = pageSize(req, q)
    const last = cursor.offset + size >= items.length
    const link = (param: string, value: object) => `${origin}/v1.0/me/calendarView/delta?${param}=${encodeCursor(value)}`
    sendJson(res, 200, {
      '@odata.context': `${origin}/v1.0/$metadata#Collection(event)`,
      ...(last
        ? { '@odata.deltaLink': link('$deltatoken', { ...cursor, since: cursor.hw, offset: 0 }) }
        : { '@odata.nextLink': link('$skiptoken', { ...cursor, offset: cursor.offset + size }) }),
      value: items.slice(cursor.offset, cursor.offset + size),
    })
  }

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const entry: FakeRequestLog = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), status: 0 }
    requests.push(entry)
    res.on('finish', () => {
      entry.status = res.statusCode
    })
    if (req.method === 'POST' && url.pathname === `/${tenant}/oauth2/v2.0/token`) return tokenEndpoint(req, res)
    if (req.method === 'GET' && url.pathname === `/${tenant}/oauth2/v2.0/authorize`) {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? 'http://invalid')
      redirect.searchParams.set('code', store.issueCode(url.searchParams.get('login_hint') ?? 'riley.rep@northwind.example'))
      const state = url.searchParams.get('state')
      if (state) redirect.searchParams.set('state', state)
      res.writeHead(302, { location: redirect.toString() })
      return void res.end()
    }
    const failure = failures.next()
    if (failure) {
      if (failure.status === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' })
        return void res.end('{"value":[{"id":"AAMk')
      }
      const headers: Record<string, string> = failure.retryAfterSeconds !== undefined ? { 'retry-after': String(failure.retryAfterSeconds) } : {}
      const code = failure.status === 429 ? 'TooManyRequests' : failure.status === 503 ? 'ServiceNotAvailable' : 'InternalServerError'
      return sendJson(res, failure.status, graphError(code, failure.status === 429 ? 'Too many requests.' : 'The service is unavailable.'), headers)
    }
    const account = store.whoseAccessToken(bearerOf(req))
    if (!account) return sendJson(res, 401, graphError('InvalidAuthenticationToken', 'Lifetime validation failed, the token is expired.'))
    if (req.method === 'GET' && url.pathname === '/v1.0/me/calendarView') return calendarView(req, res, url.searchParams, account.email)
    if (req.method === 'GET' && url.pathname === '/v1.0/me/calendarView/delta') return delta(req, res, url.searchParams, account.email)
    sendJson(res, 404, graphError('ResourceNotFound', `Resource not found for the segment '${url.pathname.split('/').pop()}'.`))
  }

  const http = await listen(handler, options.port, options.tls)
  origin = http.origin
  return {
    origin,
    apiUrl: `${origin}/v1.0`,
    tokenUrl: `${origin}/${tenant}/oauth2/v2.0/token`,
    authorizeUrl: `${origin}/${tenant}/oauth2/v2.0/authorize`,
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
