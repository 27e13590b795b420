import { AMA_NO_ANSWER } from './ama-retrieval'
import { formatHms } from './snippet-time'

// The embedded answerer (no LLM configured): it only quotes the call. A one-line extractive answer — the best
// sentence of the best passage with its speaker and time — plus the passages themselves. It never writes a fact of
// its own, so a transcript line that reads like an instruction is quoted like any other line, never obeyed.

export interface AmaLine {
  idx: number
  speaker: string | null
  startMs: number
  text: string
}

export interface AmaPassage {
  /** The line that matched best: its time is the passage's cited moment. */
  hit: AmaLine
  lines: AmaLine[]
}

export interface AmaCitation {
  seconds: number
  timestamp: string
  speaker: string
  text: string
}

export interface ExtractiveAnswer {
  answer: string
  reasoning: string
  citations: AmaCitation[]
  noAnswer: boolean
}

const speakerOf = (line: AmaLine) => line.speaker?.trim() || 'Unknown speaker'
const MAX_QUOTE = 240

/** The sentence of `text` sharing most search words with the question (the first on a tie), at most 240 characters. */
export function bestSentence(text: string, terms: readonly string[]): string {
  const sentences = text
    .match(/[^.!?]+[.!?]*/g)
    ?.map((s) => s.trim())
    .filter((s) => s !== '') ?? [text.trim()]
  const lower = terms.map((t) => t.toLowerCase())
  let best = sentences[0] ?? ''
  let bestHits = -1
  for (const s of sentences) {
    const l = s.toLowerCase()
    const hits = lower.filter((t) => new RegExp(`\\b${t.replace(/[^a-z0-9' -]/g, '')}`, 'i').test(l)).length
    if (hits > bestHits) {
      best = s
      bestHits = hits
    }
  }
  return best.length > MAX_QUOTE ? `${best.slice(0, MAX_QUOTE - 1).trimEnd()}…` : best
}

export const citationOf = (line: AmaLine): AmaCitation => ({
  seconds: Math.floor(line.startMs / 1000),
  timestamp: formatHms(line.startMs / 1000),
  speaker: speakerOf(line),
  text: line.text,
})

/** 'NA' without passages; otherwise the quote, who said it and when, and every passage as a cited moment. */
export function extractiveAnswer(passages: readonly AmaPassage[], terms: readonly string[]): ExtractiveAnswer {
  const first = passages[0]
  if (!first) return { answer: AMA_NO_ANSWER, reasoning: 'Nothing in this call matches the question.', citations: [], noAnswer: true }
  const quote = bestSentence(first.hit.text, terms)
  const citations = passages.map((p) => citationOf(p.hit))
  const moments = citations.map((c) => `${c.timestamp} (${c.speaker})`).join(', ')
  return {
    answer: `${speakerOf(first.hit)} at ${formatHms(first.hit.startMs / 1000)}: “${quote}”`,
    reasoning: `Quoted from the call's transcript; the most relevant moments: ${moments}.`,
    citations,
    noAnswer: false,
  }
}
