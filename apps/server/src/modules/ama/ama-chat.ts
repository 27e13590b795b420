import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { type ChatMessageRow, insertMessage } from './ama.repository'

// What both chats (a call's and a deal's) do the same way once the question is stored: stream the answer, store it,
// and map stored messages back to the API.

export const AMA_FAILED_MESSAGE = 'Something went wrong while answering. Please try again.'
export const STATUS_WRITING = 'Writing the answer…'

/** "Writing the answer… (N moments found…)", or without the count when nothing was found. */
export const writingStatus = (found: number, across = '') => (found > 0 ? `${STATUS_WRITING} (${found} moments found${across})` : STATUS_WRITING)

/** An answer as it is stored on the answer row. */
export interface ChatAnswer {
  answer: string
  reasoning: string
  citations: unknown[]
  noAnswer: boolean
  model: string
}

/** One chat's way of answering a stored question. */
export interface ChatAnswerSource<R extends ChatAnswer, E> {
  /** The model asked, stored on the answer row when answering fails. */
  model: string
  /** The first status line, before anything is searched. */
  searching: string
  /** Finds what the answer rests on and answers; yields the status lines in between. */
  answer: () => AsyncGenerator<{ status: string }, R>
  /** Stored on the answer row with it. */
  settings: Record<string, unknown>
  /** The end line, given the answer (null when it failed), the stored answer's id and the failure to tell. */
  end: (result: R | null, answerId: number, error: string | null) => E
}

/**
 * The answer's lines: status, then the source's status lines, reasoning, answer, end. A failure after the first line
 * is stored on the answer row (AMA_FAILED_MESSAGE in place of the answer) and told in the end line.
 */
export async function* streamAnswer<R extends ChatAnswer, E>(
  deps: AppDeps,
  auth: AuthContext,
  threadId: number,
  question: ChatMessageRow,
  source: ChatAnswerSource<R, E>,
): AsyncGenerator<{ status: string } | { reasoning: string } | { answer: string } | E> {
  const companyId = auth.user.companyId
  yield { status: source.searching }
  let result: R | null = null
  let error: string | null = null
  try {
    result = yield* source.answer()
    yield { reasoning: result.reasoning }
    yield { answer: result.answer }
  } catch (err) {
    error = err instanceof Error ? err.message.slice(0, 500) : String(err)
  }
  const stored = await deps.db.withTenant(companyId, (tx) =>
    insertMessage(tx, {
      companyId,
      threadId,
      userId: auth.user.id,
      messageType: 'answer',
      questionId: question.id,
      message: result?.answer ?? AMA_FAILED_MESSAGE,
      reasoning: result?.reasoning ?? null,
      citations: result?.citations ?? [],
      gptModelName: result?.model ?? source.model,
      noAnswer: result?.noAnswer ?? false,
      error,
      settings: source.settings,
    }),
  )
  yield source.end(result, stored.id, error === null ? null : AMA_FAILED_MESSAGE)
}

/** A stored message's fields both chats answer alike, in the API's order; each chat adds its own after them. */
export const chatMessageFields = <C>(row: ChatMessageRow, citations: C[]) => ({
  id: row.id,
  message_type: row.messageType,
  message: row.message,
  reasoning: row.reasoning,
  question_id: row.questionId,
  citations,
  no_answer: row.noAnswer,
  error: row.error,
})
