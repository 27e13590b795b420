import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { reportFrontendError } from '../../lib/reportError'
import { FrontendErrorPage } from './FrontendErrorPage'
import { NotFoundPage } from './NotFoundPage'

/** The router's error element: 404 responses get the 404 page, anything thrown while rendering is reported. */
export function RouteErrorPage() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  useEffect(() => {
    if (notFound) return
    const err = error instanceof Error ? error : new Error(String(isRouteErrorResponse(error) ? error.statusText : error))
    console.error(err)
    reportFrontendError({ subject: 'Frontend - application error', message: `${window.location.pathname}: ${err.message}`, stack: err.stack })
  }, [error, notFound])
  return notFound ? <NotFoundPage /> : <FrontendErrorPage />
}
