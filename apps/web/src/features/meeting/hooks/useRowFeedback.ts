import type { TChecklistSourceType } from '@parley/shared/schemas/meeting-detail'
import { GENERIC_ERROR } from '@parley/shared/schemas/errors'
import { ApiError } from '../../../lib/api'
import { toast } from '../../../lib/toast'
import { useChecklistInteraction } from '../api/checklistInteraction'

export interface RowFeedback {
  toggle: (sourceType: TChecklistSourceType, id: number, pressed: boolean, refBody: unknown) => void
  isPending: (sourceType: TChecklistSourceType, id: number) => boolean
}

/** Thumbs-down and un-thumbs-down of checklist rows through checklistInteraction, with the server's message. */
export function useRowFeedback(meetingId: number): RowFeedback {
  const mutation = useChecklistInteraction(meetingId)
  return {
    toggle: (sourceType, id, pressed, refBody) =>
      mutation.mutate(
        {
          action_type: pressed ? 'remove-thumbs-down' : 'thumbs-down',
          zoom_recording_analytics_id: meetingId,
          source_type: sourceType,
          source_id: id,
          ref_body: refBody,
        },
        {
          onSuccess: (answer) => toast.success(answer.message),
          onError: (error) => toast.error(error instanceof ApiError ? error.message : GENERIC_ERROR),
        },
      ),
    isPending: (sourceType, id) => mutation.isPending && mutation.variables?.source_type === sourceType && mutation.variables?.source_id === id,
  }
}
