import { type TBotControlBody, type TUpdateBotScheduleBody, ZBotControlConflict, ZUpdateBotScheduleResponse } from '@parley/shared/schemas/notetaker'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { upcomingKeys } from './upcomingEvents'

/** POST /api/users/updateBotScheduleForMeeting {id, gce_id, status}: the notetaker toggle of one meeting. */
export function useUpdateBotSchedule() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: TUpdateBotScheduleBody) => api.post('/users/updateBotScheduleForMeeting', body, { schema: ZUpdateBotScheduleResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: upcomingKeys.all }),
  })
}

/**
 * POST /api/users/botControlForOngoingMeeting {gce_id, bot_action}: undefined for 204 (done), the message for 200
 * (a conflict). Silent: the caller shows the spec's texts for failures.
 */
export async function botControl(body: TBotControlBody): Promise<string | undefined> {
  const answer = await api.post('/users/botControlForOngoingMeeting', body, { silent: true })
  return answer === undefined ? undefined : ZBotControlConflict.parse(answer).message
}
