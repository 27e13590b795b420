import { hkdfSync } from 'node:crypto'
import { EncryptJWT, jwtDecrypt } from 'jose'
import { OIDC_PROVIDERS, type OidcLoginChecks, type OidcProviderId } from './oidc.client'

/** What the start route hands the callback through the browser. */
export interface LoginState extends OidcLoginChecks {
  provider: OidcProviderId
}

export interface LoginStateCookie {
  readonly name: string
  /** A Set-Cookie value carrying the state, sealed for 10 minutes. */
  seal(state: LoginState): Promise<string>
  /** The state from a Cookie header, or undefined when absent, forged, tampered with or expired. */
  open(cookieHeader: string | undefined): Promise<LoginState | undefined>
  /** A Set-Cookie value that deletes the cookie. */
  clear(): string
}

export const LOGIN_STATE_COOKIE = 'parley_oidc'
export const LOGIN_STATE_TTL_SECONDS = 600
const COOKIE_PATH = '/api/auth/oidc'
const AUDIENCE = 'parley-oidc-login-state'

/**
 * The login state lives in the browser, not on the server, so any server instance can finish the sign-in.
 * It is a JWE (dir + A256GCM): encrypted so the PKCE verifier stays secret, authenticated so it cannot be forged.
 */
export function createLoginStateCookie(secret: string, options: { secure?: boolean } = {}): LoginStateCookie {
  // A key of its own, derived from the JWT secret, so a session token can never be replayed as login state.
  const key = new Uint8Array(hkdfSync('sha256', secret, '', 'parley oidc login state', 32))
  const attributes = `Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`

  return {
    name: LOGIN_STATE_COOKIE,

    async seal(state) {
      const jwe = await new EncryptJWT({ p: state.provider, s: state.state, n: state.nonce, v: state.codeVerifier })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${LOGIN_STATE_TTL_SECONDS}s`)
        .encrypt(key)
      return `${LOGIN_STATE_COOKIE}=${jwe}; Max-Age=${LOGIN_STATE_TTL_SECONDS}; ${attributes}`
    },

    async open(cookieHeader) {
      const jwe = readCookie(cookieHeader, LOGIN_STATE_COOKIE)
      if (!jwe) return undefined
      try {
        const { payload } = await jwtDecrypt(jwe, key, {
          audience: AUDIENCE,
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        })
        const { p, s, n, v } = payload
        const provider = OIDC_PROVIDERS.find((id) => id === p)
        if (!provider || typeof s !== 'string' || typeof n !== 'string' || typeof v !== 'string') return undefined
        return { provider, state: s, nonce: n, codeVerifier: v }
      } catch {
        return undefined
      }
    },

    clear: () => `${LOGIN_STATE_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes}`,
  }
}

/** No cookie plugin is installed: a Cookie header is `name=value` pairs split by `;`. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined
  }
  return undefined
}
