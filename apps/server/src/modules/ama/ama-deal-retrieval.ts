import { bestSentence } from '@parley/shared/rules/ama-answer'
import { AMA_DEAL_DOCUMENTS, AMA_DEAL_EMAILS, AMA_DEAL_PASSAGES, type DealPassage, rankDealWindows } from '@parley/shared/rules/ama-deal'
import { AMA_DEFAULT_INDEX, searchFor, websearchText } from '@parley/shared/rules/ama-retrieval'
import type { Db } from '../../db/client'
import { passageOf } from './ama-retrieval'
import { dealCallRefs, searchDealEmails, searchDealSegments } from './ama-deal.repository'
import { windowLines } from './ama.repository'

export interface DealRetrieval {
  terms: string[]
  passages: DealPassage[]
  /** How many calls the deal has (the status line says what was searched). */
  callCount: number
}

/**
 * Retrieval over a deal (inside the viewer's tenant transaction): the call chat's search of the question's content
 * and topic words, over every recorded call of the deal and its e-mails; the best windows become passages.
 */
export async function retrieveDealPassages(tx: Db, dealId: number, question: string, competitors: readonly string[]): Promise<DealRetrieval> {
  const search = searchFor(question, competitors)
  const websearch = websearchText(search.terms)
  const calls = await dealCallRefs(tx, dealId)
  const callHits = await searchDealSegments(
    tx,
    calls.map((c) => c.callId),
    websearch,
    AMA_DEAL_DOCUMENTS,
  )
  const emails = await searchDealEmails(tx, dealId, websearch, AMA_DEAL_EMAILS)
  const windows = rankDealWindows(
    callHits,
    emails.map((e) => ({ emailId: e.id, rank: e.rank })),
    search.prefer,
    AMA_DEAL_PASSAGES,
  )
  const passages: DealPassage[] = []
  for (const w of windows) {
    if (w.kind === 'email') {
      const e = emails.find((x) => x.id === w.emailId)
      if (!e) continue
      const text = bestSentence(`${e.body ?? ''}`.trim() || (e.subject ?? ''), search.terms)
      passages.push({ kind: 'email', email: { emailId: e.id, subject: e.subject, from: e.fromEmail, receivedAt: e.receivedAt.toISOString() }, text })
      continue
    }
    const call = calls.find((c) => c.callId === w.callId)
    if (!call) continue
    const lines = await windowLines(tx, w.callId, [w])
    const p = passageOf(w, lines, AMA_DEFAULT_INDEX)
    if (p) passages.push({ kind: 'call', call, hit: p.hit, lines: p.lines })
  }
  return { terms: search.terms, passages, callCount: calls.length }
}
