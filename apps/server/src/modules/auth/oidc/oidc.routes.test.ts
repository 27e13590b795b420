import { type FakeOidcProvider, startFakeOidcProvider } from '@parley/fakes/oidc/oidc-provider'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoginStateCookie } from './login-state'
import { buildOidcTestApp, cookieFrom, type OidcTestApp } from './oidc-test-app'

// The routes get the sign-in injected; keep the real auth service (and the database behind it) out of this file.
vi.mock('../auth.service', () => ({
  createAuthService: () => {
    throw new Error('tests inject signInByEmail')
  },
}))

const RILEY = { email: 'riley.rep@northwind.example', name: 'Riley Rep', email_verified: true }
const NOBODY = 'stranger@elsewhere.example'

let fake: FakeOidcProvider
let t: OidcTestApp

beforeAll(async () => {
  fake = await startFakeOidcProvider({ users: [RILEY], client: { id: 'parley-client', secret: 'client-secret' } })
  t = await buildOidcTestApp(
    {
      GOOGLE_CLIENT_ID: 'parley-client',
      GOOGLE_CLIENT_SECRET: 'client-secret',
      GOOGLE_ISSUER: fake.issuer,
      DEMO: '0',
    },
    [NOBODY],
  )
})
afterAll(async () => {
  await t.app.close()
  await fake.stop()
})
beforeEach(() => {
  t.signIns.length = 0
})

/** Start → the provider's authorize endpoint over HTTP → back to Parley's callback, with the browser's cookie. */
async function signIn(opts: { provider?: 'google' | 'microsoft'; app?: OidcTestApp; alter?: (callback: URL) => void; cookie?: string | null } = {}) {
  const { provider = 'google', app = t } = opts
  const start = await app.app.inject({ method: 'GET', url: `/api/auth/oidc/${provider}/start` })
  expect(start.statusCode).toBe(302)
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' })
  expect(authorize.status).toBe(302)
  const back = new URL(String(authorize.headers.get('location')))
  expect(`${back.origin}${back.pathname}`).toBe(`http://parley.test/api/auth/oidc/${provider}/callback`)
  opts.alter?.(back)
  const cookie = opts.cookie === undefined ? cookieFrom(start.headers['set-cookie']) : opts.cookie
  const callback = await app.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: cookie ? { cookie } : {} })
  return { start, back, callback, cookie }
}

function loginRedirect(location: unknown): { token: string | null; error: string | null } {
  const url = new URL(String(location), 'http://parley.test')
  expect(url.pathname).toBe('/login')
  return { token: url.searchParams.get('token'), error: url.searchParams.get('error') }
}

describe('GET /api/auth/providers', () => {
  it('says which providers are configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' })
    expect(res.json()).toEqual({ google: true, microsoft: false, demo: false })
  })
})

