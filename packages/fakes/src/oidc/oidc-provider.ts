import type { IncomingMessage } from 'node:http'
import { OAuth2Server, type MutableRedirectUri, type MutableResponse, type MutableToken, type TokenRequestIncomingMessage } from 'oauth2-mock-server'

/** A person the fake signs in. Extra claims are copied into the ID token as given (tests may even override `nonce`). */
export interface FakeOidcUser {
  /** Absent for an account that shares no e-mail. */
  email?: string
  sub?: string
  email_verified?: boolean
  name?: string
  /** Microsoft tenant id, as Entra puts it in its tokens. */
  tid?: string
  [claim: string]: unknown
}

export interface FakeOidcProviderOptions {
  /** 0 or absent: an ephemeral port. */
  port?: number
  host?: string
  /** The first one signs in unless `login_hint` names another or `setNextUser` was called. */
  users?: FakeOidcUser[]
  /** When set, the token endpoint authenticates this client (client_secret_post or _basic) like a real provider. */
  client?: { id: string; secret?: string }
}

export interface FakeOidcProvider {
  /** `http://127.0.0.1:<port>`: use it as GOOGLE_ISSUER / MICROSOFT_ISSUER. */
  issuer: string
  stop(): Promise<void>
  /** The user of the next authorization only. */
  setNextUser(claims: FakeOidcUser): void
  /** The next authorization redirects back with this OAuth error (e.g. access_denied) instead of a code. */
  setNextError(error: string, description?: string): void
  /** A JWT signed by the provider's keys with these claims (iss, iat, nbf, exp already set). */
  mintToken(claims: Record<string, unknown>, expiresInSeconds?: number): Promise<string>
  /** A Teams SSO-style delegated access token (v2 shape: scp, preferred_username, tid) for `audience`. */
  mintTeamsSsoToken(opts: { audience: string; user?: FakeOidcUser; expiresInSeconds?: number }): Promise<string>
}

export const FAKE_TENANT_ID = '00000000-0000-4000-8000-00000000fa4e'
/** The Teams desktop/mobile client id that appears as azp in real Teams SSO tokens. */
const TEAMS_CLIENT_ID = '1fec8e78-bce4-4aaf-ab1b-5451cc387264'

interface Grant {
  user: FakeOidcUser
  clientId: string
  redirectUri: string
  pkce: boolean
  used: boolean
}

const subOf = (user: FakeOidcUser) => user.sub ?? `fake-${(user.email ?? user.name ?? 'anonymous').toLowerCase()}`
const idTokenClaims = (user: FakeOidcUser) => ({ ...(user.email ? { email_verified: true } : {}), ...user, sub: subOf(user) })
const bodyField = (req: TokenRequestIncomingMessage, name: string): string | undefined => {
  const value: unknown = Reflect.get(req.body, name)
  return typeof value === 'string' ? value : undefined
}

/**
 * A local OpenID provider on oauth2-mock-server (discovery, jwks, authorize, token, userinfo), tightened where that
 * library is lenient: codes are single-use and bound to client and redirect_uri, a code issued with a PKCE challenge
 * needs the verifier, clients are authenticated when configured, and ID tokens carry the chosen user's claims.
 */
