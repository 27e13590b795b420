import { api } from '../../../lib/api'
import type { UtmOrigin } from '../utils/utm'

/** POST /api/origins.json with the landing's UTM data (best effort). */
export function postOrigin(origin: UtmOrigin): Promise<unknown> {
  return api.post('/origins.json', origin, { silent: true })
}
