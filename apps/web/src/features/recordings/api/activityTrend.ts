import { ZActivityTrendResponse } from '@parley/shared/schemas/recordings'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../lib/api'
import { recordingsKeys } from './activityDashboard'

export type TActivityTrend = z.infer<typeof ZActivityTrendResponse>
export type TrendBody = Record<string, unknown> & { only_recorded_calls: boolean }

/** POST /api/reports/activity-trend: calls per bucket; the server picks the bucket from the range. */
export function getActivityTrend(body: TrendBody, signal?: AbortSignal): Promise<TActivityTrend> {
  return api.post('/reports/activity-trend', body, { schema: ZActivityTrendResponse, silent: true, signal })
}

export function useActivityTrend(body: TrendBody, enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: recordingsKeys.trend(body), queryFn: ({ signal }) => getActivityTrend(body, signal) }),
    placeholderData: keepPreviousData,
    enabled,
  })
}
