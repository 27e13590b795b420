import { type TDealEmailBody, ZDealEmailBodyResponse } from '@parley/shared/schemas/deal-activity'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { dealActivityKeys } from './dealActivityKeys'

/** GET /api/users/dealEmailBody?id=: one e-mail with its plain-text body. Failures are only logged. */
export function getDealEmailBody(emailId: number, signal?: AbortSignal): Promise<TDealEmailBody> {
  return api.get('/users/dealEmailBody', { query: { id: emailId }, schema: ZDealEmailBodyResponse, silent: true, signal }).then((a) => a.data)
}

export const dealEmailBodyQueryOptions = (emailId: number) =>
  queryOptions({
    queryKey: dealActivityKeys.emailBody(emailId),
    queryFn: ({ signal }) => getDealEmailBody(emailId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

export function useDealEmailBody(emailId: number | null) {
  return useQuery({ ...dealEmailBodyQueryOptions(emailId ?? 0), enabled: emailId !== null })
}
