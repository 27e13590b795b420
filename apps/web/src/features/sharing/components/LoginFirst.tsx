import { useEffect } from 'react'
import { Navigate, useLocation } from 'react-router'
import { savePreLoginPath } from '../../../lib/session'

/** "Save the current path as the post-login path and go to /login" (withInOrg and restricted links). */
export function LoginFirst() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    savePreLoginPath(`${pathname}${search}`)
  }, [pathname, search])
  return <Navigate to="/login" replace />
}
