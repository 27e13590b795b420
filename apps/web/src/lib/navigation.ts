// Lets non-React code (the API client) navigate through the router instead of reloading the page.

/** The server-error page, also used when a token route has no token. */
export const SERVER_ERROR_PATH = '/start_with/internal_server_error'

export type Navigator = (to: string, options?: { replace?: boolean }) => void

let navigator: Navigator | null = null

export function registerNavigator(next: Navigator): void {
  navigator = next
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options)
  else if (options?.replace) window.location.replace(to)
  else window.location.assign(to)
}

export function currentPathWithQuery(): string {
  return `${window.location.pathname}${window.location.search}`
}

/** Only same-origin absolute paths are accepted as redirect targets (no open redirects). */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  return value
}
