import { ZCrmPreviewResponse } from '@parley/shared/schemas/crm-write'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { crmWriteKeys } from './crmWriteKeys'

/** GET /api/crm-write/preview?meeting_id=: the proposed note lines, the deals the user may write to, and the CRM. */
export function getCrmPreview(meetingId: number, signal?: AbortSignal) {
  return api.get('/crm-write/preview', { query: { meeting_id: meetingId }, schema: ZCrmPreviewResponse, signal }).then((a) => a.data)
}

/** Loaded when the modal opens, and fresh each time (the analysis or the deal may have changed meanwhile). */
export function useCrmPreview(meetingId: number, enabled: boolean) {
  return useQuery({
    queryKey: crmWriteKeys.preview(meetingId),
    queryFn: ({ signal }) => getCrmPreview(meetingId, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  })
}
