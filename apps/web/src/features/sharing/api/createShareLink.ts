import { type TShareSettingsBody, type TShareUrlResponse, ZShareUrlResponse } from '@parley/shared/schemas/sharing'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { shareKeys } from './shareKeys'

/** POST /api/users/getMeetingShareURLWithSettings?id=: a new link; its token is shown once. */
export function createShareLink({ meetingId, settings }: { meetingId: number; settings: TShareSettingsBody }): Promise<TShareUrlResponse['data']> {
  return api.post('/users/getMeetingShareURLWithSettings', settings, { query: { id: meetingId }, schema: ZShareUrlResponse, silent: true }).then((a) => a.data)
}

export function useCreateShareLink(meetingId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (settings: TShareSettingsBody) => createShareLink({ meetingId, settings }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.links(meetingId) }),
  })
}
