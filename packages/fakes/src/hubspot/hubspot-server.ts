import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { FailureQueue, bearerOf, type FakeRequestLog, listen, readBody, sendJson } from '../calendar-common/fake-http'
import { FakeOAuthGrants } from '../crm-common/fake-oauth-grants'
import { ASSOCIATION_TYPE_IDS, associationLabel, FakeHubSpotStore, HUB_OBJECT_TYPES, type HubObject, type HubObjectType } from './hubspot-store'

export interface FakeHubSpotOptions {
  port?: number
  /** When set, the token endpoint checks this app's client id and secret. */
  client?: { id: string; secret: string }
  now?: () => number
}

/** A queued failure of the next API call: 429 (TEN_SECONDLY_ROLLING, Retry-After when given) or any 5xx/401/403. */
export interface HubSpotFailure {
  status: number
  retryAfterSeconds?: number
}

export interface FakeHubSpot {
  origin: string
  /** `<origin>`: HUBSPOT_API_URL (paths start /crm/v3). */
  apiUrl: string
  /** `<origin>/oauth/v1/token`: HUBSPOT_TOKEN_URL. */
  tokenUrl: string
  /** `<origin>/oauth/authorize`: HUBSPOT_AUTH_URL (grants at once, like the other fakes). */
  authorizeUrl: string
  store: FakeHubSpotStore
  grants: FakeOAuthGrants
  failNext(failure: HubSpotFailure, times?: number): void
  requests: FakeRequestLog[]
  reset(): void
  stop(): Promise<void>
}

const MAX_LIMIT = 100
const SEARCH_MAX_LIMIT = 200
/** Search answers at most this many results per query. */
const SEARCH_WINDOW = 10_000
const NOTE_BODY_MAX = 65_536
const ALWAYS = ['hs_object_id', 'createdate', 'hs_lastmodifieddate']

const hubError = (category: string, message: string, extra: Record<string, unknown> = {}) => ({
  status: 'error',
  message,
  correlationId: randomUUID(),
  category,
  ...extra,
})

function render(obj: HubObject, type: HubObjectType, props: string[] | null, assocTypes: HubObjectType[]): Record<string, unknown> {
  const properties: Record<string, string | null> = {}
  for (const p of props ?? Object.keys(obj.properties)) properties[p] = obj.properties[p] ?? null
  for (const p of ALWAYS) properties[p] = obj.properties[p] ?? null
  const associations: Record<string, unknown> = {}
  for (const to of assocTypes) {
    const ids = obj.associations.get(to)
    if (ids && ids.size > 0) associations[to] = { results: [...ids].map((id) => ({ id, type: associationLabel(type, to) })) }
  }
  return {
    id: obj.id,
    properties,
    createdAt: obj.createdAt,
    updatedAt: obj.updatedAt,
    archived: obj.archived,
    ...(obj.archivedAt ? { archivedAt: obj.archivedAt } : {}),
    ...(Object.keys(associations).length > 0 ? { associations } : {}),
  }
}

const listParam = (v: string | null | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')

interface SearchFilter {
  propertyName?: unknown
  operator?: unknown
  value?: unknown
}
interface SearchBody {
  filterGroups?: { filters?: SearchFilter[] }[]
  sorts?: { propertyName?: unknown; direction?: unknown }[]
  properties?: unknown
  limit?: unknown
  after?: unknown
}

const asTime = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : Date.parse(String(v)))

function matches(obj: HubObject, f: SearchFilter): boolean {
  const actual = obj.properties[String(f.propertyName)]
  if (actual === undefined) return false
  const a = asTime(actual)
  const b = asTime(f.value)
  switch (f.operator) {
    case 'EQ':
      return actual === String(f.value)
    case 'GT':
      return a > b
    case 'GTE':
      return a >= b
    case 'LT':
      return a < b
    case 'LTE':
      return a <= b
    default:
      return false
  }
}

/**
 * A local HubSpot CRM v3: OAuth (authorize → code → /oauth/v1/token, refresh, BAD_REFRESH_TOKEN
 * once revoked), owners, deal pipelines with string metadata, deal property definitions, object lists with `after`
 * paging, `properties` and `associations`, archived listings, search on hs_lastmodifieddate (10k window), object
 * create for notes and e-mail engagements with associations, HubSpot's error bodies, 401 on bad tokens and queued
 * failures (429 TEN_SECONDLY_ROLLING with Retry-After, 5xx), and v4 association batch reads (search answers carry none).
 */
