import { useEffect, useRef } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { FullPageSpin } from '../../../components/FullPageSpin'
import { SERVER_ERROR_PATH, safeInternalPath } from '../../../lib/navigation'
import { startSession } from '../../../lib/startSession'
import { impersonate, trackRecord } from '../api/impersonate'

/**
 * /impersonate/:token and /admin/impersonate/:token: trade the signed token for a session, mark it as an
 * impersonation and go to ?next_path (or /). A missing token goes to the server-error page.
 */
export function ImpersonateRedirect() {
  const { token } = useParams()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (!token) {
      navigate(SERVER_ERROR_PATH, { replace: true })
      return
    }
    const next = safeInternalPath(params.get('next_path')) ?? '/'
    const tracking = params.get('trackRecord') ?? params.get('s')
    impersonate(token)
      .then(({ jwt }) => {
        startSession(jwt, { impersonating: true })
        if (tracking) void trackRecord(tracking).catch(() => undefined)
        navigate(next, { replace: true })
      })
      .catch(() => navigate(SERVER_ERROR_PATH, { replace: true }))
  }, [token, params, navigate])

  return <FullPageSpin label="Opening the account…" />
}
