import { type TAuditDealMappingBody, ZAuditDealMappingResponse } from '@parley/shared/schemas/deal-mapping'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** POST /api/users/auditDealMapping: the mapping is right (Review), or a wrong-deal report with feedback. */
export function auditDealMapping(body: TAuditDealMappingBody): Promise<string> {
  return api.post('/users/auditDealMapping', body, { schema: ZAuditDealMappingResponse }).then((a) => a.message)
}

export function useAuditDealMapping() {
  return useMutation({ mutationFn: auditDealMapping })
}
