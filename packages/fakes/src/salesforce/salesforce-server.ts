import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { FailureQueue, bearerOf, type FakeRequestLog, listen, readBody, sendJson } from '../calendar-common/fake-http'
import { FakeOAuthGrants } from '../crm-common/fake-oauth-grants'
import { FakeSalesforceStore, SF_OBJECTS } from './salesforce-store'
import { matchesAll, parseSoql, SoqlError, sortBy } from './soql'

export interface FakeSalesforceOptions {
  port?: number
  client?: { id: string; secret: string }
  now?: () => number
  /** Records per query batch (Salesforce: 2000 by default, 200–2000 through Sforce-Query-Options). */
  batchSize?: number
}

/** A queued failure: 403 answers REQUEST_LIMIT_EXCEEDED, 401 INVALID_SESSION_ID, others a server error. */
export interface SalesforceFailure {
  status: number
}

export interface FakeSalesforce {
  origin: string
  /** The login host: SALESFORCE_LOGIN_URL (`/services/oauth2/authorize`, `/services/oauth2/token`). */
  loginUrl: string
  /** What the token response names as instance_url (the same server). */
  instanceUrl: string
  store: FakeSalesforceStore
  grants: FakeOAuthGrants
  failNext(failure: SalesforceFailure, times?: number): void
  requests: FakeRequestLog[]
  reset(): void
  stop(): Promise<void>
}

/** The oldest API version the fake serves; jsforce's default 50.0 works, an unset or silly version does not. */
const MIN_VERSION = 31
const LATEST_VERSION = 62
const sfError = (errorCode: string, message: string) => [{ message, errorCode }]

/** Required fields on create (Note: ParentId and Title), as Salesforce names them. */
const REQUIRED: Record<string, string[]> = { Note: ['ParentId', 'Title'] }
/** Reference fields whose id must name a live record (any object), and text fields with their length limits. */
const REFERENCES = ['WhatId', 'WhoId', 'ParentId', 'AccountId', 'OpportunityId', 'ContactId']
const MAX_LENGTH: Record<string, number> = { Subject: 255, Title: 255, Description: 32_000, Body: 32_000 }

/** What Salesforce refuses in a create body: a missing required field, a dangling reference, a too-long text. */
function writeProblem(
  store: FakeSalesforceStore,
  object: string,
  body: Record<string, unknown>,
): { message: string; errorCode: string; fields: string[] } | null {
  for (const f of REQUIRED[object] ?? []) {
    if (body[f] === undefined || body[f] === null || body[f] === '') {
      return { message: `Required fields are missing: [${f}]`, errorCode: 'REQUIRED_FIELD_MISSING', fields: [f] }
    }
  }
  for (const f of REFERENCES) {
    const v = body[f]
    if (v === undefined || v === null) continue
    const live = typeof v === 'string' && Object.keys(SF_OBJECTS).some((o) => store.get(o, v)?.IsDeleted === false)
    if (!live) return { message: `${f}: id value of incorrect type or not found: ${String(v)}`, errorCode: 'INVALID_CROSS_REFERENCE_KEY', fields: [f] }
  }
  for (const [f, max] of Object.entries(MAX_LENGTH)) {
    const v = body[f]
    if (typeof v === 'string' && v.length > max) {
      return { message: `${f}: data value too large: ${v.slice(0, 20)}… (max length=${max})`, errorCode: 'STRING_TOO_LONG', fields: [f] }
    }
  }
  return null
}

/**
 * A local Salesforce REST API: the OAuth web-server flow on the login host (token answer with
 * instance_url and no expires_in; invalid_grant once revoked), versioned paths `/services/data/vXX.X/` (unknown
 * versions 404), `query` and `queryAll` over a SOQL subset with batches and a relative `nextRecordsUrl`, sObject
 * describe and create, error arrays (401 INVALID_SESSION_ID, 403 REQUEST_LIMIT_EXCEEDED, 400 MALFORMED_QUERY /
 * INVALID_FIELD / INVALID_TYPE) and queued failures.
 */
