import { LogoutRedirect } from '../features/auth/components/LogoutRedirect'

/** /logout */
export function LogoutRoute() {
  return <LogoutRedirect />
}
