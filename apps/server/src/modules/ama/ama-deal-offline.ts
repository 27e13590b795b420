import type { DealCitation, DealCallRef } from '@parley/shared/rules/ama-deal'
import { snippetSeconds } from '@parley/shared/rules/snippet-time'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { EMBEDDED_MODEL } from './ama-chat-answerer'
import type { DealAnswer } from './ama-deal-answerer'
import { dealCallRefs } from './ama-deal.repository'

// "Why was this deal lost?" without a language model: answered from the analyses of the deal's calls the asker may
// open — the concerns never answered, the competitors the buyer favoured — each with the moment it was said.

const WHY_LOST = /\bwhy\b.{0,40}\b(?:lost|lose|losing|lost out|go with|chose|choose|went with|stall(?:ed)?|did(?:n't| not) (?:we )?win)\b|\bwhat went wrong\b/i

export const isLossQuestion = (question: string) => WHY_LOST.test(question)

type Finding = {
  callId: number
  kind: 'objection' | 'competitor'
  label: string
  text: string
  timestamp: string
  speaker: string | null
}

async function findings(tx: Db, calls: readonly DealCallRef[]): Promise<Finding[]> {
  if (calls.length === 0) return []
  const ids = sql.join(
    calls.map((c) => sql`${c.callId}`),
    sql`, `,
  )
  const { rows } = await tx.execute<Omit<Finding, 'callId'> & { call_id: number }>(sql`
    select r.meeting_id as call_id, 'objection' as kind, o ->> 'category' as label, o ->> 'evidence' as text, o ->> 'timestamp' as timestamp, null as speaker
    from analysis_results r, jsonb_array_elements(coalesce(r.raw -> 'objections', '[]'::jsonb)) o
    where r.meeting_id in (${ids}) and o ->> 'handlingGrade' <> 'Handled'
    union all
    select r.meeting_id, 'competitor', m ->> 'competitor', m -> 'snippets' -> 0 ->> 'text', m -> 'snippets' -> 0 ->> 'timestamp', m -> 'snippets' -> 0 ->> 'speaker'
    from analysis_results r, jsonb_array_elements(coalesce(r.raw -> 'competitorMentions', '[]'::jsonb)) m
    where r.meeting_id in (${ids}) and m ->> 'polarity' = 'favorable'`)
  return rows.map(({ call_id, ...r }) => ({ ...r, callId: Number(call_id) }))
}

const list = (xs: readonly string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`)

/** The answer to "why was this deal lost?" from the deal's analysed calls, or null when they record no reason. */
export async function dealLossAnswer(tx: Db, dealId: number): Promise<DealAnswer | null> {
  const calls = await dealCallRefs(tx, dealId)
  const found = (await findings(tx, calls)).filter((f) => f.text)
  if (found.length === 0) return null
  const concerns = [...new Set(found.filter((f) => f.kind === 'objection').map((f) => f.label.toLowerCase()))]
  const rivals = [...new Set(found.filter((f) => f.kind === 'competitor').map((f) => f.label))]
  const parts = [
    concerns.length > 0 ? `concerns about ${list(concerns)} were raised and never fully answered` : '',
    rivals.length > 0 ? `the buyer spoke in favour of ${list(rivals)}` : '',
  ].filter(Boolean)
  const citations: DealCitation[] = found.slice(0, 5).map((f) => {
    const call = calls.find((c) => c.callId === f.callId) as DealCallRef
    return {
      kind: 'call',
      call_id: f.callId,
      call_title: call.title,
      call_date: call.date,
      seconds: snippetSeconds(f.timestamp) ?? 0,
      timestamp: (f.timestamp ?? '00:00:00').slice(0, 8),
      speaker: f.speaker ?? 'Prospect',
      text: f.text,
    }
  })
  const first = found[0]
  return {
    answer: `From the deal's calls: ${parts.join(', and ')}. For example, “${first.text}”`,
    reasoning: `Read from the analyses of ${calls.length === 1 ? 'the deal\u2019s one call' : `the deal\u2019s ${calls.length} calls`} you can open: the objections left unanswered and the competitors the buyer favoured, at the moments cited.`,
    citations,
    noAnswer: false,
    model: EMBEDDED_MODEL,
  }
}
