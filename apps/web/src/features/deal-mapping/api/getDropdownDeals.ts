import { type TDealOption, type TDropdownDealType, ZDealOptionsResponse } from '@parley/shared/schemas/deal-mapping'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { dealMappingKeys } from './dealMappingKeys'

interface DropdownDealsParams {
  type: TDropdownDealType
  calendarEvent: number | null
  /** Sent only from 3 characters (the caller debounces). */
  search: string
}

/** GET /api/users/dropdownDeals?type=recommended|owner|company. Failures are only logged. */
export function getDropdownDeals({ type, calendarEvent, search }: DropdownDealsParams, signal?: AbortSignal): Promise<TDealOption[]> {
  const query = { type, calendar_event: type === 'recommended' ? calendarEvent : undefined, search: search || undefined }
  return api.get('/users/dropdownDeals', { query, schema: ZDealOptionsResponse, silent: true, signal }).then((a) => a.data)
}

export const dropdownDealsQueryOptions = (params: DropdownDealsParams) =>
  queryOptions({
    queryKey: dealMappingKeys.options(params.type, params.calendarEvent, params.search),
    queryFn: ({ signal }) => getDropdownDeals(params, signal),
  })

export function useDropdownDeals(params: DropdownDealsParams, enabled: boolean) {
  return useQuery({ ...dropdownDealsQueryOptions(params), enabled })
}