export async function startFakeSalesforce(options: FakeSalesforceOptions = {}): Promise<FakeSalesforce> {
  const store = new FakeSalesforceStore(options.now)
  const grants = new FakeOAuthGrants(options.now)
  const requests: FakeRequestLog[] = []
  const cursors = new Map<string, { rows: Record<string, unknown>[]; offset: number; version: string }>()
  const failures = new FailureQueue<SalesforceFailure>()
  let origin = ''

  const tokenEndpoint = async (req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams(await readBody(req))
    if (options.client && (form.get('client_id') !== options.client.id || form.get('client_secret') !== options.client.secret)) {
      return sendJson(res, 400, { error: 'invalid_client_id', error_description: 'client identifier invalid' })
    }
    const base = {
      instance_url: origin,
      id: `${origin}/id/${store.orgId}/0055g00000FAKEUSR`,
      token_type: 'Bearer',
      issued_at: String(Date.now()),
      signature: 'fake',
    }
    const grantType = form.get('grant_type')
    if (grantType === 'authorization_code') {
      const r = grants.redeemCode(form.get('code') ?? '', form.get('redirect_uri'))
      if (!r) return sendJson(res, 400, { error: 'invalid_grant', error_description: 'authentication failure' })
      return sendJson(res, 200, { ...base, access_token: r.grant.accessToken, refresh_token: r.grant.refreshToken, scope: 'api refresh_token' })
    }
    if (grantType === 'refresh_token') {
      const r = grants.refreshAccess(form.get('refresh_token') ?? '')
      if (!r) return sendJson(res, 400, { error: 'invalid_grant', error_description: 'expired access/refresh token' })
      return sendJson(res, 200, { ...base, access_token: r.accessToken, scope: 'api refresh_token' })
    }
    return sendJson(res, 400, { error: 'unsupported_grant_type', error_description: 'grant type not supported' })
  }

  const batchOf = (req: IncomingMessage) => {
    const m = /batchSize=(\d+)/.exec(String(req.headers['sforce-query-options'] ?? ''))
    const asked = m ? Math.min(Math.max(Number(m[1]), 200), 2000) : 2000
    return options.batchSize ?? asked
  }

  const answerBatch = (res: ServerResponse, version: string, rows: Record<string, unknown>[], offset: number, size: number, cursorId: string) => {
    const done = offset + size >= rows.length
    if (!done) cursors.set(cursorId, { rows, offset: offset + size, version })
    else cursors.delete(cursorId)
    sendJson(res, 200, {
      totalSize: rows.length,
      done,
      ...(done ? {} : { nextRecordsUrl: `/services/data/${version}/query/${cursorId}-${offset + size}` }),
      records: rows.slice(offset, offset + size),
    })
  }

  const query = (req: IncomingMessage, res: ServerResponse, version: string, soql: string | null, all: boolean) => {
    if (!soql) return sendJson(res, 400, sfError('MALFORMED_QUERY', 'A query string has to be specified'))
    let q: ReturnType<typeof parseSoql>
    try {
      q = parseSoql(soql)
    } catch (err) {
      return sendJson(res, 400, sfError('MALFORMED_QUERY', err instanceof SoqlError ? err.message : 'malformed query'))
    }
    if (!SF_OBJECTS[q.object]) return sendJson(res, 400, sfError('INVALID_TYPE', `sObject type '${q.object}' is not supported.`))
    const known = store.fieldsOf(q.object)
    const bad = [...q.fields, ...q.where.map((c) => c.field), ...(q.orderBy ? [q.orderBy.field] : [])].find((f) => !known.has(f))
    if (bad) return sendJson(res, 400, sfError('INVALID_FIELD', `No such column '${bad}' on entity '${q.object}'.`))
    const hits = store.records(q.object).filter((r) => (all || !r.IsDeleted) && matchesAll(r, q.where))
    const ordered = sortBy(hits, q.orderBy).slice(0, q.limit ?? undefined)
    const rows = ordered.map((r) => ({
      attributes: { type: q.object, url: `/services/data/${version}/sobjects/${q.object}/${r.Id as string}` },
      ...Object.fromEntries(q.fields.map((f) => [f, r[f] ?? null])),
    }))
    answerBatch(res, version, rows, 0, batchOf(req), `01g${randomBytes(6).toString('hex')}`)
  }

  const create = async (req: IncomingMessage, res: ServerResponse, object: string) => {
    if (!SF_OBJECTS[object]) return sendJson(res, 404, sfError('NOT_FOUND', `The requested resource does not exist`))
    let body: Record<string, unknown>
    try {
      body = JSON.parse(await readBody(req))
    } catch {
      return sendJson(res, 400, sfError('JSON_PARSER_ERROR', 'Unexpected character'))
    }
    const known = store.fieldsOf(object)
    const bad = Object.keys(body).find((k) => !known.has(k) || k === 'Id')
    if (bad) return sendJson(res, 400, [{ message: `No such column '${bad}' on sobject of type ${object}`, errorCode: 'INVALID_FIELD', fields: [bad] }])
    const problem = writeProblem(store, object, body)
    if (problem) return sendJson(res, 400, [problem])
    const rec = store.insert(object, body)
    sendJson(res, 201, { id: rec.Id, success: true, errors: [] })
  }

  const data = async (req: IncomingMessage, res: ServerResponse, url: URL, version: string, rest: string) => {
    if (!grants.accountOf(bearerOf(req))) return sendJson(res, 401, sfError('INVALID_SESSION_ID', 'Session expired or invalid'))
    const failure = failures.next()
    if (failure) {
      if (failure.status === 403) return sendJson(res, 403, sfError('REQUEST_LIMIT_EXCEEDED', 'TotalRequests Limit exceeded.'))
      if (failure.status === 401) return sendJson(res, 401, sfError('INVALID_SESSION_ID', 'Session expired or invalid'))
      return sendJson(res, failure.status, sfError('UNKNOWN_EXCEPTION', 'An unexpected error occurred. Please include this ErrorId if you contact support.'))
    }
    res.setHeader('sforce-limit-info', `api-usage=${requests.length}/15000`)
    if (req.method === 'GET' && (rest === 'query' || rest === 'queryAll')) return query(req, res, version, url.searchParams.get('q'), rest === 'queryAll')
    const more = /^query\/(01g[0-9a-f]+)-(\d+)$/.exec(rest)
    if (req.method === 'GET' && more) {
      const c = cursors.get(more[1] as string)
      if (!c || c.offset !== Number(more[2])) return sendJson(res, 400, sfError('INVALID_QUERY_LOCATOR', 'invalid query locator'))
      return answerBatch(res, version, c.rows, c.offset, batchOf(req), more[1] as string)
    }
    const describe = /^sobjects\/(\w+)\/describe$/.exec(rest)
    if (req.method === 'GET' && describe) {
      const object = describe[1] as string
      if (!SF_OBJECTS[object]) return sendJson(res, 404, sfError('NOT_FOUND', 'The requested resource does not exist'))
      return sendJson(res, 200, { name: object, fields: store.describe(object) })
    }
    const sobject = /^sobjects\/(\w+)\/?(?:([\w]+))?$/.exec(rest)
    if (req.method === 'POST' && sobject && !sobject[2]) return create(req, res, sobject[1] as string)
    if (req.method === 'GET' && sobject?.[2]) {
      const rec = store.get(sobject[1] as string, sobject[2])
      if (!rec || rec.IsDeleted) return sendJson(res, 404, sfError('NOT_FOUND', 'The requested resource does not exist'))
      return sendJson(res, 200, { attributes: { type: sobject[1], url: `/services/data/${version}/sobjects/${sobject[1]}/${rec.Id}` }, ...rec })
    }
    sendJson(res, 404, sfError('NOT_FOUND', 'The requested resource does not exist'))
  }

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const entry: FakeRequestLog = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), status: 0 }
    requests.push(entry)
    res.on('finish', () => {
      entry.status = res.statusCode
    })
    if (req.method === 'POST' && url.pathname === '/services/oauth2/token') return tokenEndpoint(req, res)
    if (req.method === 'GET' && url.pathname === '/services/oauth2/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? 'http://invalid'
      const redirect = new URL(redirectUri)
      redirect.searchParams.set('code', grants.issueCode(store.orgId, redirectUri))
      const state = url.searchParams.get('state')
      if (state) redirect.searchParams.set('state', state)
      res.writeHead(302, { location: redirect.toString() })
      return void res.end()
    }
    if (req.method === 'GET' && /^\/services\/data\/?$/.test(url.pathname)) {
      const versions = Array.from({ length: LATEST_VERSION - MIN_VERSION + 1 }, (_, i) => `${MIN_VERSION + i}.0`)
      return sendJson(
        res,
        200,
        versions.map((v) => ({ label: `v${v}`, url: `/services/data/v${v}`, version: v })),
      )
    }
    const versioned = /^\/services\/data\/(v(\d+)\.0)\/(.+)$/.exec(url.pathname)
    if (!versioned || Number(versioned[2]) < MIN_VERSION || Number(versioned[2]) > LATEST_VERSION) {
      return sendJson(res, 404, sfError('NOT_FOUND', 'The requested resource does not exist'))
    }
    return data(req, res, url, versioned[1] as string, versioned[3] as string)
  }

  const http = await listen(handler, options.port)
  origin = http.origin
  return {
    origin,
    loginUrl: origin,
    instanceUrl: origin,
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
