import { storableText } from '../../platform/input-hygiene'
import { looksNonEnglish, NON_ENGLISH_WARNING } from './language-check'
import type { RawSegment } from './transcript-types'

/** Same-speaker overlaps up to this much are rounding noise between words, not a broken file. */
const OVERLAP_TOLERANCE_MS = 250

/**
 * Makes parser output safe to store and says what it changed (overlapping or out-of-order
 * timestamps, no speakers, non-English text get "a clearly marked partial result"): drops empty texts, rounds
 * to whole ms, drops NUL bytes and replaces unpaired surrogates (a provider's bad byte never loses a call), clamps negative times to 0 and end ≥ start, sorts by start (stable), and warns.
 * Overlaps between different speakers are crosstalk and pass silently; talk stats count them once per speaker.
 * `interleaved`: the format lists speech per participant (Recall), so sorting it is expected, not a warning.
 */
export function tidySegments(raw: readonly RawSegment[], options: { interleaved?: boolean } = {}): { segments: RawSegment[]; warnings: string[] } {
  const warnings: string[] = []
  let clamped = 0
  const kept: RawSegment[] = []
  for (const s of raw) {
    const text = storableText(s.text).trim()
    if (!text) continue
    const start0 = Math.round(s.startMs)
    const end0 = Math.round(s.endMs)
    const startMs = Math.max(0, start0)
    const endMs = Math.max(startMs, end0)
    if (start0 < 0 || end0 < startMs) clamped++
    const speaker = s.speaker === null ? null : storableText(s.speaker)
    kept.push({ ...s, speaker, startMs, endMs, text })
  }
  let outOfOrder = 0
  for (let i = 1; i < kept.length; i++) if (kept[i]!.startMs < kept[i - 1]!.startMs) outOfOrder++
  if (outOfOrder > 0) {
    kept.sort((a, b) => a.startMs - b.startMs)
    if (!options.interleaved) warnings.push(`${plural(outOfOrder, 'segment was', 'segments were')} out of order; sorted by start time`)
  }
  if (clamped > 0) warnings.push(`${plural(clamped, 'segment had', 'segments had')} an end before its start or a negative time; clamped`)
  const lastEnd = new Map<string | null, number>()
  let overlaps = 0
  for (const s of kept) {
    const end = lastEnd.get(s.speaker)
    if (end !== undefined && s.startMs < end - OVERLAP_TOLERANCE_MS) overlaps++
    lastEnd.set(s.speaker, Math.max(end ?? 0, s.endMs))
  }
  if (overlaps > 0)
    warnings.push(`${plural(overlaps, 'segment overlaps', 'segments overlap')} an earlier one of the same speaker; talk time counts the overlap once`)
  if (kept.length === 0) warnings.push('the transcript has no speech')
  else if (kept.every((s) => s.speaker === null)) warnings.push('the transcript names no speakers; every speaker is marked unknown')
  if (looksNonEnglish(kept.map((s) => s.text))) warnings.push(NON_ENGLISH_WARNING)
  return { segments: kept, warnings }
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}
