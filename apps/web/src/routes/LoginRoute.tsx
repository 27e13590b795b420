import { LoginPage } from '../features/auth/components/LoginPage'

/** /login?source=&utm_source=&utm_medium=&token=&error= */
export function LoginRoute() {
  return <LoginPage />
}
