import { Button } from 'antd'
import { useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useProfile } from '../../api/getProfile'
import { FullPageSpin } from '../../components/FullPageSpin'
import { logout } from '../../api/logout'
import { ApiError, isUnauthorizedRedirectPending } from '../../lib/api'
import { clearSessionStorage, hasToken, savePreLoginPath } from '../../lib/session'
import { useTeamsSignIn } from '../../api/useTeamsSignIn'
import { ToolsArt } from '../errors/ErrorArt'
import { StandalonePage } from '../errors/StandalonePage'

/** Signed-in pages: no token → (Teams sign-in inside a frame, then) /login with the path saved; then the profile. */
export function RequireSession() {
  const tokenPresent = hasToken()
  const teams = useTeamsSignIn(!tokenPresent)
  const profile = useProfile()

  if (!tokenPresent) {
    // The API client ended the session; it moves to /login itself after 2 s.
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
    // The standalone page rather than antd's Result, whose status illustrations would all ride in the entry chunk.
    return (
      <StandalonePage
        art={<ToolsArt />}
        title="We couldn't load your account"
        description="Parley's server did not answer. Check your connection and try again."
        actions={
          <>
            <Button type="primary" size="large" onClick={() => void profile.refetch()}>
              Try again
            </Button>
            <Button size="large" onClick={logout}>
              Sign out
            </Button>
          </>
        }
      />
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
