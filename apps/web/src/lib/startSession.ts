import { queryClient } from './queryClient'
import { setImpersonating, setToken } from './session'

/** Stores a fresh token and drops everything cached for the previous user. */
export function startSession(jwt: string, options: { impersonating?: boolean } = {}): void {
  queryClient.clear()
  setToken(jwt)
  setImpersonating(Boolean(options.impersonating))
}
