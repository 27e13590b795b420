import { type TSharedMeetingResponse, ZSharedMeetingResponse } from '@parley/shared/schemas/sharing'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { shareKeys } from './shareKeys'

/** GET /api/sharing/meetings/:id?sharingToken=. Quiet: the page shows the outcome. */
export function getSharedMeeting(meetingId: number, token: string, signal?: AbortSignal): Promise<TSharedMeetingResponse['data']> {
  return api.get(`/sharing/meetings/${meetingId}`, { query: { sharingToken: token }, schema: ZSharedMeetingResponse, silent: true, signal }).then((a) => a.data)
}

export function useSharedMeeting(meetingId: number, token: string) {
  return useQuery({
    queryKey: shareKeys.shared(meetingId, token),
    queryFn: ({ signal }) => getSharedMeeting(meetingId, token, signal),
    enabled: Number.isInteger(meetingId) && meetingId > 0 && token !== '',
    // Every load is a logged view and re-signs the media link: load once per visit.
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
}
