import { ZInviteResponse, type TInviteRequest } from '@parley/shared/schemas/admin'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { adminKeys } from './adminUsers'

/** POST /api/invite_new_user with the invite payload. Silent: the modal shows the server's reason. */
export function inviteUser(body: TInviteRequest) {
  return api.post('/invite_new_user', body, { schema: ZInviteResponse, silent: true })
}

export function useInviteUser() {
  const client = useQueryClient()
  return useMutation({ mutationFn: inviteUser, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) })
}
