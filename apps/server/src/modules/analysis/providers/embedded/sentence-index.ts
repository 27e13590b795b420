import type { TSegment, TSpeakerSide } from '@parley/shared/schemas/analysis'
import { readSentences } from './wink.client'

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
    for (const s of readSentences(text)) {
      const at = text.indexOf(s.text, offset)
      if (at >= 0) offset = at
      const words = countWords(s.text)
      sentences.push({
        index: sentences.length,
        turn: current.index,
        speaker: seg.speaker,
        side: seg.side,
        startMs: seg.startMs + Math.round((span * offset) / Math.max(1, text.length)),
        text: s.text,
        lower: s.text.toLowerCase(),
        question: /\?\s*["')]?$/.test(s.text),
        words,
        sentiment: s.sentiment,
        entities: s.entities,
        negated: s.negated,
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
