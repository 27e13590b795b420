import { OBJECTION_CATEGORIES, type ObjectionCategory } from './objection-library'
import type { CallIndex, Sentence, Turn } from './sentence-index'
import { sentencesOf } from './sentence-index'
import { conceptCloseness, cosine, vectorOf, vectorOfTokens, wordVector } from './text-vectors'
import { upToLength } from './text-limit.util'
import { hhmmss } from './timestamp.util'

export type HandlingGrade = 'Handled' | 'Partially handled' | 'Not handled'

export interface DetectedObjection {
  category: string
  subCategory: string
  severity: 'High' | 'Medium' | 'Low'
  sentences: Sentence[]
  raiseTurn: Turn
  handling: { text: string; grade: HandlingGrade; score: number; clarified: boolean; answered: boolean; checked: boolean; accepted: boolean | null }
}

// How people voice a concern, whatever it is about: hedges, worry, limits, comparisons, refusals.
const CONCERN =
  /\b(?:worr(?:y|ied|ies|ying)|concern(?:s|ed)?|afraid|nervous|hesitant|hesitation|skeptical|sceptical|doubt(?:s|ful)?|not sure|unsure|not convinced|wary|uneasy|reluctant|problem|issue|tough|hard to|difficult|expensive|pricey|steep|a lot of money|too (?:much|high|long|expensive|soon|early|late|big|complex|complicated|risky)|more than (?:i|we)|above|higher than|significant|can't|cannot|couldn't|won't|wouldn't|don't think|don't see|don't need|not ready|not a priority|not the right time|not really|no budget|dealbreaker|deal breaker|deal-breaker|hold off|push (?:this|it) (?:out|back)|risk(?:y)?|pain to|painful|nightmare|scared|stretch|out of (?:our|my) (?:budget|range)|leaning|already (?:have|use|signed|got)|happy with (?:what|our)|all set|other (?:quote|vendor|option|company)|cheaper|but|however|though|the thing is|to be honest|honestly|frankly)\b/i
const STRONG =
  /\b(?:dealbreaker|deal breaker|deal-breaker|no way|way (?:too|above|more|over)|not going to|won't work|can't (?:do|afford|justify|go)|cannot|walk away|cancel|leaving|switch(?:ing)? to|leaning (?:towards|toward|that way)|chose|went with|signed with|out of (?:our|my) (?:budget|range)|non-starter|showstopper|too expensive)\b/i
const MEDIUM =
  /\b(?:worr(?:y|ied)|concern(?:s|ed)?|significant|more than (?:i|we)|steep|expensive|pricey|not sure|hesitant|nervous|skeptical|stretch|tough|difficult|risk)\b/i
// Resistance as people voice it in conversation: doubts, limits, conditions, comparisons, pushing back.
const PUSHBACK =
  /\b(?:not sure|i'd have to|i would have to|i don't want|i'm not (?:sure|convinced|switching|giving|comfortable|ready)|we're not (?:ready|going|looking|in a position)|that's still|still (?:later|more|too|an)|later than|tight|a long time|what if|what happens (?:if|when|at)|and if it|how do (?:i|we) know|every (?:vendor|company|one of you) says|that's what everybody says|nobody told me|come on|hold on|i'd want to see|i'll be (?:honest|straight|upfront)|to be fair|going with|decided to|leaning|also getting a quote|other quotes?|less than that|under yours|cheaper|more than (?:i|we)|not giving you|breaks|slipped|never seen|pushing me|sit down|don't love|i doubt|the catch|sounds expensive|that's a lot|it's a lot|kind of attached)\b/i
// A rep who acknowledges before answering heard a concern.
const ACKNOWLEDGES =
  /^(?:(?:yeah|yes|no|oh|okay|ok|so|and|um|uh|look|well)[,.]?\s+)*(?:i hear you|i hear that|i understand|i totally understand|understood|that's (?:fair|a fair|a good|a great|a real|a valid|reasonable|totally fair|completely fair|a big one|on me)|fair (?:point|enough|question|concern)|totally(?: fair)?|i get (?:it|that)|i hear ya|makes sense|good question|great question|i appreciate|i'd feel the same|i don't blame you|no,? that's|that's the right question|honestly,? that's|i know,? i know|i'm sorry|sorry about that|i completely understand|you're right|that's true)\b/i

// Soft stance words count only with a topic word close by; these carry the concern by themselves.
const SOFT = /^(?:but|however|though|honestly|to be honest|frankly|the thing is)$/i
// The buyer talks about the offer: ours, the change, the price.
const ABOUT_OFFER =
  /\b(?:you|your|you're|this|that|it|price|pricing|cost|quote|contract|switch|switching|change|moving|implementation|rollout|migration|install|installation|the plan|the package|the product|the tool|the system|the platform|investment|commit|sign|buy|purchase|monthly|per month|per seat|a year|the program|the service|the membership|the policy)\b/i
const DISMISSIVE =
  /\b(?:trust me|don't worry|not to worry|i wouldn't worry|never an issue|everyone pays|you get what you pay for|that's (?:just )?our price|it'll be fine|should be fine|works with everything|not that hard|just sign|prices go up|better to sign now|you'll regret)\b/i
const ACCEPT =
  /\b(?:that helps|that's helpful|helpful|fair enough|that's fair|makes sense|that makes sense|feel better|more comfortable|good to know|that's good|okay good|great|perfect|sounds good|i like that|that works|reassuring|appreciate that|got it)\b/i
const UNRESOLVED = /\b(?:still (?:not sure|worried|concerned|think)|not convinced|every vendor says|everyone says|i hear you,? but|we'll see|i don't know)\b/i

interface CompiledCategory {
  category: ObjectionCategory
  examples: Float32Array[]
  concepts: Float32Array[]
  words: Set<string>
}

let compiledCategories: CompiledCategory[] | null = null
/** Closeness of each word met so far to each category's topic words; words recur from call to call. */
const closeness = new Map<string, number[]>()
function categories(): CompiledCategory[] {
  compiledCategories ??= OBJECTION_CATEGORIES.map((c) => ({
    category: c,
    examples: c.examples.map(vectorOf).filter((v): v is Float32Array => v !== null),
    concepts: c.concepts.map((w) => wordVector(w)).filter((v): v is Float32Array => v !== undefined),
    words: new Set(c.concepts),
  }))
  return compiledCategories
}

const isRep = (t: Turn) => t.side === 'rep'

/** The category a concern is about, with how sure (0–1), or null when it names no topic we know. */
function categoryOf(s: Sentence, competitors: readonly string[]): { name: string; score: number } | null {
  const cats = categories()
  let best: { name: string; score: number } | null = null
  const namesCompetitor = competitors.some((c) => c.length > 1 && s.lower.includes(c.toLowerCase()))
  for (const [i, c] of cats.entries()) {
    let topic = 0
    for (const t of s.content) {
      if (c.words.has(t)) {
        topic = 1
        break
      }
      let row = closeness.get(t)
      if (!row) {
        row = cats.map((x) => conceptCloseness(t, x.concepts))
        if (closeness.size > 50_000) closeness.clear()
        closeness.set(t, row)
      }
      if (row[i] >= 0.75) topic = Math.max(topic, row[i])
    }
    if (c.category.name === 'Competitor' && namesCompetitor) topic = 1
    const meaning = c.examples.reduce((m, e) => Math.max(m, cosine(s.vector, e)), 0)
    const score = 0.55 * topic + 0.45 * meaning
    if (topic >= 0.75 && (!best || score > best.score)) best = { name: c.category.name, score }
  }
  return best
}

/** The category of a whole turn when its concern sentence names no topic. */
function categoryOfTurn(call: CallIndex, turn: Turn, competitors: readonly string[]): string {
  let best: { name: string; score: number } | null = null
  for (const s of sentencesOf(call, turn)) {
    const c = categoryOf(s, competitors)
    if (c && (!best || c.score > best.score)) best = c
  }
  return best?.name ?? 'Other'
}

function stanceOf(s: Sentence): number {
  const m = s.lower.match(new RegExp(CONCERN.source, 'gi')) ?? []
  const hard = m.filter((x) => !SOFT.test(x)).length
  const push = (s.lower.match(new RegExp(PUSHBACK.source, 'gi')) ?? []).length
  return Math.min(2, hard) + Math.min(2, push) + (m.length > hard ? 0.5 : 0) + (s.sentiment < -0.2 ? 0.5 : 0) + (STRONG.test(s.lower) ? 1 : 0)
}

/** Whether the rep's reply to a turn opens by acknowledging a concern. */
function acknowledged(call: CallIndex, turn: Turn): boolean {
  const reply = call.turns[turn.index + 1]
  return !!reply && isRep(reply) && ACKNOWLEDGES.test(call.sentences[reply.first]?.lower ?? '')
}

function grade(call: CallIndex, raise: Turn, objection: Float32Array | null, stopTurn: number): DetectedObjection['handling'] {
  const turns = call.turns.slice(raise.index + 1, Math.min(stopTurn, raise.index + 5))
  const repTurns = turns.filter(isRep)
  const firstRep = repTurns[0]
  const repSentences = repTurns.flatMap((t) => sentencesOf(call, t))
  const dismissive = repSentences.some((s) => DISMISSIVE.test(s.lower))
  const clarified = !!firstRep && firstRep.index === raise.index + 1 && sentencesOf(call, firstRep).some((s) => s.question)
  // The answer: the rep's first substantive turn, on the concern's subject.
  const answerTurn = repTurns.find((t) => {
    if (t.words < 14) return false
    const v = vectorOfTokens(sentencesOf(call, t).flatMap((s) => s.tokens))
    return cosine(v, objection) >= 0.45
  })
  const answered = !!answerTurn && !dismissive
  const answerSentences = answerTurn ? sentencesOf(call, answerTurn) : []
  const checked = answered && answerSentences.some((s) => s.question)
  const after = turns.find((t) => t.index > (answerTurn?.index ?? firstRep?.index ?? raise.index) && !isRep(t))
  let accepted: boolean | null = null
  if (after) {
    const text = sentencesOf(call, after)
      .map((s) => s.lower)
      .join(' ')
    if (UNRESOLVED.test(text)) accepted = false
    else if (ACCEPT.test(text)) accepted = true
  }
  let score = (clarified ? 20 : 0) + (answered ? 45 : 0) + (checked ? 15 : 0) + (accepted === true ? 20 : 0)
  if (dismissive) score = Math.min(score, 15)
  if (accepted === false) score = Math.max(0, score - 25)
  const gradeOf: HandlingGrade = !answered ? 'Not handled' : accepted === false ? 'Partially handled' : 'Handled'
  const text = upToLength(answerSentences.map((s) => s.text).join(' ') || repSentences.map((s) => s.text).join(' '), 400)
  return { text: text || 'The rep did not respond to the objection.', grade: gradeOf, score, clarified, answered, checked, accepted }
}

function severityOf(sentences: readonly Sentence[]): DetectedObjection['severity'] {
  const text = sentences.map((s) => s.lower).join(' ')
  if (STRONG.test(text)) return 'High'
  if (MEDIUM.test(text)) return 'Medium'
  return 'Low'
}

function subCategoryOf(category: string, sentences: readonly Sentence[]): string {
  const cat = OBJECTION_CATEGORIES.find((c) => c.name === category)
  const words = new Set(sentences.flatMap((s) => s.content))
  for (const [name, keys] of Object.entries(cat?.subCategories ?? {})) if (keys.some((k) => words.has(k))) return name
  return 'General'
}

/** Stance, acknowledgment, talk of the offer and a known topic together (each about 1) that make an objection. */
const OBJECTION_NEEDS = 2

/**
 * Objections: a buyer's sentence that voices a concern — a stance (worry, a limit, a condition, a comparison, pushing
 * back) — about the offer or a known topic (price, timing, a competitor, security, integration, authority, need, the
 * product), the more so when the rep's reply opens by acknowledging it. A concern carried over the next exchange on
 * the same topic is one objection. Handling is read from the rep's next turns: on the subject, substantive, not
 * dismissive, and whether the buyer accepted it.
 */
export function detectObjections(call: CallIndex, competitors: readonly string[]): DetectedObjection[] {
  const found: { category: string; sentences: Sentence[]; raiseTurn: Turn }[] = []
  for (const turn of call.turns) {
    if (isRep(turn)) continue
    const previous = call.turns[turn.index - 1]
    const answersDiscovery = !!previous && isRep(previous) && call.sentences[previous.last]?.question
    const ack = acknowledged(call, turn) ? 1.5 : 0
    let best: { sentence: Sentence; category: string; score: number } | null = null
    for (const s of sentencesOf(call, turn)) {
      if (s.words < 3) continue
      const stance = stanceOf(s)
      if (stance < 1) continue
      const about = ABOUT_OFFER.test(s.lower)
      if (!about && answersDiscovery && !STRONG.test(s.lower) && ack === 0) continue
      const cat = categoryOf(s, competitors)
      const score = Math.min(3, stance) + ack + (about ? 0.5 : 0) + (cat ? cat.score : 0)
      if (score >= OBJECTION_NEEDS && (!best || score > best.score))
        best = { sentence: s, category: cat?.name ?? categoryOfTurn(call, turn, competitors), score }
    }
    if (!best) continue
    const last = found[found.length - 1]
    // A concern carried over the next exchange is one objection.
    if (last && last.category === best.category && turn.index <= last.raiseTurn.index + 4) {
      if (last.sentences.length < 3) last.sentences.push(best.sentence)
      continue
    }
    found.push({ category: best.category, sentences: [best.sentence], raiseTurn: turn })
  }
  return found.map((o, i) => {
    const next = found[i + 1]
    const v = vectorOfTokens(o.sentences.flatMap((s) => s.tokens))
    return {
      ...o,
      subCategory: subCategoryOf(o.category, o.sentences),
      severity: severityOf(o.sentences),
      handling: grade(call, o.raiseTurn, v, next ? next.raiseTurn.index + 1 : call.turns.length),
    }
  })
}

export function objectionTimestamp(o: DetectedObjection): string {
  return hhmmss(o.sentences[0].startMs)
}