export async function startFakeOidcProvider(options: FakeOidcProviderOptions = {}): Promise<FakeOidcProvider> {
  const users = options.users ?? [{ email: 'riley.rep@northwind.example', name: 'Riley Rep' }]
  const host = options.host ?? '127.0.0.1'
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  const grants = new Map<string, Grant>()
  const accessTokens = new Map<string, FakeOidcUser>()
  let nextUser: FakeOidcUser | undefined
  let nextError: { error: string; description?: string } | undefined

  server.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, req: IncomingMessage) => {
    const query = new URL(req.url ?? '/', 'http://fake').searchParams
    const code = redirect.url.searchParams.get('code')
    const clientId = query.get('client_id') ?? ''
    const hinted = users.find((u) => u.email && u.email.toLowerCase() === query.get('login_hint')?.toLowerCase())
    const user = nextUser ?? hinted ?? users[0]
    const refuse = (error: string, description: string) => {
      redirect.url.searchParams.delete('code')
      redirect.url.searchParams.set('error', error)
      redirect.url.searchParams.set('error_description', description)
    }
    const pendingError = nextError
    nextUser = undefined
    nextError = undefined
    if (!code) return
    if (pendingError) return refuse(pendingError.error, pendingError.description ?? pendingError.error)
    if (options.client && clientId !== options.client.id) return refuse('unauthorized_client', `Unknown client ${clientId}`)
    if (!query.get('scope')?.split(' ').includes('openid')) return refuse('invalid_scope', 'The openid scope is required')
    if (!user) return refuse('access_denied', 'The fake provider has no users')
    grants.set(code, { user, clientId, redirectUri: query.get('redirect_uri') ?? '', pkce: query.has('code_challenge'), used: false })
  })

  server.service.on('beforeTokenSigning', (token: MutableToken, req: TokenRequestIncomingMessage) => {
    const grant = req.body.code ? grants.get(req.body.code) : undefined
    if (!grant) return
    // The library signs an access token (it has scope) and then an ID token (audience = client) for the same request.
    if (token.payload.scope !== undefined) token.payload.sub = subOf(grant.user)
    else Object.assign(token.payload, idTokenClaims(grant.user))
  })

  server.service.on('beforeResponse', (response: MutableResponse, req: TokenRequestIncomingMessage) => {
    if (req.body.grant_type !== 'authorization_code') return
    const deny = (statusCode: number, error: string, description: string) => {
      response.statusCode = statusCode
      response.body = { error, error_description: description }
    }
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')
    const [basicId, basicSecret] = basic
      ? Buffer.from(basic[1] as string, 'base64')
          .toString()
          .split(':')
          .map(decodeURIComponent)
      : []
    const clientId = basicId ?? bodyField(req, 'client_id')
    const secret = basicSecret ?? bodyField(req, 'client_secret')
    if (options.client?.secret !== undefined && (clientId !== options.client.id || secret !== options.client.secret)) {
      return deny(401, 'invalid_client', 'Client authentication failed')
    }
    const grant = req.body.code ? grants.get(req.body.code) : undefined
    if (!grant || grant.used) return deny(400, 'invalid_grant', 'The code is unknown or was already used')
    grant.used = true
    if (grant.clientId !== clientId) return deny(400, 'invalid_grant', 'The code was issued to another client')
    if (grant.redirectUri !== bodyField(req, 'redirect_uri')) return deny(400, 'invalid_grant', 'redirect_uri does not match')
    // The library checks a verifier against the challenge, but lets a request without a verifier through.
    if (grant.pkce && !req.body.code_verifier) return deny(400, 'invalid_grant', 'code_verifier is required')
    if (typeof response.body === 'object' && typeof response.body.access_token === 'string') {
      accessTokens.set(response.body.access_token, grant.user)
    }
  })

  server.service.on('beforeUserinfo', (response: MutableResponse, req: IncomingMessage) => {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]
    const user = token ? accessTokens.get(token) : undefined
    if (!user) {
      response.statusCode = 401
      response.body = { error: 'invalid_token' }
      return
    }
    response.body = idTokenClaims(user)
  })

  await server.start(options.port ?? 0, host)
  // The library names 127.0.0.1 "localhost", which may resolve to ::1 where nothing listens: pin the address.
  const issuer = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${server.address().port}`
  server.issuer.url = issuer

  const mintToken = (claims: Record<string, unknown>, expiresInSeconds = 3600) =>
    server.issuer.buildToken({ expiresIn: expiresInSeconds, scopesOrTransform: (_header, payload) => Object.assign(payload, claims) })

  return {
    issuer,
    stop: () => server.stop(),
    setNextUser: (claims) => {
      nextUser = claims
    },
    setNextError: (error, description) => {
      nextError = { error, description }
    },
    mintToken,
    mintTeamsSsoToken: ({ audience, user = users[0], expiresInSeconds }) => {
      if (!user) throw new Error('mintTeamsSsoToken needs a user')
      return mintToken(
        {
          aud: audience,
          tid: user.tid ?? FAKE_TENANT_ID,
          oid: subOf(user),
          sub: subOf(user),
          preferred_username: user.email ?? user.preferred_username,
          name: user.name ?? user.email,
          scp: 'access_as_user',
          azp: TEAMS_CLIENT_ID,
          ver: '2.0',
        },
        expiresInSeconds,
      )
    },
  }
}
