import type { AnalysisContext } from '@parley/shared/schemas/analysis'
import type { Commitment } from './commitments'
import type { DetectedObjection } from './objection-detector'
import type { CallIndex, Sentence } from './sentence-index'
import type { Evidence } from './signal-detector'
import { centroid, cosine } from './text-vectors'

export interface SummaryInputs {
  call: CallIndex
  context: AnalysisContext
  objections: readonly DetectedObjection[]
  nextSteps: readonly Commitment[]
  /** Evidence per checklist signal: the buyer's own words on what a manager asks first. */
  evidence: ReadonlyMap<string, readonly Evidence[]>
}

// What a manager wants to read first: the problem, how it is handled today, by when, the money, who decides, the pitch.
const FIRST = ['pain_or_priority', 'current_solution', 'current_provider', 'timelines', 'budget', 'decision_process', 'pitch']

// Openers and pleasantries carry no gist.
const SMALL_TALK =
  /\b(?:how are you|how's it going|good morning|good afternoon|thanks for (?:having|taking|joining|your time)|nice to meet|can you hear me|you're on mute|weather|weekend|have a good|talk soon|bye)\b/i
const LEAD_IN = /^(?:(?:so|okay|ok|yeah|yes|well|honestly|right|um|uh|i mean|look|and|but|like|no|oh|sure)[,.]?\s+)+/i

const list = (xs: readonly string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`)
const sentenceCase = (t: string) => t.charAt(0).toUpperCase() + t.slice(1)
const quoted = (s: Sentence) => {
  const t = s.text
    .replace(LEAD_IN, '')
    .trim()
    .replace(/[,;:\s]+$/, '')
  return sentenceCase(/[.!?]$/.test(t) ? t : `${t}.`)
}

/** Speakers of one side, most talkative first. */
function speakersOf(call: CallIndex, rep: boolean): string[] {
  const talk = new Map<string, number>()
  for (const t of call.turns) if ((t.side === 'rep') === rep) talk.set(t.speaker, (talk.get(t.speaker) ?? 0) + t.words)
  return [...talk.entries()].sort((a, b) => b[1] - a[1]).map(([n]) => n)
}

function opener(call: CallIndex, context: AnalysisContext): string {
  const reps = speakersOf(call, true).slice(0, 2)
  const buyers = speakersOf(call, false).slice(0, 3)
  const title = context.title.trim() ? ` for "${context.title.trim()}"` : ''
  const seller = reps.length > 0 ? `${list(reps)} (${context.companyName})` : context.companyName
  if (buyers.length === 0) return `${reps.length > 0 ? list(reps) : context.companyName} spoke${title}; no one from the buyer's side spoke.`
  return `${seller} met ${list(buyers)}${title}.`
}

/**
 * The call's central statements, one per part of the call: each part's sentences are ranked by closeness to the
 * meaning of the whole call and to their own part, weighted to substantive buyer statements, and a pick too close to
 * an earlier one is skipped.
 */
function centralSentences(call: CallIndex, count: number, exclude: ReadonlySet<number>): Sentence[] {
  const candidates = call.sentences.filter(
    (s) => s.words >= 8 && s.words <= 45 && !s.question && s.vector && s.content.length >= 4 && !SMALL_TALK.test(s.lower) && !exclude.has(s.index),
  )
  if (candidates.length === 0 || count <= 0) return []
  const whole = centroid(candidates.map((s) => s.vector))
  const parts = Math.min(count, candidates.length)
  const picked: Sentence[] = []
  for (let p = 0; p < parts; p++) {
    const from = Math.floor((p * candidates.length) / parts)
    const to = Math.floor(((p + 1) * candidates.length) / parts)
    const part = candidates.slice(from, to)
    const local = centroid(part.map((s) => s.vector))
    let best: Sentence | null = null
    let bestScore = -1
    for (const s of part) {
      if (picked.some((x) => cosine(x.vector, s.vector) > 0.85)) continue
      const score = 0.5 * cosine(s.vector, whole) + 0.5 * cosine(s.vector, local) + (s.side !== 'rep' ? 0.05 : 0) + Math.min(0.08, s.content.length / 150)
      if (score > bestScore) {
        bestScore = score
        best = s
      }
    }
    if (best) picked.push(best)
  }
  return picked.sort((a, b) => a.index - b.index)
}

