import { type TCreateClipBody, ZCreateClipResponse } from '@parley/shared/schemas/clips'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { clipKeys } from './clipKeys'

/** POST /api/users/createClip: the clip is Created and rendered by a job. Errors are shown in the form. */
export function createClip(body: TCreateClipBody) {
  return api.post('/users/createClip', body, { schema: ZCreateClipResponse, silent: true })
}

export function useCreateClip() {
  const client = useQueryClient()
  return useMutation({ mutationFn: createClip, onSuccess: () => client.invalidateQueries({ queryKey: clipKeys.all }) })
}
