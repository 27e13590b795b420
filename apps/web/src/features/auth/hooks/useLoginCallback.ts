import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from '../../../lib/toast'
import { useFinishSignIn } from './useFinishSignIn'

export interface LoginCallbackState {
  /** A token from the address is being used; the page should not render the form. */
  signingIn: boolean
  /** The refusal the server sent back, kept on screen after the toast fades. */
  error: string | null
}

/** The OIDC callback lands on /login?token=<jwt> or /login?error=<message>. */
export function useLoginCallback(): LoginCallbackState {
  const [params, setParams] = useSearchParams()
  const finishSignIn = useFinishSignIn()
  const handled = useRef(false)
  const [shownError, setShownError] = useState<string | null>(null)
  const token = params.get('token')
  const error = params.get('error')

  useEffect(() => {
    if (handled.current) return
    if (token) {
      handled.current = true
      finishSignIn(token)
    } else if (error !== null) {
      handled.current = true
      const text = error.trim() || 'Login failed. Please try again.'
      toast.error(text)
      setShownError(text)
      const next = new URLSearchParams(params)
      next.delete('error')
      setParams(next, { replace: true })
    }
  }, [token, error, params, setParams, finishSignIn])

  return { signingIn: Boolean(token), error: shownError }
}
