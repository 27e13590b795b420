import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../src/platform/rate-limits'
import { buildTestApp, type TestApp } from './test-app'

// Headers and limits: a CSP without inline script, nosniff, frame-ancestors, Referrer-Policy and HSTS on https;
// sign-in, impersonation, share-token look-ups and uploads answer 429 with the time to retry once hammered.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://parley.example' })
})
afterAll(async () => t?.close())

describe('security headers', () => {
  it('sends a CSP without inline script, nosniff, frame-ancestors, a referrer policy and HSTS on https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' })
    const csp = String(res.headers['content-security-policy'])
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
    expect(scriptSrc).toBe("'self'")
    expect(csp).toContain("script-src-attr 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/teams\.microsoft\.com/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/)
  })

  it('sends no HSTS when the server is reached over plain http', async () => {
    const plain = await buildTestApp()
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/auth/providers' })
      expect(res.headers['strict-transport-security']).toBeUndefined()
      expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    } finally {
      await plain.close()
    }
  })
})

describe('rate limits', () => {
  const hammer = async (times: number, request: () => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>) => {
    let last = await request()
    for (let i = 1; i < times && last.statusCode !== 429; i++) last = await request()
    return last
  }

  const cases: { name: string; max: number; method: 'GET' | 'POST'; url: string; payload?: object }[] = [
    { name: 'demo sign-in', max: RATE_LIMITS.signIn.max, method: 'POST', url: '/api/auth/demo-login', payload: { user_id: 999_999 } },
    { name: 'OIDC start', max: RATE_LIMITS.signIn.max, method: 'GET', url: '/api/auth/oidc/google/start' },
    { name: 'impersonation redemption', max: RATE_LIMITS.impersonation.max, method: 'POST', url: '/api/auth/impersonate', payload: { token: 'x'.repeat(40) } },
    { name: 'shared call look-up', max: RATE_LIMITS.shareLookup.max, method: 'GET', url: '/api/sharing/meetings/1?sharingToken=guess' },
    { name: 'shared clip look-up', max: RATE_LIMITS.shareLookup.max, method: 'GET', url: '/api/sharing/clips/1?sharingToken=guess' },
    { name: 'upload', max: RATE_LIMITS.upload.max, method: 'POST', url: '/api/meetings/upload', payload: {} },
  ]
  for (const c of cases) {
    it(`answers 429 with the time to retry after ${c.max} ${c.name} requests a minute`, async () => {
      let count = 0
      const last = await hammer(c.max + 1, () => {
        count++
        return t.app.inject({ method: c.method, url: c.url, payload: c.payload })
      })
      expect(count).toBe(c.max + 1)
      expect(last.statusCode).toBe(429)
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0)
      expect(JSON.parse(last.body).error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/try again in \d+ seconds?/) })
    })
  }
})
