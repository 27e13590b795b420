import { type TObjectionQuery, ZObjectionChart, ZObjectionPage } from '@parley/shared/schemas/objection-handling'
import { REPORT_PAGE_SIZE, ZDistinctResponse } from '@parley/shared/schemas/reports'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api'
import { reportKeys } from '../../api/reportKeys'

// Objection Handling's calls. Failures are only logged ("No user-facing error
// messages are shown for report loads"), so every call is silent; the screen shows its empty states.

/** POST /api/reports/objections-handling: 25 rows after the cursor (null = the first page). */
export function useObjectionPage(query: TObjectionQuery, after: string | null) {
  const body = { ...query, take: REPORT_PAGE_SIZE, after: after ?? undefined }
  return useQuery({
    queryKey: reportKeys.report('objection_handling', 'page', body),
    queryFn: async ({ signal }) => (await api.post('/reports/objections-handling', body, { schema: ZObjectionPage, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** Distinct mode: the add-filter menu's option lists and labels (over the scope and ranges, not the filters). */
export function useObjectionOptions(query: TObjectionQuery) {
  const body = { ...query, filter: undefined, sort: undefined, distinct: true }
  return useQuery({
    queryKey: reportKeys.report('objection_handling', 'distinct', body),
    queryFn: async ({ signal }) => {
      const [lists, labels] = (await api.post('/reports/objections-handling', body, { schema: ZDistinctResponse, silent: true, signal })).data
      return { lists, labels: labels.schema }
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}

/** POST /api/reports/objections-handling-chart with chart_type grade: {category, grade, y} of the top 10 categories. */
export function useObjectionChart(query: TObjectionQuery) {
  const body = { ...query, sort: undefined, chart_type: 'grade' as const }
  return useQuery({
    queryKey: reportKeys.report('objection_handling', 'chart', body),
    queryFn: async ({ signal }) => (await api.post('/reports/objections-handling-chart', body, { schema: ZObjectionChart, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}
