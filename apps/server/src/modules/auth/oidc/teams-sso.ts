import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose'
import type { OidcProviderMetadata } from './oidc.client'

/** Who a valid Teams SSO token names. */
export interface TeamsSsoIdentity {
  email: string
  tid?: string
  name?: string
}

export interface TeamsSsoVerifier {
  /** The identity, or undefined for a forged, expired, foreign or malformed token; throws only when Entra is unreachable. */
  verify(token: string): Promise<TeamsSsoIdentity | undefined>
}

/**
 * The audiences a Teams SSO token may carry: Teams asks Entra for a token for the app's Application ID URI
 * (`api://<host>/<app id>`, from the manifest's webApplicationInfo.resource); v2 tokens may carry the bare app id.
 */
export function teamsAudiences(publicUrl: string, appIds: Array<string | undefined>): string[] {
  const host = new URL(publicUrl).host
  const ids = [...new Set(appIds.filter((id): id is string => Boolean(id)))]
  return ids.flatMap((id) => [`api://${host}/${id}`, id])
}

/**
 * The issuer check Entra needs: multi-tenant discovery publishes `…/{tenantid}/v2.0`, filled from the token's tid;
 * v1 access tokens (apps whose accessTokenAcceptedVersion is unset) are issued by `https://sts.windows.net/<tid>/`.
 */
export function isAcceptedIssuer(discoveredIssuer: string, payload: JWTPayload): boolean {
  const { iss, tid } = payload
  if (typeof iss !== 'string') return false
  const templated = discoveredIssuer.includes('{tenantid}')
  if (!templated && iss === discoveredIssuer) return true
  if (typeof tid !== 'string' || !/^[\w-]+$/.test(tid)) return false
  if (templated && iss === discoveredIssuer.replace('{tenantid}', tid)) return true
  const entra = new URL(discoveredIssuer.replace('{tenantid}', 'tenant')).origin === 'https://login.microsoftonline.com'
  const tenantAllowed = templated || discoveredIssuer.includes(`/${tid}/`)
  return entra && tenantAllowed && iss === `https://sts.windows.net/${tid}/`
}

export function createTeamsSsoVerifier(opts: { metadata: () => Promise<OidcProviderMetadata>; audiences: string[] }): TeamsSsoVerifier {
  let keys: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined

  return {
    async verify(token) {
      const meta = await opts.metadata()
      // createRemoteJWKSet caches the keys and refetches on an unknown kid, so one set lives as long as the uri.
      if (keys?.uri !== meta.jwksUri) keys = { uri: meta.jwksUri, set: createRemoteJWKSet(new URL(meta.jwksUri)) }
      let payload: JWTPayload
      try {
        ;({ payload } = await jwtVerify(token, keys.set, { audience: opts.audiences, algorithms: ['RS256'] }))
      } catch (err) {
        if (err instanceof errors.JOSEError && !(err instanceof errors.JWKSTimeout)) return undefined
        throw err
      }
      if (!isAcceptedIssuer(meta.issuer, payload)) return undefined
      // Only a delegated access token (it has scp) is a Teams SSO token; an ID token must not stand in for one.
      if (typeof payload.scp !== 'string') return undefined
      const email = [payload.preferred_username, payload.upn, payload.email, payload.unique_name].find(
        (v): v is string => typeof v === 'string' && v.includes('@'),
      )
      if (!email) return undefined
      return {
        email: email.toLowerCase(),
        tid: typeof payload.tid === 'string' ? payload.tid : undefined,
        name: typeof payload.name === 'string' ? payload.name : undefined,
      }
    },
  }
}
