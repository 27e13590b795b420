import { type AmaLine, bestSentence } from './ama-answer'
import { AMA_NO_ANSWER, type AmaHit, type AmaPreference, type AmaWindow, rankWindows } from './ama-retrieval'
import { formatHms } from './snippet-time'

// The deal chat ("/ama/deal/question"): the call chat's retrieval run over every call of
// the deal and its e-mails. Each call's hits become windows as in the call chat; the best windows of all calls and the
// best e-mails compete on one score.

/** Passages a deal answer is built from (and may cite). */
export const AMA_DEAL_PASSAGES = 4
/** E-mails searched per question (best ranked first). */
export const AMA_DEAL_EMAILS = 3
/** Hits fetched per question across all of the deal's calls. */
export const AMA_DEAL_DOCUMENTS = 200
export const AMA_DEAL_SUGGESTIONS = ['What did they say about pricing or budget?', 'Who are the decision makers?', 'What are the open next steps?'] as const

export interface DealCallRef {
  callId: number
  title: string | null
  /** ISO date of the call. */
  date: string
}

export interface DealEmailRef {
  emailId: number
  subject: string | null
  from: string | null
  receivedAt: string
}

export interface DealCallHit extends AmaHit {
  callId: number
}

export interface DealEmailHit {
  emailId: number
  rank: number
}

export type DealWindow = ({ kind: 'call'; callId: number } & AmaWindow) | { kind: 'email'; emailId: number; score: number }

/**
 * The best `limit` windows over the deal: each call's hits windowed as in the call chat, e-mails scored by rank. A call
 * window's score carries the call chat's side and position boosts an e-mail's rank lacks, so e-mails would rarely
 * make the cut: the best matching e-mail, when there is one, takes the last place (the answer covers calls and e-mails).
 */
export function rankDealWindows(
  callHits: readonly DealCallHit[],
  emailHits: readonly DealEmailHit[],
  prefer: AmaPreference,
  limit = AMA_DEAL_PASSAGES,
): DealWindow[] {
  const byCall = new Map<number, DealCallHit[]>()
  for (const h of callHits) byCall.set(h.callId, [...(byCall.get(h.callId) ?? []), h])
  const windows: DealWindow[] = []
  for (const [callId, hits] of byCall) for (const w of rankWindows(hits, prefer, limit)) windows.push({ kind: 'call', callId, ...w })
  for (const e of emailHits) if (e.rank > 0) windows.push({ kind: 'email', emailId: e.emailId, score: e.rank })
  const key = (w: DealWindow) => (w.kind === 'call' ? w.callId * 1e6 + w.hitIdx : -w.emailId)
  const ranked = windows.sort((a, b) => b.score - a.score || key(a) - key(b))
  const top = ranked.slice(0, limit)
  const bestEmail = ranked.find((w) => w.kind === 'email')
  if (limit > 1 && bestEmail && !top.includes(bestEmail)) top[limit - 1] = bestEmail
  return top
}

/** A passage of the deal: lines of a call (the hit first cited), or the best sentence of an e-mail. */
export type DealPassage = { kind: 'call'; call: DealCallRef; hit: AmaLine; lines: AmaLine[] } | { kind: 'email'; email: DealEmailRef; text: string }

export type DealCitation =
  | { kind: 'call'; call_id: number; call_title: string | null; call_date: string; seconds: number; timestamp: string; speaker: string; text: string }
  | { kind: 'email'; email_id: number; subject: string | null; received_at: string; speaker: string; text: string }

const speakerOf = (line: AmaLine) => line.speaker?.trim() || 'Unknown speaker'
const dayOf = (iso: string) => iso.slice(0, 10)

export function dealCitationOf(p: DealPassage): DealCitation {
  if (p.kind === 'email') {
    return {
      kind: 'email',
      email_id: p.email.emailId,
      subject: p.email.subject,
      received_at: p.email.receivedAt,
      speaker: p.email.from ?? 'E-mail',
      text: p.text,
    }
  }
  return {
    kind: 'call',
    call_id: p.call.callId,
    call_title: p.call.title,
    call_date: p.call.date,
    seconds: Math.floor(p.hit.startMs / 1000),
    timestamp: formatHms(p.hit.startMs / 1000),
    speaker: speakerOf(p.hit),
    text: p.hit.text,
  }
}

/** Where a passage comes from, in words: "Jane in “Demo call” (2026-10-05) at 00:12:03" or "jane@x wrote in “RE: pricing” (2026-10-06)". */
export function dealSourceLabel(p: DealPassage): string {
  if (p.kind === 'email') return `${p.email.from ?? 'An e-mail'} wrote in “${p.email.subject ?? 'an e-mail'}” (${dayOf(p.email.receivedAt)})`
  return `${speakerOf(p.hit)} in “${p.call.title ?? `call ${p.call.callId}`}” (${dayOf(p.call.date)}) at ${formatHms(p.hit.startMs / 1000)}`
}

export interface DealExtractiveAnswer {
  answer: string
  reasoning: string
  citations: DealCitation[]
  noAnswer: boolean
}

/** The embedded answerer over a deal: it only quotes, as the call chat does; 'NA' without passages. */
export function extractiveDealAnswer(passages: readonly DealPassage[], terms: readonly string[]): DealExtractiveAnswer {
  const first = passages[0]
  if (!first) return { answer: AMA_NO_ANSWER, reasoning: "Nothing in this deal's calls or e-mails matches the question.", citations: [], noAnswer: true }
  const quote = bestSentence(first.kind === 'call' ? first.hit.text : first.text, terms)
  const citations = passages.map(dealCitationOf)
  const calls = new Set(citations.flatMap((c) => (c.kind === 'call' ? [c.call_id] : []))).size
  const emails = citations.filter((c) => c.kind === 'email').length
  return {
    answer: `${dealSourceLabel(first)}: “${quote}”`,
    reasoning: `Quoted from ${calls === 1 ? "one of the deal's calls" : `${calls} of the deal's calls`}${emails > 0 ? ` and ${emails === 1 ? 'one e-mail' : `${emails} e-mails`}` : ''}; the most relevant moments: ${passages.map(dealSourceLabel).join('; ')}.`,
    citations,
    noAnswer: false,
  }
}
