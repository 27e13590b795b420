import { ZCallChartsResponse, ZCallPeriodsResponse, ZCallsPageResponse } from '@parley/shared/schemas/call-reports'
import { REPORT_PAGE_SIZE, type TReportQuery, ZDistinctResponse } from '@parley/shared/schemas/reports'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api'
import { reportKeys } from '../../api/reportKeys'
import type { Group } from '../../utils/reportSearch'

// Calls & Recordings (page 1) and Call Details (page 2): "POST /reports/meetings-report: query {role,
// group, startTime, endTime, filter, distinct} or with take, skip, sort {field, type}; response data or data {result,
// total}. POST /reports/meetings-charts: same query". Failures are only logged, so every call is silent.

export type CallsReport = 'calls_recordings' | 'call_details'
const PATHS: Record<CallsReport, string> = { calls_recordings: '/reports/meetings-report', call_details: '/reports/call-details-report' }
export const EXPORT_PATHS: Record<CallsReport, string> = {
  calls_recordings: '/reports/meetings-report/export',
  call_details: '/reports/call-details-report/export',
}

/** One table page: skip = page × 25, take 25. */
export function useCallsPage(report: CallsReport, query: TReportQuery, tablePage: number) {
  const body = { ...query, skip: (tablePage - 1) * REPORT_PAGE_SIZE, take: REPORT_PAGE_SIZE }
  return useQuery({
    queryKey: reportKeys.report(report, 'page', body),
    queryFn: async ({ signal }) => (await api.post(PATHS[report], body, { schema: ZCallsPageResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** Distinct mode: the option lists and labels (over the scope and range, not the filters). */
export function useCallsOptions(report: CallsReport, query: TReportQuery) {
  const body = { ...query, filter: undefined, sort: undefined, distinct: true }
  return useQuery({
    queryKey: reportKeys.report(report, 'distinct', body),
    queryFn: async ({ signal }) => {
      const [lists, labels] = (await api.post(PATHS[report], body, { schema: ZDistinctResponse, silent: true, signal })).data
      return { lists, labels: labels.schema }
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}

/** meetings-report without take: the calls, eligible and recorded per day, week or month. */
export function useCallPeriods(query: TReportQuery, group: Group) {
  const body = { ...query, sort: undefined, group }
  return useQuery({
    queryKey: reportKeys.report('calls_recordings', 'periods', body),
    queryFn: async ({ signal }) => await api.post(PATHS.calls_recordings, body, { schema: ZCallPeriodsResponse, silent: true, signal }),
    placeholderData: keepPreviousData,
  })
}

/** meetings-charts: recorded and not recorded per period, calls per recording status and per source. */
export function useCallCharts(query: TReportQuery, group: Group) {
  const body = { ...query, sort: undefined, group }
  return useQuery({
    queryKey: reportKeys.report('calls_recordings', 'charts', body),
    queryFn: async ({ signal }) => (await api.post('/reports/meetings-charts', body, { schema: ZCallChartsResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}
