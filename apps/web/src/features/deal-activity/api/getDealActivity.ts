import { type TDealActivity, ZDealActivityResponse } from '@parley/shared/schemas/deal-activity'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { dealActivityKeys } from './dealActivityKeys'

/**
 * GET /api/users/dealActivityTab?deal_id=: the deal's calls and e-mails with the counts; with `account` the activity of
 * every deal of its account (account_activities=true). Failures are only logged.
 */
export function getDealActivity(dealId: number, signal?: AbortSignal, account = false): Promise<TDealActivity> {
  const query = account ? { deal_id: dealId, account_activities: 'true' } : { deal_id: dealId }
  return api.get('/users/dealActivityTab', { query, schema: ZDealActivityResponse, silent: true, signal }).then((a) => a.data)
}

export const dealActivityQueryOptions = (dealId: number, account = false) =>
  queryOptions({
    queryKey: account ? dealActivityKeys.account(dealId) : dealActivityKeys.activity(dealId),
    queryFn: ({ signal }) => getDealActivity(dealId, signal, account),
  })

export function useDealActivity(dealId: number | null, account = false) {
  return useQuery({ ...dealActivityQueryOptions(dealId ?? 0, account), enabled: dealId !== null })
}
