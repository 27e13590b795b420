import { ZMessage, ZPrivacyMessageStatus } from '@parley/shared/schemas/settings'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { profileQueryKey } from '../../../api/getProfile'
import { api } from '../../../lib/api'
import { settingsKeys } from './notetakerSettings'

// Admin-only company switches on Settings. Silent: the callers show the spec's messages.

/** GET /api/users/privacyMessageStatus */
export function usePrivacyMessageStatus(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.privacy(),
      queryFn: ({ signal }) => api.get('/users/privacyMessageStatus', { schema: ZPrivacyMessageStatus, silent: true, signal }),
      enabled,
    }),
  )
}

/** POST /api/users/privacyMessageControl {message_control} */
export function usePrivacyMessageControl() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (on: boolean) => api.post('/users/privacyMessageControl', { message_control: on }, { schema: ZMessage, silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.privacy() }),
  })
}

/** POST /api/users/updateDeleteMeetingsAccess {companyID, delete_meeting} */
export function useDeleteMeetingsAccess(companyId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (on: boolean) =>
      api.post('/users/updateDeleteMeetingsAccess', { companyID: companyId, delete_meeting: on }, { schema: ZMessage, silent: true }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: settingsKeys.notetaker() }), client.invalidateQueries({ queryKey: profileQueryKey })]),
  })
}
