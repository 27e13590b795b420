// What other modules may use of the transcripts module.
export { parseTranscript } from './detect-format'
export { normalizeSegments } from './normalize-segments'
export { createSpeakerMatcher, nameKey, sideOfEmail } from './speaker-side'
export { TranscriptParseError } from './transcript-errors'
export { TRANSCRIPT_FORMATS, type RawSegment, type TranscriptFormat } from './transcript-types'
