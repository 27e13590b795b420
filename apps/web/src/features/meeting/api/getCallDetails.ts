import { type TCallDetailsResponse, ZCallDetailsResponse } from '@parley/shared/schemas/meeting-detail'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api'

export const meetingKeys = {
  all: (id: number) => ['meeting', id] as const,
  details: (id: number, role: string) => ['meeting', id, 'details', role] as const,
  insights: (id: number) => ['meeting', id, 'insights'] as const,
}

/**
 * POST /api/reports/call-details?id= with the scope as role. Quiet on failure: the page turns a 404 or 400 into the
 * meeting-not-found page and total 0 into the unauthorized page.
 */
export function getCallDetails(id: number, role: string, signal?: AbortSignal): Promise<TCallDetailsResponse['data']> {
  return api.post('/reports/call-details', { role }, { query: { id }, schema: ZCallDetailsResponse, silent: true, signal }).then((a) => a.data)
}

const clientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500

export const callDetailsQueryOptions = (id: number, role: string) =>
  queryOptions({
    queryKey: meetingKeys.details(id, role),
    queryFn: ({ signal }) => getCallDetails(id, role, signal),
    retry: (count, error) => !clientError(error) && count < 2,
    // The media URL inside is signed for hours; a refetch on focus would reload the player's source.
    refetchOnWindowFocus: false,
  })

export function useCallDetails(id: number, role: string | null) {
  return useQuery({ ...callDetailsQueryOptions(id, role ?? ''), enabled: role !== null && Number.isInteger(id) && id > 0 })
}
