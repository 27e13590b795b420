import { type TActivityDashboardBody, type TActivityDashboardResponse, ZActivityDashboardResponse } from '@parley/shared/schemas/recordings'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'

export const recordingsKeys = {
  all: ['recordings'] as const,
  page: (body: TActivityDashboardBody, paging: { take: number; skip: number }) => ['recordings', 'page', body, paging] as const,
  trend: (body: object) => ['recordings', 'trend', body] as const,
  options: (name: string, extra?: unknown) => ['recordings', 'options', name, extra] as const,
  views: ['recordings', 'views'] as const,
}

/** POST /api/reports/activity-dashboard?take&skip: one page of a tab. Failures are logged only. */
export function getActivityDashboard(
  body: TActivityDashboardBody,
  paging: { take: number; skip: number },
  signal?: AbortSignal,
): Promise<TActivityDashboardResponse> {
  return api.post('/reports/activity-dashboard', body, { query: paging, schema: ZActivityDashboardResponse, silent: true, signal })
}

export const activityDashboardQueryOptions = (body: TActivityDashboardBody, paging: { take: number; skip: number }) =>
  queryOptions({
    queryKey: recordingsKeys.page(body, paging),
    queryFn: ({ signal }) => getActivityDashboard(body, paging, signal),
    placeholderData: keepPreviousData,
  })

export function useActivityDashboard(body: TActivityDashboardBody, paging: { take: number; skip: number }, enabled: boolean) {
  return useQuery({ ...activityDashboardQueryOptions(body, paging), enabled })
}
