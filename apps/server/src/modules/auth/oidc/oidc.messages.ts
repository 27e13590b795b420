import type { OidcProviderId } from './oidc.client'

const LABELS: Record<OidcProviderId, string> = { google: 'Google', microsoft: 'Microsoft' }

export const notConfiguredMessage = (provider: OidcProviderId): string => `Sign-in with ${LABELS[provider]} is not configured`

/** Why a sign-in failed, in words the person at the login screen can act on. */
export const LOGIN_FAILURE = {
  expired: 'The sign-in took too long or was started in another browser. Please try again.',
  unverifiable: 'The answer from the sign-in provider could not be verified. Please try again.',
  unreachable: 'The sign-in provider could not be reached. Please try again later.',
  cancelled: 'The sign-in was cancelled.',
  noEmail: 'The account did not share an e-mail address.',
  unverifiedEmail: 'The e-mail address of this account is not verified.',
} as const

/** Login: Google failures read 'Failed to login with Google', Microsoft ones 'Login Failed! {reason}'. */
export function loginFailedMessage(provider: OidcProviderId, reason: string): string {
  return provider === 'google' ? `Failed to login with Google. ${reason}` : `Login Failed! ${reason}`
}

/** The provider's own error (RFC 6749 §4.1.2.1) as a reason; access_denied is the user pressing Cancel. */
export function providerErrorReason(error: string, description?: string): string {
  if (error === 'access_denied') return LOGIN_FAILURE.cancelled
  const text = description?.trim() || `The sign-in provider answered "${error}".`
  return text.length > 200 ? `${text.slice(0, 199)}…` : text
}
