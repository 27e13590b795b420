import { LOCKED_CONTENT_MESSAGE } from '@parley/shared/rules/share-access'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { ButtonLink } from '../../../components/ButtonLink'
import { EmptyState } from '../../../components/EmptyState'
import { hasToken, savePreLoginPath } from '../../../lib/session'

/**
 * "A locked-content card ('This content is for internal user only' with a login link) is shown to shared-link
 * visitors without access": forged, revoked, expired or other-meeting tokens, and lists that do
 * not name the visitor.
 */
export function LockedContentCard() {
  const { pathname, search } = useLocation()
  const signedIn = hasToken()
  // Either way to /login (this card's link or the frame's Sign in) comes back here after sign-in.
  useEffect(() => {
    if (!signedIn) savePreLoginPath(`${pathname}${search}`)
  }, [signedIn, pathname, search])
  return (
    <div className="shared-locked">
      <EmptyState
        illustration="lock"
        title={LOCKED_CONTENT_MESSAGE}
        description={
          signedIn
            ? 'This link is not shared with your account, or it has been revoked or has expired. Ask the person who shared it for a new link.'
            : 'Sign in with a work account this call was shared with, or ask the person who shared it for a new link.'
        }
        action={
          signedIn ? (
            <ButtonLink to="/">Return to Home Page</ButtonLink>
          ) : (
            <ButtonLink type="primary" to="/login">
              Log in
            </ButtonLink>
          )
        }
      />
    </div>
  )
}
