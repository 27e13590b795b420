import { LOCAL_KEYS } from './storageKeys'
import { readLocal, removeLocal, writeLocal } from './storage'
import { safeInternalPath } from './navigation'

export function getToken(): string | null {
  return readLocal(LOCAL_KEYS.token)
}

export function hasToken(): boolean {
  return Boolean(getToken())
}

export function setToken(token: string): void {
  writeLocal(LOCAL_KEYS.token, token)
}

export function isImpersonating(): boolean {
  return Boolean(readLocal(LOCAL_KEYS.impersonate))
}

export function setImpersonating(on: boolean): void {
  if (on) writeLocal(LOCAL_KEYS.impersonate, 'true')
  else removeLocal(LOCAL_KEYS.impersonate)
}

export function isAutoLogin(): boolean {
  return Boolean(readLocal(LOCAL_KEYS.autoLogin))
}

/** Forgets the signed-in user (token and impersonation flag). */
export function clearSessionStorage(): void {
  removeLocal(LOCAL_KEYS.token)
  removeLocal(LOCAL_KEYS.impersonate)
}

const NOT_RESTORABLE = ['/login', '/logout', '/impersonate', '/admin/impersonate', '/private', '/start_with']

/** Remembers where the user was going so sign-in can bring them back (spec part 1 §4 "Session"). */
export function savePreLoginPath(path: string): void {
  const safe = safeInternalPath(path)
  if (!safe || NOT_RESTORABLE.some((p) => safe === p || safe.startsWith(`${p}/`) || safe.startsWith(`${p}?`))) return
  writeLocal(LOCAL_KEYS.preLoginPath, safe)
}

export function setPreLoginPath(path: string): void {
  writeLocal(LOCAL_KEYS.preLoginPath, path)
}

/** The path to open after sign-in; a saved /dashboard becomes / (spec part 1 §2 route table). */
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
 * A token may arrive as ?user_token=…; it is stored and removed from the address (spec part 1 §4 "Session").
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
