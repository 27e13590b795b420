import { type TNotetakerSettingsBody, type TNotetakerSettingsResponse, ZMessage, ZNotetakerSettingsResponse } from '@parley/shared/schemas/settings'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'

export const settingsKeys = { all: ['settings'] as const, notetaker: () => ['settings', 'notetaker'] as const, privacy: () => ['settings', 'privacy'] as const }

/** GET /api/users/getNotetakerSettings: preferences, the cards' company switches and the calendar state. */
export function getNotetakerSettings(signal?: AbortSignal): Promise<TNotetakerSettingsResponse['data']> {
  return api.get('/users/getNotetakerSettings', { schema: ZNotetakerSettingsResponse, signal }).then((r) => r.data)
}

export function useNotetakerSettings() {
  return useQuery(queryOptions({ queryKey: settingsKeys.notetaker(), queryFn: ({ signal }) => getNotetakerSettings(signal) }))
}

/** POST /api/users/updateNotetakerSettings. Silent: "Notetaker save failures are only logged". */
export function useUpdateNotetakerSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: TNotetakerSettingsBody) => api.post('/users/updateNotetakerSettings', body, { schema: ZMessage, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.notetaker() }),
  })
}
