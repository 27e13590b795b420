import { ZAdoptionChartsResponse, ZAdoptionPageResponse } from '@parley/shared/schemas/notetaker-adoption'
import { REPORT_PAGE_SIZE, type TReportQuery, ZDistinctResponse } from '@parley/shared/schemas/reports'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api'
import { reportKeys } from '../../api/reportKeys'
import type { Group } from '../../utils/reportSearch'

// Notetaker Adoption, the tab of reports page 1: one row per rep, its totals, the charts. Failures
// are only logged ("No user-facing error messages are shown for report loads"), so every call is silent.

const KEY = 'notetaker_adoption'
export const ADOPTION_EXPORT_PATH = '/reports/notetaker-adoption/export'

/** A page of reps (skip = page × 25, take 25) with the totals of every filtered rep. */
export function useAdoptionPage(query: TReportQuery, tablePage: number) {
  const body = { ...query, skip: (tablePage - 1) * REPORT_PAGE_SIZE, take: REPORT_PAGE_SIZE }
  return useQuery({
    queryKey: reportKeys.report(KEY, 'page', body),
    queryFn: async ({ signal }) => (await api.post('/reports/notetaker-adoption', body, { schema: ZAdoptionPageResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** Distinct mode: the rep and manager lists. */
export function useAdoptionOptions(query: TReportQuery) {
  const body = { ...query, filter: undefined, sort: undefined, distinct: true }
  return useQuery({
    queryKey: reportKeys.report(KEY, 'distinct', body),
    queryFn: async ({ signal }) => {
      const [lists, labels] = (await api.post('/reports/notetaker-adoption', body, { schema: ZDistinctResponse, silent: true, signal })).data
      return { lists, labels: labels.schema }
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}

/** The counts and adoption per day, week or month, and adoption of the reps with most eligible calls. */
export function useAdoptionCharts(query: TReportQuery, group: Group) {
  const body = { ...query, sort: undefined, group }
  return useQuery({
    queryKey: reportKeys.report(KEY, 'charts', body),
    queryFn: async ({ signal }) => (await api.post('/reports/notetaker-adoption-charts', body, { schema: ZAdoptionChartsResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}
