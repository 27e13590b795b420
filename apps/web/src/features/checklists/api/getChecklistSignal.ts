import { type TChecklistLibrarySignal, ZChecklistDetailResponse } from '@parley/shared/schemas/checklists'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api'

/** GET /api/checklist/:id → one signal with its why/how text and videos. */
export async function getChecklistSignal(id: number, signal?: AbortSignal): Promise<TChecklistLibrarySignal> {
  // A 404 is shown on the page itself, so the call stays quiet.
  const answer = await api.get(`/checklist/${id}`, { schema: ZChecklistDetailResponse, signal, silent: true })
  return answer.data
}

export const checklistSignalQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['checklists', 'signal', id],
    queryFn: ({ signal }) => getChecklistSignal(id, signal),
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  })

export function useChecklistSignal(id: number) {
  return useQuery({ ...checklistSignalQueryOptions(id), enabled: Number.isInteger(id) && id > 0 })
}
