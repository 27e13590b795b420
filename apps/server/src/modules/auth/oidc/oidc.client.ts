import * as oidc from 'openid-client'
import type { OidcProviderConfig } from '../../../config'

/** The only file importing openid-client (STYLE: one *.client.ts per vendor SDK). */

export const OIDC_PROVIDERS = ['google', 'microsoft'] as const
export type OidcProviderId = (typeof OIDC_PROVIDERS)[number]

export const OIDC_SCOPES = 'openid email profile'

/** What the browser must bring back to the callback: kept in the login-state cookie, never on the server. */
export interface OidcLoginChecks {
  state: string
  nonce: string
  codeVerifier: string
}

/** The verified ID-token claims Parley uses. */
export interface OidcIdentity {
  sub: string
  email?: string
  /** undefined when the provider does not say (Microsoft usually does not). */
  emailVerified?: boolean
  name?: string
  /** Microsoft tenant id. */
  tid?: string
  preferredUsername?: string
}

export interface OidcProviderMetadata {
  issuer: string
  jwksUri: string
}

export interface OidcClient {
  isConfigured(provider: OidcProviderId): boolean
  /** Builds the authorization URL (code flow, PKCE S256, state, nonce) and the checks to keep for the callback. */
  beginLogin(provider: OidcProviderId, redirectUri: string): Promise<{ url: URL; checks: OidcLoginChecks }>
  /** Exchanges the code; throws unless state, nonce, PKCE, issuer, audience and expiry all hold. */
  completeLogin(provider: OidcProviderId, callbackUrl: URL, checks: OidcLoginChecks): Promise<OidcIdentity>
  /** Discovery facts other verifiers need (Teams SSO checks its tokens against the same issuer's keys). */
  metadata(provider: OidcProviderId): Promise<OidcProviderMetadata>
}

/** Plain http is allowed only for a local fake provider, never for a real one. */
export function isLocalHttpIssuer(issuer: string): boolean {
  const url = new URL(issuer)
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}

export function createOidcClient(providers: Partial<Record<OidcProviderId, OidcProviderConfig>>): OidcClient {
  const configs = new Map<OidcProviderId, Promise<oidc.Configuration>>()

  const settingsOf = (provider: OidcProviderId): OidcProviderConfig => {
    const settings = providers[provider]
    if (!settings) throw new Error(`OIDC provider ${provider} is not configured`)
    return settings
  }

  // Discovery is cached per provider; a failed discovery is forgotten so the next sign-in retries it.
  const configurationOf = (provider: OidcProviderId): Promise<oidc.Configuration> => {
    const cached = configs.get(provider)
    if (cached) return cached
    const { issuer, clientId, clientSecret } = settingsOf(provider)
    // Entra's multi-tenant endpoints (common/organizations) publish the issuer "…/{tenantid}/v2.0"; openid-client
    // recognises login.microsoftonline.com and then checks each ID token's iss against its own tid claim.
    const pending = oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, {
      execute: isLocalHttpIssuer(issuer) ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    })
    configs.set(provider, pending)
    pending.catch(() => configs.delete(provider))
    return pending
  }

  return {
    isConfigured: (provider) => Boolean(providers[provider]),

    async beginLogin(provider, redirectUri) {
      const config = await configurationOf(provider)
      const checks: OidcLoginChecks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      }
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: OIDC_SCOPES,
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
        // Users with several Google or Microsoft accounts pick the work one instead of being signed in silently.
        prompt: 'select_account',
      })
      return { url, checks }
    },

    async completeLogin(provider, callbackUrl, checks) {
      const config = await configurationOf(provider)
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims) throw new Error('The token response carried no ID token')
      return identityOf(claims)
    },

    async metadata(provider) {
      const server = (await configurationOf(provider)).serverMetadata()
      if (!server.jwks_uri) throw new Error(`OIDC provider ${provider} publishes no jwks_uri`)
      return { issuer: server.issuer, jwksUri: server.jwks_uri }
    },
  }
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined)

function identityOf(claims: oidc.IDToken): OidcIdentity {
  const verified = claims.email_verified
  // Some providers send the boolean as a string; Entra's xms_edov says whether the e-mail's domain is verified.
  const emailVerified =
    verified === true || verified === 'true' ? true : verified === false || verified === 'false' || claims.xms_edov === false ? false : undefined
  return {
    sub: claims.sub,
    email: str(claims.email)?.toLowerCase(),
    emailVerified,
    name: str(claims.name),
    tid: str(claims.tid),
    preferredUsername: str(claims.preferred_username),
  }
}
