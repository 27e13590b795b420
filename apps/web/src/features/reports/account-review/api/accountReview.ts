import { ZAccountReviewResponse } from '@parley/shared/schemas/account-review'
import { REPORT_PAGE_SIZE, type TReportQuery, ZDistinctResponse } from '@parley/shared/schemas/reports'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api'
import { reportKeys } from '../../api/reportKeys'

// Channel Partner Account Review's calls. Failures are only logged ("No user-facing
// error messages are shown for report loads"), so every call is silent; the screen shows its empty states.

/** POST /api/reports/account-review with skip = page × 25, take 25: "Response data.data: … accounts and total". */
export function useAccountPage(query: TReportQuery, tablePage: number) {
  const body = { ...query, skip: (tablePage - 1) * REPORT_PAGE_SIZE, take: REPORT_PAGE_SIZE }
  return useQuery({
    queryKey: reportKeys.report('account_review', 'page', body),
    queryFn: async ({ signal }) => (await api.post('/reports/account-review', body, { schema: ZAccountReviewResponse, silent: true, signal })).data.data,
    placeholderData: keepPreviousData,
  })
}

/** Distinct mode ("distinct (true for filter options)"): the option lists and labels over the scope and range. */
export function useAccountOptions(query: TReportQuery) {
  const body = { ...query, filter: undefined, sort: undefined, distinct: true }
  return useQuery({
    queryKey: reportKeys.report('account_review', 'distinct', body),
    queryFn: async ({ signal }) => {
      const [lists, labels] = (await api.post('/reports/account-review', body, { schema: ZDistinctResponse, silent: true, signal })).data
      return { lists, labels: labels.schema }
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}
