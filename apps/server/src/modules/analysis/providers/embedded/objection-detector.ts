import type { CallIndex, Sentence, Turn } from './sentence-index'
import { sentencesOf } from './sentence-index'
import { type CompiledCues, compilePattern, countMatches, type CuePattern, firstMatch } from './signal-cues'
import { upToLength } from './text-limit.util'
import { hhmmss } from './timestamp.util'

export type HandlingGrade = 'Handled' | 'Partially handled' | 'Not handled'

export interface DetectedObjection {
  category: string
  subCategory: string
  severity: 'High' | 'Medium' | 'Low'
  sentences: Sentence[]
  raiseTurn: Turn
  /** The last prospect turn that continued the same objection (a clarifying reply). */
  lastTurn: number
  handling: { text: string; grade: HandlingGrade; score: number; clarified: boolean; answered: boolean; checked: boolean; accepted: boolean | null }
}

// How a rep answers: these describe conversation mechanics, not a product, so they live in code.
const DISMISSIVE = [
  'trust me',
  "don't worry",
  'i wouldn’t worry',
  "i wouldn't worry",
  'never an issue',
  'not a problem with us',
  "we're just better",
  'just better',
  'you get what you pay for',
  "you'll regret it",
  'cheap for a reason',
  'everyone pays',
  'most customers pay',
  'without complaints',
  'that’s just our price',
  "that's just our price",
  "that's our price",
  'it should be fine',
  "it'll be fine",
  'should be fine',
  'just work',
  'works with everything',
  'handles anything',
  'not that hard',
  'too hard',
  'just let me know',
  'let me know what they say',
  'let me know what they decide',
  'tell me what they say',
  'forward them the deck',
  'should be enough',
  'explains everything',
  'check back next quarter',
  'reach out next quarter',
  'in a few months',
  'prices go up',
  'the price will go up',
  'better to sign now',
  'smarter to decide now',
  'way behind',
  'behind us',
  "wouldn't bother",
  'waste time',
  'not the right person',
  'find something',
  'get you a discount',
  'what number were you thinking',
  'how much do you need',
  'everyone says so',
  'all our customers',
].map(compilePattern)

const ACCEPT = [
  'that helps',
  'that does help',
  "that's helpful",
  'fair enough',
  "that's fair",
  'makes me feel',
  'feel better',
  'more comfortable',
  'that works',
  "we're good",
  'take it from there',
  'share it internally',
  "let's do that",
  'set that up',
  'worth exploring',
  'a fair point',
].map(compilePattern)
const UNRESOLVED = [
  'not sure that',
  'not sure it',
  'not convinced',
  "i'm not fully convinced",
  'every vendor says',
  'everyone says',
  'park that',
  'come back to it',
  'come back to that',
].map(compilePattern)

const isRep = (t: Turn) => t.side === 'rep'

interface Candidate {
  sentence: Sentence
  category: string
  score: number
}

function classify(s: Sentence, cues: CompiledCues, competitors: readonly CuePattern[]): Candidate | null {
  let best: Candidate | null = null
  const mentionsCompetitor = competitors.some((c) => c.re.test(s.lower))
  for (const cat of cues.categories) {
    let score = countMatches(cat.strong, s.lower) * 2 + Math.min(1, countMatches(cat.positive, s.lower))
    if (cat.name === 'Competitor' && mentionsCompetitor) score += 1
    if (score > (best?.score ?? 0)) best = { sentence: s, category: cat.name, score }
  }
  return best && best.score >= 1 ? best : null
}

/** Whether the turn answers a question the rep just asked (an answer about process is information, not resistance). */
function answersRepQuestion(call: CallIndex, turn: Turn): boolean {
  const before = call.turns[turn.index - 1]
  if (!before || !isRep(before) || before.last < before.first) return false
  return call.sentences[before.last].question
}

