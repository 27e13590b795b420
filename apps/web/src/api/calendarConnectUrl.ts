import { z } from 'zod'
import { api } from '../lib/api'

/**
 * GET /api/calendar/:provider/connect: the consent URL (the session is a bearer token, so the server cannot redirect).
 * Settings' calendar cards and the Recordings page's disconnected banner both start the connect here.
 */
export async function calendarConnectUrl(provider: 'google' | 'microsoft'): Promise<string> {
  return (await api.get(`/calendar/${provider}/connect`, { schema: z.object({ url: z.string() }) })).url
}
