import type { TAmaStreamLine } from '@parley/shared/schemas/ama'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useChatStream } from '../../../components/chat/useChatStream'
import { amaKeys } from '../api/getAmaMessages'
import { type AskQuestionBody, askQuestion } from '../api/askQuestion'

/**
 * Asks a question about the call and streams its answer; at the end the history and suggested questions reload.
 * On failure the history is reloaded too, so what the page shows is what was stored.
 */
export function useAmaChat(meetingId: number) {
  const queryClient = useQueryClient()
  const { pending, ask: stream } = useChatStream<TAmaStreamLine>()
  /** The question whose 'NA' may be asked again of the better model. */
  const [betterOffer, setBetterOffer] = useState<number | null>(null)

  const ask = useCallback(
    (question: string, options?: Omit<AskQuestionBody, 'meetingId' | 'question'>) => {
      setBetterOffer(null)
      return stream(question, {
        send: (onLine, signal) => askQuestion({ meetingId, question, ...options }, onLine, signal),
        onEnd: (line) => {
          if (line.betterModel) setBetterOffer(line.questionId)
        },
        reload: () => queryClient.refetchQueries({ queryKey: amaKeys.messages(meetingId) }),
      })
    },
    [meetingId, queryClient, stream],
  )

  return { pending, ask, betterOffer }
}
