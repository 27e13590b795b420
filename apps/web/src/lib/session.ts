import { LOCAL_KEYS, SESSION_KEYS } from './storageKeys'
import { readLocal, readSession, removeLocal, removeSession, writeLocal, writeSession } from './storage'
import { safeInternalPath } from './navigation'

// The browser's own session lives in local storage, shared by its tabs. An impersonation session lives in the
// session storage of the window it was opened in, so a super admin opening one keeps their own session everywhere
// else, and closing that window ends it.

export function getToken(): string | null {
  return readSession(SESSION_KEYS.impersonationToken) ?? readLocal(LOCAL_KEYS.token)
}

export function hasToken(): boolean {
  return Boolean(getToken())
}

export function setToken(token: string): void {
  writeLocal(LOCAL_KEYS.token, token)
}

export function isImpersonating(): boolean {
  return Boolean(readSession(SESSION_KEYS.impersonationToken))
}

/** Starts this window's impersonation session, leaving the browser's own session as it is. */
export function setImpersonationToken(token: string): void {
  writeSession(SESSION_KEYS.impersonationToken, token)
  writeSession(SESSION_KEYS.impersonate, 'true')
}

function clearImpersonation(): void {
  removeSession(SESSION_KEYS.impersonationToken)
  removeSession(SESSION_KEYS.impersonate)
}

export function isAutoLogin(): boolean {
  return Boolean(readLocal(LOCAL_KEYS.autoLogin))
}

/** Forgets this window's user: the impersonation session when there is one, else the browser's own session. */
export function clearSessionStorage(): void {
  if (isImpersonating()) {
    clearImpersonation()
    return
  }
  removeLocal(LOCAL_KEYS.token)
  removeLocal(LOCAL_KEYS.impersonate)
}

/** A sign-in in this window replaces any impersonation session in it. */
export function startOwnSession(token: string): void {
  clearImpersonation()
  removeLocal(LOCAL_KEYS.impersonate)
  setToken(token)
}

const NOT_RESTORABLE = ['/login', '/logout', '/impersonate', '/admin/impersonate', '/private', '/start_with']

/** Remembers where the user was going so sign-in can bring them back. */
export function savePreLoginPath(path: string): void {
  const safe = safeInternalPath(path)
  if (!safe || NOT_RESTORABLE.some((p) => safe === p || safe.startsWith(`${p}/`) || safe.startsWith(`${p}?`))) return
  writeLocal(LOCAL_KEYS.preLoginPath, safe)
}

export function setPreLoginPath(path: string): void {
  writeLocal(LOCAL_KEYS.preLoginPath, path)
}

/** The path to open after sign-in; a saved /dashboard becomes /. */
export function consumePreLoginPath(): string {
  const saved = safeInternalPath(readLocal(LOCAL_KEYS.preLoginPath))
  removeLocal(LOCAL_KEYS.preLoginPath)
  if (!saved) return '/'
  const pathname = saved.split(/[?#]/)[0]
  if (pathname === '/dashboard' || pathname === '/dashboard/') return '/'
  if (NOT_RESTORABLE.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return '/'
  return saved
}

/**
 * A token may arrive as ?user_token=…; it is stored and removed from the address.
 * Runs once, before the router reads the URL.
 */
export function consumeUserTokenParam(): void {
  const url = new URL(window.location.href)
  const token = url.searchParams.get('user_token')
  if (token === null) return
  if (token) setToken(token)
  url.searchParams.delete('user_token')
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}
