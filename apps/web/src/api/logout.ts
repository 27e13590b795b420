import { api } from '../lib/api'
import { navigateTo } from '../lib/navigation'
import { clearSessionStorage, setPreLoginPath } from '../lib/session'

/**
 * Logout clears the token and the impersonation flag, sets the return path to /meetings,
 * tells the server (POST /api/auth/logout) and goes to /login. The cache is dropped when the next session starts.
 */
export function logout(): void {
  void api.post('/auth/logout', {}, { silent: true }).catch(() => undefined)
  clearSessionStorage()
  setPreLoginPath('/meetings')
  window.dispatchEvent(new Event('parley:logout'))
  navigateTo('/login', { replace: true })
}

/**
 * Ends this window's impersonation session (the server revokes its token) and closes the window it was opened in.
 * Browsers only let a page close a window that has not navigated since it opened; otherwise the window goes home,
 * to whatever session the browser itself has.
 */
export function endImpersonation(): void {
  void api.post('/auth/logout', {}, { silent: true }).catch(() => undefined)
  clearSessionStorage()
  window.dispatchEvent(new Event('parley:logout'))
  window.close()
  navigateTo('/', { replace: true })
}
