import { type TUpdateDealBody, type TUpdateDealResponse, ZUpdateDealResponse } from '@parley/shared/schemas/deal-mapping'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { dealMappingKeys } from './dealMappingKeys'

/** PUT /api/update_deal: map the call to a deal, or unlink it with the text 'null'. */
export function updateDeal(body: TUpdateDealBody): Promise<TUpdateDealResponse> {
  return api.put('/update_deal', body, { schema: ZUpdateDealResponse })
}

export function useUpdateDeal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateDeal,
    onSuccess: () => client.invalidateQueries({ queryKey: dealMappingKeys.all }),
  })
}
