import { type TDownloadUrlResponse, ZDownloadUrlResponse } from '@parley/shared/schemas/meeting-detail'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** POST /api/meetings/:id/download-url → a signed link that streams the original media as an attachment. */
export function getDownloadUrl(id: number): Promise<TDownloadUrlResponse> {
  return api.post(`/meetings/${id}/download-url`, {}, { schema: ZDownloadUrlResponse })
}

export function useDownloadUrl() {
  return useMutation({ mutationFn: getDownloadUrl })
}
