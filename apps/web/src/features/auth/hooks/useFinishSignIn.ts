import type { TProfile } from '@parley/shared/schemas/user'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { profileQueryKey } from '../../../api/getProfile'
import { consumePreLoginPath } from '../../../lib/session'
import { startSession } from '../../../lib/startSession'
import { toast } from '../../../lib/toast'

/** Stores the new token, greets the user and returns them to where they were going. */
export function useFinishSignIn() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return useCallback(
    (jwt: string, user?: TProfile) => {
      startSession(jwt)
      if (user) queryClient.setQueryData(profileQueryKey, user)
      toast.success('Loggedin successfully.')
      navigate(consumePreLoginPath(), { replace: true })
    },
    [navigate, queryClient],
  )
}
