import { ZRevokeShareLinkResponse } from '@parley/shared/schemas/sharing'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { shareKeys } from './shareKeys'

/** POST /api/sharing/links/:linkId/revoke. Errors toast the server's message. */
export function revokeShareLink(linkId: number) {
  return api.post(`/sharing/links/${linkId}/revoke`, {}, { schema: ZRevokeShareLinkResponse })
}

export function useRevokeShareLink(meetingId: number) {
  const client = useQueryClient()
  return useMutation({ mutationFn: revokeShareLink, onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.links(meetingId) }) })
}
