import { randomBytes } from 'node:crypto'

// Requests built from the OpenAPI document: a plausible request per route from its own schemas, then the same
// request broken in every way an attacker or a broken client would break it.

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  default?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  format?: string
  minimum?: number
  minLength?: number
  additionalProperties?: JsonSchema | boolean
}

export interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: JsonSchema }[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

export interface FuzzRequest {
  method: string
  url: string
  headers?: Record<string, string>
  payload?: string | Buffer
  /** What was broken, for the failure message. */
  what: string
}

export const NUL = 'a\u0000b'
export const LONE_SURROGATE = 'a\uD800b'
const HUGE_STRING = 'x'.repeat(120_000)
const SQL = "1' OR '1'='1'; DROP TABLE users; --"
const TSQUERY = "!!( & | <-> :* ' \\ (a | !b) <2> ::"
const HUGE_NUMBERS = [1e308, -1e308, 2 ** 63, -1, 0, 1.5]

/** Hostile values for one field, one per kind of attack. */
export const HOSTILE_VALUES: unknown[] = [NUL, LONE_SURROGATE, HUGE_STRING, SQL, TSQUERY, ...HUGE_NUMBERS, null, true, [], {}, [NUL], { [NUL]: 1 }]
const HOSTILE_PATH_VALUES = ['0', '-1', 'abc', '%00', '%ED%A0%80', '99999999999999999999', "1'%20or%20'1'='1", '1e3', 'x'.repeat(3000)]

function firstType(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
}

/** A value the schema plausibly accepts (defaults, enums and the first alternative first). */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return 'x'
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0]
  if (alternative) return sampleOf(alternative, depth + 1)
  switch (firstType(schema)) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1)
    case 'boolean':
      return true
    case 'array':
      return [sampleOf(schema.items, depth + 1)]
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = sampleOf(child, depth + 1)
      return out
    }
    case 'null':
      return null
    default:
      if (schema.format === 'email') return 'someone@example.com'
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z'
      if (schema.format === 'date') return '2026-01-01'
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1))
  }
}

/** The same value with every string (or every number) replaced. */
function replaceLeaves(value: unknown, kind: 'string' | 'number', by: unknown): unknown {
  if (typeof value === kind) return by
  if (Array.isArray(value)) return value.map((v) => replaceLeaves(v, kind, by))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceLeaves(v, kind, by)]))
  return value
}

/** A wrong type for a value: a string for a number, a number for a string, and so on. */
function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'string') return 12345
  if (typeof value === 'number' || typeof value === 'boolean') return 'not-a-number'
  if (Array.isArray(value)) return 'not-an-array'
  return 'not-an-object'
}

