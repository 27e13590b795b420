import { SYNC_PENDING_RELOAD_MS, UPCOMING_PAGE_SIZE } from '@parley/shared/rules/upcoming-list'
import { type TUpcomingEventsResponse, ZUpcomingEventsResponse } from '@parley/shared/schemas/upcoming-events'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'

export const upcomingKeys = { all: ['upcoming'] as const, page: (page: number, title: string) => ['upcoming', page, title] as const }

/** GET /api/users/events?take=10&skip=&title= (the server's window is now to one year ahead). */
export function getUpcomingEvents(page: number, title: string, signal?: AbortSignal): Promise<TUpcomingEventsResponse['data']> {
  const query = { take: UPCOMING_PAGE_SIZE, skip: (page - 1) * UPCOMING_PAGE_SIZE, title: title || undefined }
  return api.get('/users/events', { query, schema: ZUpcomingEventsResponse, signal }).then((r) => r.data)
}

/** "While pending, the upcoming-meetings page reloads itself every 30 seconds" — here the list and profile refetch. */
export function useUpcomingEvents(page: number, title: string, syncPending: boolean) {
  return useQuery(
    queryOptions({
      queryKey: upcomingKeys.page(page, title),
      queryFn: ({ signal }) => getUpcomingEvents(page, title, signal),
      placeholderData: keepPreviousData,
      refetchInterval: syncPending ? SYNC_PENDING_RELOAD_MS : false,
    }),
  )
}
