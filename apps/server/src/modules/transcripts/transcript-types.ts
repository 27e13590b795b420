// The formats Parley reads and what every parser
// returns before speakers are matched to participants.

export const TRANSCRIPT_FORMATS = [
  /** Recall.ai transcript JSON: parts per participant, each with words and relative timestamps in seconds. */
  'recall-json',
  /** Attendee utterances: speaker_name, timestamp_ms, duration_ms, transcription.transcript. */
  'attendee-json',
  /** WebVTT with 'Name: text' cues, as Zoom cloud recordings write it. */
  'vtt-zoom',
  /** WebVTT with <v Name>text</v> voice spans, as Microsoft Teams writes it. */
  'vtt-teams',
  /** Any other WebVTT (e.g. caption tracks without speaker names). */
  'vtt',
  /** The Google Meet transcript document saved as text: 'Name: text' paragraphs under hh:mm:ss markers. */
  'google-meet',
  /** SubRip captions. */
  'srt',
  /** Spec "new format": entries { speakerName, text, timestamp: 'hh:mm:ss --> hh:mm:ss' }. */
  'speaker-json',
  /** Spec "old format": cues { start, end, text: 'speaker: text' }. */
  'cue-json',
] as const
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number]

/** Formats whose entries are words or short phrases: normalisation groups them into utterances. */
export const WORD_LEVEL_FORMATS: readonly TranscriptFormat[] = ['recall-json']

/** One timed piece of speech as the file gave it. `speaker` is null when the file names nobody. */
export interface RawSegment {
  speaker: string | null
  /** Only when the source knows it (Recall with the calendar integration). */
  email?: string | null
  startMs: number
  endMs: number
  text: string
}

export interface ParsedTranscript {
  format: TranscriptFormat
  /** Sorted by start, end ≥ start, empty texts dropped. */
  segments: RawSegment[]
  /** Plain sentences for a person ("3 segments were out of order; sorted by start time"). */
  warnings: string[]
  /** True for word-level formats: pass it on to normalizeSegments. */
  wordLevel: boolean
}

/** Shown for speech the file attributes to nobody; its side is always 'unknown'. */
export const UNKNOWN_SPEAKER = 'Unknown speaker'
