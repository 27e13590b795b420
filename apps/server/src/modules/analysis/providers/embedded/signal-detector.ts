import { type SignalModel, ZSignalModel } from './checklist-library'
import type { CallIndex, Sentence } from './sentence-index'
import { centroid, conceptCloseness, cosine, vectorOf, wordVector } from './text-vectors'

/** A signal's model with its sentences and words turned into vectors once. */
export interface CompiledSignal {
  model: SignalModel
  examples: Float32Array[]
  centre: Float32Array | null
  concepts: Float32Array[]
  conceptWords: Set<string>
  probes: Float32Array[]
  /** Closeness of each word met so far to the topic words: words recur from call to call, so it is kept. */
  closeness: Map<string, number>
}

/** One sentence that speaks to a signal, and how strongly (0–1). */
export interface Evidence {
  sentence: Sentence
  strength: number
  kind: 'statement' | 'answer'
}

const compiled = new Map<string, CompiledSignal | null>()

const present = <T>(x: T | null | undefined): x is T => x !== null && x !== undefined

/** Parses a stored model (invalid ones are ignored, never fatal) and compiles it once per distinct model. */
export function compileSignal(value: unknown): CompiledSignal | null {
  if (value === undefined || value === null) return null
  const key = JSON.stringify(value)
  const hit = compiled.get(key)
  if (hit !== undefined) return hit
  const parsed = ZSignalModel.safeParse(value)
  let out: CompiledSignal | null = null
  if (parsed.success) {
    const m = parsed.data
    const examples = m.examples.map(vectorOf).filter(present)
    out = {
      model: m,
      examples,
      centre: centroid(examples),
      concepts: m.concepts.map((w) => wordVector(w.toLowerCase())).filter(present),
      conceptWords: new Set(m.concepts.map((w) => w.toLowerCase())),
      probes: m.probes.map(vectorOf).filter(present),
      closeness: new Map(),
    }
  }
  if (compiled.size > 500) compiled.clear()
  compiled.set(key, out)
  return out
}

/** A sentence is on a signal's topic when one of its words is a topic word or this close to one. */
const TOPIC_FLOOR = 0.65
/** An answer to a question that opened the topic still has to be somewhat on it. */
const ANSWER_FLOOR = 0.3

// A turn that only deflects answers nothing.
const DEFLECTION = /\b(?:i don't know|not sure|no idea|can't say|hard to say|rather not say|no comment)\b/

const MAX_CACHED_WORDS = 50_000

/** Closeness of a sentence's words to the signal's topic words: 1 for a topic word itself. */
function topicOf(s: Sentence, signal: CompiledSignal): number {
  let best = 0
  const cache = signal.closeness
  for (const t of s.content) {
    if (signal.conceptWords.has(t)) return 1
    let c = cache.get(t)
    if (c === undefined) {
      c = conceptCloseness(t, signal.concepts)
      if (cache.size > MAX_CACHED_WORDS) cache.clear()
      cache.set(t, c)
    }
    if (c > best) best = c
  }
  return best
}

const PAST = /\b(?:last|ago|was|were|missed|had|did|used to|yesterday|previous|previously|back in)\b/
const AHEAD =
  /\b(?:by|before|need|needs|next|will|going to|gonna|until|deadline|plan|planning|want|hope|ideally|target|goal|aim|in (?:a|an|\w+) (?:weeks?|months?|days?|years?)|this (?:year|quarter|month|spring|summer|fall|winter)|end of|asap|soon)\b/
const looksAhead = (s: Sentence) => AHEAD.test(s.lower) || !PAST.test(s.lower)

const sideMatches = (want: SignalModel['side'], s: Sentence) => want === 'any' || (want === 'rep' ? s.side === 'rep' : s.side !== 'rep')

/** How much a sentence says about the signal: its meaning near the examples, on the topic, carrying its entities. */
export function sentenceStrength(s: Sentence, signal: CompiledSignal): number {
  if (s.words < 4 || !s.vector) return 0
  if (signal.model.future && !looksAhead(s)) return 0
  let meaning = 0
  for (const e of signal.examples) meaning = Math.max(meaning, cosine(s.vector, e))
  const topic = topicOf(s, signal)
  if (topic < TOPIC_FLOOR) return 0
  const entity = signal.model.entities.some((e) => s.entities.includes(e)) ? 0.08 : 0
  return Math.max(0, Math.min(1, 0.6 * meaning + 0.4 * topic + entity - 0.2))
}

/** Whether a question opens the signal's topic (close to one of its probes, or on its topic). */
function opensTopic(q: Sentence, signal: CompiledSignal): boolean {
  if (!q.vector) return false
  const probe = signal.probes.reduce((m, p) => Math.max(m, cosine(q.vector, p)), 0)
  return probe >= 0.72 || (probe >= 0.6 && topicOf(q, signal) >= 0.8)
}

/**
 * Evidence of a signal in the call: the right side's statements on its topic, and substantive answers to a question
 * that opened it. A question is never evidence of the buyer's facts by itself.
 */
export function findEvidence(call: CallIndex, signal: CompiledSignal, minimum = 0.42): Evidence[] {
  const { model } = signal
  const from = (model.window?.from ?? 0) * call.durationMs
  const to = (model.window?.to ?? 1) * call.durationMs
  const out = new Map<number, Evidence>()
  for (const s of call.sentences) {
    if (s.startMs < from || s.startMs > to) continue
    if (sideMatches(model.side, s) && !(s.question && model.side !== 'rep')) {
      const strength = sentenceStrength(s, signal)
      if (strength >= minimum) out.set(s.index, { sentence: s, strength, kind: 'statement' })
    }
    // The other side asks about the topic: the first substantive sentence of the reply is evidence.
    if (model.side !== 'any' && s.question && !sideMatches(model.side, s) && s.index === call.turns[s.turn].last && opensTopic(s, signal)) {
      const reply = call.turns[s.turn + 1]
      if (!reply || !sideMatches(model.side, call.sentences[reply.first]) || reply.words < 6) continue
      const said = call.sentences.slice(reply.first, reply.last + 1)
      if (DEFLECTION.test(said[0].lower)) continue
      let best = said[0]
      let own = sentenceStrength(best, signal)
      for (const x of said.slice(1)) {
        const strength = sentenceStrength(x, signal)
        if (strength > own) {
          best = x
          own = strength
        }
      }
      if (own < ANSWER_FLOOR) continue
      const strength = Math.max(out.get(best.index)?.strength ?? 0, own + 0.15, minimum + 0.05)
      out.set(best.index, { sentence: best, strength, kind: 'answer' })
    }
  }
  return [...out.values()].sort((a, b) => a.sentence.index - b.sentence.index)
}

/** 0–100 from the evidence: the strongest moment counts most, further moments add a little. */
export function scoreOf(evidence: readonly Evidence[]): number {
  if (evidence.length === 0) return 0
  const sorted = [...evidence].sort((a, b) => b.strength - a.strength)
  const top = sorted[0].strength
  const more = sorted.slice(1, 4).reduce((s, e) => s + e.strength * 0.15, 0)
  return Math.max(0, Math.min(100, Math.round(100 * Math.min(1, top + more))))
}
