import { AMA_DEAL_SUGGESTIONS } from '@parley/shared/rules/ama-deal'
import {
  type TDealChatMessage,
  type TDealChatThread,
  type TDealEndLine,
  type TDealMessages,
  type TDealQuestionBody,
  type TDealStreamLine,
  ZDealCitation,
} from '@parley/shared/schemas/deal-insights'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { notFound } from '../../platform/errors'
import { type ChatAnswerSource, chatMessageFields, streamAnswer, writingStatus } from './ama-chat'
import { EMBEDDED_MODEL } from './ama-chat-answerer'
import { createDealAnswerer, type DealAnswer } from './ama-deal-answerer'
import { dealLossAnswer, isLossQuestion } from './ama-deal-offline'
import { retrieveDealPassages } from './ama-deal-retrieval'
import { type DealThreadRow, findChatDeal, findDealThread, insertDealThread, listDealThreads } from './ama-deal.repository'
import { setCurrentViewer } from '../meetings'
import { type ChatMessageRow, companyCompetitors, insertMessage, threadMessages } from './ama.repository'

export const DEAL_NOT_FOUND_MESSAGE = 'Deal not found'
export const THREAD_NOT_FOUND_MESSAGE = 'Conversation not found'
export const STATUS_SEARCHING_DEAL = "Searching the deal's calls and e-mails…"

const toThread = (t: DealThreadRow): TDealChatThread => ({
  id: t.id,
  deal_id: t.dealId,
  title: t.title,
  created_at: t.createdAt.toISOString(),
  last_message_at: t.lastMessageAt.toISOString(),
})

const toMessage = (row: ChatMessageRow): TDealChatMessage => ({
  ...chatMessageFields(
    row,
    row.citations.flatMap((c) => {
      const parsed = ZDealCitation.safeParse(c)
      return parsed.success ? [parsed.data] : []
    }),
  ),
  created_at: row.createdAt.toISOString(),
})

/**
 * GET /api/ama/deal/messages: with deal_id, the viewer's own threads about the deal; with thread_id, that thread (the
 * viewer's own, else not found) with its history, oldest first, and its deal's threads. Deals are company records:
 * any user of the company may ask about them; another company's deal is not found.
 */
export async function getDealMessages(deps: AppDeps, auth: AuthContext, query: { deal_id?: number; thread_id?: number }): Promise<TDealMessages> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    let thread: DealThreadRow | undefined
    if (query.thread_id !== undefined) {
      thread = await findDealThread(tx, auth.user.id, query.thread_id)
      if (!thread || (query.deal_id !== undefined && thread.dealId !== query.deal_id)) throw notFound(THREAD_NOT_FOUND_MESSAGE)
    }
    const dealId = thread?.dealId ?? (query.deal_id as number)
    if (!(await findChatDeal(tx, dealId))) throw notFound(DEAL_NOT_FOUND_MESSAGE)
    const threads = await listDealThreads(tx, auth.user.id, dealId)
    const messages = thread ? await threadMessages(tx, thread.id) : []
    return {
      threads: threads.map(toThread),
      thread: thread ? toThread(thread) : null,
      messages: messages.map(toMessage),
      suggestions: [...AMA_DEAL_SUGGESTIONS],
    }
  })
}

/**
 * POST /api/ama/deal/question. The deal (and the thread, the viewer's own about this deal) is checked and the
 * question stored before anything streams, so refusals are ordinary 4xx answers; then status, status, reasoning,
 * answer, end. A failure after the first line is stored on the answer row and told in the end line.
 */
export async function askDealQuestion(deps: AppDeps, auth: AuthContext, body: TDealQuestionBody): Promise<AsyncGenerator<TDealStreamLine>> {
  const companyId = auth.user.companyId
  const { threadId, question } = await deps.db.withTenant(companyId, async (tx) => {
    if (!(await findChatDeal(tx, body.deal_id))) throw notFound(DEAL_NOT_FOUND_MESSAGE)
    let threadId: number
    if (body.thread_id) {
      const thread = await findDealThread(tx, auth.user.id, body.thread_id)
      if (!thread || thread.dealId !== body.deal_id) throw notFound(THREAD_NOT_FOUND_MESSAGE)
      threadId = thread.id
    } else {
      threadId = await insertDealThread(tx, companyId, auth.user.id, body.deal_id, body.question.slice(0, 200))
    }
    const question = await insertMessage(tx, {
      companyId,
      threadId,
      userId: auth.user.id,
      messageType: 'question',
      message: body.question,
      settings: { dealLevel: true },
    })
    return { threadId, question }
  })
  return streamAnswer(deps, auth, threadId, question, dealAnswerSource(deps, auth, body.deal_id, threadId, question))
}

/** The deal's source of answers: its calls the asker may open and its e-mails. */
function dealAnswerSource(
  deps: AppDeps,
  auth: AuthContext,
  dealId: number,
  threadId: number,
  question: ChatMessageRow,
): ChatAnswerSource<DealAnswer, TDealEndLine> {
  const companyId = auth.user.companyId
  const answerer = createDealAnswerer(deps.config)
  return {
    model: answerer.model,
    searching: STATUS_SEARCHING_DEAL,
    settings: { dealLevel: true, model: answerer.model },
    async *answer() {
      // Offline, "why was this deal lost?" is answered from the analyses of the calls the asker may open.
      const loss =
        answerer.model === EMBEDDED_MODEL && isLossQuestion(question.message)
          ? await deps.db.withTenant(companyId, async (tx) => {
              await setCurrentViewer(tx, auth.user.id)
              return dealLossAnswer(tx, dealId)
            })
          : null
      if (loss) {
        yield { status: writingStatus(loss.citations.length) }
        return loss
      }
      const retrieval = await deps.db.withTenant(companyId, async (tx) => {
        // Retrieval reads only the calls this asker may open (the call page's rule, in the queries themselves).
        await setCurrentViewer(tx, auth.user.id)
        return retrieveDealPassages(tx, dealId, question.message, await companyCompetitors(tx, companyId))
      })
      yield { status: writingStatus(retrieval.passages.length, ` across ${retrieval.callCount} calls and e-mails`) }
      return await answerer.answer(question.message, retrieval.passages, retrieval.terms)
    },
    end: (result, answerId, error) => ({
      end: true,
      thread_id: threadId,
      question_id: question.id,
      answer_id: answerId,
      citations: result?.citations ?? [],
      no_answer: result?.noAnswer ?? false,
      error,
    }),
  }
}
