import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { ButtonLink } from '../../components/ButtonLink'
import { reportNotFound } from '../../lib/reportError'
import { StandalonePage, StatusArt } from './StandalonePage'

/** Any unknown path: reported once to the error endpoint. */
export function NotFoundPage() {
  const { pathname } = useLocation()
  useEffect(() => {
    document.title = 'Page not found · Parley'
    reportNotFound(pathname)
  }, [pathname])
  return (
    <StandalonePage
      art={<StatusArt code="404" />}
      title="Oops! Page not found!"
      description="The page you are looking for does not exist or has been moved."
      actions={
        <ButtonLink type="primary" size="large" to="/">
          Return to Home Page
        </ButtonLink>
      }
    />
  )
}
