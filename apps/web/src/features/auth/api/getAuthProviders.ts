import { ZAuthProviders, type TAuthProviders } from '@parley/shared/schemas/auth'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** GET /api/auth/providers → which sign-in buttons work on this server. */
export function getAuthProviders(signal?: AbortSignal): Promise<TAuthProviders> {
  return api.get('/auth/providers', { schema: ZAuthProviders, silent: true, signal })
}

export const authProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'providers'], queryFn: ({ signal }) => getAuthProviders(signal), staleTime: 10 * 60_000 })

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions())
}
