import type { TLicenseType } from '@parley/shared/schemas/admin'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getAdminUsers } from './adminUsers'

/** A company's nomination types, as admin_panel_user_data lists them for that company (one row asked). */
export async function getCompanyNominationTypes(companyId: number, signal?: AbortSignal): Promise<TLicenseType[]> {
  const res = await getAdminUsers({ filters: { companies: [companyId] }, take: 1 }, signal)
  return res.data.licenses.filter((l) => l.company_id === companyId)
}

export function useCompanyNominationTypes(companyId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'nomination-types', companyId],
      queryFn: ({ signal }) => getCompanyNominationTypes(companyId as number, signal),
      enabled: companyId !== null,
      staleTime: 5 * 60_000,
    }),
  )
}
