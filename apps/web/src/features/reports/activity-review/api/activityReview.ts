import { ZActivityReviewResponse, type TActivityReviewQuery } from '@parley/shared/schemas/activity-review'
import { REPORT_PAGE_SIZE, ZDistinctResponse } from '@parley/shared/schemas/reports'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ExportFormat } from '../../../../components/ExportMenu'
import { api } from '../../../../lib/api'
import { downloadFile } from '../../../../lib/downloadFile'
import { reportKeys } from '../../api/reportKeys'

// Activity Review's call ("POST /users/activityReview (role, group manager or rep, times, filter)").
// Failures are only logged ("No user-facing error messages are shown for report loads"), so every call is silent.

const PATH = '/users/activityReview'

/** One page of the view's rows: skip = page × 25, take 25 ("activity review one week (table page 25)"). */
export function useActivityPage(query: TActivityReviewQuery, tablePage: number) {
  const body = { ...query, skip: (tablePage - 1) * REPORT_PAGE_SIZE, take: REPORT_PAGE_SIZE }
  return useQuery({
    queryKey: reportKeys.report('activity_review', 'page', body),
    queryFn: async ({ signal }) => (await api.post(PATH, body, { schema: ZActivityReviewResponse, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** Distinct mode: the option lists and labels (over the scope and range, not the filters or the view). */
export function useActivityOptions(query: TActivityReviewQuery) {
  const body = { ...query, filter: undefined, sort: undefined, group: undefined, distinct: true }
  return useQuery({
    queryKey: reportKeys.report('activity_review', 'distinct', body),
    queryFn: async ({ signal }) => {
      const [lists, labels] = (await api.post(PATH, body, { schema: ZDistinctResponse, silent: true, signal })).data
      return { lists, labels: labels.schema }
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}

/** POST /api/reports/activity-review/export?format=… with the view's query (no paging) → the streamed file. */
export function exportActivityReview(format: ExportFormat, query: TActivityReviewQuery): Promise<void> {
  const { skip: _skip, take: _take, distinct: _distinct, ...body } = query
  const name = `activity-review-${query.group === 'rep' ? 'team' : 'managers'}.${format}`
  return downloadFile('/reports/activity-review/export', { format, tz: Intl.DateTimeFormat().resolvedOptions().timeZone }, body, name)
}
