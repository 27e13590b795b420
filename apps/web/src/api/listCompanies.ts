import { ZCompanyListItem } from '@parley/shared/schemas/admin'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../lib/api'

const ZCompanies = z.object({ data: z.array(ZCompanyListItem) })

/** GET /api/list_companies → id and name of every company a super admin may pick (admin center, AI chat reports). */
export async function listCompanies(signal?: AbortSignal) {
  return (await api.get('/list_companies', { schema: ZCompanies, silent: true, signal })).data
}

export function useCompanies(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: ['companies'], queryFn: ({ signal }) => listCompanies(signal), enabled, staleTime: 5 * 60_000 }))
}
