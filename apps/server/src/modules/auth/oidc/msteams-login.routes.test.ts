import { type FakeOidcProvider, startFakeOidcProvider } from '@parley/fakes/oidc/oidc-provider'
import { SignJWT, decodeProtectedHeader, generateKeyPair } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { TEAMS_NOT_CONFIGURED } from './msteams-login.routes'
import { buildOidcTestApp, type OidcTestApp } from './oidc-test-app'

vi.mock('../auth.service', () => ({
  createAuthService: () => {
    throw new Error('tests inject signInByEmail')
  },
}))

const TEAMS_APP_ID = '11111111-2222-4333-8444-555555555555'
const AUDIENCE = `api://parley.example/${TEAMS_APP_ID}`
const RILEY = { email: 'riley.rep@northwind.example', name: 'Riley Rep' }
const UNAUTHORIZED = { error: { code: 'unauthorized', message: 'Unauthorized' } }

let fake: FakeOidcProvider
let t: OidcTestApp

beforeAll(async () => {
  fake = await startFakeOidcProvider({ users: [RILEY] })
  t = await buildOidcTestApp(
    { PUBLIC_URL: 'https://parley.example', MICROSOFT_CLIENT_ID: 'parley-web', MICROSOFT_ISSUER: fake.issuer, MICROSOFT_TEAMS_APP_ID: TEAMS_APP_ID },
    ['stranger@elsewhere.example'],
  )
})
afterAll(async () => {
  await t.app.close()
  await fake.stop()
})
beforeEach(() => {
  t.signIns.length = 0
})

const login = (clientToken: string) => t.app.inject({ method: 'GET', url: `/api/users/msteamsLogin?clientToken=${encodeURIComponent(clientToken)}` })

describe('GET /api/users/msteamsLogin', () => {
  it('exchanges a valid Teams SSO token for a Parley token', async () => {
    const res = await login(await fake.mintTeamsSsoToken({ audience: AUDIENCE }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { data: `jwt-for-${RILEY.email}` } })
    expect(t.signIns).toEqual([{ email: RILEY.email, via: 'teams' }])
  })

  it('accepts the bare app id as audience (v2 tokens)', async () => {
    const res = await login(await fake.mintTeamsSsoToken({ audience: TEAMS_APP_ID }))
    expect(res.statusCode).toBe(200)
  })

  it('refuses a token signed by another key', async () => {
    const genuine = await fake.mintTeamsSsoToken({ audience: AUDIENCE })
    const { privateKey } = await generateKeyPair('RS256')
    // Same header (kid) and claims, other signature: only the key differs.
    const claims = JSON.parse(Buffer.from(genuine.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: decodeProtectedHeader(genuine).kid }).sign(privateKey)
    const res = await login(forged)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(UNAUTHORIZED)
    expect(t.signIns).toEqual([])
  })

  it('refuses a token for another audience', async () => {
    const res = await login(await fake.mintTeamsSsoToken({ audience: 'api://evil.example/other-app' }))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(UNAUTHORIZED)
  })

  it('refuses an expired token', async () => {
    const res = await login(await fake.mintTeamsSsoToken({ audience: AUDIENCE, expiresInSeconds: -120 }))
    expect(res.statusCode).toBe(401)
  })

  it('refuses a token from another issuer', async () => {
    const res = await login(
      await fake.mintToken({ aud: AUDIENCE, iss: 'https://sts.windows.net/other/', tid: 'other', scp: 'access_as_user', preferred_username: RILEY.email }),
    )
    expect(res.statusCode).toBe(401)
  })

  it('refuses an ID token (no scp) standing in for an access token', async () => {
    const res = await login(await fake.mintToken({ aud: TEAMS_APP_ID, preferred_username: RILEY.email }))
    expect(res.statusCode).toBe(401)
  })

  it('refuses garbage', async () => {
    expect((await login('not-a-jwt')).statusCode).toBe(401)
  })

  it('answers 403 with the refusal when nobody is invited with that e-mail', async () => {
    const res = await login(await fake.mintTeamsSsoToken({ audience: AUDIENCE, user: { email: 'stranger@elsewhere.example' } }))
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toEqual({ code: 'sign_in_refused', message: expect.stringContaining('stranger@elsewhere.example') })
  })

  it('says so when Teams sign-in is not configured', async () => {
    const bare = await buildOidcTestApp({ MICROSOFT_CLIENT_ID: 'parley-web', MICROSOFT_ISSUER: fake.issuer })
    const res = await bare.app.inject({ method: 'GET', url: '/api/users/msteamsLogin?clientToken=x' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: TEAMS_NOT_CONFIGURED } })
    await bare.app.close()
  })
})
