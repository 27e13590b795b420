import { type TDealActivity, ZDealActivityResponse } from '@parley/shared/schemas/deal-activity'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { dealActivityKeys } from './dealActivityKeys'

/** GET /api/users/dealActivityTab?deal_id=: the deal's calls and e-mails with the counts. Failures are only logged (spec §8). */
export function getDealActivity(dealId: number, signal?: AbortSignal): Promise<TDealActivity> {
  return api.get('/users/dealActivityTab', { query: { deal_id: dealId }, schema: ZDealActivityResponse, silent: true, signal }).then((a) => a.data)
}

export const dealActivityQueryOptions = (dealId: number) =>
  queryOptions({ queryKey: dealActivityKeys.activity(dealId), queryFn: ({ signal }) => getDealActivity(dealId, signal) })

export function useDealActivity(dealId: number | null) {
  return useQuery({ ...dealActivityQueryOptions(dealId ?? 0), enabled: dealId !== null })
}
