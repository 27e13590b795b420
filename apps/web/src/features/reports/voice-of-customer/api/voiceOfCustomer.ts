import { REPORT_PAGE_SIZE, ZDistinctResponse } from '@parley/shared/schemas/reports'
import { type TVoiceOfCustomerQuery, ZVoiceOfCustomerResponse } from '@parley/shared/schemas/voice-of-customer'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api'
import { reportKeys } from '../../api/reportKeys'

// Voice of Customer's calls ("POST /reports/voice-of-customer …: cursor pagination with after and take;
// response result, total, after"). Failures are only logged ("No user-facing error messages are shown for report
// loads"), so every call is silent; the screen shows its empty states.

/** 25 statements after the cursor (null = the first page). */
export function useVocPage(query: TVoiceOfCustomerQuery, after: string | null) {
  const body = { ...query, take: REPORT_PAGE_SIZE, after: after ?? undefined }
  return useQuery({
    queryKey: reportKeys.report('voice_of_customer', 'page', body),
    queryFn: async ({ signal }) => (await api.post('/reports/voice-of-customer', body, { schema: ZVoiceOfCustomerResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** Distinct mode: the add-filter menu's option lists and labels (over the scope and range, not the filters). */
export function useVocOptions(query: TVoiceOfCustomerQuery) {
  const body = { ...query, filter: undefined, sort: undefined, distinct: true }
  return useQuery({
    queryKey: reportKeys.report('voice_of_customer', 'distinct', body),
    queryFn: async ({ signal }) => {
      const [lists, labels] = (await api.post('/reports/voice-of-customer', body, { schema: ZDistinctResponse, silent: true, signal })).data
      return { lists, labels: labels.schema }
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}
