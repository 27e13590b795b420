import { useEffect } from 'react'
import { Navigate, useLocation } from 'react-router'
import { savePreLoginPath } from '../../../lib/session'

/** "Save the current path as the post-login path and go to /login" (spec part 2 §4, withInOrg and restricted links). */
export function LoginFirst() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    savePreLoginPath(`${pathname}${search}`)
  }, [pathname, search])
  return <Navigate to="/login" replace />
}
