import {
  ZChecklistAdoptionResponse,
  ZChecklistRepScoresResponse,
  ZChecklistSignalResponse,
  ZChecklistTrendResponse,
} from '@parley/shared/schemas/checklist-adoption'
import { REPORT_PAGE_SIZE, type TReportQuery, ZDistinctResponse } from '@parley/shared/schemas/reports'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api'
import { reportKeys } from '../../api/reportKeys'

// Checklist Adoption's calls ("POST /reports/checklist-adoption-call, -trend, -rep-scores, -signal").
// Failures are only logged ("No user-facing error messages are shown for report loads"), so every call is silent.

/** POST /api/reports/checklist-adoption-call with skip = page × 25, take 25. */
export function useChecklistPage(query: TReportQuery, tablePage: number) {
  const body = { ...query, skip: (tablePage - 1) * REPORT_PAGE_SIZE, take: REPORT_PAGE_SIZE }
  return useQuery({
    queryKey: reportKeys.report('checklist_adoption', 'page', body),
    queryFn: async ({ signal }) =>
      (await api.post('/reports/checklist-adoption-call', body, { schema: ZChecklistAdoptionResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** Distinct mode: the option lists and labels (over the scope and ranges, not the filters). */
export function useChecklistOptions(query: TReportQuery) {
  const body = { ...query, filter: undefined, sort: undefined, distinct: true }
  return useQuery({
    queryKey: reportKeys.report('checklist_adoption', 'distinct', body),
    queryFn: async ({ signal }) => {
      const [lists, labels] = (await api.post('/reports/checklist-adoption-call', body, { schema: ZDistinctResponse, silent: true, signal })).data
      return { lists, labels: labels.schema }
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}

const chartBody = (query: TReportQuery) => ({ ...query, sort: undefined })

/** -trend: adoption per day, week or month (the query's group). */
export function useChecklistTrend(query: TReportQuery) {
  const body = chartBody(query)
  return useQuery({
    queryKey: reportKeys.report('checklist_adoption', 'trend', body),
    queryFn: async ({ signal }) => (await api.post('/reports/checklist-adoption-trend', body, { schema: ZChecklistTrendResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** -rep-scores: each rep's average adoption, highest first. */
export function useChecklistRepScores(query: TReportQuery) {
  const body = { ...chartBody(query), group: undefined }
  return useQuery({
    queryKey: reportKeys.report('checklist_adoption', 'rep-scores', body),
    queryFn: async ({ signal }) =>
      (await api.post('/reports/checklist-adoption-rep-scores', body, { schema: ZChecklistRepScoresResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** -signal: per signal the completed share and its best practices. */
export function useChecklistSignals(query: TReportQuery) {
  const body = { ...chartBody(query), group: undefined }
  return useQuery({
    queryKey: reportKeys.report('checklist_adoption', 'signal', body),
    queryFn: async ({ signal }) =>
      (await api.post('/reports/checklist-adoption-signal', body, { schema: ZChecklistSignalResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}
