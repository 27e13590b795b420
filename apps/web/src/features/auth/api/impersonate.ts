import { z } from 'zod'
import { api } from '../../../lib/api'

const ZImpersonateResponse = z.object({ jwt: z.string().min(1) })

/** POST /api/auth/impersonate {token} → {jwt}: trades a signed impersonation token for a session. */
export function impersonate(token: string): Promise<{ jwt: string }> {
  return api.post('/auth/impersonate', { token }, { schema: ZImpersonateResponse })
}

/** POST /api/track_record {trackRecord}: the tracking value an impersonation link may carry (best effort). */
export function trackRecord(value: string): Promise<unknown> {
  return api.post('/track_record', { trackRecord: value }, { silent: true })
}
