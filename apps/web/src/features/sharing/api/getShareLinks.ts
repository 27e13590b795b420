import { type TShareLinkRow, ZShareLinksResponse } from '@parley/shared/schemas/sharing'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { shareKeys } from './shareKeys'

/** GET /api/sharing/meetings/:id/links: the call's live links (type, views, expiry). Failures are only logged. */
export function getShareLinks(meetingId: number, signal?: AbortSignal): Promise<TShareLinkRow[]> {
  return api.get(`/sharing/meetings/${meetingId}/links`, { schema: ZShareLinksResponse, silent: true, signal }).then((a) => a.data)
}

export const shareLinksQueryOptions = (meetingId: number) =>
  queryOptions({ queryKey: shareKeys.links(meetingId), queryFn: ({ signal }) => getShareLinks(meetingId, signal) })

export function useShareLinks(meetingId: number, enabled: boolean) {
  return useQuery({ ...shareLinksQueryOptions(meetingId), enabled })
}
