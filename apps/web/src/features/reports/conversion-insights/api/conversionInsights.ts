import { ZConversionPageResponse, ZOutcomesResponse } from '@parley/shared/schemas/conversion-insights'
import { REPORT_PAGE_SIZE, type TReportQuery, ZDistinctResponse } from '@parley/shared/schemas/reports'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api'
import { reportKeys } from '../../api/reportKeys'

// Conversion Insights' calls (page 7; "POST /reports/meetings-deals-report (query: role, startTime,
// endTime, filter, distinct, sort, skip, take)", "POST /users/MeetingsOutcomesReport"). Failures are only logged ("No
// user-facing error messages are shown for report loads"), so every call is silent.

/** The deals of one table page: skip = page × 25, take 25. */
export function useConversionPage(query: TReportQuery, tablePage: number) {
  const body = { ...query, skip: (tablePage - 1) * REPORT_PAGE_SIZE, take: REPORT_PAGE_SIZE }
  return useQuery({
    queryKey: reportKeys.report('conversion_insights', 'page', body),
    queryFn: async ({ signal }) => (await api.post('/reports/meetings-deals-report', body, { schema: ZConversionPageResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** Distinct mode: the add-filter menu's option lists and labels (over the scope and ranges, not the filters). */
export function useConversionOptions(query: TReportQuery) {
  const body = { ...query, filter: undefined, sort: undefined, distinct: true }
  return useQuery({
    queryKey: reportKeys.report('conversion_insights', 'distinct', body),
    queryFn: async ({ signal }) => {
      const [lists, labels] = (await api.post('/reports/meetings-deals-report', body, { schema: ZDistinctResponse, silent: true, signal })).data
      return { lists, labels: labels.schema }
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}

/** The outcomes of the filtered deals: movement counts, movement per starting stage, checklist coverage. */
export function useConversionOutcomes(query: TReportQuery) {
  const body = { ...query, sort: undefined }
  return useQuery({
    queryKey: reportKeys.report('conversion_insights', 'outcomes', body),
    queryFn: async ({ signal }) => (await api.post('/users/MeetingsOutcomesReport', body, { schema: ZOutcomesResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}
