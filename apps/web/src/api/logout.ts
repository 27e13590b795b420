import { api } from '../lib/api'
import { navigateTo } from '../lib/navigation'
import { clearSessionStorage, setPreLoginPath } from '../lib/session'

/**
 * Spec part 1 §4: logout clears the token and the impersonation flag, sets the return path to /meetings,
 * tells the server (POST /api/auth/logout) and goes to /login. The cache is dropped when the next session starts.
 */
export function logout(): void {
  void api.post('/auth/logout', {}, { silent: true }).catch(() => undefined)
  clearSessionStorage()
  setPreLoginPath('/meetings')
  window.dispatchEvent(new Event('parley:logout'))
  navigateTo('/login', { replace: true })
}
