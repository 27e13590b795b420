import { useEffect } from 'react'
import { ButtonLink } from '../../components/ButtonLink'
import { StandalonePage, StatusArt } from './StandalonePage'

/** /start_with/internal_server_error; also where impersonation and private routes without a token land. */
export function ServerErrorPage() {
  useEffect(() => {
    document.title = 'Server error · Parley'
  }, [])
  return (
    <StandalonePage
      art={<StatusArt code="500" />}
      title="Server did a BooBoo"
      description="Something went wrong on our side. Please try again in a moment."
      actions={
        <ButtonLink type="primary" size="large" to="/">
          Return to Home Page
        </ButtonLink>
      }
    />
  )
}
