import { type TClip, ZGetClipsResponse } from '@parley/shared/schemas/clips'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { clipKeys } from './clipKeys'

/** GET /api/users/getClips[?id=]. Failures are only logged ("clips"). */
export function getClips(query: { id?: number }, signal?: AbortSignal): Promise<TClip[]> {
  return api.get('/users/getClips', { query, schema: ZGetClipsResponse, silent: true, signal }).then((a) => a.data.clips)
}

const isBusy = (clips: TClip[] | undefined) => clips?.some((c) => c.status === 'Created' || c.status === 'In Progress') ?? false

/** The clips page; polls while a clip is still being rendered so its status moves on its own. */
export function useClips() {
  return useQuery({
    queryKey: clipKeys.list(),
    queryFn: ({ signal }) => getClips({}, signal),
    refetchInterval: (q) => (isBusy(q.state.data) ? 3000 : false),
  })
}

/** One clip with its transcript. */
export function useClip(id: number) {
  return useQuery({
    queryKey: clipKeys.one(id),
    queryFn: ({ signal }) => getClips({ id }, signal).then((clips) => clips[0] ?? null),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (q) => (q.state.data && isBusy([q.state.data]) ? 3000 : false),
  })
}