describe('GET /api/auth/oidc/:provider/start', () => {
  it('refuses a provider that is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/microsoft/start' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: 'Sign-in with Microsoft is not configured' } })
  })

  it('rejects an unknown provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/github/start' })
    expect(res.statusCode).toBe(400)
  })

  it('redirects to the provider with code flow, PKCE S256, state and nonce, keeping them in a sealed cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' })
    const url = new URL(String(res.headers.location))
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.issuer}/authorize`)
    const q = Object.fromEntries(url.searchParams)
    expect(q).toMatchObject({
      response_type: 'code',
      client_id: 'parley-client',
      scope: 'openid email profile',
      redirect_uri: 'http://parley.test/api/auth/oidc/google/callback',
      code_challenge_method: 'S256',
    })
    expect(q.code_challenge).toMatch(/^[\w-]{43}$/)
    expect(q.state).toBeTruthy()
    expect(q.nonce).toBeTruthy()
    const setCookie = String(res.headers['set-cookie'])
    expect(setCookie).toMatch(/^parley_oidc=[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+; /)
    expect(setCookie).toContain('Max-Age=600; Path=/api/auth/oidc; HttpOnly; SameSite=Lax')
    expect(setCookie).not.toContain('Secure')
    // Encrypted: neither the state nor the nonce can be read from the cookie.
    expect(setCookie).not.toContain(q.state)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('sends the browser back to /login with a message when the provider cannot be reached', async () => {
    const down = await buildOidcTestApp({ GOOGLE_CLIENT_ID: 'x', GOOGLE_ISSUER: 'http://127.0.0.1:9/' })
    const res = await down.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' })
    expect(res.statusCode).toBe(302)
    expect(loginRedirect(res.headers.location).error).toBe('Failed to login with Google. The sign-in provider could not be reached. Please try again later.')
    await down.app.close()
  })
})

describe('GET /api/auth/oidc/:provider/callback', () => {
  it('signs in the verified e-mail and hands the Parley token to /login', async () => {
    const { callback } = await signIn()
    expect(callback.statusCode).toBe(302)
    expect(loginRedirect(callback.headers.location)).toEqual({ token: `jwt-for-${RILEY.email}`, error: null })
    expect(t.signIns).toEqual([{ email: RILEY.email, via: 'google' }])
    expect(String(callback.headers['set-cookie'])).toMatch(/^parley_oidc=; Max-Age=0; .*Path=\/api\/auth\/oidc/)
  })

  it('refuses a callback whose state is not the one this browser started with', async () => {
    const { callback } = await signIn({ alter: (back) => back.searchParams.set('state', 'forged-state') })
    expect(loginRedirect(callback.headers.location).error).toBe(
      'Failed to login with Google. The answer from the sign-in provider could not be verified. Please try again.',
    )
    expect(t.signIns).toEqual([])
    expect(String(callback.headers['set-cookie'])).toContain('Max-Age=0')
  })

  it('refuses an ID token whose nonce is not the one sent', async () => {
    fake.setNextUser({ ...RILEY, nonce: 'tampered-nonce' })
    const { callback } = await signIn()
    expect(loginRedirect(callback.headers.location).error).toMatch(/could not be verified/)
    expect(t.signIns).toEqual([])
  })

  it('refuses a callback without the login-state cookie', async () => {
    const { callback } = await signIn({ cookie: null })
    expect(loginRedirect(callback.headers.location).error).toBe(
      'Failed to login with Google. The sign-in took too long or was started in another browser. Please try again.',
    )
    expect(t.signIns).toEqual([])
  })

  it('refuses a login-state cookie sealed with another key', async () => {
    const forged = createLoginStateCookie('another-secret-that-is-also-32-characters')
    const { callback } = await signIn({
      cookie: cookieFrom(await forged.seal({ provider: 'google', state: 's', nonce: 'n', codeVerifier: 'v'.repeat(43) })),
    })
    expect(loginRedirect(callback.headers.location).error).toMatch(/took too long/)
  })

  it('cannot be replayed: the code is single-use and the cookie is cleared', async () => {
    const first = await signIn()
    expect(loginRedirect(first.callback.headers.location).token).toBeTruthy()
    const again = await t.app.inject({ method: 'GET', url: `${first.back.pathname}${first.back.search}`, headers: { cookie: first.cookie ?? '' } })
    expect(loginRedirect(again.headers.location).error).toMatch(/could not be verified/)
    expect(t.signIns).toHaveLength(1)
  })

  it('shows the provider error, e.g. when the user cancels', async () => {
    fake.setNextError('access_denied', 'The user denied access')
    const { callback } = await signIn()
    expect(loginRedirect(callback.headers.location).error).toBe('Failed to login with Google. The sign-in was cancelled.')
    expect(t.signIns).toEqual([])
  })

  it('does not show provider error text from a callback this browser did not start', async () => {
    fake.setNextError('server_error', 'Call +1 555 0100 to unlock your account')
    const { callback } = await signIn({ alter: (back) => back.searchParams.set('state', 'crafted') })
    expect(loginRedirect(callback.headers.location).error).toMatch(/could not be verified/)
    const bare = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/google/callback?error=server_error&error_description=Call+us' })
    expect(loginRedirect(bare.headers.location).error).toMatch(/took too long/)
  })

  it('refuses an e-mail the provider has not verified', async () => {
    fake.setNextUser({ ...RILEY, email_verified: false })
    const { callback } = await signIn()
    expect(loginRedirect(callback.headers.location).error).toBe('Failed to login with Google. The e-mail address of this account is not verified.')
    expect(t.signIns).toEqual([])
  })

  it('refuses an account without an e-mail', async () => {
    fake.setNextUser({ ...RILEY, email: undefined })
    const { callback } = await signIn()
    expect(loginRedirect(callback.headers.location).error).toMatch(/did not share an e-mail address/)
  })

  it('shows the sign-in refusal as given when nobody is invited with that e-mail', async () => {
    fake.setNextUser({ email: NOBODY, name: 'Stranger' })
    const { callback } = await signIn()
    expect(loginRedirect(callback.headers.location)).toEqual({
      token: null,
      error: `No Parley account exists for ${NOBODY}. Ask your company admin to invite you.`,
    })
  })
})

describe('Microsoft', () => {
  let ms: OidcTestApp
  beforeAll(async () => {
    ms = await buildOidcTestApp({ MICROSOFT_CLIENT_ID: 'parley-client', MICROSOFT_CLIENT_SECRET: 'client-secret', MICROSOFT_ISSUER: fake.issuer })
  })
  afterAll(() => ms.app.close())
  beforeEach(() => {
    ms.signIns.length = 0
  })

  it('signs in by preferred_username when Entra sends no email claim', async () => {
    fake.setNextUser({ email: undefined, preferred_username: 'Morgan.Manager@Northwind.example', tid: 'tenant-1' })
    const { callback } = await signIn({ provider: 'microsoft', app: ms })
    expect(loginRedirect(callback.headers.location).token).toBe('jwt-for-morgan.manager@northwind.example')
    expect(ms.signIns).toEqual([{ email: 'morgan.manager@northwind.example', via: 'microsoft' }])
  })

  it('uses the Microsoft wording for failures', async () => {
    const { callback } = await signIn({ provider: 'microsoft', app: ms, cookie: null })
    expect(loginRedirect(callback.headers.location).error).toMatch(/^Login Failed! The sign-in took too long/)
  })

  it('does not accept a Google login state on the Microsoft callback', async () => {
    const google = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' })
    const { callback } = await signIn({ provider: 'microsoft', app: ms, cookie: cookieFrom(google.headers['set-cookie']) })
    expect(loginRedirect(callback.headers.location).error).toMatch(/took too long/)
    expect(ms.signIns).toEqual([])
  })
})

it('marks the cookie Secure when Parley is served over https', async () => {
  const secure = await buildOidcTestApp({ PUBLIC_URL: 'https://parley.example', GOOGLE_CLIENT_ID: 'parley-client', GOOGLE_ISSUER: fake.issuer })
  const res = await secure.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' })
  expect(String(res.headers['set-cookie'])).toMatch(/; Secure$/)
  expect(new URL(String(res.headers.location)).searchParams.get('redirect_uri')).toBe('https://parley.example/api/auth/oidc/google/callback')
  await secure.app.close()
})
