import { useEffect, useRef } from 'react'
import { logout } from '../../../api/logout'
import { FullPageSpin } from '../../../components/FullPageSpin'

/** /logout ends the session and goes to /login. */
export function LogoutRedirect() {
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    logout()
  }, [])
  return <FullPageSpin label="Signing you out…" />
}
