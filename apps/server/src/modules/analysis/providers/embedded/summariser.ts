import type { AnalysisContext } from '@parley/shared/schemas/analysis'
import type { ActionItem } from './action-items'
import type { Evidence } from './cue-matcher'
import type { DetectedObjection } from './objection-detector'
import type { CallIndex, Sentence } from './sentence-index'

export interface SummaryInputs {
  call: CallIndex
  context: AnalysisContext
  /** Evidence per signal unique name. */
  evidence: Map<string, Evidence[]>
  objections: DetectedObjection[]
  actionItems: ActionItem[]
}

// What a reader of the summary wants first: the problem, what they use, when, money, who decides.
const PRIORITY = ['pain_or_priority', 'current_provider', 'current_solution', 'timelines', 'budget', 'decision_process']
const VERBS = ['explained', 'added', 'noted', 'said', 'mentioned']

const first = (name: string) => name.split(' ')[0]
const list = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`)
const clean = (text: string) => text.replace(/^(?:(?:so|okay|ok|yeah|well|honestly|right|um|i mean|look|good question|great question)[,.]?\s+)+/i, '').trim()
const quote = (s: Sentence) => {
  const t = clean(s.text)
  return t.charAt(0).toUpperCase() + t.slice(1)
}

function speakersBySide(call: CallIndex, context: AnalysisContext, rep: boolean): string[] {
  const talk = new Map<string, number>()
  for (const t of call.turns) if ((t.side === 'rep') === rep) talk.set(t.speaker, (talk.get(t.speaker) ?? 0) + t.words)
  const named = [...talk.entries()].sort((a, b) => b[1] - a[1]).map(([n]) => n)
  if (named.length > 0) return named
  return context.participants.filter((p) => (p.side === 'rep') === rep).map((p) => p.name)
}

/**
 * An extractive summary in 3–5 sentences: who met, the prospect's strongest statements on the signals a reader
 * cares about most (ranked by evidence, one per signal, in call order), the objections and the agreed next step.
 */
export function summarise(x: SummaryInputs): string {
  const reps = speakersBySide(x.call, x.context, true)
  const prospects = speakersBySide(x.call, x.context, false)
  const out: string[] = []
  if (x.call.sentences.length === 0) return `No speech was recorded in "${x.context.title}".`
  out.push(
    prospects.length > 0
      ? `${list(reps.slice(0, 2))} of ${x.context.companyName} met ${list(prospects.slice(0, 3))} for "${x.context.title}".`
      : `${list(reps.slice(0, 3))} met internally for "${x.context.title}".`,
  )
  // Room for quotes: five sentences at most, with the objections and the next step when there are any.
  const nextStep = (x.evidence.get('next_steps') ?? []).filter((e) => e.sentence.side === 'rep').pop()?.sentence ?? null
  const room = 4 - (x.objections.length > 0 ? 1 : 0) - (nextStep || x.actionItems.length > 0 ? 1 : 0)
  const picked: Sentence[] = []
  // A direct answer to the rep's question says the most in the fewest words.
  const rank = (e: Evidence) => e.points + (e.kind === 'answer' ? 20 : 0) + Math.min(10, e.sentence.words / 3)
  for (const name of PRIORITY) {
    const best = (x.evidence.get(name) ?? [])
      .filter((e) => e.sentence.side !== 'rep' && e.sentence.words >= 6 && e.sentence.words <= 45 && !picked.includes(e.sentence))
      .sort((a, b) => rank(b) - rank(a) || a.sentence.index - b.sentence.index)[0]
    if (best) picked.push(best.sentence)
    if (picked.length >= room) break
  }
  picked.sort((a, b) => a.index - b.index)
  picked.forEach((s, i) => {
    out.push(`${first(s.speaker)} ${VERBS[i % VERBS.length]}: "${quote(s)}"`)
  })
  if (x.objections.length > 0) {
    const cats = [...new Set(x.objections.map((o) => o.category.toLowerCase()))]
    const handled = x.objections.filter((o) => o.handling.grade === 'Handled').length
    const lead = x.objections[0].sentences[0]
    out.push(
      `${first(lead.speaker)} raised concerns about ${list(cats)} ("${quote(lead)}"); ${handled} of ${x.objections.length} ${x.objections.length === 1 ? 'was' : 'were'} fully handled.`,
    )
  }
  if (nextStep) out.push(`Next step (${first(nextStep.speaker)}): ${quote(nextStep).replace(/[.!?]?$/, '.')}`)
  else {
    const next = [...x.actionItems].reverse().find((a) => a.side === 'rep') ?? x.actionItems[x.actionItems.length - 1]
    if (next) out.push(`Next step (${first(next.owner)}): ${next.text.replace(/[.!?]?$/, '.')}`)
  }
  if (out.length < 3 && prospects.length === 0) {
    const longest = [...x.call.sentences].filter((s) => s.words >= 8 && !s.question).sort((a, b) => b.words - a.words)[0]
    if (longest) out.push(`${first(longest.speaker)} said: "${quote(longest)}"`)
  }
  return out.slice(0, 5).join(' ')
}
