import { ZMessage } from '@parley/shared/schemas/settings'
import { ZUpdateUserResponse } from '@parley/shared/schemas/admin'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { profileQueryKey } from '../../../api/getProfile'
import { api } from '../../../lib/api'
import { settingsKeys } from './notetakerSettings'

// The Settings toggles that save one preference each. Silent: each caller shows the spec's own messages.

/** POST /api/update_prep_note_interval?prep_note_interval=&enabled= */
export function useUpdatePrepNotes() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: { prep_note_interval?: number; enabled?: boolean }) =>
      api.post('/update_prep_note_interval', undefined, { query: change, schema: ZMessage, silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.notetaker() }),
  })
}

/** PUT /api/update_user_details?user_id=&post_call_email= */
export function useUpdatePostCallEmail(userId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (on: boolean) =>
      api.put('/update_user_details', undefined, { query: { user_id: userId, post_call_email: on }, schema: ZUpdateUserResponse, silent: true }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: settingsKeys.notetaker() }), client.invalidateQueries({ queryKey: profileQueryKey })]),
  })
}

/** PUT /api/update_user_details?user_id=&remove_calendar_integration=true */
export function disconnectCalendar(userId: number) {
  return api.put('/update_user_details', undefined, {
    query: { user_id: userId, remove_calendar_integration: true },
    schema: ZUpdateUserResponse,
    silent: true,
  })
}

/** DELETE /api/delete_my_account */
export function deleteMyAccount() {
  return api.delete('/delete_my_account', { schema: ZMessage, silent: true })
}
