import type { PipelineChartKey } from '@parley/shared/rules/pipeline-columns'
import { ZPipelineChartsResponse, ZPipelineResponse } from '@parley/shared/schemas/pipeline-review'
import { REPORT_PAGE_SIZE, type TReportQuery, ZDistinctResponse } from '@parley/shared/schemas/reports'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api'
import { reportKeys } from '../../api/reportKeys'

// Pipeline Review's calls. Failures are only logged ("No user-facing error messages are shown for
// report loads"), so every call is silent; the screens show their empty states.

const flags = (search: boolean) => (search ? { elasticSearch: 'true' } : undefined)

/** POST /api/reports/pipeline-review with skip = page × 25, take 25. */
export function usePipelinePage(query: TReportQuery, tablePage: number, search: boolean, enabled: boolean) {
  const body = { ...query, skip: (tablePage - 1) * REPORT_PAGE_SIZE, take: REPORT_PAGE_SIZE, checklist_filters: query.checklist_filters ?? undefined }
  return useQuery({
    queryKey: reportKeys.report('pipeline_review', 'page', { body, search }),
    queryFn: async ({ signal }) =>
      (await api.post('/reports/pipeline-review', body, { query: flags(search), schema: ZPipelineResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** Distinct mode: the add-filter menu's option lists and labels (over the scope and ranges, not the filters). */
export function usePipelineOptions(query: TReportQuery, search: boolean, enabled: boolean) {
  const body = { ...query, filter: undefined, sort: undefined, distinct: true }
  return useQuery({
    queryKey: reportKeys.report('pipeline_review', 'distinct', { body, search }),
    queryFn: async ({ signal }) => {
      const [lists, labels] = (await api.post('/reports/pipeline-review', body, { query: flags(search), schema: ZDistinctResponse, silent: true, signal })).data
      return { lists, labels: labels.schema }
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled,
  })
}

/** POST /api/reports/pipeline-review-charts?type=: one chart, so changing a dimension refetches only that chart. */
export function usePipelineChart(query: TReportQuery, type: PipelineChartKey, search: boolean, enabled: boolean) {
  const body = { ...query, sort: undefined }
  return useQuery({
    queryKey: reportKeys.report('pipeline_review', `chart-${type}`, { body, search }),
    queryFn: async ({ signal }) =>
      (
        await api.post('/reports/pipeline-review-charts', body, {
          query: { type, ...flags(search) },
          schema: ZPipelineChartsResponse,
          silent: true,
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    enabled,
  })
}
