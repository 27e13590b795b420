import { useEffect } from 'react'
import { Navigate, useNavigate, useParams } from 'react-router'
import { FullPageSpin } from '../../../components/FullPageSpin'
import { startSession } from '../../../lib/startSession'
import { SERVER_ERROR_PATH } from '../../../lib/navigation'

/** /private/:token stores the token from the path and goes to /. */
export function PrivateTokenRedirect() {
  const { token } = useParams()
  const navigate = useNavigate()
  useEffect(() => {
    if (!token) return
    startSession(token)
    navigate('/', { replace: true })
  }, [token, navigate])
  if (!token) return <Navigate to={SERVER_ERROR_PATH} replace />
  return <FullPageSpin label="Signing you in…" />
}
