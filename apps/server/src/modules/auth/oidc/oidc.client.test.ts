import { type FakeOidcProvider, startFakeOidcProvider } from '@parley/fakes/oidc/oidc-provider'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOidcClient, isLocalHttpIssuer, type OidcClient } from './oidc.client'

const REDIRECT = 'http://parley.test/api/auth/oidc/google/callback'
const RILEY = { email: 'riley.rep@northwind.example', name: 'Riley Rep', tid: 'tenant-1' }

let fake: FakeOidcProvider
let client: OidcClient

beforeAll(async () => {
  fake = await startFakeOidcProvider({ users: [RILEY], client: { id: 'parley', secret: 'shh' } })
  client = createOidcClient({ google: { issuer: fake.issuer, clientId: 'parley', clientSecret: 'shh' } })
})
afterAll(() => fake.stop())

/** The browser's part: follow the authorization URL to the fake, which answers with a redirect carrying the code. */
async function authorize(url: URL): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' })
  return new URL(String(res.headers.get('location')))
}

describe('createOidcClient against the fake provider', () => {
  it('runs the code flow and returns the verified ID-token claims', async () => {
    const { url, checks } = await client.beginLogin('google', REDIRECT)
    expect(url.searchParams.get('nonce')).toBe(checks.nonce)
    expect(url.searchParams.get('state')).toBe(checks.state)
    const identity = await client.completeLogin('google', await authorize(url), checks)
    expect(identity).toEqual({
      sub: 'fake-riley.rep@northwind.example',
      email: RILEY.email,
      emailVerified: true,
      name: 'Riley Rep',
      tid: 'tenant-1',
      preferredUsername: undefined,
    })
  })

  it('rejects a mismatched state', async () => {
    const { url, checks } = await client.beginLogin('google', REDIRECT)
    await expect(client.completeLogin('google', await authorize(url), { ...checks, state: 'other' })).rejects.toMatchObject({
      cause: { message: 'unexpected "state" response parameter value' },
    })
  })

  it('rejects a mismatched nonce', async () => {
    const { url, checks } = await client.beginLogin('google', REDIRECT)
    await expect(client.completeLogin('google', await authorize(url), { ...checks, nonce: 'other' })).rejects.toMatchObject({
      cause: { message: 'unexpected ID Token "nonce" claim value' },
    })
  })

  it('fails the exchange with the wrong PKCE verifier', async () => {
    const { url, checks } = await client.beginLogin('google', REDIRECT)
    await expect(client.completeLogin('google', await authorize(url), { ...checks, codeVerifier: 'x'.repeat(43) })).rejects.toThrow()
  })

  it('exposes the discovered issuer and jwks_uri', async () => {
    expect(await client.metadata('google')).toEqual({ issuer: fake.issuer, jwksUri: `${fake.issuer}/jwks` })
  })

  it('retries discovery after a failure instead of caching it', async () => {
    const port = await freePort()
    const late = createOidcClient({ google: { issuer: `http://127.0.0.1:${port}`, clientId: 'parley' } })
    await expect(late.beginLogin('google', REDIRECT)).rejects.toThrow()
    const provider = await startFakeOidcProvider({ port })
    try {
      await expect(late.beginLogin('google', REDIRECT)).resolves.toHaveProperty('url')
    } finally {
      await provider.stop()
    }
  })
})

describe('isLocalHttpIssuer', () => {
  it.each([
    ['http://127.0.0.1:4010', true],
    ['http://localhost:4010/tenant/v2.0', true],
    ['http://[::1]:4010', true],
    ['http://idp.example.com', false],
    ['https://127.0.0.1:4010', false],
    ['https://accounts.google.com', false],
  ])('%s → %s', (issuer, expected) => {
    expect(isLocalHttpIssuer(issuer)).toBe(expected)
  })

  it('keeps openid-client refusing plain http for a non-local issuer', async () => {
    const remote = createOidcClient({ google: { issuer: 'http://idp.example.com', clientId: 'x' } })
    await expect(remote.beginLogin('google', REDIRECT)).rejects.toThrow(/https/i)
  })
})

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })
}
