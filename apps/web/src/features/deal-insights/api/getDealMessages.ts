import { type TDealMessages, ZDealMessagesResponse } from '@parley/shared/schemas/deal-insights'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { dealInsightsKeys } from './dealInsightsKeys'

/** GET /api/ama/deal/messages?deal_id= (the viewer's threads) or ?thread_id= (one thread's history). */
export function getDealMessages(query: { deal_id: number } | { thread_id: number }, signal?: AbortSignal): Promise<TDealMessages> {
  return api.get('/ama/deal/messages', { query, schema: ZDealMessagesResponse, signal }).then((a) => a.data)
}

export function useDealThreads(dealId: number) {
  return useQuery({ queryKey: dealInsightsKeys.threads(dealId), queryFn: ({ signal }) => getDealMessages({ deal_id: dealId }, signal) })
}

export function useDealThread(threadId: number | null) {
  return useQuery({
    queryKey: dealInsightsKeys.thread(threadId ?? 0),
    queryFn: ({ signal }) => getDealMessages({ thread_id: threadId ?? 0 }, signal),
    enabled: threadId !== null,
  })
}
