import { useEffect } from 'react'
import { ButtonLink } from '../../components/ButtonLink'
import { SUPPORT_EMAIL } from '../../lib/support'
import { LockArt } from './ErrorArt'
import { StandalonePage } from './StandalonePage'

/** /error/unauthorized/:id — the user is not allowed to see this call. */
export function UnauthorizedCallPage() {
  useEffect(() => {
    document.title = 'No access to this call · Parley'
  }, [])
  return (
    <StandalonePage
      art={<LockArt />}
      title="You don't have access to this call!"
      description={
        <>
          <p>Please reachout to call attendees to get access</p>
          <p>
            Need help? Contact <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </>
      }
      actions={
        <ButtonLink type="primary" size="large" to="/">
          Return to Home Page
        </ButtonLink>
      }
    />
  )
}
