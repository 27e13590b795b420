export type SignInProvider = 'google' | 'microsoft'

export const PROVIDER_NAMES: Record<SignInProvider, string> = { google: 'Google', microsoft: 'Microsoft' }

/** The server's OpenID Connect start URL; it redirects back to /login?token=… or /login?error=…. */
export function providerStartUrl(provider: SignInProvider): string {
  return `/api/auth/oidc/${provider}/start`
}

/** Full-page redirect to the provider. */
export function startProviderSignIn(provider: SignInProvider): void {
  window.location.assign(providerStartUrl(provider))
}
