import { ZCrmTimelinesResponse } from '@parley/shared/schemas/crm-write'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { crmWriteKeys } from './crmWriteKeys'

/** GET /api/users/updateInCrmTimelines?id=: the call's earlier writes. Failures are only logged. */
export function getCrmTimeline(meetingId: number, signal?: AbortSignal) {
  return api.get('/users/updateInCrmTimelines', { query: { id: meetingId }, schema: ZCrmTimelinesResponse, silent: true, signal }).then((a) => a.data)
}

export function useCrmTimeline(meetingId: number, enabled: boolean) {
  return useQuery({ queryKey: crmWriteKeys.timeline(meetingId), queryFn: ({ signal }) => getCrmTimeline(meetingId, signal), enabled })
}
