import { ZClipShareUrlResponse } from '@parley/shared/schemas/clips'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** GET /api/users/getShareURL?id=&type=CLIP: a new link to one clip; the page copies /sharedClip/{id}?sharingToken=. */
export function getClipShareUrl(id: number) {
  return api.get('/users/getShareURL', { query: { id, type: 'CLIP' }, schema: ZClipShareUrlResponse }).then((a) => a.data)
}

export function useClipShareUrl() {
  return useMutation({ mutationFn: getClipShareUrl })
}