export async function startFakeHubSpot(options: FakeHubSpotOptions = {}): Promise<FakeHubSpot> {
  const store = new FakeHubSpotStore(options.now)
  const grants = new FakeOAuthGrants(options.now)
  const account = String(store.portalId)
  const requests: FakeRequestLog[] = []
  const failures = new FailureQueue<HubSpotFailure>()

  const tokenEndpoint = async (req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams(await readBody(req))
    if (options.client && (form.get('client_id') !== options.client.id || form.get('client_secret') !== options.client.secret)) {
      return sendJson(res, 400, { status: 'BAD_CLIENT_ID', message: 'missing or unknown client id', correlationId: randomUUID() })
    }
    const grantType = form.get('grant_type')
    if (grantType === 'authorization_code') {
      const redeemed = grants.redeemCode(form.get('code') ?? '', form.get('redirect_uri'))
      if (!redeemed) return sendJson(res, 400, { status: 'BAD_AUTH_CODE', message: 'missing or unknown auth code', correlationId: randomUUID() })
      const g = redeemed.grant
      return sendJson(res, 200, { token_type: 'bearer', access_token: g.accessToken, refresh_token: g.refreshToken, expires_in: g.expiresIn })
    }
    if (grantType === 'refresh_token') {
      const refreshToken = form.get('refresh_token') ?? ''
      const r = grants.refreshAccess(refreshToken)
      if (!r) return sendJson(res, 400, { status: 'BAD_REFRESH_TOKEN', message: 'missing or invalid refresh token', correlationId: randomUUID() })
      return sendJson(res, 200, { token_type: 'bearer', access_token: r.accessToken, refresh_token: refreshToken, expires_in: r.expiresIn })
    }
    return sendJson(res, 400, { status: 'BAD_GRANT_TYPE', message: `unsupported grant_type ${grantType ?? ''}`, correlationId: randomUUID() })
  }

  const listObjects = (res: ServerResponse, type: HubObjectType, q: URLSearchParams) => {
    const limit = Math.min(Number(q.get('limit') ?? 10) || 10, MAX_LIMIT)
    const after = q.get('after')
    if (after !== null && !/^\d+$/.test(after)) return sendJson(res, 400, hubError('VALIDATION_ERROR', `Invalid input for after: ${after}`))
    const page = store.page(type, after, limit, q.get('archived') === 'true')
    const props = q.has('properties') ? listParam(q.get('properties')) : null
    const assoc = listParam(q.get('associations')).filter((t): t is HubObjectType => (HUB_OBJECT_TYPES as readonly string[]).includes(t))
    sendJson(res, 200, {
      results: page.rows.map((o) => render(o, type, props ?? ['hs_object_id'], assoc)),
      ...(page.nextAfter ? { paging: { next: { after: page.nextAfter, link: `${apiUrl}/crm/v3/objects/${type}?after=${page.nextAfter}` } } } : {}),
    })
  }

  const search = async (req: IncomingMessage, res: ServerResponse, type: HubObjectType) => {
    let body: SearchBody
    try {
      body = JSON.parse(await readBody(req)) as SearchBody
    } catch {
      return sendJson(res, 400, hubError('VALIDATION_ERROR', 'Invalid JSON body'))
    }
    const limit = Math.min(Number(body.limit ?? 10) || 10, SEARCH_MAX_LIMIT)
    const after = Number(body.after ?? 0)
    if (!Number.isInteger(after) || after < 0) return sendJson(res, 400, hubError('VALIDATION_ERROR', 'Invalid after'))
    if (after + limit > SEARCH_WINDOW) {
      return sendJson(res, 400, hubError('VALIDATION_ERROR', `The search window is limited to ${SEARCH_WINDOW} results (after + limit).`))
    }
    const groups = body.filterGroups ?? []
    const hits: HubObject[] = []
    for (const o of store.all(type)) {
      if (o.archived) continue
      if (groups.length === 0 || groups.some((g) => (g.filters ?? []).every((f) => matches(o, f)))) hits.push(o)
    }
    const sort = body.sorts?.[0]
    if (sort) {
      const key = String(sort.propertyName)
      const dir = sort.direction === 'DESCENDING' ? -1 : 1
      hits.sort((a, b) => dir * (asTime(a.properties[key]) - asTime(b.properties[key]) || Number(a.id) - Number(b.id)))
    }
    const props = Array.isArray(body.properties) ? body.properties.map(String) : ['hs_object_id']
    const page = hits.slice(after, after + limit)
    const nextAfter = after + limit
    sendJson(res, 200, {
      total: hits.length,
      results: page.map((o) => render(o, type, props, [])),
      ...(nextAfter < hits.length ? { paging: { next: { after: String(nextAfter) } } } : {}),
    })
  }

  const createObject = async (req: IncomingMessage, res: ServerResponse, type: HubObjectType) => {
    let body: { properties?: Record<string, unknown>; associations?: { to?: { id?: unknown }; types?: { associationTypeId?: unknown }[] }[] }
    try {
      body = JSON.parse(await readBody(req))
    } catch {
      return sendJson(res, 400, hubError('VALIDATION_ERROR', 'Invalid JSON body'))
    }
    const properties = Object.fromEntries(Object.entries(body.properties ?? {}).map(([k, v]) => [k, String(v)]))
    if ((type === 'notes' || type === 'emails') && !properties.hs_timestamp) {
      return sendJson(
        res,
        400,
        hubError('VALIDATION_ERROR', 'Property values were not valid: hs_timestamp is required', { errors: [{ message: 'hs_timestamp is required' }] }),
      )
    }
    if ((properties.hs_note_body ?? '').length > NOTE_BODY_MAX) {
      return sendJson(res, 400, hubError('VALIDATION_ERROR', `hs_note_body is longer than ${NOTE_BODY_MAX} characters`))
    }
    const links: [HubObjectType, string][] = []
    for (const a of body.associations ?? []) {
      const typeId = Number(a.types?.[0]?.associationTypeId)
      const toType = HUB_OBJECT_TYPES.find((t) => ASSOCIATION_TYPE_IDS[`${type}→${t}`] === typeId)
      const toId = String(a.to?.id ?? '')
      if (!toType || !store.get(toType, toId)) return sendJson(res, 400, hubError('VALIDATION_ERROR', `Invalid association to ${toId} (type ${typeId})`))
      links.push([toType, toId])
    }
    const obj = store.create(type, properties)
    for (const [toType, toId] of links) store.associate(type, obj.id, toType, toId)
    sendJson(res, 201, render(obj, type, null, []))
  }

  /** v4 batch read: each input's associated ids of one type, with the default type id and label. */
  const readAssociations = async (req: IncomingMessage, res: ServerResponse, fromRaw: string, toRaw: string) => {
    const from = HUB_OBJECT_TYPES.find((t) => t === fromRaw)
    const to = HUB_OBJECT_TYPES.find((t) => t === toRaw)
    if (!from || !to) return sendJson(res, 400, hubError('VALIDATION_ERROR', `Unknown object type ${from ? toRaw : fromRaw}`))
    let body: { inputs?: { id?: unknown }[] }
    try {
      body = JSON.parse(await readBody(req))
    } catch {
      return sendJson(res, 400, hubError('VALIDATION_ERROR', 'Invalid JSON body'))
    }
    const results = (body.inputs ?? []).flatMap((input) => {
      const obj = store.get(from, String(input.id))
      const ids = obj?.associations.get(to)
      if (!ids || ids.size === 0) return []
      const typeId = ASSOCIATION_TYPE_IDS[`${from}→${to}`] ?? 0
      return [
        {
          from: { id: String(input.id) },
          to: [...ids].map((id) => ({ toObjectId: Number(id), associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId, label: null }] })),
        },
      ]
    })
    sendJson(res, 200, { status: 'COMPLETE', results, startedAt: new Date().toISOString(), completedAt: new Date().toISOString() })
  }

  const api = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (!grants.accountOf(bearerOf(req))) {
      return sendJson(res, 401, hubError('INVALID_AUTHENTICATION', 'Authentication credentials not found. This API supports OAuth 2.0 authentication.'))
    }
    const failure = failures.next()
    if (failure) {
      if (failure.status === 429) {
        const headers: Record<string, string> = failure.retryAfterSeconds !== undefined ? { 'retry-after': String(failure.retryAfterSeconds) } : {}
        return sendJson(
          res,
          429,
          {
            status: 'error',
            message: 'You have reached your secondly limit.',
            errorType: 'RATE_LIMIT',
            correlationId: randomUUID(),
            policyName: 'TEN_SECONDLY_ROLLING',
          },
          headers,
        )
      }
      const category = failure.status === 401 ? 'INVALID_AUTHENTICATION' : failure.status === 403 ? 'MISSING_SCOPES' : 'INTERNAL_ERROR'
      return sendJson(res, failure.status, hubError(category, `Injected failure ${failure.status}`))
    }
    const path = url.pathname
    if (req.method === 'GET' && path === '/crm/v3/owners') {
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 100) || 100, 500)
      const start = Number(url.searchParams.get('after') ?? 0)
      const email = url.searchParams.get('email')?.toLowerCase()
      const all = store.owners.filter((o) => !o.archived && (!email || o.email.toLowerCase() === email))
      const rows = all.slice(start, start + limit)
      return sendJson(res, 200, {
        results: rows.map((o) => ({ ...o, type: 'PERSON', createdAt: '2024-01-01T00:00:00Z', updatedAt: '2024-01-01T00:00:00Z' })),
        ...(start + limit < all.length ? { paging: { next: { after: String(start + limit) } } } : {}),
      })
    }
    if (req.method === 'GET' && path === '/crm/v3/pipelines/deals') {
      return sendJson(res, 200, { results: store.pipelines.map((p) => ({ ...p, archived: false, stages: p.stages.map((s) => ({ ...s, archived: false })) })) })
    }
    if (req.method === 'GET' && path === '/crm/v3/properties/deals') {
      return sendJson(res, 200, { results: store.dealProperties.map((d) => ({ ...d, groupName: 'dealinformation', options: [] })) })
    }
    const assocBatch = /^\/crm\/v4\/associations\/([a-z]+)\/([a-z]+)\/batch\/read$/.exec(path)
    if (req.method === 'POST' && assocBatch) return readAssociations(req, res, assocBatch[1] as string, assocBatch[2] as string)
    const objects = /^\/crm\/v3\/objects\/([a-z]+)(?:\/([^/]+))?$/.exec(path)
    const type = HUB_OBJECT_TYPES.find((t) => t === objects?.[1])
    if (!objects || !type) return sendJson(res, 404, hubError('OBJECT_NOT_FOUND', `Unknown path ${path}`))
    const sub = objects[2]
    if (req.method === 'GET' && !sub) return listObjects(res, type, url.searchParams)
    if (req.method === 'POST' && sub === 'search') return search(req, res, type)
    if (req.method === 'POST' && !sub) return createObject(req, res, type)
    if (req.method === 'GET' && sub) {
      const obj = store.get(type, sub)
      if (!obj || obj.archived) return sendJson(res, 404, hubError('OBJECT_NOT_FOUND', `Object not found. objectId are usually numeric.`))
      const props = url.searchParams.has('properties') ? listParam(url.searchParams.get('properties')) : null
      return sendJson(res, 200, render(obj, type, props, listParam(url.searchParams.get('associations')) as HubObjectType[]))
    }
    sendJson(res, 405, hubError('VALIDATION_ERROR', `${req.method} is not allowed on ${path}`))
  }

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const entry: FakeRequestLog = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), status: 0 }
    requests.push(entry)
    res.on('finish', () => {
      entry.status = res.statusCode
    })
    if (req.method === 'POST' && url.pathname === '/oauth/v1/token') return tokenEndpoint(req, res)
    if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? 'http://invalid'
      const redirect = new URL(redirectUri)
      redirect.searchParams.set('code', grants.issueCode(account, redirectUri))
      const state = url.searchParams.get('state')
      if (state) redirect.searchParams.set('state', state)
      res.writeHead(302, { location: redirect.toString() })
      return void res.end()
    }
    const info = /^\/oauth\/v1\/access-tokens\/([^/]+)$/.exec(url.pathname)
    if (req.method === 'GET' && info) {
      if (!grants.accountOf(info[1])) return sendJson(res, 404, { status: 'error', message: 'Token not found', correlationId: randomUUID() })
      return sendJson(res, 200, {
        token: info[1],
        hub_id: store.portalId,
        hub_domain: 'fake.hubspot.example',
        app_id: 1,
        expires_in: grants.accessTokenTtl,
        token_type: 'access',
      })
    }
    return api(req, res, url)
  }

  const http = await listen(handler, options.port)
  const apiUrl = http.origin
  return {
    origin: http.origin,
    apiUrl,
    tokenUrl: `${http.origin}/oauth/v1/token`,
    authorizeUrl: `${http.origin}/oauth/authorize`,
    store,
    grants,
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
