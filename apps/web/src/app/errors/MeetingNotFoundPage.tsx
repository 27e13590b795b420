import { useEffect } from 'react'
import { useParams } from 'react-router'
import { ButtonLink } from '../../components/ButtonLink'
import { SUPPORT_EMAIL } from '../../lib/support'
import { StandalonePage, StatusArt } from './StandalonePage'

/** /error/meeting-not-found/:id */
export function MeetingNotFoundPage() {
  const { id } = useParams()
  useEffect(() => {
    document.title = 'Meeting not found · Parley'
  }, [])
  return (
    <StandalonePage
      art={<StatusArt code="404" />}
      title="Meeting not found"
      description={
        <>
          <p>We couldn't find {id ? `meeting ${id}` : 'this meeting'}. It may have been deleted, or the link may be wrong.</p>
          <p>
            Think this is a mistake? Contact <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
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
