import { ZDeleteClipResponse } from '@parley/shared/schemas/clips'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { clipKeys } from './clipKeys'

/** DELETE /api/clips/:id (the creator or an admin). Errors toast the server's message. */
export function deleteClip(id: number) {
  return api.delete(`/clips/${id}`, { schema: ZDeleteClipResponse })
}

export function useDeleteClip() {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteClip, onSuccess: () => client.invalidateQueries({ queryKey: clipKeys.all }) })
}
