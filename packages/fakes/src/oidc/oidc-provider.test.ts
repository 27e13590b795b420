import { createHash } from 'node:crypto'
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeOidcProvider, startFakeOidcProvider } from './oidc-provider'

const REDIRECT = 'http://app.test/callback'
const VERIFIER = 'v'.repeat(43)
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url')
const RILEY = { email: 'riley.rep@northwind.example', name: 'Riley Rep' }
const MORGAN = { email: 'morgan.manager@northwind.example', name: 'Morgan Manager', tid: 'tenant-1' }

let fake: FakeOidcProvider
beforeAll(async () => {
  fake = await startFakeOidcProvider({ users: [RILEY, MORGAN], client: { id: 'app', secret: 'shh' } })
})
afterAll(() => fake.stop())

async function authorize(params: Record<string, string> = {}): Promise<URL> {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'app',
    redirect_uri: REDIRECT,
    scope: 'openid email profile',
    state: 'st',
    nonce: 'no',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    ...params,
  })
  const res = await fetch(`${fake.issuer}/authorize?${query}`, { redirect: 'manual' })
  expect(res.status).toBe(302)
  return new URL(String(res.headers.get('location')))
}

async function token(code: string, extra: Record<string, string> = {}) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    client_id: 'app',
    client_secret: 'shh',
    code_verifier: VERIFIER,
    ...extra,
  })
  const res = await fetch(`${fake.issuer}/token`, { method: 'POST', body })
  return { status: res.status, body: (await res.json()) as Record<string, string> }
}

describe('startFakeOidcProvider', () => {
  it('publishes discovery with its own issuer and PKCE support', async () => {
    const doc = (await (await fetch(`${fake.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>
    expect(doc).toMatchObject({ issuer: fake.issuer, jwks_uri: `${fake.issuer}/jwks`, code_challenge_methods_supported: ['plain', 'S256'] })
    expect(fake.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('issues a signed ID token with the nonce and the user’s claims', async () => {
    const back = await authorize()
    expect(back.searchParams.get('state')).toBe('st')
    const { status, body } = await token(String(back.searchParams.get('code')))
    expect(status).toBe(200)
    const { payload } = await jwtVerify(body.id_token as string, createRemoteJWKSet(new URL(`${fake.issuer}/jwks`)), { issuer: fake.issuer, audience: 'app' })
    expect(payload).toMatchObject({ nonce: 'no', email: RILEY.email, email_verified: true, name: 'Riley Rep', sub: `fake-${RILEY.email}` })
    const info = await fetch(`${fake.issuer}/userinfo`, { headers: { authorization: `Bearer ${body.access_token}` } })
    expect(await info.json()).toMatchObject({ email: RILEY.email })
  })

  it('picks the user by login_hint, or the one set for the next authorization', async () => {
    const hinted = await token(String((await authorize({ login_hint: MORGAN.email })).searchParams.get('code')))
    expect(decodeJwt(hinted.body.id_token as string)).toMatchObject({ email: MORGAN.email, tid: 'tenant-1' })
    fake.setNextUser({ email: 'pat@x.example', email_verified: false })
    const next = await token(String((await authorize()).searchParams.get('code')))
    expect(decodeJwt(next.body.id_token as string)).toMatchObject({ email: 'pat@x.example', email_verified: false })
    const after = await token(String((await authorize()).searchParams.get('code')))
    expect(decodeJwt(after.body.id_token as string).email).toBe(RILEY.email)
  })

  it('redirects back with an error when told to', async () => {
    fake.setNextError('access_denied', 'The user said no')
    const back = await authorize()
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', error_description: 'The user said no', state: 'st' })
  })

  it('is strict where a real provider is', async () => {
    const code = async () => String((await authorize()).searchParams.get('code'))
    expect((await token(await code(), { code_verifier: 'w'.repeat(43) })).status).toBe(400)
    const withoutVerifier = new URLSearchParams({
      grant_type: 'authorization_code',
      code: await code(),
      redirect_uri: REDIRECT,
      client_id: 'app',
      client_secret: 'shh',
    })
    const res = await fetch(`${fake.issuer}/token`, { method: 'POST', body: withoutVerifier })
    expect(await res.json()).toMatchObject({ error: 'invalid_grant', error_description: 'code_verifier is required' })
    expect((await token(await code(), { redirect_uri: 'http://evil.test/cb' })).body.error).toBe('invalid_grant')
    expect((await token(await code(), { client_secret: 'wrong' })).body.error).toBe('invalid_client')
    const once = await code()
    expect((await token(once)).status).toBe(200)
    // The library rejects the replay before our check (its challenge was consumed): invalid_request, still a 400.
    expect((await token(once)).status).toBe(400)
    const basic = Buffer.from('app:shh').toString('base64')
    const viaBasic = await fetch(`${fake.issuer}/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: await code(), redirect_uri: REDIRECT, code_verifier: VERIFIER }),
    })
    expect(viaBasic.status).toBe(200)
  })

  it('refuses an authorization without the openid scope or from an unknown client', async () => {
    expect((await authorize({ scope: 'email' })).searchParams.get('error')).toBe('invalid_scope')
    expect((await authorize({ client_id: 'other' })).searchParams.get('error')).toBe('unauthorized_client')
  })

  it('mints Teams SSO-style tokens with its own keys', async () => {
    const jwt = await fake.mintTeamsSsoToken({ audience: 'api://parley.example/app' })
    const { payload } = await jwtVerify(jwt, createRemoteJWKSet(new URL(`${fake.issuer}/jwks`)), { issuer: fake.issuer, audience: 'api://parley.example/app' })
    expect(payload).toMatchObject({ scp: 'access_as_user', preferred_username: RILEY.email, ver: '2.0' })
  })
})
