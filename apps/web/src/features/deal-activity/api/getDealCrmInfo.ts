import { type TCrmDealInfo, ZDealCrmInfoResponse } from '@parley/shared/schemas/deal-activity'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { dealActivityKeys } from './dealActivityKeys'

/** GET /api/users/deal_crm_info?crm_deal_id=: the deal as the CRM holds it. Failures are only logged. */
export function getDealCrmInfo(crmDealId: string, signal?: AbortSignal): Promise<TCrmDealInfo> {
  return api.get('/users/deal_crm_info', { query: { crm_deal_id: crmDealId }, schema: ZDealCrmInfoResponse, silent: true, signal }).then((a) => a.data)
}

export const dealCrmInfoQueryOptions = (crmDealId: string) =>
  queryOptions({ queryKey: dealActivityKeys.crmInfo(crmDealId), queryFn: ({ signal }) => getDealCrmInfo(crmDealId, signal) })

export function useDealCrmInfo(crmDealId: string | null) {
  return useQuery({ ...dealCrmInfoQueryOptions(crmDealId ?? ''), enabled: crmDealId !== null, retry: false })
}
