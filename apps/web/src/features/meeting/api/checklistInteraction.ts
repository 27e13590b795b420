import { type TChecklistInteractionBody, type TChecklistInteractionResponse, ZChecklistInteractionResponse } from '@parley/shared/schemas/meeting-detail'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { meetingKeys } from './getCallDetails'

export type ChecklistInteraction = Omit<TChecklistInteractionBody, 'page_url' | 'user_id'>

/** POST /api/users/checklistInteraction: copy, thumbs-down, remove-thumbs-down and bug reports of the checklist panel. */
export function checklistInteraction(body: ChecklistInteraction): Promise<TChecklistInteractionResponse> {
  return api.post(
    '/users/checklistInteraction',
    { ...body, page_url: window.location.href },
    // Each caller shows its own message (the spec's bug-report failure text, for one).
    { schema: ZChecklistInteractionResponse, silent: true },
  )
}

/** The mutation; thumbs changes reload the panel so every row shows the stored state. */
export function useChecklistInteraction(meetingId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: checklistInteraction,
    onSuccess: (answer) => {
      if (answer.data.action_type === 'thumbs-down' || answer.data.action_type === 'remove-thumbs-down') {
        void client.invalidateQueries({ queryKey: meetingKeys.insights(meetingId) })
      }
    },
  })
}
