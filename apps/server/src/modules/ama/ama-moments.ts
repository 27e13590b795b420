import { type AmaCitation, citationOf } from '@parley/shared/rules/ama-answer'
import { contentWords } from '@parley/shared/rules/ama-retrieval'
import { formatHms } from '@parley/shared/rules/snippet-time'
import { cosine, tokenize, vectorOf, vectorOfTokens, wordVector } from '../analysis'
import { readSentences } from '../analysis'

// The offline chat over one call: every line of the transcript ranked against the question by its words (BM25 with
// near-synonyms counted partly), its meaning, the speaker the question names and the side it asks about; a question
// or an announcement hands its relevance to the answer that follows it; nothing close enough is "not discussed".

export interface MomentLine {
  idx: number
  speaker: string | null
  side: 'rep' | 'prospect' | 'unknown'
  startMs: number
  text: string
}

export interface MomentAnswer {
  answer: string
  reasoning: string
  citations: (AmaCitation & { idx: number })[]
  noAnswer: boolean
}

export const NOT_DISCUSSED = "This wasn't discussed in this call."

const K1 = 1.2
const B = 0.5
/** Below this share of the question's weight found in one place, the call does not answer it. */
const COVERAGE_NEEDED = 0.25
/** A topic word of the question the call never uses needs more of the rest found. */
const COVERAGE_WITH_MISSING = 0.45
/** A "when" or "how much" answered by a line without a date or number needs more found. */
const COVERAGE_UNTYPED = 0.6
const SOFT_MATCH = 0.68

