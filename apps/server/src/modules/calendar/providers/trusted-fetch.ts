import { Agent, request } from 'node:https'
import { rootCertificates } from 'node:tls'

/**
 * A fetch for HTTPS endpoints whose certificate chains to `ca` (PEM) besides the usual roots — the sandbox's
 * self-signed Microsoft Graph fake. NODE_EXTRA_CA_CERTS would do it for the whole process, but only when set
 * before start; this trusts the extra CA for the one provider configured with it. Plain http:// goes to fetch.
 */
export function fetchTrusting(ca: string): typeof fetch {
  // Node's roots stay beside the extra CA, so a public endpoint still verifies.
  const agent = new Agent({ ca: [ca, ...rootCertificates], keepAlive: true })
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.protocol !== 'https:') return fetch(input, init)
    const body = init?.body === undefined || init.body === null ? undefined : String(init.body)
    const headers = Object.fromEntries(new Headers(init?.headers).entries())
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body))
    return new Promise<Response>((resolve, reject) => {
      const req = request(url, { method: init?.method ?? 'GET', headers, agent, signal: init?.signal ?? undefined }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', reject)
        res.on('end', () => {
          const status = res.statusCode ?? 502
          const responseHeaders = new Headers()
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) responseHeaders.set(k, Array.isArray(v) ? v.join(', ') : v)
          // 204 and 304 may not carry a body in the Response constructor.
          resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: responseHeaders }))
        })
      })
      req.on('error', reject)
      req.end(body)
    })
  }
}
