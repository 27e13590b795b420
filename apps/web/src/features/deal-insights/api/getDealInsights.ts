import { type TDealInsights, ZDealInsightsResponse } from '@parley/shared/schemas/deal-insights'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { dealInsightsKeys } from './dealInsightsKeys'

/** POST /api/users/dealInsights {deal_id}: the deal's checklist and insights across its calls. */
export function getDealInsights(dealId: number, signal?: AbortSignal): Promise<TDealInsights> {
  return api.post('/users/dealInsights', { deal_id: dealId }, { schema: ZDealInsightsResponse, signal }).then((a) => a.data)
}

export const dealInsightsQueryOptions = (dealId: number) =>
  queryOptions({ queryKey: dealInsightsKeys.insights(dealId), queryFn: ({ signal }) => getDealInsights(dealId, signal) })

export function useDealInsights(dealId: number | null) {
  return useQuery({ ...dealInsightsQueryOptions(dealId ?? 0), enabled: dealId !== null })
}
