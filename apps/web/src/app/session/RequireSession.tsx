import { Button, Result } from 'antd'
import { useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useProfile } from '../../api/getProfile'
import { FullPageSpin } from '../../components/FullPageSpin'
import { logout } from '../../api/logout'
import { ApiError, isUnauthorizedRedirectPending } from '../../lib/api'
import { clearSessionStorage, hasToken, savePreLoginPath } from '../../lib/session'
import { useTeamsSignIn } from '../../api/useTeamsSignIn'

/** Signed-in pages: no token → (Teams sign-in inside a frame, then) /login with the path saved; then the profile. */
export function RequireSession() {
  const tokenPresent = hasToken()
  const teams = useTeamsSignIn(!tokenPresent)
  const profile = useProfile()

  if (!tokenPresent) {
    // The API client ended the session; it moves to /login itself after 2 s (spec part 1 §4).
    if (isUnauthorizedRedirectPending()) return <FullPageSpin label="Your session has ended. Taking you to sign in…" />
    if (teams === 'trying') return <FullPageSpin label="Signing you in through Microsoft Teams…" />
    return <RedirectToLogin />
  }
  if (profile.isPending) return <FullPageSpin label="Loading your workspace…" />
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 401) {
      // Unauthorized messages are handled by the API client (2 s delay); any other 401 still means the token is useless.
      if (isUnauthorizedRedirectPending()) return <FullPageSpin label="Your session has ended. Taking you to sign in…" />
      return <EndSessionAndLogin />
    }
    return (
      <main className="standalone-page">
        <Result
          status="warning"
          title={<h1 className="standalone-page__title">We couldn't load your account</h1>}
          subTitle="Parley's server did not answer. Check your connection and try again."
          extra={[
            <Button key="retry" type="primary" onClick={() => void profile.refetch()}>
              Try again
            </Button>,
            <Button key="logout" onClick={logout}>
              Sign out
            </Button>,
          ]}
        />
      </main>
    )
  }
  return <Outlet />
}

function EndSessionAndLogin() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    clearSessionStorage()
    savePreLoginPath(`${pathname}${search}`)
  }, [pathname, search])
  return <Navigate to="/login" replace />
}

function RedirectToLogin() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    savePreLoginPath(`${pathname}${search}`)
  }, [pathname, search])
  return <Navigate to="/login" replace />
}
