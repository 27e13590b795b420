import { type TUpdateAgendaTypeBody, type TUpdateAgendaTypeResponse, ZUpdateAgendaTypeResponse } from '@parley/shared/schemas/checklists'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { toast } from '../../../lib/toast'

/** POST /api/users/updateAgendaType: stores the agenda and re-creates the call's checklist. */
export function updateAgendaType(body: TUpdateAgendaTypeBody): Promise<TUpdateAgendaTypeResponse> {
  // Failures show the server's message as an error toast.
  return api.post('/users/updateAgendaType', body, { schema: ZUpdateAgendaTypeResponse })
}

/** The mutation with the spec's success toast 'Agenda updated to ...'; `onUpdated` reloads the checklist. */
export function useUpdateAgendaType(onUpdated?: (answer: TUpdateAgendaTypeResponse) => void) {
  return useMutation({
    mutationFn: updateAgendaType,
    onSuccess: (answer) => {
      toast.success(answer.message)
      onUpdated?.(answer)
    },
  })
}
