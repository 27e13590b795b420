import { ZProfile, type TProfile } from '@parley/shared/schemas/user'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../lib/api'
import { hasToken } from '../lib/session'

export const profileQueryKey = ['profile'] as const

/** GET /api/profile. Failures are only logged; 401s still end the session. */
export function getProfile(signal?: AbortSignal): Promise<TProfile> {
  return api.get('/profile', { schema: ZProfile, silent: true, signal })
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 5 * 60_000,
    enabled: hasToken(),
  })

export function useProfile() {
  return useQuery(profileQueryOptions())
}
