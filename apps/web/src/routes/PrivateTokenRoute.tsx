import { PrivateTokenRedirect } from '../features/auth/components/PrivateTokenRedirect'

/** /private/:token */
export function PrivateTokenRoute() {
  return <PrivateTokenRedirect />
}
