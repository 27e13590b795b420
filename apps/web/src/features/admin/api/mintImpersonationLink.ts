import { z } from 'zod'
import { api } from '../../../lib/api'

const ZMinted = z.object({ token: z.string(), expires_at: z.string(), link: z.string() })

/** POST /api/admin/impersonation-tokens: a fresh single-use link (valid one hour) to act as this user. */
export function mintImpersonationLink(userId: number) {
  return api.post('/admin/impersonation-tokens', { user_id: userId }, { schema: ZMinted })
}
