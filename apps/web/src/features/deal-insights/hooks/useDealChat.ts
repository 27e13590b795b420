import type { TDealStreamLine } from '@parley/shared/schemas/deal-insights'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useChatStream } from '../../../components/chat/useChatStream'
import { askDealQuestion } from '../api/askDealQuestion'
import { dealInsightsKeys } from '../api/dealInsightsKeys'

/**
 * Asks the deal chat and streams the answer into the open thread (a new one when none is open); at the end, or on a
 * failure, the thread and the thread list reload ("Chat failure: message history reloaded").
 */
export function useDealChat(dealId: number, threadId: number | null, onThread: (threadId: number) => void) {
  const queryClient = useQueryClient()
  const { pending, ask: stream } = useChatStream<TDealStreamLine>()

  const ask = useCallback(
    (question: string) => {
      let thread = threadId
      return stream(question, {
        send: (onLine, signal) => askDealQuestion({ deal_id: dealId, thread_id: threadId, question }, onLine, signal),
        onEnd: (line) => {
          thread = line.thread_id
        },
        reload: async () => {
          await queryClient.refetchQueries({ queryKey: dealInsightsKeys.threads(dealId) })
          if (thread !== null) await queryClient.refetchQueries({ queryKey: dealInsightsKeys.thread(thread) })
        },
        onDone: () => {
          if (thread !== null && thread !== threadId) onThread(thread)
        },
      })
    },
    [dealId, threadId, onThread, queryClient, stream],
  )

  return { pending, ask }
}
