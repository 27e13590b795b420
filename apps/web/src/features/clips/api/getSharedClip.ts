import { type TSharedClipResponse, ZSharedClipResponse } from '@parley/shared/schemas/clips'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { clipKeys } from './clipKeys'

/** GET /api/sharing/clips/:id?sharingToken=: granted with the clip, or locked. Quiet: the page shows the outcome. */
export function getSharedClip(id: number, token: string, signal?: AbortSignal): Promise<TSharedClipResponse['data']> {
  return api.get(`/sharing/clips/${id}`, { query: { sharingToken: token }, schema: ZSharedClipResponse, silent: true, signal }).then((a) => a.data)
}

export function useSharedClip(id: number, token: string) {
  return useQuery({
    queryKey: clipKeys.shared(id, token),
    queryFn: ({ signal }) => getSharedClip(id, token, signal),
    enabled: Number.isInteger(id) && id > 0 && token !== '',
    // Every load is a logged view and re-signs the media link: load once per visit.
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
}
