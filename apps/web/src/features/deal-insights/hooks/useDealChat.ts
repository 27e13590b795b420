import type { TDealStreamLine } from '@parley/shared/schemas/deal-insights'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../lib/api'
import { toast } from '../../../lib/toast'
import { askDealQuestion } from '../api/askDealQuestion'
import { dealInsightsKeys } from '../api/dealInsightsKeys'

/** The answer being streamed: it updates in place until the end line. */
export interface PendingDealAnswer {
  question: string
  status: string
  reasoning: string
  answer: string
}

export const DEAL_CHAT_FAILED_MESSAGE = 'The answer could not be completed. Your messages were reloaded.'

function applyLine(pending: PendingDealAnswer, line: TDealStreamLine): PendingDealAnswer {
  if ('status' in line) return { ...pending, status: line.status }
  if ('reasoning' in line) return { ...pending, reasoning: line.reasoning }
  if ('answer' in line) return { ...pending, answer: line.answer }
  return pending
}

/**
 * Asks the deal chat and streams the answer into the open thread (a new one when none is open); at the end, or on a
 * failure, the thread and the thread list reload ("Chat failure: message history reloaded").
 */
export function useDealChat(dealId: number, threadId: number | null, onThread: (threadId: number) => void) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<PendingDealAnswer | null>(null)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const ask = useCallback(
    async (question: string) => {
      const controller = new AbortController()
      abort.current = controller
      setPending({ question, status: 'Sending…', reasoning: '', answer: '' })
      let thread = threadId
      const reload = async () => {
        await queryClient.refetchQueries({ queryKey: dealInsightsKeys.threads(dealId) })
        if (thread !== null) await queryClient.refetchQueries({ queryKey: dealInsightsKeys.thread(thread) })
      }
      try {
        await askDealQuestion(
          { deal_id: dealId, thread_id: threadId, question },
          (line) => {
            setPending((p) => (p ? applyLine(p, line) : p))
            if (!('end' in line)) return
            thread = line.thread_id
            if (line.error) toast.error(line.error)
          },
          controller.signal,
        )
        await reload()
        if (thread !== null && thread !== threadId) onThread(thread)
      } catch (err) {
        if (controller.signal.aborted) return
        toast.error(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : DEAL_CHAT_FAILED_MESSAGE)
        await reload()
      } finally {
        if (!controller.signal.aborted) setPending(null)
      }
    },
    [dealId, threadId, onThread, queryClient],
  )

  return { pending, ask }
}
