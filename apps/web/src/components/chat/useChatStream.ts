import type { TChatStreamLine } from '@parley/shared/schemas/chat'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../lib/api'
import { toast } from '../../lib/toast'

/** The answer being streamed: it updates in place until the end line. */
export interface PendingAnswer {
  question: string
  status: string
  reasoning: string
  answer: string
}

export const CHAT_FAILED_MESSAGE = 'The answer could not be completed. Your messages were reloaded.'

type EndLine<L> = Extract<L, { end: true }>

/** One question's round trip, as the chat's data source does it. */
export interface ChatTurn<L extends TChatStreamLine> {
  /** Sends the question and hands each streamed line to `onLine`. */
  send: (onLine: (line: L) => void, signal: AbortSignal) => Promise<void>
  /** The end line arrived (its error, if any, is already told). */
  onEnd?: (line: EndLine<L>) => void
  /** Reloads what the chat shows from what was stored: after the answer, and after a failure. */
  reload: () => Promise<unknown>
  /** After the answer and its reload. */
  onDone?: () => void
}

function applyLine(pending: PendingAnswer, line: TChatStreamLine): PendingAnswer {
  if ('status' in line) return { ...pending, status: line.status }
  if ('reasoning' in line) return { ...pending, reasoning: line.reasoning }
  if ('answer' in line) return { ...pending, answer: line.answer }
  return pending
}

const isEnd = <L extends TChatStreamLine>(line: L): line is EndLine<L> => 'end' in line

/**
 * Asks a question and streams its answer into `pending`. On failure the chat is reloaded too, so what it shows is what
 * was stored; a refusal tells the server's message, anything else CHAT_FAILED_MESSAGE.
 */
export function useChatStream<L extends TChatStreamLine>() {
  const [pending, setPending] = useState<PendingAnswer | null>(null)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const ask = useCallback(async (question: string, turn: ChatTurn<L>) => {
    const controller = new AbortController()
    abort.current = controller
    setPending({ question, status: 'Sending…', reasoning: '', answer: '' })
    try {
      await turn.send((line) => {
        setPending((p) => (p ? applyLine(p, line) : p))
        if (!isEnd(line)) return
        if (line.error) toast.error(line.error)
        turn.onEnd?.(line)
      }, controller.signal)
      await turn.reload()
      turn.onDone?.()
    } catch (err) {
      if (controller.signal.aborted) return
      toast.error(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : CHAT_FAILED_MESSAGE)
      await turn.reload()
    } finally {
      if (!controller.signal.aborted) setPending(null)
    }
  }, [])

  return { pending, ask }
}
