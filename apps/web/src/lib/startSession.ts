import { queryClient } from './queryClient'
import { setImpersonationToken, startOwnSession } from './session'

/**
 * Stores a fresh token and drops everything cached for the previous user; an impersonation token is this window's
 * only (session storage), so the browser's own session stays signed in elsewhere.
 */
export function startSession(jwt: string, options: { impersonating?: boolean } = {}): void {
  queryClient.clear()
  if (options.impersonating) setImpersonationToken(jwt)
  else startOwnSession(jwt)
}
