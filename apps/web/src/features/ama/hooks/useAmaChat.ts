import type { TAmaStreamLine } from '@parley/shared/schemas/ama'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../lib/api'
import { toast } from '../../../lib/toast'
import { amaKeys } from '../api/getAmaMessages'
import { type AskQuestionBody, askQuestion } from '../api/askQuestion'

/** The answer being streamed: it updates in place until the end line. */
export interface PendingAnswer {
  question: string
  status: string
  reasoning: string
  answer: string
}

export const CHAT_FAILED_MESSAGE = 'The answer could not be completed. Your messages were reloaded.'

function applyLine(pending: PendingAnswer, line: TAmaStreamLine): PendingAnswer {
  if ('status' in line) return { ...pending, status: line.status }
  if ('reasoning' in line) return { ...pending, reasoning: line.reasoning }
  if ('answer' in line) return { ...pending, answer: line.answer }
  return pending
}

/**
 * Asks a question and streams its answer; at the end the history and suggested questions reload.
 * On failure the history is reloaded too, so what the page shows is what was stored.
 */
export function useAmaChat(meetingId: number) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<PendingAnswer | null>(null)
  /** The question whose 'NA' may be asked again of the better model. */
  const [betterOffer, setBetterOffer] = useState<number | null>(null)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const ask = useCallback(
    async (question: string, options?: Omit<AskQuestionBody, 'meetingId' | 'question'>) => {
      const controller = new AbortController()
      abort.current = controller
      setBetterOffer(null)
      setPending({ question, status: 'Sending…', reasoning: '', answer: '' })
      const reload = () => queryClient.refetchQueries({ queryKey: amaKeys.messages(meetingId) })
      try {
        await askQuestion(
          { meetingId, question, ...options },
          (line) => {
            setPending((p) => (p ? applyLine(p, line) : p))
            if (!('end' in line)) return
            if (line.error) toast.error(line.error)
            if (line.betterModel) setBetterOffer(line.questionId)
          },
          controller.signal,
        )
        await reload()
      } catch (err) {
        if (controller.signal.aborted) return
        toast.error(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : CHAT_FAILED_MESSAGE)
        await reload()
      } finally {
        if (!controller.signal.aborted) setPending(null)
      }
    },
    [meetingId, queryClient],
  )

  return { pending, ask, betterOffer }
}