/** Facts weigh: numbers, amounts, dates and names make a sentence worth its room. */
const factWeight = (s: Sentence) => Math.min(0.3, 0.1 * s.entities.length) + Math.min(0.2, 0.05 * (s.text.slice(1).match(/\b[A-Z][a-z]+/g)?.length ?? 0))

/** The strongest substantive statement per signal a manager reads first, one each, no sentence twice. */
function evidenceSentences(x: SummaryInputs, room: number, used: Set<number>): Sentence[] {
  const picked: Sentence[] = []
  for (const name of FIRST) {
    if (picked.length >= room) break
    const best = [...(x.evidence.get(name) ?? [])]
      .filter(
        (e) =>
          e.sentence.words >= 8 &&
          e.sentence.words <= 45 &&
          !used.has(e.sentence.index) &&
          !SMALL_TALK.test(e.sentence.lower) &&
          !picked.some((p) => cosine(p.vector, e.sentence.vector) > 0.9),
      )
      .sort((a, b) => b.strength + factWeight(b.sentence) - (a.strength + factWeight(a.sentence)))[0]
    if (!best) continue
    picked.push(best.sentence)
    used.add(best.sentence.index)
  }
  return picked
}

function concerns(objections: readonly DetectedObjection[]): string | null {
  if (objections.length === 0) return null
  const cats = [...new Set(objections.map((o) => o.category.toLowerCase()))]
  const by = [...new Set(objections.map((o) => o.raiseTurn.speaker))]
  const handled = objections.filter((o) => o.handling.grade === 'Handled').length
  const outcome =
    handled === objections.length
      ? 'and the rep answered them'
      : handled === 0
        ? 'which were left unanswered'
        : `of which ${handled} of ${objections.length} were answered`
  return `${list(by.slice(0, 2))} raised ${list(cats)} concerns ("${quoted(objections[0].sentences[0]).replace(/[.!?]$/, '')}"), ${outcome}.`
}

function nextStepLine(steps: readonly Commitment[]): string | null {
  if (steps.length === 0) return null
  // The dated and agreed steps say most; among equals, the later ones (a call's close settles what happens next).
  const rank = (c: Commitment) => (c.dated ? 2 : 0) + (c.agreed ? 1 : 0)
  const best = [...steps]
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(b.c) - rank(a.c) || b.i - a.i)
    .slice(0, 3)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.c)
  const items = best.map((c) => `${c.owner} to ${c.action.charAt(0).toLowerCase()}${c.action.slice(1)}`)
  return `Next steps: ${items.join('; ')}.`
}

/**
 * A summary of 3–6 sentences: who met about what, the call's central statements in order, the concerns raised and
 * how they were met, and the agreed next steps. Every sentence is taken from the call or names something found in it.
 */
export function summarise(x: SummaryInputs): string {
  if (x.call.sentences.length === 0) return `No speech was recorded in "${x.context.title}".`
  const out = [opener(x.call, x.context)]
  const concern = concerns(x.objections)
  const steps = nextStepLine(x.nextSteps)
  const room = 5 - (concern ? 1 : 0) - (steps ? 1 : 0)
  const used = new Set<number>([...x.objections.flatMap((o) => o.sentences.map((s) => s.index)), ...x.nextSteps.map((c) => c.sentence.index)])
  const facts = evidenceSentences(x, Math.max(0, room - 1), used)
  const central = centralSentences(x.call, room - facts.length, used).filter((s) => !facts.some((f) => cosine(f.vector, s.vector) > 0.9))
  for (const s of [...facts, ...central].sort((a, b) => a.index - b.index)) out.push(`${s.speaker}: "${quoted(s)}"`)
  if (concern) out.push(concern)
  if (steps) out.push(steps)
  else if (x.call.hasProspect) out.push('No next step was agreed.')
  return out.slice(0, 7).join(' ')
}
