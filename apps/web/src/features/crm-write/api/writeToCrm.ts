import { type TWriteToCrmBody, ZWriteToCrmResponse } from '@parley/shared/schemas/crm-write'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { crmWriteKeys } from './crmWriteKeys'

/** POST /api/write_to_crm: the confirmed lines. Errors are shown in the modal, not toasted. */
export function writeToCrm(body: TWriteToCrmBody) {
  return api.post('/write_to_crm', body, { schema: ZWriteToCrmResponse, silent: true })
}

/** The timeline is reloaded after every attempt: a refused write is listed too. */
export function useWriteToCrm(meetingId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: writeToCrm,
    onSettled: () => client.invalidateQueries({ queryKey: crmWriteKeys.timeline(meetingId) }),
  })
}
