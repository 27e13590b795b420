import { ZDistinctValuesResponse, ZStageListResponse } from '@parley/shared/schemas/recordings'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { ApiError, api } from '../../../lib/api'
import { recordingsKeys } from './activityDashboard'

const LONG = 10 * 60_000

/** POST /api/users/dealStages and /api/users/currentDealStages (body: role) → stage names. */
export function useStageList(kind: 'dealStages' | 'currentDealStages', role: string) {
  return useQuery({
    queryKey: recordingsKeys.options(kind, role),
    queryFn: async ({ signal }) => (await api.post(`/users/${kind}`, { role }, { schema: ZStageListResponse, silent: true, signal })).data,
    staleTime: LONG,
  })
}

/** POST /api/reports/distinct-values?role → the option lists of function, agenda, managers, source, disposition. */
export function useDistinctValues(role: string) {
  return useQuery({
    queryKey: recordingsKeys.options('distinct', role),
    queryFn: async ({ signal }) =>
      (await api.post('/reports/distinct-values', {}, { query: { role }, schema: ZDistinctValuesResponse, silent: true, signal })).data[0] ?? {},
    staleTime: LONG,
  })
}

const ZCrmFilter = z.object({ label: z.string(), db_field: z.string(), table_name: z.string() })
export type TCrmFilter = z.infer<typeof ZCrmFilter>

/** GET /api/users/dashboardFiltersDropdown → the company's CRM custom-field filters (loaded dynamically). */
export function useCrmFilters() {
  return useQuery({
    queryKey: recordingsKeys.options('crm-filters'),
    queryFn: async ({ signal }) => {
      try {
        return (await api.get('/users/dashboardFiltersDropdown', { schema: z.object({ data: z.array(ZCrmFilter) }), silent: true, signal })).data
      } catch (error) {
        // A company without CRM custom fields (or a server without the endpoint) simply has none to offer.
        if (error instanceof ApiError && error.status === 404) return []
        throw error
      }
    },
    staleTime: LONG,
  })
}

/** GET /api/users/dashboardDropdownValues?db_field&table_name → the values of one CRM field, loaded when its list opens. */
export function useCrmFieldValues(field: TCrmFilter, enabled: boolean) {
  return useQuery({
    queryKey: recordingsKeys.options('crm-values', field),
    queryFn: async ({ signal }) =>
      (
        await api.get('/users/dashboardDropdownValues', {
          query: { db_field: field.db_field, table_name: field.table_name },
          schema: z.object({ data: z.array(z.string()) }),
          silent: true,
          signal,
        })
      ).data,
    staleTime: LONG,
    enabled,
  })
}
