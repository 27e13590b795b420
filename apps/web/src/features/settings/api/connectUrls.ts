import { type TPlatformConnectKind, ZRedirectUriResponse } from '@parley/shared/schemas/settings'
import { api } from '../../../lib/api'

/** GET /api/integrations/:kind/redirect_uri: the Zoom / MS Teams consent page. */
export async function platformConnectUrl(kind: TPlatformConnectKind): Promise<string> {
  return (await api.get(`/integrations/${kind}/redirect_uri`, { schema: ZRedirectUriResponse })).redirect_uri
}
