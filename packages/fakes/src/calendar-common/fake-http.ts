import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'

/** One request as a fake saw it, with the status it answered, for assertions. */
export interface FakeRequestLog {
  method: string
  path: string
  query: Record<string, string>
  status: number
}

/** A queued failure: an HTTP status (429 carries Retry-After), or 'garbage' for a 200 with a body that is not JSON. */
export interface QueuedFailure {
  status: number | 'garbage'
  retryAfterSeconds?: number
}

/** Failures queued by a test (`failNext`): each answers one request, in order. */
export class FailureQueue<T> {
  private queued: T[] = []
  push(failure: T, times = 1): void {
    for (let i = 0; i < times; i++) this.queued.push(failure)
  }
  next(): T | undefined {
    return this.queued.shift()
  }
  clear(): void {
    this.queued = []
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers })
  res.end(JSON.stringify(body))
}

export async function readBody(req: IncomingMessage): Promise<string> {
  let raw = ''
  for await (const chunk of req) raw += chunk
  return raw
}

export const bearerOf = (req: IncomingMessage): string | undefined => {
  const h = req.headers.authorization
  return h?.startsWith('Bearer ') ? h.slice('Bearer '.length) : undefined
}

/** Client credentials from the form (client_secret_post) or Basic auth (client_secret_basic). */
export function clientOf(req: IncomingMessage, form: URLSearchParams): { id: string | null; secret: string | null } {
  const basic = req.headers.authorization?.startsWith('Basic ') ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString('utf8') : null
  if (basic) {
    const [id, secret] = basic.split(':').map(decodeURIComponent)
    return { id: id ?? null, secret: secret ?? null }
  }
  return { id: form.get('client_id'), secret: form.get('client_secret') }
}

/** Listens on 127.0.0.1 (port 0: ephemeral), over HTTPS when given a certificate; returns the origin and a stop function. */
export async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  port = 0,
  tls?: { cert: string; key: string },
): Promise<{ origin: string; server: Server; stop(): Promise<void> }> {
  const serve = (req: IncomingMessage, res: ServerResponse) => {
    handler(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { code: 500, message: err instanceof Error ? err.message : String(err) } })
      else res.end()
    })
  }
  const server: Server = tls ? createHttpsServer(tls, serve) : createServer(serve)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
