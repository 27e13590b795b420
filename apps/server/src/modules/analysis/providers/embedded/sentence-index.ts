import type { TSegment, TSpeakerSide } from '@parley/shared/schemas/analysis'
import { contentTokens, tokenize, vectorOfTokens } from './text-vectors'
import { type NlpSentence, readSentences } from './wink.client'

/** One sentence of the call, with who said it and when. */
export interface Sentence {
  index: number
  turn: number
  speaker: string
  side: TSpeakerSide
  /** Estimated from the sentence's position inside its segment. */
  startMs: number
  text: string
  lower: string
  question: boolean
  words: number
  sentiment: number
  entities: string[]
  negated: boolean
  tokens: string[]
  /** Part-of-speech tag per normalised word ("i'll" is "i", "will"). */
  pos: [string, string][]
  /** Content words (stop words dropped). */
  content: string[]
  /** Meaning of the sentence (null when none of its words is known). */
  vector: Float32Array | null
}

/** Consecutive speech by one speaker. */
export interface Turn {
  index: number
  speaker: string
  side: TSpeakerSide
  startMs: number
  endMs: number
  /** Indexes into CallIndex.sentences. */
  first: number
  last: number
  words: number
}

export interface CallIndex {
  sentences: Sentence[]
  turns: Turn[]
  durationMs: number
  /** Whether anyone on the buyer side (or an unknown speaker) talks: internal calls have no prospect. */
  hasProspect: boolean
}

// A question mark, or (in unpunctuated speech-to-text) a sentence that opens the way questions do.
const QUESTION_OPENER =
  /^(?:(?:so|and|but|okay|ok|um|uh|well|like)\s+)*(?:what|how|why|when|where|who|which|do you|does|did you|are you|is it|is there|can you|could you|would you|have you|will you|any chance|is that)\b/i
const isQuestion = (text: string) => /\?\s*["')]?$/.test(text) || (!/[.!?]\s*$/.test(text) && QUESTION_OPENER.test(text.trim()))

// Speech-to-text without punctuation runs a whole turn into one "sentence": cut it where speech turns, into
// pieces a reader (and a detector) can take in.
const BREAK = /\s+(?=(?:so|but|and then|because|cause|anyway|um|uh|you know|i mean|okay|ok|yeah|honestly|basically|and we|and i|and it|and the)\s)/i
const LONG = 35

function sentencesOfText(text: string): NlpSentence[] {
  const out: NlpSentence[] = []
  for (const s of readSentences(text)) {
    const words = countWords(s.text)
    if (words <= LONG || /[,;:]/.test(s.text.slice(0, -1))) {
      out.push(s)
      continue
    }
    let piece = ''
    for (const part of s.text.split(BREAK)) {
      const next = piece ? `${piece} ${part}` : part
      if (piece && countWords(next) > 28 && countWords(piece) >= 8) {
        out.push(...readSentences(piece))
        piece = part
      } else piece = next
    }
    if (piece) out.push(...readSentences(piece))
  }
  return out
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length

/** Splits the segments into sentences and turns, once per call; every detector reads this index. */
export function indexCall(segments: readonly TSegment[]): CallIndex {
  const sentences: Sentence[] = []
  const turns: Turn[] = []
  const ordered = [...segments].sort((a, b) => a.startMs - b.startMs)
  let current: Turn | null = null
  for (const seg of ordered) {
    const text = seg.text.trim()
    if (!text) continue
    if (!current || current.speaker !== seg.speaker) {
      current = {
        index: turns.length,
        speaker: seg.speaker,
        side: seg.side,
        startMs: seg.startMs,
        endMs: seg.endMs,
        first: sentences.length,
        last: sentences.length - 1,
        words: 0,
      }
      turns.push(current)
    }
    const span = Math.max(0, seg.endMs - seg.startMs)
    let offset = 0
    for (const s of sentencesOfText(text)) {
      const at = text.indexOf(s.text, offset)
      if (at >= 0) offset = at
      const words = countWords(s.text)
      const tokens = tokenize(s.text)
      sentences.push({
        index: sentences.length,
        turn: current.index,
        speaker: seg.speaker,
        side: seg.side,
        startMs: seg.startMs + Math.round((span * offset) / Math.max(1, text.length)),
        text: s.text,
        lower: s.text.toLowerCase(),
        question: isQuestion(s.text),
        words,
        sentiment: s.sentiment,
        entities: s.entities,
        negated: s.negated,
        tokens,
        pos: s.pos,
        content: contentTokens(tokens),
        vector: vectorOfTokens(tokens),
      })
      current.words += words
      offset += s.text.length
    }
    current.last = sentences.length - 1
    current.endMs = Math.max(current.endMs, seg.endMs)
  }
  const durationMs = ordered.reduce((m, s) => Math.max(m, s.endMs), 0)
  return { sentences, turns, durationMs, hasProspect: ordered.some((s) => s.side !== 'rep') }
}

/** The sentences of a turn. */
export function sentencesOf(call: CallIndex, turn: Turn): Sentence[] {
  return call.sentences.slice(turn.first, turn.last + 1)
}

/** The next turn after `turn` spoken by the other side (rep ↔ prospect/unknown), within `within` turns. */
export function replyTo(call: CallIndex, turn: Turn, within = 2): Turn | null {
  for (let i = turn.index + 1; i < call.turns.length && i <= turn.index + within; i++) {
    const t = call.turns[i]
    if ((t.side === 'rep') !== (turn.side === 'rep')) return t
  }
  return null
}
