import type { RawSegment, TranscriptFormat } from '../transcript-types'
import { cleanCueText, labelSpeakers, shareCueTime, splitVoices, type VoicedText } from './cue-text'

/** A timed cue as read from a WebVTT or SRT file, before its text is interpreted. */
export interface CaptionCue {
  /** 1-based line of the timing line, for messages. */
  line: number
  startMs: number
  endMs: number
  payload: string
}

/**
 * Turns cues into segments: <v Name> spans when the file has them (Teams), else file-level 'Name: text' labels
 * (Zoom), else no speakers. Says which convention it found.
 */
export function cuesToSegments(cues: readonly CaptionCue[]): { convention: 'voices' | 'labels' | 'none'; segments: RawSegment[] } {
  const voicedCues = cues.map((c) => splitVoices(c.payload))
  if (voicedCues.some((v) => v !== null)) {
    const segments = cues.flatMap((cue, i) => pieces(voicedCues[i] ?? [{ speaker: null, text: cleanCueText(cue.payload) }], cue))
    return { convention: 'voices', segments }
  }
  const { voiced, labelled } = labelSpeakers(cues.map((c) => cleanCueText(c.payload)))
  const segments = cues.flatMap((cue, i) => pieces([voiced[i]!], cue))
  return { convention: labelled ? 'labels' : 'none', segments }
}

function pieces(voiced: readonly VoicedText[], cue: CaptionCue): RawSegment[] {
  const kept = voiced.filter((v) => v.text)
  if (kept.length === 0) return []
  return shareCueTime(kept, cue.startMs, cue.endMs).map((p) => ({ speaker: p.speaker, startMs: p.startMs, endMs: p.endMs, text: p.text }))
}

export function vttFormatOf(convention: 'voices' | 'labels' | 'none'): TranscriptFormat {
  return convention === 'voices' ? 'vtt-teams' : convention === 'labels' ? 'vtt-zoom' : 'vtt'
}