const ANNOUNCES =
  /^(?:(?:so|okay|ok|and|now|alright|right|um|uh)[, ]+)*(?:let's (?:talk|move|turn|go|get|look|start|jump|dive)|let me (?:ask|start|move|turn|present|walk)|(?:first|next|now) (?:i|we)(?:'ll| will| want to| would like to)|i(?:'ll| will| want to| would like to) (?:present|talk|start|cover|move|ask)|moving on|the (?:next|first) (?:topic|thing|item)|can we talk about|i wanted to (?:ask|talk|touch))\b/i
const BUYER_WORDS = /\b(?:they|prospect|customer|client|buyer|homeowner|he|she|their|them)\b/i
const SELLER_WORDS = /\b(?:we|rep|our|us|sales|seller)\b/i

export interface Scored {
  line: MomentLine
  score: number
  coverage: number
  /** Question words the whole call never uses, nor any word close to them (names aside). */
  missing: string[]
  /** Whether the line carries the kind of answer the question wants (a date for "when", a number for "how much"). */
  typed: boolean
}

// What kind of answer a question wants, and the entities that carry it.
const WANTS: readonly { question: RegExp; entities: readonly string[]; words?: RegExp }[] = [
  {
    question: /^(?:when|by when|what (?:date|day|time)|how soon|how long)\b/i,
    entities: ['DATE', 'TIME', 'DURATION'],
    words:
      /\b(?:today|tomorrow|tonight|week|month|year|quarter|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|fall|autumn|winter|morning|afternoon|evening|o'clock|noon|end of|january|february|march|april|may|june|july|august|september|october|november|december|days?|weeks?|months?)\b/i,
  },
  {
    question: /^(?:how much|how many|what (?:price|discount|budget|amount|number|rate|percentage|cost|range|quote)|what's the (?:price|cost|budget))\b/i,
    entities: ['MONEY', 'CARDINAL', 'PERCENT'],
    words: /\b(?:\d|hundred|thousand|million|percent|half|dozen|grand|k\b)/i,
  },
]

const stem = (w: string) => w.replace(/(?:'s|s)$/, '')

/** Speakers the question names ("What did Dana say…"): by any word of their label. */
function namedSpeakers(question: string, lines: readonly MomentLine[]): Set<string> {
  const words = new Set(tokenize(question))
  const out = new Set<string>()
  for (const l of lines) {
    const label = l.speaker?.trim()
    if (!label || out.has(label)) continue
    const parts = tokenize(label).filter((p) => p.length > 2 && !/^(?:speaker|spk)$/.test(p))
    if (parts.length > 0 && parts.every((p) => words.has(p))) out.add(label)
    else if (parts.some((p) => words.has(p) && p.length > 3 && !/^(?:account|executive|manager|lead|engineer|director|sales|head|chief|officer)$/.test(p)))
      out.add(label)
  }
  return out
}

export function rankMoments(question: string, lines: readonly MomentLine[]): Scored[] {
  const named = namedSpeakers(question, lines)
  const nameWords = new Set([...named].flatMap((n) => tokenize(n)))
  const terms = contentWords(question)
    .map(stem)
    .filter((t) => !nameWords.has(t) && !/^(?:say|says|said|talk|talked|discuss|discussed|mention|mentioned|think|feel|ask|asked)$/.test(t))
  if (terms.length === 0 || lines.length === 0) return []
  const docs = lines.map((l) => tokenize(l.text).map(stem))
  const avg = docs.reduce((s, d) => s + d.length, 0) / docs.length
  const termVectors = terms.map((t) => wordVector(t))
  // Each term's presence per line: 1 for the word itself, partly for a word close in meaning.
  const vocabulary = new Map<string, number[]>()
  const closeness = (w: string): number[] => {
    let row = vocabulary.get(w)
    if (!row) {
      const v = wordVector(w)
      row = terms.map((t, i) => (t === w ? 1 : v && termVectors[i] ? Math.max(0, cosine(v, termVectors[i] as Float32Array)) : 0))
      vocabulary.set(w, row)
    }
    return row
  }
  const tf = docs.map((d) => {
    const counts = terms.map(() => 0)
    for (const w of d) {
      const row = closeness(w)
      for (let i = 0; i < terms.length; i++)
        if (row[i] >= 1) counts[i] += 1
        else if (row[i] >= SOFT_MATCH) counts[i] += 0.5 * row[i]
    }
    return counts
  })
  const df = terms.map((_, i) => tf.filter((c) => c[i] > 0).length)
  const idf = df.map((n) => Math.log(1 + (docs.length - n + 0.5) / (n + 0.5)))
  // A name in the question ("What did Greg say…") points at a speaker more than at the words of the answer.
  const names = new Set(
    question
      .split(/\s+/)
      .slice(1)
      .filter((w) => /^[A-Z][a-z]/.test(w))
      .map((w) => stem(w.toLowerCase().replace(/[^a-z0-9'-]/g, ''))),
  )
  terms.forEach((t, i) => {
    if (names.has(t)) idf[i] *= 0.4
  })
  const missing = terms.filter((t, i) => df[i] === 0 && !names.has(t))
  const total = idf.reduce((a, b) => a + b, 0)
  const qv = vectorOf(terms.join(' '))
  const wantsBuyer = BUYER_WORDS.test(question) && !SELLER_WORDS.test(question)
  const wants = WANTS.find((w) => w.question.test(question.trim()))
  const carries = (text: string) =>
    !wants || wants.words?.test(text) === true || readSentences(text).some((s) => s.entities.some((e) => wants.entities.includes(e)))
  const base: Scored[] = lines.map((line, k) => {
    let bm = 0
    let covered = 0
    for (let i = 0; i < terms.length; i++) {
      const f = tf[k][i]
      if (f <= 0) continue
      bm += (idf[i] * f * (K1 + 1)) / (f + K1 * (1 - B + (B * docs[k].length) / avg))
      covered += idf[i] * Math.min(1, f)
    }
    const meaning = Math.max(0, cosine(vectorOfTokens(docs[k]), qv))
    let score = bm + 2 * meaning * (covered > 0 ? 1 : 0.3)
    if (named.size > 0) score *= line.speaker && named.has(line.speaker.trim()) ? 1.6 : 0.7
    if (wantsBuyer && line.side === 'rep') score *= 0.8
    const typed = !wants || carries(line.text)
    if (wants && score > 0) score *= typed ? 1.3 : 0.6
    return { line, score, coverage: total > 0 ? covered / total : 0, missing, typed }
  })
  // A question or an announcement introduces; the next speaker's reply answers and inherits part of its relevance.
  // Any line hands a little of its relevance to the reply after it: talk about a topic runs over turns.
  const own = base.map((b) => b.score)
  for (let k = 0; k < base.length; k++) {
    const text = base[k].line.text.trim()
    const introduces = /\?\s*$/.test(text) || ANNOUNCES.test(text)
    const reply = base.slice(k + 1, k + 3).find((r) => r.line.speaker !== base[k].line.speaker && tokenize(r.line.text).length >= 4)
    if (reply) {
      reply.score += (introduces ? 0.6 : 0.25) * own[k]
      if (introduces) reply.coverage = Math.max(reply.coverage, 0.9 * base[k].coverage)
    }
    if (introduces) base[k].score *= 0.55
  }
  return base.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.line.idx - b.line.idx)
}

/** The best sentence of a line for the question: the one sharing most of its words (the first on a tie). */
function quoteOf(text: string, question: string): string {
  const sentences = text
    .match(/[^.!?]+[.!?]*/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [text]
  const words = new Set(contentWords(question).map(stem))
  let best = sentences[0] ?? text
  let hits = -1
  for (const s of sentences) {
    const n = tokenize(s)
      .map(stem)
      .filter((w) => words.has(w)).length
    if (n > hits) {
      hits = n
      best = s
    }
  }
  return best.length > 240 ? `${best.slice(0, 239).trimEnd()}…` : best
}

/** The answer to a question about one call, quoted from it, or "not discussed" when nothing answers it. */
export function answerFromCall(question: string, lines: readonly MomentLine[], _competitors: readonly string[] = []): MomentAnswer {
  const ranked = rankMoments(question, lines)
  const top = ranked[0]
  const unanswered =
    !top ||
    top.coverage < COVERAGE_NEEDED ||
    (top.missing.length > 0 && top.coverage < COVERAGE_WITH_MISSING) ||
    (!top.typed && top.coverage < COVERAGE_UNTYPED)
  if (unanswered) {
    return { answer: NOT_DISCUSSED, reasoning: 'Nothing in this call matches the question closely enough.', citations: [], noAnswer: true }
  }
  const moments = [top, ...ranked.slice(1).filter((r) => r.coverage >= COVERAGE_NEEDED && r.score >= 0.35 * top.score)].slice(0, 3)
  const citations = moments.map((m) => ({
    ...citationOf({ idx: m.line.idx, speaker: m.line.speaker, startMs: m.line.startMs, text: m.line.text }),
    idx: m.line.idx,
  }))
  const speaker = top.line.speaker?.trim() || 'Unknown speaker'
  return {
    answer: `${speaker} at ${formatHms(top.line.startMs / 1000)}: “${quoteOf(top.line.text, question)}”`,
    reasoning: `Quoted from the call's transcript; the most relevant moments: ${citations.map((c) => `${c.timestamp} (${c.speaker})`).join(', ')}.`,
    citations,
    noAnswer: false,
  }
}
