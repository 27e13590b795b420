import type { TokenCipher } from './token-cipher'

/** Where and as whom to refresh: an OAuth 2.0 token endpoint (Google, Microsoft Entra, or a local fake). */
export interface OAuthClient {
  tokenUrl: string
  clientId: string
  clientSecret?: string
  /** The HTTP client for the token endpoint when it is not the global fetch (one trusting a private CA). */
  fetch?: typeof fetch
}

/** The sealed tokens as a repository stores them. */
export interface SealedTokens {
  accessTokenEnc: string | null
  refreshTokenEnc: string | null
  expiresAt: Date | null
}

/** The grant is gone (invalid_grant, no refresh token): only the user reconnecting helps. */
export class TokenRevokedError extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

/** The token endpoint failed in a way worth retrying later (network, 5xx, 429, garbage). */
export class TokenRefreshError extends Error {}

/** Refresh this long before expiry, so a token never dies between the check and the call. */
export const REFRESH_SKEW_MS = 5 * 60_000

interface TokenResponse {
  access_token?: unknown
  refresh_token?: unknown
  expires_in?: unknown
  id_token?: unknown
  error?: unknown
  error_description?: unknown
}

interface GrantedTokens {
  accessToken: string
  refreshToken: string | null
  expiresInSeconds: number
  /** Present when `openid` was asked for: the ID token (its claims name the account). */
  idToken: string | null
}

/** A form POST to the token endpoint (RFC 6749 §4.1.3, §6), client authenticated with client_secret_post. */
async function tokenRequest(client: OAuthClient, form: URLSearchParams, fetchImpl: typeof fetch): Promise<GrantedTokens> {
  form.set('client_id', client.clientId)
  if (client.clientSecret) form.set('client_secret', client.clientSecret)
  let res: Response
  let body: TokenResponse
  try {
    res = await fetchImpl(client.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(15_000),
    })
    body = (await res.json()) as TokenResponse
  } catch (err) {
    throw new TokenRefreshError(`The token endpoint could not be reached or answered garbage: ${err instanceof Error ? err.message : String(err)}`)
  }
  if (!res.ok) {
    const description = typeof body.error_description === 'string' ? body.error_description : ''
    // invalid_grant: revoked, expired or password changed. unauthorized_client: the app lost its access.
    if (body.error === 'invalid_grant' || body.error === 'unauthorized_client') {
      throw new TokenRevokedError(
        `The calendar provider refused the saved grant (${String(body.error)}${description ? `: ${description}` : ''}). Reconnect the calendar.`,
      )
    }
    throw new TokenRefreshError(`The token endpoint answered HTTP ${res.status}${body.error ? ` (${String(body.error)})` : ''}`)
  }
  if (typeof body.access_token !== 'string' || body.access_token === '') throw new TokenRefreshError('The token endpoint answered without an access_token.')
  const expires = Number(body.expires_in)
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' && body.refresh_token !== '' ? body.refresh_token : null,
    expiresInSeconds: Number.isFinite(expires) && expires > 0 ? expires : 3600,
    idToken: typeof body.id_token === 'string' ? body.id_token : null,
  }
}

/** One `grant_type=refresh_token` POST. Providers may rotate the refresh token; absent means keep it. */
export function refreshGrant(client: OAuthClient, refreshToken: string, fetchImpl: typeof fetch = client.fetch ?? fetch): Promise<GrantedTokens> {
  return tokenRequest(client, new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }), fetchImpl)
}

/** The authorization code (with its PKCE verifier) for tokens, at the end of a consent redirect. */
export function authorizationCodeGrant(
  client: OAuthClient,
  args: { code: string; redirectUri: string; codeVerifier: string },
  fetchImpl: typeof fetch = client.fetch ?? fetch,
): Promise<GrantedTokens> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', code: args.code, redirect_uri: args.redirectUri, code_verifier: args.codeVerifier })
  return tokenRequest(client, form, fetchImpl)
}

export interface AccessTokenSource {
  /** A usable access token, refreshed first when it expires within REFRESH_SKEW_MS. */
  get(): Promise<string>
  /** After a 401 on a token we believed valid: refresh now. */
  refresh(): Promise<string>
}

export interface AccessTokenSourceOptions {
  stored: SealedTokens
  client: OAuthClient
  cipher: TokenCipher
  now?: () => Date
  fetch?: typeof fetch
  /** Persists new (or re-sealed) tokens. */
  save(tokens: SealedTokens): Promise<void>
  /** Records that the grant is gone; called before TokenRevokedError is thrown. */
  revoked(reason: string): Promise<void>
}

/** The one place that opens, refreshes and re-seals a connection's tokens. */
export function accessTokenSource(opts: AccessTokenSourceOptions): AccessTokenSource {
  const now = opts.now ?? (() => new Date())
  let current = opts.stored

  const refresh = async (): Promise<string> => {
    if (!current.refreshTokenEnc) {
      const reason = 'No refresh token was granted. Reconnect the calendar.'
      await opts.revoked(reason)
      throw new TokenRevokedError(reason)
    }
    let granted: Awaited<ReturnType<typeof refreshGrant>>
    try {
      granted = await refreshGrant(opts.client, opts.cipher.open(current.refreshTokenEnc), opts.fetch)
    } catch (err) {
      if (err instanceof TokenRevokedError) await opts.revoked(err.reason)
      throw err
    }
    const refreshTokenEnc = granted.refreshToken ? opts.cipher.seal(granted.refreshToken) : current.refreshTokenEnc
    current = {
      accessTokenEnc: opts.cipher.seal(granted.accessToken),
      refreshTokenEnc: opts.cipher.needsReseal(refreshTokenEnc) ? opts.cipher.seal(opts.cipher.open(refreshTokenEnc)) : refreshTokenEnc,
      expiresAt: new Date(now().getTime() + granted.expiresInSeconds * 1000),
    }
    await opts.save(current)
    return granted.accessToken
  }

  return {
    async get() {
      const { accessTokenEnc, expiresAt } = current
      if (!accessTokenEnc || !expiresAt || expiresAt.getTime() - now().getTime() <= REFRESH_SKEW_MS) return refresh()
      const token = opts.cipher.open(accessTokenEnc)
      if (opts.cipher.needsReseal(accessTokenEnc)) {
        // Key rotation: re-seal on the next use, so old ciphertext disappears without a migration.
        const refreshTokenEnc = current.refreshTokenEnc && opts.cipher.seal(opts.cipher.open(current.refreshTokenEnc))
        current = { ...current, accessTokenEnc: opts.cipher.seal(token), refreshTokenEnc }
        await opts.save(current)
      }
      return token
    },
    refresh,
  }
}
