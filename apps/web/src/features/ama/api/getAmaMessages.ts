import { type TAmaMessagesResponse, ZAmaMessagesResponse } from '@parley/shared/schemas/ama'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'

export const amaKeys = { messages: (meetingId: number) => ['ama', 'messages', meetingId] as const }

/** GET /api/users/parleyEurekaGetMessages: the viewer's history about the call and the suggested questions. */
export function getAmaMessages(meetingId: number, signal?: AbortSignal): Promise<TAmaMessagesResponse['data']> {
  return api.get('/users/parleyEurekaGetMessages', { query: { meetingId }, schema: ZAmaMessagesResponse, signal }).then((a) => a.data)
}

export const amaMessagesQueryOptions = (meetingId: number) =>
  queryOptions({ queryKey: amaKeys.messages(meetingId), queryFn: ({ signal }) => getAmaMessages(meetingId, signal) })

export function useAmaMessages(meetingId: number) {
  return useQuery(amaMessagesQueryOptions(meetingId))
}
