import type { TSegment } from '@parley/shared/schemas/analysis'
import { createSpeakerMatcher, type TranscriptParticipant } from './speaker-side'
import { type RawSegment, UNKNOWN_SPEAKER } from './transcript-types'

// Raw segments → the stored, analysed shape (speaker, rep or prospect, start, end, text).

/** Word-level grouping: a pause longer than this starts a new utterance. */
export const UTTERANCE_MAX_PAUSE_MS = 1500
/** Word-level grouping: an utterance this long ends at its next sentence end… */
export const UTTERANCE_SOFT_MAX_MS = 30_000
/** …and at this length even without one (providers that emit no punctuation). */
export const UTTERANCE_HARD_MAX_MS = 60_000

export interface NormalizeContext {
  /** The call's participants (calendar attendees, notetaker participants): name and/or e-mail. */
  participants: readonly TranscriptParticipant[]
  /** The company's e-mail domains ('northwind.com'): a participant at one of them is a rep. */
  companyDomains: readonly string[]
  /** ParsedTranscript.wordLevel: group words into utterances first. */
  wordLevel?: boolean
}

const SENTENCE_END = /[.?!…]["'”’)\]]*$/
const PUNCTUATION_ONLY = /^[.,!?;:…)\]}"'”’%]+$/

/**
 * Groups words or phrases into utterances, in time order: a word joins the open utterance when it is the same
 * speaker after a pause of at most 1.5 s, unless the utterance has lasted 30 s and ended a sentence, or has
 * lasted 60 s. A speaker change always closes it.
 */
export function groupWords(words: readonly RawSegment[]): RawSegment[] {
  const sorted = [...words].sort((a, b) => a.startMs - b.startMs)
  const out: RawSegment[] = []
  let cur: RawSegment | null = null
  for (const w of sorted) {
    const text = w.text.trim()
    if (!text) continue
    if (cur && w.speaker === cur.speaker && (w.email ?? null) === (cur.email ?? null) && w.startMs - cur.endMs <= UTTERANCE_MAX_PAUSE_MS) {
      const lasted = cur.endMs - cur.startMs
      const full = lasted >= UTTERANCE_HARD_MAX_MS || (lasted >= UTTERANCE_SOFT_MAX_MS && SENTENCE_END.test(cur.text))
      if (!full) {
        cur.text += PUNCTUATION_ONLY.test(text) ? text : ` ${text}`
        cur.endMs = Math.max(cur.endMs, w.endMs)
        continue
      }
    }
    cur = { speaker: w.speaker, email: w.email ?? null, startMs: w.startMs, endMs: Math.max(w.startMs, w.endMs), text }
    out.push(cur)
  }
  return out
}

/**
 * Raw segments + participants + company domains → TSegment[] sorted by start. Each speaker's side comes from the
 * participant it matches (see createSpeakerMatcher); a speaker the file names nobody is 'Unknown speaker'.
 */
export function normalizeSegments(raw: readonly RawSegment[], ctx: NormalizeContext): TSegment[] {
  const match = createSpeakerMatcher(ctx.participants, ctx.companyDomains)
  const input = ctx.wordLevel ? groupWords(raw) : [...raw].sort((a, b) => a.startMs - b.startMs)
  const out: TSegment[] = []
  for (const s of input) {
    const text = s.text.replace(/\s+/g, ' ').trim()
    if (!text) continue
    const speaker = s.speaker?.trim() || null
    const startMs = Math.max(0, Math.round(s.startMs))
    out.push({
      speaker: speaker ?? UNKNOWN_SPEAKER,
      side: speaker || s.email ? match(speaker, s.email).side : 'unknown',
      startMs,
      endMs: Math.max(startMs, Math.round(s.endMs)),
      text,
    })
  }
  return out
}
