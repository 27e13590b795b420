import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type JsonSchema, sampleFromSchema } from './json-schema-sample'

/** One request as the fake saw it, for assertions. `status` is what the fake answered. */
export interface FakeOpenAIRequest {
  method: string
  path: string
  headers: Record<string, string | undefined>
  body: unknown
  status: number
}

export interface FakeChatRequest {
  model: string
  messages: { role: string; content: unknown }[]
  stream?: boolean
  stream_options?: { include_usage?: boolean }
  response_format?: { type: 'text' | 'json_object' | 'json_schema'; json_schema?: { name?: string; schema?: JsonSchema; strict?: boolean } }
  [field: string]: unknown
}

/** Scripted answer: the assistant's message content for this request (a string, or a value sent as JSON). */
export type FakeResponder = (request: FakeChatRequest) => unknown

export interface FakeOpenAIOptions {
  /** 0 or absent: an ephemeral port. */
  port?: number
  /** When set, every request needs `Authorization: Bearer <apiKey>`, like OpenAI. */
  apiKey?: string
  /** Models listed by GET /v1/models; when given, other models get OpenAI's 404 model_not_found. */
  models?: string[]
}

export interface FailOptions {
  /** Seconds sent in Retry-After with a 429 (default 1). */
  retryAfterSeconds?: number
  message?: string
}

export interface FakeOpenAI {
  /** `http://127.0.0.1:<port>/v1`: use it as LLM_BASE_URL. */
  baseUrl: string
  stop(): Promise<void>
  /** The next `times` requests fail with `status` (429 carries Retry-After; 5xx a server_error body). */
  failNext(status: number, times?: number, options?: FailOptions): void
  /** The next `times` requests wait `ms` before answering (to exercise client timeouts). */
  stallNext(ms: number, times?: number): void
  /** Answers chat completions with `responder` instead of the schema-derived default; `undefined` restores it. */
  respondWith(responder: FakeResponder | undefined): void
  /** Forgets queued failures and stalls, the responder and the request log. */
  reset(): void
  /** Every request received, oldest first (the array is live). */
  requests: FakeOpenAIRequest[]
}

const DEFAULT_MODELS = ['gpt-4o-mini', 'gpt-4o']
const CREATED = 1_735_689_600
const ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool', 'function'])

/** About 4 characters per token, the usual estimate for English. */
const tokensOf = (text: string) => Math.max(1, Math.ceil(text.length / 4))

