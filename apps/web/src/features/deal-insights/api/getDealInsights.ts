import { type TDealInsights, ZDealInsightsResponse } from '@parley/shared/schemas/deal-insights'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { dealInsightsKeys } from './dealInsightsKeys'

/**
 * POST /api/users/dealInsights {deal_id}: the deal's checklist and insights across its calls; with an account id
 * {account_id, account_insights: true}: every deal of the account (the pipeline drawer's Account Insights tab).
 */
export function getDealInsights(dealId: number, signal?: AbortSignal, accountId?: number): Promise<TDealInsights> {
  const body = accountId === undefined ? { deal_id: dealId } : { deal_id: dealId, account_id: accountId, account_insights: true }
  return api.post('/users/dealInsights', body, { schema: ZDealInsightsResponse, signal }).then((a) => a.data)
}

export const dealInsightsQueryOptions = (dealId: number, accountId?: number) =>
  queryOptions({
    queryKey: accountId === undefined ? dealInsightsKeys.insights(dealId) : dealInsightsKeys.account(accountId),
    queryFn: ({ signal }) => getDealInsights(dealId, signal, accountId),
  })

export function useDealInsights(dealId: number | null, accountId?: number) {
  return useQuery({ ...dealInsightsQueryOptions(dealId ?? 0, accountId), enabled: dealId !== null })
}
