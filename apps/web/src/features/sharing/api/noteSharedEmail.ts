import { ZSharedEmailResponse } from '@parley/shared/schemas/sharing'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api'

interface NoteEmailInput {
  meetingId: number
  token: string
  viewId: number
  email: string
}

/** POST /api/sharing/meetings/:id/email: the shared page's e-mail prompt ('Email noted successfully!'). */
export function noteSharedEmail({ meetingId, token, viewId, email }: NoteEmailInput) {
  return api.post(`/sharing/meetings/${meetingId}/email`, { viewId, email }, { query: { sharingToken: token }, schema: ZSharedEmailResponse, silent: true })
}

export function useNoteSharedEmail() {
  return useMutation({ mutationFn: noteSharedEmail })
}
