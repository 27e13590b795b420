import type { AmaCitation } from '@parley/shared/rules/ama-answer'
import { AMA_TOPICS, searchFor, suggestedQuestions, websearchText } from '@parley/shared/rules/ama-retrieval'
import { AMA_SETTINGS_FORBIDDEN_MESSAGE, canUseAmaSettings, usesAmaSettings } from '@parley/shared/rules/ama-settings'
import { NO_CALL_ACCESS_MESSAGE } from '@parley/shared/rules/call-access'
import type { TAmaEndLine, TAmaMessage, TAmaMessagesResponse, TAmaQuestionBody, TAmaStreamLine } from '@parley/shared/schemas/ama'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { forbidden, notFound } from '../../platform/errors'
import { canViewMeeting } from '../meetings'
import { type AmaAnswer, betterModelOffered, createAmaAnswerer } from './ama-answerer'
import { type ChatAnswerSource, chatMessageFields, streamAnswer, writingStatus } from './ama-chat'
import { EMBEDDED_MODEL } from './ama-chat-answerer'
import { answerOffline } from './ama-offline'
import { retrievePassages } from './ama-retrieval'
import { answerFromCall } from './ama-moments'
import {
  callLines,
  type ChatMessageRow,
  companyCompetitors,
  findQuestion,
  findThread,
  insertMessage,
  insertThread,
  searchesWithHits,
  threadMessages,
} from './ama.repository'

export const MEETING_NOT_FOUND_MESSAGE = 'Meeting not found'
export const QUESTION_NOT_FOUND_MESSAGE = 'Question not found'
export const STATUS_SEARCHING = 'Searching the call…'

async function requireCallAccess(tx: Db, auth: AuthContext, meetingId: number): Promise<void> {
  const access = await canViewMeeting(tx, auth, meetingId)
  if (access === 'not_found') throw notFound(MEETING_NOT_FOUND_MESSAGE)
  if (access === 'forbidden') throw forbidden(NO_CALL_ACCESS_MESSAGE)
}

/**
 * The suggested questions of this call: the follow-up e-mail and one per topic the call talks about. A topic is
 * suggested when asking its question finds a moment of the call: offline, as the chat itself would answer it; with a
 * model, when its search finds passages.
 */
async function callSuggestions(tx: Db, companyId: number, meetingId: number, offline: boolean): Promise<string[]> {
  const competitors = await companyCompetitors(tx, companyId)
  if (offline) {
    const lines = await callLines(tx, meetingId)
    return suggestedQuestions(AMA_TOPICS.filter((t) => !answerFromCall(t.suggestion, lines, competitors).noAnswer).map((t) => t.name))
  }
  const searches = AMA_TOPICS.map((t) => websearchText(searchFor(t.suggestion, competitors).terms))
  const found = await searchesWithHits(tx, meetingId, searches)
  return suggestedQuestions(AMA_TOPICS.filter((_, i) => found[i]).map((t) => t.name))
}

const citationsOfRow = (row: ChatMessageRow): AmaCitation[] =>
  row.citations.filter((c): c is AmaCitation => typeof c === 'object' && c !== null && 'timestamp' in c && 'seconds' in c)

export const toAmaMessage = (row: ChatMessageRow): TAmaMessage => ({
  ...chatMessageFields(row, citationsOfRow(row)),
  gpt_model_name: row.gptModelName,
  created_at: row.createdAt.toISOString(),
})

/** GET /api/users/parleyEurekaGetMessages: the viewer's own history about the call, oldest first, and the suggestions. */
export async function getMessages(deps: AppDeps, auth: AuthContext, meetingId: number): Promise<TAmaMessagesResponse['data']> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    await requireCallAccess(tx, auth, meetingId)
    const threadId = await findThread(tx, auth.user.id, meetingId)
    const rows = threadId === null ? [] : await threadMessages(tx, threadId)
    return {
      messages: rows.map(toAmaMessage),
      eurekaQuestions: await callSuggestions(tx, auth.user.companyId, meetingId, !deps.config.llm),
      betterModelAvailable: betterModelOffered(deps.config, false),
    }
  })
}

/**
 * POST /api/users/parleyEurekaMessage. Access is checked and the question stored before anything streams (so refusals
 * are ordinary 4xx answers); then the lines: status, status, reasoning, answer, end. A failure after the first line
 * is stored on the answer row and told in the end line (the page reloads the history).
 */
export async function askQuestion(deps: AppDeps, auth: AuthContext, body: TAmaQuestionBody): Promise<AsyncGenerator<TAmaStreamLine>> {
  const companyId = auth.user.companyId
  if (usesAmaSettings(body) && !canUseAmaSettings(auth.actor)) throw forbidden(AMA_SETTINGS_FORBIDDEN_MESSAGE)
  const { threadId, question } = await deps.db.withTenant(companyId, async (tx) => {
    await requireCallAccess(tx, auth, body.meetingId)
    const threadId =
      (await findThread(tx, auth.user.id, body.meetingId)) ?? (await insertThread(tx, companyId, auth.user.id, body.meetingId, body.question.slice(0, 200)))
    if (body.questionId !== undefined) {
      const asked = await findQuestion(tx, threadId, body.questionId)
      if (!asked) throw notFound(QUESTION_NOT_FOUND_MESSAGE)
      return { threadId, question: asked }
    }
    const settings = { noOfDocument: body.noOfDocument, index: body.index, gpt4: body.gpt4 }
    return {
      threadId,
      question: await insertMessage(tx, { companyId, threadId, userId: auth.user.id, messageType: 'question', message: body.question, settings }),
    }
  })
  return streamAnswer(deps, auth, threadId, question, callAnswerSource(deps, auth, body, question))
}

/** The call's source of answers: the call's moments, answered offline or by the model asked (the better one on request). */
function callAnswerSource(deps: AppDeps, auth: AuthContext, body: TAmaQuestionBody, question: ChatMessageRow): ChatAnswerSource<AmaAnswer, TAmaEndLine> {
  const companyId = auth.user.companyId
  const answerer = createAmaAnswerer(deps.config, body.gpt4)
  const usedBetter = body.gpt4 && betterModelOffered(deps.config, false)
  let suggestions: string[] = []
  return {
    model: answerer.model,
    searching: STATUS_SEARCHING,
    settings: { noOfDocument: body.noOfDocument, index: body.index, gpt4: body.gpt4, model: answerer.model },
    async *answer() {
      if (answerer.model === EMBEDDED_MODEL) {
        const result = await deps.db.withTenant(companyId, async (tx) => {
          suggestions = await callSuggestions(tx, companyId, body.meetingId, true)
          return answerOffline(tx, body.meetingId, question.message, await companyCompetitors(tx, companyId))
        })
        yield { status: writingStatus(result.citations.length) }
        return result
      }
      const retrieval = await deps.db.withTenant(companyId, async (tx) => {
        suggestions = await callSuggestions(tx, companyId, body.meetingId, false)
        const competitors = await companyCompetitors(tx, companyId)
        return retrievePassages(tx, body.meetingId, question.message, competitors, { documents: body.noOfDocument, indexSize: body.index })
      })
      yield { status: writingStatus(retrieval.passages.length) }
      return await answerer.answer(question.message, retrieval.passages, retrieval.terms)
    },
    end: (result, answerId, error) => ({
      end: true,
      questionId: question.id,
      answerId,
      citations: result?.citations ?? [],
      noAnswer: result?.noAnswer ?? false,
      betterModel: Boolean(result?.noAnswer) && betterModelOffered(deps.config, usedBetter),
      eurekaQuestions: suggestions,
      error,
    }),
  }
}
