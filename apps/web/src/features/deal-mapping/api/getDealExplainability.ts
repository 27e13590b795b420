import { type TDealExplainability, ZDealExplainabilityResponse } from '@parley/shared/schemas/deal-mapping'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { dealMappingKeys } from './dealMappingKeys'

/** GET /api/users/dealExplainability?calendar_event&crm_deal: why the call is on this deal. Failures are only logged. */
export function getDealExplainability(calendarEvent: number, crmDealId: string, signal?: AbortSignal): Promise<TDealExplainability> {
  return api
    .get('/users/dealExplainability', {
      query: { calendar_event: calendarEvent, crm_deal: crmDealId },
      schema: ZDealExplainabilityResponse,
      silent: true,
      signal,
    })
    .then((a) => a.data)
}

export const dealExplainabilityQueryOptions = (calendarEvent: number, crmDealId: string) =>
  queryOptions({
    queryKey: dealMappingKeys.explanation(calendarEvent, crmDealId),
    queryFn: ({ signal }) => getDealExplainability(calendarEvent, crmDealId, signal),
  })

export function useDealExplainability(calendarEvent: number | null, crmDealId: string | null, enabled: boolean) {
  return useQuery({ ...dealExplainabilityQueryOptions(calendarEvent ?? 0, crmDealId ?? ''), enabled: enabled && calendarEvent !== null && Boolean(crmDealId) })
}