/** URL-encodes a text; a lone surrogate has no UTF-8 form, so it is sent as the bytes a broken client would send. */
function encodeText(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return text
      .split('')
      .map((c) => (/[\uD800-\uDFFF]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
      .join('')
  }
}

function queryString(query: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue
    const text = typeof v === 'string' ? v : JSON.stringify(v)
    parts.push(`${encodeURIComponent(k)}=${encodeText(text)}`)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

function truncatedMultipart(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fuzz${randomBytes(6).toString('hex')}`
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut short\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="t.vtt"\r\nContent-Type: text/vtt\r\n\r\nWEBVTT\r\n\r\n00:00.000 --> 00:0`,
  )
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** Every broken request for one operation of the OpenAPI document. */
export function fuzzRequestsFor(method: string, path: string, op: Operation): FuzzRequest[] {
  const M = method.toUpperCase()
  const params = op.parameters ?? []
  const pathParams = params.filter((p) => p.in === 'path')
  const queryParams = params.filter((p) => p.in === 'query')
  const urlWith = (pathValue: (name: string, schema?: JsonSchema) => string, query: Record<string, unknown>) => {
    let url = path
    for (const p of pathParams) url = url.replace(`{${p.name}}`, pathValue(p.name, p.schema))
    return url + queryString(query)
  }
  const samplePath = (_: string, schema?: JsonSchema) => encodeURIComponent(String(sampleOf(schema)))
  const sampleQuery: Record<string, unknown> = Object.fromEntries(queryParams.map((p) => [p.name, sampleOf(p.schema)]))
  const jsonSchema = op.requestBody?.content?.['application/json']?.schema
  const multipartBody = op.requestBody?.content?.['multipart/form-data'] !== undefined || /upload|import/.test(path)
  const body = jsonSchema ? sampleOf(jsonSchema) : undefined
  const json = (payload: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) })
  const withBody = M !== 'GET' && M !== 'DELETE'
  const out: FuzzRequest[] = []
  const add = (what: string, query: Record<string, unknown>, payload?: unknown, pathValue = samplePath) =>
    out.push({ method: M, url: urlWith(pathValue, query), what, ...(withBody && payload !== undefined ? json(payload) : {}) })

  add('a plausible request', sampleQuery, body)
  add('no query and no body', {}, withBody ? {} : undefined)
  add(
    'an unknown extra field',
    { ...sampleQuery, zz_unknown: '1' },
    body && typeof body === 'object' && !Array.isArray(body) ? { ...body, zz_unknown: 1 } : body,
  )
  for (const value of HOSTILE_PATH_VALUES) if (pathParams.length) add(`path parameters = ${value.slice(0, 20)}`, sampleQuery, body, () => value)
  for (const p of queryParams) {
    for (const value of [NUL, LONE_SURROGATE, HUGE_STRING.slice(0, 20_000), SQL, TSQUERY, '-1', '1e400', '[]', 'abc']) {
      add(`query ${p.name} = ${value.slice(0, 20)}`, { ...sampleQuery, [p.name]: value }, body)
    }
  }
  if (withBody && (jsonSchema || !multipartBody)) {
    out.push({
      method: M,
      url: urlWith(samplePath, sampleQuery),
      what: 'malformed JSON',
      headers: { 'content-type': 'application/json' },
      payload: '{"a": [1, 2,',
    })
    out.push({
      method: M,
      url: urlWith(samplePath, sampleQuery),
      what: 'JSON with a raw NUL escape',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":"\\u0000","b":"\\ud800"}',
    })
    for (const top of [[], 'text', 42, null]) add(`body = ${JSON.stringify(top)}`, sampleQuery, top)
    add('every string NUL', sampleQuery, replaceLeaves(body, 'string', NUL))
    add('every string a lone surrogate', sampleQuery, replaceLeaves(body, 'string', LONE_SURROGATE))
    add('every string huge', sampleQuery, replaceLeaves(body, 'string', HUGE_STRING))
    add('every string SQL', sampleQuery, replaceLeaves(body, 'string', SQL))
    add('every string tsquery syntax', sampleQuery, replaceLeaves(body, 'string', TSQUERY))
    for (const n of HUGE_NUMBERS) add(`every number ${n}`, sampleQuery, replaceLeaves(body, 'number', n))
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const fields = Object.entries(body as Record<string, unknown>)
      fields.forEach(([key, value], fieldIndex) => {
        const { [key]: _, ...without } = body as Record<string, unknown>
        add(`missing ${key}`, sampleQuery, without)
        add(`${key} of the wrong type`, sampleQuery, { ...body, [key]: wrongTypeFor(value) })
        // A third of the hostile values per field, rotating, keeps the run short while every field meets each kind.
        HOSTILE_VALUES.forEach((hostile, i) => {
          if (i % 3 === fieldIndex % 3) add(`${key} = ${JSON.stringify(hostile)?.slice(0, 20)}`, sampleQuery, { ...body, [key]: hostile })
        })
      })
    }
  }
  if (multipartBody && withBody) {
    const cut = truncatedMultipart()
    out.push({ method: M, url: urlWith(samplePath, sampleQuery), what: 'truncated multipart', ...cut })
    out.push({
      method: M,
      url: urlWith(samplePath, sampleQuery),
      what: 'multipart without a boundary',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    })
    out.push({
      method: M,
      url: urlWith(samplePath, sampleQuery),
      what: 'multipart with a wrong boundary',
      headers: { 'content-type': 'multipart/form-data; boundary=nope' },
      payload: cut.payload,
    })
  }
  return out
}
