import { type TPlatformConnectKind, ZRedirectUriResponse } from '@parley/shared/schemas/settings'
import { z } from 'zod'
import { api } from '../../../lib/api'

/** GET /api/calendar/:provider/connect: the consent URL (the session is a bearer token, so the server cannot redirect). */
export async function calendarConnectUrl(provider: 'google' | 'microsoft'): Promise<string> {
  return (await api.get(`/calendar/${provider}/connect`, { schema: z.object({ url: z.string() }) })).url
}

/** GET /api/integrations/:kind/redirect_uri: the Zoom / MS Teams consent page. */
export async function platformConnectUrl(kind: TPlatformConnectKind): Promise<string> {
  return (await api.get(`/integrations/${kind}/redirect_uri`, { schema: ZRedirectUriResponse })).redirect_uri
}
