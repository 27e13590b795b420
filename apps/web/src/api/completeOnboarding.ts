import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../lib/api'
import { profileQueryKey } from './getProfile'

const ZOnboardingStatus = z.object({ hasCompletedOnboarding: z.boolean() })

/** POST /api/users/onboarding/status {user_id} → {hasCompletedOnboarding}. */
export function completeOnboarding(userId: number) {
  return api.post('/users/onboarding/status', { user_id: userId }, { schema: ZOnboardingStatus })
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  })
}
