import { snippetSeconds } from '@parley/shared/rules/snippet-time'
import type { Db } from '../../db/client'
import type { AmaAnswer } from './ama-answerer'
import { EMBEDDED_MODEL } from './ama-chat-answerer'
import { answerFromCall } from './ama-moments'
import { callFollowUp, callLines } from './ama.repository'

// The chat without a language model: a request for a follow-up e-mail is answered with the draft the call's analysis
// wrote (its points and agreed next steps, the moments cited); any other question by the moments of the call.

const FOLLOW_UP_REQUEST = /\b(?:draft|write|compose|prepare|send)\b.{0,40}\b(?:e-?mail|note|message|recap)\b|\bfollow[- ]?up (?:e-?mail|note|message)\b/i

export const isFollowUpRequest = (question: string) => FOLLOW_UP_REQUEST.test(question)

export async function answerOffline(tx: Db, meetingId: number, question: string, competitors: readonly string[]): Promise<AmaAnswer> {
  if (isFollowUpRequest(question)) {
    const draft = await callFollowUp(tx, meetingId)
    if (draft) {
      const citations = draft.moments.map((m) => ({
        seconds: snippetSeconds(m.timestamp) ?? 0,
        timestamp: m.timestamp.slice(0, 8),
        speaker: m.speaker || 'Unknown speaker',
        text: m.text,
      }))
      return {
        answer: draft.body,
        reasoning: "Drafted from this call's analysis: what was covered and the next steps agreed, at the moments cited.",
        citations,
        noAnswer: false,
        model: EMBEDDED_MODEL,
      }
    }
  }
  const answer = answerFromCall(question, await callLines(tx, meetingId), competitors)
  return { ...answer, citations: answer.citations.map(({ idx: _idx, ...c }) => c), model: EMBEDDED_MODEL }
}