function textOf(content: unknown): string {
  if (typeof content === 'string') return content
  if (Array.isArray(content)) return content.map((part) => (part && typeof part === 'object' && 'text' in part ? String(part.text) : '')).join('\n')
  return ''
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

function sendError(res: ServerResponse, status: number, message: string, type: string, code: string | null, headers: Record<string, string> = {}) {
  sendJson(res, status, { error: { message, type, param: null, code } }, headers)
}

/** The schema-derived default: JSON for json_schema / json_object, otherwise a short echo of the last user turn. */
function defaultContent(request: FakeChatRequest): string {
  const prompt = request.messages.map((m) => textOf(m.content)).join('\n')
  const format = request.response_format
  if (format?.type === 'json_schema' && format.json_schema?.schema) return JSON.stringify(sampleFromSchema(format.json_schema.schema, prompt))
  if (format?.type === 'json_object') return JSON.stringify({ answer: prompt.slice(-200).trim() })
  const lastUser = [...request.messages].reverse().find((m) => m.role === 'user')
  return `This is the fake model's answer to: ${textOf(lastUser?.content).slice(0, 120)}`
}

function invalidChatRequest(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return 'We could not parse the JSON body of your request.'
  const r = body as Partial<FakeChatRequest>
  if (typeof r.model !== 'string' || r.model === '') return 'you must provide a model parameter'
  if (!Array.isArray(r.messages) || r.messages.length === 0) return "'messages' must contain at least one message."
  const bad = r.messages.findIndex((m) => !m || typeof m !== 'object' || !ROLES.has(String(m.role)))
  if (bad >= 0) return `Invalid value for 'messages[${bad}].role'.`
  const format = r.response_format
  if (format && !['text', 'json_object', 'json_schema'].includes(format.type)) return `Invalid value for 'response_format.type': ${String(format.type)}.`
  if (format?.type === 'json_schema' && !format.json_schema?.schema) return "Missing required parameter: 'response_format.json_schema.schema'."
  return undefined
}

/**
 * A local OpenAI-compatible server (node:http on 127.0.0.1): POST /v1/chat/completions with and without `stream`
 * (SSE `data:` chunks with choices[].delta, usage last when stream_options.include_usage, then `data: [DONE]`),
 * `response_format` json_object / json_schema answered with schema-valid JSON built from the prompt, Bearer-key
 * checks, OpenAI's error bodies, GET /v1/models, failures and stalls on demand, and a request log.
 */
export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const models = options.models ?? DEFAULT_MODELS
  const requests: FakeOpenAIRequest[] = []
  const failures: { status: number; options: FailOptions }[] = []
  const stalls: number[] = []
  let responder: FakeResponder | undefined

  const handle = async (req: IncomingMessage, res: ServerResponse, entry: FakeOpenAIRequest): Promise<void> => {
    const auth = req.headers.authorization
    if (options.apiKey !== undefined) {
      if (!auth)
        return sendError(
          res,
          401,
          "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth.",
          'invalid_request_error',
          null,
        )
      if (auth !== `Bearer ${options.apiKey}`) {
        const given = auth.replace(/^Bearer\s+/i, '')
        return sendError(res, 401, `Incorrect API key provided: ${given.slice(0, 3)}***${given.slice(-4)}.`, 'invalid_request_error', 'invalid_api_key')
      }
    }
    const stall = stalls.shift()
    if (stall) await new Promise((resolve) => setTimeout(resolve, stall))
    if (res.destroyed) return
    const failure = failures.shift()
    if (failure) {
      const { status } = failure
      if (status === 429) {
        const seconds = failure.options.retryAfterSeconds ?? 1
        return sendError(res, 429, failure.options.message ?? 'Rate limit reached for requests. Please try again later.', 'requests', 'rate_limit_exceeded', {
          'retry-after': String(seconds),
          'x-ratelimit-remaining-requests': '0',
        })
      }
      const type = status >= 500 ? 'server_error' : 'invalid_request_error'
      return sendError(res, status, failure.options.message ?? 'The server had an error while processing your request. Sorry about that!', type, null)
    }
    if (req.method === 'GET' && entry.path === '/v1/models') {
      return sendJson(res, 200, { object: 'list', data: models.map((id) => ({ id, object: 'model', created: CREATED, owned_by: 'parley-fake' })) })
    }
    if (req.method === 'POST' && entry.path === '/v1/chat/completions') return chatCompletion(res, entry.body)
    sendError(res, 404, `Invalid URL (${req.method} ${entry.path})`, 'invalid_request_error', null)
  }

  const chatCompletion = (res: ServerResponse, body: unknown) => {
    const invalid = invalidChatRequest(body)
    if (invalid) return sendError(res, 400, invalid, 'invalid_request_error', null)
    const request = body as FakeChatRequest
    if (options.models && !models.includes(request.model)) {
      return sendError(res, 404, `The model \`${request.model}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found')
    }
    const scripted = responder?.(request)
    const content = scripted === undefined ? defaultContent(request) : typeof scripted === 'string' ? scripted : JSON.stringify(scripted)
    const promptTokens = tokensOf(request.messages.map((m) => textOf(m.content)).join('\n'))
    const usage = { prompt_tokens: promptTokens, completion_tokens: tokensOf(content), total_tokens: promptTokens + tokensOf(content) }
    const id = `chatcmpl-${randomBytes(12).toString('hex')}`
    const created = Math.floor(Date.now() / 1000)
    const head = { id, created, model: request.model, system_fingerprint: 'fp_parley_fake' }
    if (!request.stream) {
      const message = { role: 'assistant', content, refusal: null }
      return sendJson(res, 200, { ...head, object: 'chat.completion', choices: [{ index: 0, message, logprobs: null, finish_reason: 'stop' }], usage })
    }
    // SSE as OpenAI sends it: a role chunk, content deltas, a finish chunk, usage (only when asked), then [DONE].
    const withUsage = request.stream_options?.include_usage === true
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' })
    const send = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      res.write(`data: ${JSON.stringify({ ...head, object: 'chat.completion.chunk', choices, ...(withUsage ? { usage: null } : {}), ...extra })}\n\n`)
    send([{ index: 0, delta: { role: 'assistant', content: '', refusal: null }, logprobs: null, finish_reason: null }])
    for (let i = 0; i < content.length; i += 24) {
      send([{ index: 0, delta: { content: content.slice(i, i + 24) }, logprobs: null, finish_reason: null }])
    }
    send([{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }])
    if (withUsage) send([], { usage })
    res.end('data: [DONE]\n\n')
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      let body: unknown = raw
      try {
        body = raw ? JSON.parse(raw) : undefined
      } catch {
        body = raw
      }
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]))
      const entry: FakeOpenAIRequest = { method: req.method ?? 'GET', path: new URL(req.url ?? '/', 'http://fake').pathname, headers, body, status: 0 }
      requests.push(entry)
      res.on('finish', () => {
        entry.status = res.statusCode
      })
      handle(req, res, entry).catch((error: unknown) => {
        if (!res.headersSent) sendError(res, 500, String(error), 'server_error', null)
        else res.end()
      })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext(status, times = 1, failOptions = {}) {
      for (let i = 0; i < times; i++) failures.push({ status, options: failOptions })
    },
    stallNext(ms, times = 1) {
      for (let i = 0; i < times; i++) stalls.push(ms)
    },
    respondWith(next) {
      responder = next
    },
    reset() {
      failures.length = 0
      stalls.length = 0
      requests.length = 0
      responder = undefined
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
