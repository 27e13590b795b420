import { ImpersonateRedirect } from '../features/auth/components/ImpersonateRedirect'

/** /impersonate/:token and /admin/impersonate/:token (?next_path=, ?trackRecord= or ?s=) */
export function ImpersonateRoute() {
  return <ImpersonateRedirect />
}
