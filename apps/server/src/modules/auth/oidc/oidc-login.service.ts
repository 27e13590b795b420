import { GENERIC_ERROR } from '@parley/shared/schemas/errors'
import type { SignInResult } from '../auth.service'
import type { LoginState } from './login-state'
import type { OidcClient, OidcIdentity, OidcLoginChecks, OidcProviderId } from './oidc.client'
import { LOGIN_FAILURE, loginFailedMessage, providerErrorReason } from './oidc.messages'

export type SignInVia = OidcProviderId | 'teams'
/** Who may sign in and the minting of the Parley JWT belong to the auth service; this module only proves the e-mail. */
export type SignInByEmail = (email: string, via: SignInVia) => Promise<SignInResult>

export interface CallbackQuery {
  code?: string
  state?: string
  error?: string
  error_description?: string
}

type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void }

export interface OidcLogin {
  redirectUri(provider: OidcProviderId): string
  /** The provider URL to send the browser to, or a failure message when the provider cannot be reached. */
  start(provider: OidcProviderId): Promise<{ ok: true; url: string; checks: OidcLoginChecks } | { ok: false; message: string }>
  /** Verifies the provider's answer against the browser's login state and signs the person in. */
  finish(provider: OidcProviderId, rawQuery: string, query: CallbackQuery, saved: LoginState | undefined, log: Logger): Promise<SignInResult>
}

export function createOidcLogin(opts: { client: OidcClient; publicUrl: string; signInByEmail: SignInByEmail }): OidcLogin {
  const base = opts.publicUrl.replace(/\/+$/, '')
  const redirectUri = (provider: OidcProviderId) => `${base}/api/auth/oidc/${provider}/callback`
  const fail = (provider: OidcProviderId, reason: string): SignInResult => ({ ok: false, message: loginFailedMessage(provider, reason) })

  return {
    redirectUri,

    async start(provider) {
      try {
        const { url, checks } = await opts.client.beginLogin(provider, redirectUri(provider))
        return { ok: true, url: url.href, checks }
      } catch {
        return { ok: false, message: loginFailedMessage(provider, LOGIN_FAILURE.unreachable) }
      }
    },

    async finish(provider, rawQuery, query, saved, log) {
      if (!saved || saved.provider !== provider) return fail(provider, LOGIN_FAILURE.expired)
      // The provider's words are shown only for the sign-in this browser started, so a crafted link cannot put text there.
      if (query.error) {
        return fail(provider, query.state === saved.state ? providerErrorReason(query.error, query.error_description) : LOGIN_FAILURE.unverifiable)
      }
      let identity: OidcIdentity
      try {
        // openid-client takes the redirect URI from this URL, so it must be the registered one, not the request's host.
        const callbackUrl = new URL(`${redirectUri(provider)}${rawQuery ? `?${rawQuery}` : ''}`)
        identity = await opts.client.completeLogin(provider, callbackUrl, saved)
      } catch (err) {
        log.warn({ provider, reason: reasonOf(err) }, 'OIDC callback refused')
        return fail(provider, LOGIN_FAILURE.unverifiable)
      }
      const email = emailOf(provider, identity)
      if (!email) return fail(provider, LOGIN_FAILURE.noEmail)
      // Google always says whether the address is verified; Entra rarely does, so only an explicit false refuses there.
      const verified = provider === 'google' ? identity.emailVerified === true : identity.emailVerified !== false
      if (!verified) return fail(provider, LOGIN_FAILURE.unverifiedEmail)
      try {
        return await opts.signInByEmail(email, provider)
      } catch (err) {
        // The browser is mid-redirect: a JSON 500 would strand it, so it goes back to the login screen instead.
        log.error({ err, provider }, 'sign-in after OIDC callback failed')
        return fail(provider, GENERIC_ERROR)
      }
    },
  }
}

/** openid-client wraps the precise reason ('unexpected ID Token "nonce" claim value') in cause; the claims stay out of logs. */
function reasonOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  return err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message
}

/** Entra puts the sign-in name (a UPN shaped like an e-mail) in preferred_username when the email claim is absent. */
function emailOf(provider: OidcProviderId, identity: OidcIdentity): string | undefined {
  if (identity.email) return identity.email
  if (provider === 'microsoft' && identity.preferredUsername?.includes('@')) return identity.preferredUsername.toLowerCase()
  return undefined
}
