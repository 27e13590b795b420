import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FuzzRequest, fuzzRequestsFor, type Operation } from './openapi-fuzz-cases'
import { buildTestApp, type TestApp } from './test-app'

// Bad input gets a clear 4xx, never a 5xx: every route of the OpenAPI document, for a rep and a company admin,
// with wrong types, missing and extra fields, NUL bytes and lone surrogates, huge strings and numbers, SQL and
// tsquery syntax, malformed JSON and cut-short multipart bodies.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent' })
})
afterAll(async () => t?.close())

// Routes that end the caller's own session or account run last, so they do not sign the fuzzing users out early.
const LAST = ['/api/delete_my_account', '/api/auth/logout', '/api/admin/users/{id}/sign-out-everywhere']

/** The claims inside a test user's bearer token. */
async function claimsOf(headers: { authorization: string }) {
  const claims = await t.tokens.verify(headers.authorization.replace('Bearer ', ''))
  if (!claims) throw new Error('test token did not verify')
  return claims
}

function operations(): { method: string; path: string; op: Operation }[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> }
  const ops = Object.entries(doc.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, op]) => ({ method, path, op })))
  return ops.sort((a, b) => Number(LAST.includes(a.path)) - Number(LAST.includes(b.path)))
}

describe('every OpenAPI route under hostile input', () => {
  it('refuses NUL bytes and lone surrogates with a 400 naming the field', async () => {
    const rep = await t.as('riley.rep@northwind.example')
    const cases: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; headers?: Record<string, string>; field: string }[] = [
      { method: 'POST', url: '/api/origins.json', payload: { referrer: '\u0000' }, field: 'referrer' },
      { method: 'GET', url: '/api/users/events?title=%00', headers: rep, field: 'title' },
      {
        method: 'POST',
        url: '/api/users/createCustomView',
        payload: { view_name: 'ok', filters: { title: ['a\uDC00'] } },
        headers: rep,
        field: 'filters.title.0',
      },
      { method: 'POST', url: '/api/users/parleyEurekaMessage', payload: { meetingId: 1, question: 'price\u0000?' }, headers: rep, field: 'question' },
    ]
    for (const c of cases) {
      const res = await t.app.inject({ method: c.method, url: c.url, headers: c.headers, payload: c.payload })
      expect(res.statusCode, c.url).toBe(400)
      expect(res.json().error.fields[0].field).toBe(c.field)
      expect(res.json().error.message).toMatch(/NUL character|unpaired surrogate/)
    }
  })

  it('answers 0 × 5xx', async () => {
    const ops = operations()
    expect(ops.length).toBeGreaterThan(150)
    // Fuzzed writes may rename or re-address these users, so their tokens are signed by id, fresh for every request.
    const callers = await Promise.all(['riley.rep@northwind.example', 'avery.admin@northwind.example'].map((email) => t.as(email).then(claimsOf)))
    const failures: string[] = []
    let sent = 0
    const send = async (req: FuzzRequest, headers: Record<string, string>) => {
      const res = await t.app.inject({ method: req.method as 'GET', url: req.url, headers: { ...req.headers, ...headers }, payload: req.payload })
      sent++
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${req.method} ${req.url.slice(0, 120)} (${req.what}) → ${res.body.slice(0, 160)}`)
    }
    for (const { method, path, op } of ops) {
      const requests = fuzzRequestsFor(method, path, op)
      // Signed out: the plausible request and the hostile ones that public routes read before any sign-in check.
      for (const req of requests.slice(0, 6)) await send(req, {})
      for (const claims of callers) {
        for (const req of requests) await send(req, { authorization: `Bearer ${await t.tokens.sign(claims)}` })
      }
    }
    console.log(`openapi fuzz: ${ops.length} operations, ${sent} requests, ${failures.length} × 5xx`)
    expect(failures).toEqual([])
  }, 900_000)
})
