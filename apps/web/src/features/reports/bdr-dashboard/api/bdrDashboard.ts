import { type BdrSection, bdrSection } from '@parley/shared/rules/bdr-dashboard'
import { ZBdrCountsResponse, ZBdrRepScoresResponse, ZBdrRowsResponse, ZBdrSignalsResponse } from '@parley/shared/schemas/bdr-dashboard'
import { REPORT_PAGE_SIZE, type TReportQuery, ZDistinctResponse } from '@parley/shared/schemas/reports'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api'
import { reportKeys } from '../../api/reportKeys'

// The development-rep dashboard's calls. Failures are only logged ("No
// user-facing error messages are shown for report loads"), so every call is silent; the screens show their empty states.

const KEY = 'bdr_to_mql'
const unpaged = (q: TReportQuery) => ({ ...q, sort: undefined, skip: undefined, take: undefined })

/** POST /api/reports/bdr-count-metrics: the summary cards. */
export function useBdrCounts(query: TReportQuery) {
  const body = unpaged(query)
  return useQuery({
    queryKey: reportKeys.report(KEY, 'counts', body),
    queryFn: async ({ signal }) => (await api.post('/reports/bdr-count-metrics', body, { schema: ZBdrCountsResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** POST /api/reports/bdr-checklist-signal-*: a section's Checklist & Best Practices table and progress panel. */
export function useBdrSignals(query: TReportQuery, section: BdrSection) {
  const body = unpaged(query)
  return useQuery({
    queryKey: reportKeys.report(KEY, `signals-${section}`, body),
    queryFn: async ({ signal }) => (await api.post(bdrSection(section).signalPath, body, { schema: ZBdrSignalsResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** POST /api/reports/bdr-*-data with skip = page × 25, take 25 and the table's own sort. */
export function useBdrRows(query: TReportQuery, section: BdrSection, tablePage: number, sort: TReportQuery['sort']) {
  const body = { ...query, sort: sort ?? undefined, skip: (tablePage - 1) * REPORT_PAGE_SIZE, take: REPORT_PAGE_SIZE }
  return useQuery({
    queryKey: reportKeys.report(KEY, `rows-${section}`, body),
    queryFn: async ({ signal }) => (await api.post(bdrSection(section).dataPath, body, { schema: ZBdrRowsResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** POST /api/reports/bdr-rep-scores: the Rep Scores chart. */
export function useBdrRepScores(query: TReportQuery) {
  const body = unpaged(query)
  return useQuery({
    queryKey: reportKeys.report(KEY, 'rep-scores', body),
    queryFn: async ({ signal }) => (await api.post('/reports/bdr-rep-scores', body, { schema: ZBdrRepScoresResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** Distinct mode: the add-filter menu's option lists and labels (over the scope and range, not the filters). */
export function useBdrOptions(query: TReportQuery) {
  const body = { ...unpaged(query), filter: undefined, distinct: true }
  return useQuery({
    queryKey: reportKeys.report(KEY, 'distinct', body),
    queryFn: async ({ signal }) => {
      const [lists, labels] = (await api.post(bdrSection('meeting_set').dataPath, body, { schema: ZDistinctResponse, silent: true, signal })).data
      return { lists, labels: labels.schema }
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}
