import { ZDemoUsers, type TDemoUsers } from '@parley/shared/schemas/auth'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** GET /api/auth/demo-users (demo mode only) → users grouped by role. */
export function getDemoUsers(signal?: AbortSignal): Promise<TDemoUsers> {
  return api.get('/auth/demo-users', { schema: ZDemoUsers, silent: true, signal })
}

export const demoUsersQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: ['auth', 'demo-users'], queryFn: ({ signal }) => getDemoUsers(signal), enabled, staleTime: 10 * 60_000 })

export function useDemoUsers(enabled: boolean) {
  return useQuery(demoUsersQueryOptions(enabled))
}
