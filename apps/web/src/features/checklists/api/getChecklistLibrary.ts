import { type TChecklistLibraryResponse, ZChecklistLibraryResponse } from '@parley/shared/schemas/checklists'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** GET /api/checklist-library[?dealStage=] → the company's signals and the deal stages to filter by. */
export async function getChecklistLibrary(dealStage: string | null, signal?: AbortSignal): Promise<TChecklistLibraryResponse['data']> {
  const answer = await api.get('/checklist-library', { query: { dealStage: dealStage || undefined }, schema: ZChecklistLibraryResponse, signal })
  return answer.data
}

export const checklistLibraryQueryOptions = (dealStage: string | null) =>
  queryOptions({
    queryKey: ['checklists', 'library', dealStage ?? ''],
    queryFn: ({ signal }) => getChecklistLibrary(dealStage, signal),
    staleTime: 5 * 60_000,
    // Switching stage keeps the cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })

export function useChecklistLibrary(dealStage: string | null) {
  return useQuery(checklistLibraryQueryOptions(dealStage))
}
