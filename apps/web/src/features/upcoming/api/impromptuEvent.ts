import { type TImpromptuEventBody, ZImpromptuEventResponse } from '@parley/shared/schemas/notetaker'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { upcomingKeys } from './upcomingEvents'

/** POST /api/users/impromptuEvent {title, meeting_url}. Silent: "Instant recording treats only 400 as server text". */
export function useImpromptuEvent() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: TImpromptuEventBody) => api.post('/users/impromptuEvent', body, { schema: ZImpromptuEventResponse, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: upcomingKeys.all }),
  })
}
