import { type TDeleteMeetingResponse, ZDeleteMeetingResponse } from '@parley/shared/schemas/meeting-detail'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** GET /api/users/deleteMeeting?id= (spec path), or the super-admin POST /api/admin/deleteMeeting?id=. Errors toast the server's message. */
export function deleteMeeting({ id, asSuperAdmin }: { id: number; asSuperAdmin: boolean }): Promise<TDeleteMeetingResponse> {
  return asSuperAdmin
    ? api.post('/admin/deleteMeeting', {}, { query: { id }, schema: ZDeleteMeetingResponse })
    : api.get('/users/deleteMeeting', { query: { id }, schema: ZDeleteMeetingResponse })
}

export function useDeleteMeeting() {
  return useMutation({ mutationFn: deleteMeeting })
}
