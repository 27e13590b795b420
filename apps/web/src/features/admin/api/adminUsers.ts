import { ZAdminUsersResponse, type TAdminUsersRequest, type TAdminUsersResponse } from '@parley/shared/schemas/admin'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'

export const adminKeys = {
  all: ['admin'] as const,
  users: (req: TAdminUsersRequest) => ['admin', 'users', req] as const,
  options: (companies: number[]) => ['admin', 'options', companies] as const,
  settings: (companyId: number) => ['admin', 'settings', companyId] as const,
  audit: (query: object) => ['admin', 'audit', query] as const,
}

/** POST /api/users/admin_panel_user_data → a page of the admin table. */
export function getAdminUsers(req: TAdminUsersRequest, signal?: AbortSignal): Promise<TAdminUsersResponse> {
  return api.post('/users/admin_panel_user_data', req, { schema: ZAdminUsersResponse, signal })
}

export const adminUsersQueryOptions = (req: TAdminUsersRequest) =>
  queryOptions({ queryKey: adminKeys.users(req), queryFn: ({ signal }) => getAdminUsers(req, signal), placeholderData: keepPreviousData })

export function useAdminUsers(req: TAdminUsersRequest) {
  return useQuery(adminUsersQueryOptions(req))
}