function grade(call: CallIndex, objection: { raiseTurn: Turn; lastTurn: number }, stopTurn: number): DetectedObjection['handling'] {
  const turns = call.turns.slice(objection.raiseTurn.index + 1, Math.min(stopTurn, objection.raiseTurn.index + 6))
  const repTurns = turns.filter(isRep)
  const firstRep = repTurns[0]
  const repSentences = repTurns.flatMap((t) => sentencesOf(call, t))
  const dismissive = repSentences.some((s) => firstMatch(DISMISSIVE, s.lower))
  const clarified = !!firstRep && firstRep.index <= objection.raiseTurn.index + 2 && sentencesOf(call, firstRep).some((s) => s.question)
  // The answer is the rep's substantive turn after any clarification.
  const answerTurn = repTurns.find((t, i) => t.words >= 22 && (i > 0 || !clarified))
  const answered = !!answerTurn && !dismissive
  const answerSentences = answerTurn ? sentencesOf(call, answerTurn) : []
  const checked = answered && answerSentences.length > 0 && answerSentences[answerSentences.length - 1].question
  const after = answerTurn ? turns.find((t) => t.index > answerTurn.index && !isRep(t)) : turns.find((t) => t.index > (firstRep?.index ?? 0) && !isRep(t))
  let accepted: boolean | null = null
  if (after) {
    const text = sentencesOf(call, after)
      .map((s) => s.lower)
      .join(' ')
    if (firstMatch(UNRESOLVED, text)) accepted = false
    else if (firstMatch(ACCEPT, text)) accepted = true
  }
  let score = (clarified ? 30 : 0) + (answered ? 35 : 0) + (checked ? 15 : 0) + (accepted === true ? 20 : 0)
  if (dismissive) score = Math.min(score, 15)
  if (accepted === false) score = Math.max(0, score - 20)
  const gradeOf: HandlingGrade = dismissive || !answered ? 'Not handled' : clarified && accepted !== false ? 'Handled' : 'Partially handled'
  const text = upToLength(repSentences.map((s) => s.text).join(' '), 400)
  return { text: text || 'The rep did not respond to the objection.', grade: gradeOf, score, clarified, answered, checked, accepted }
}

function severityOf(text: string, cues: CompiledCues): DetectedObjection['severity'] {
  if (firstMatch(cues.severity.high, text)) return 'High'
  if (firstMatch(cues.severity.medium, text)) return 'Medium'
  return 'Low'
}

/**
 * Finds objections: a prospect's statement (or pointed question) in one of the categories of the objections
 * signal's lexicon. A clarifying reply to the rep continues the same objection rather than raising a new one.
 * Handling is read from the rep's next turns: clarified, answered with substance, checked, accepted.
 */
export function detectObjections(call: CallIndex, cues: CompiledCues | null, competitors: readonly string[]): DetectedObjection[] {
  if (!cues || cues.categories.length === 0) return []
  const competitorPatterns = competitors.map(compilePattern)
  const found: Omit<DetectedObjection, 'handling' | 'severity' | 'subCategory'>[] = []
  for (const turn of call.turns) {
    if (isRep(turn)) continue
    const candidates = sentencesOf(call, turn)
      .map((s) => classify(s, cues, competitorPatterns))
      .filter((c): c is Candidate => c !== null)
    if (candidates.length === 0) continue
    const totals = new Map<string, number>()
    for (const c of candidates) totals.set(c.category, (totals.get(c.category) ?? 0) + c.score)
    const [category, total] = [...totals.entries()].sort((a, b) => b[1] - a[1])[0]
    const sentences = candidates.filter((c) => c.category === category).map((c) => c.sentence)
    // One strong phrase raises an objection; a bare question or an answer to the rep's question needs more.
    const needed = sentences.every((s) => s.question) || answersRepQuestion(call, turn) ? 3 : 2
    if (total < needed) continue
    const previous = found[found.length - 1]
    // The prospect's reply to the rep's clarifying question continues the same objection.
    if (previous && previous.category === category && turn.index <= previous.raiseTurn.index + 3) continue
    found.push({ category, sentences, raiseTurn: turn, lastTurn: turn.index })
  }
  return found.map((o, i) => {
    const text = o.sentences.map((s) => s.lower).join(' ')
    const cat = cues.categories.find((c) => c.name === o.category)
    // Sub-categories name what the objection is about, negated or not ("don't have the budget" is about budget).
    const sub = cat?.subCategories.find((sc) => sc.patterns.some((p) => p.re.test(text)))
    const next = found[i + 1]
    return {
      ...o,
      subCategory: sub?.name ?? 'General',
      severity: severityOf(text, cues),
      handling: grade(call, o, next ? next.raiseTurn.index : call.turns.length),
    }
  })
}

export function objectionTimestamp(o: DetectedObjection): string {
  return hhmmss(o.sentences[0].startMs)
}
