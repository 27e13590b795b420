import { ZUpdateUserResponse } from '@parley/shared/schemas/admin'
import { api } from '../../../lib/api'

/** POST /api/admin/users/:id/sign-out-everywhere: every token the user holds stops working at once. */
export function signOutEverywhere(userId: number) {
  return api.post(`/admin/users/${userId}/sign-out-everywhere`, undefined, { schema: ZUpdateUserResponse, silent: true })
}
