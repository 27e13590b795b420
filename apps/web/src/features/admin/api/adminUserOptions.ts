import { ZAdminDistinctResponse, type TAdminDistinct } from '@parley/shared/schemas/admin'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { adminKeys } from './adminUsers'

/** POST /api/users/admin_panel_user_data?distinct=true → the filters' option lists (failures are only logged). */
export async function getAdminUserOptions(companies: number[], signal?: AbortSignal): Promise<TAdminDistinct> {
  const res = await api.post(
    '/users/admin_panel_user_data',
    { filters: { companies } },
    { query: { distinct: 'true' }, schema: ZAdminDistinctResponse, silent: true, signal },
  )
  return res.data
}

export const adminUserOptionsQueryOptions = (companies: number[]) =>
  queryOptions({ queryKey: adminKeys.options(companies), queryFn: ({ signal }) => getAdminUserOptions(companies, signal), staleTime: 60_000 })

export function useAdminUserOptions(companies: number[]) {
  return useQuery(adminUserOptionsQueryOptions(companies))
}
