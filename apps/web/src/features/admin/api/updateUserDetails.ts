import { ZUpdateUserResponse, type TUpdateUserRequest } from '@parley/shared/schemas/admin'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { adminKeys } from './adminUsers'

/** PUT /api/update_user_details. Silent: each caller shows the spec's own success and failure messages. */
export function updateUserDetails(body: TUpdateUserRequest) {
  return api.put('/update_user_details', body, { schema: ZUpdateUserResponse, silent: true })
}

export function useUpdateUserDetails() {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateUserDetails, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) })
}
