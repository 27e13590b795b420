import { isChecklistBeingProcessed } from '@parley/shared/rules/processing-status'
import { type TSalesInsightsResponse, ZSalesInsightsResponse } from '@parley/shared/schemas/meeting-detail'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { meetingKeys } from './getCallDetails'

export type TMeetingInsights = TSalesInsightsResponse['data']

/** While the checklist is being (re)built the panel looks again on its own, besides the Refresh button. */
const PROCESSING_POLL_MS = 5000

/** GET /api/users/salesInsigtsOfMeeting?id= (spec spelling): the checklist and insights panel. Failures are only logged. */
export function getMeetingInsights(id: number, signal?: AbortSignal): Promise<TMeetingInsights> {
  return api.get('/users/salesInsigtsOfMeeting', { query: { id }, schema: ZSalesInsightsResponse, silent: true, signal }).then((a) => a.data)
}

export const meetingInsightsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: meetingKeys.insights(id),
    queryFn: ({ signal }) => getMeetingInsights(id, signal),
    refetchInterval: (query) => (query.state.data && isChecklistBeingProcessed(query.state.data.processing_status) ? PROCESSING_POLL_MS : false),
    refetchOnWindowFocus: false,
  })

export function useMeetingInsights(id: number, enabled: boolean) {
  return useQuery({ ...meetingInsightsQueryOptions(id), enabled })
}
