import { type TDealForecast, ZDealForecastResponse } from '@parley/shared/schemas/deal-insights'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { dealInsightsKeys } from './dealInsightsKeys'

/** GET /api/users/dealForecast?deal_id=: the forecast and whether a next meeting is set. */
export function getDealForecast(dealId: number, signal?: AbortSignal): Promise<TDealForecast> {
  return api.get('/users/dealForecast', { query: { deal_id: dealId }, schema: ZDealForecastResponse, signal }).then((a) => a.data)
}

export const dealForecastQueryOptions = (dealId: number) =>
  queryOptions({ queryKey: dealInsightsKeys.forecast(dealId), queryFn: ({ signal }) => getDealForecast(dealId, signal) })

export function useDealForecast(dealId: number | null) {
  return useQuery({ ...dealForecastQueryOptions(dealId ?? 0), enabled: dealId !== null })
}
