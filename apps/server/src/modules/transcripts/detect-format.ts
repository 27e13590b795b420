import { attendeeSegments } from './parsers/attendee-json.parser'
import { cueJsonSegments } from './parsers/cue-json.parser'
import { looksLikeGoogleMeet, parseGoogleMeet } from './parsers/google-meet.parser'
import { parseJsonText } from './parsers/json-input'
import { recallSegments } from './parsers/recall-json.parser'
import { speakerJsonSegments } from './parsers/speaker-json.parser'
import { parseSrt } from './parsers/srt.parser'
import { readWebVtt } from './parsers/webvtt.parser'
import { tidySegments } from './tidy-segments'
import { TranscriptParseError } from './transcript-errors'
import { decodeTranscript, toLines } from './transcript-text'
import { type ParsedTranscript, type RawSegment, type TranscriptFormat, WORD_LEVEL_FORMATS } from './transcript-types'

// One entry point for every transcript Parley receives: sniff the format from the content
// (the file name only breaks ties and names the parser whose error is shown), parse, tidy, warn.

const JSON_FORMATS: readonly TranscriptFormat[] = ['recall-json', 'attendee-json', 'speaker-json', 'cue-json']
const VTT_FORMATS: readonly TranscriptFormat[] = ['vtt', 'vtt-zoom', 'vtt-teams']
const KNOWN =
  'expected Recall.ai or Attendee JSON, WebVTT (Zoom, Teams, captions), SRT, a Google Meet transcript, or a list of {speakerName, text, timestamp} entries or {start, end, text} cues'

export interface ParseOptions {
  /** Skip sniffing: the caller knows the source (e.g. the Recall webhook passes 'recall-json'). */
  format?: TranscriptFormat
  /** Attendee only: epoch ms of the recording's start, to turn epoch timestamps into offsets. */
  recordingStartMs?: number
}

type Kind = 'json' | 'vtt' | 'srt' | 'google-meet'

function extensionOf(filename: string | undefined): string {
  return /\.([a-z0-9]+)$/i.exec(filename ?? '')?.[1]?.toLowerCase() ?? ''
}

function looksLikeSrt(lines: readonly string[]): boolean {
  const at = lines.findIndex((l) => l.trim() !== '')
  if (at < 0) return false
  const first = lines[at]!.trim()
  return first.includes('-->') || (/^\d+$/.test(first) && (lines[at + 1] ?? '').includes('-->'))
}

function kindOf(text: string, filename: string | undefined, format: TranscriptFormat | undefined): Kind | null {
  if (format) return JSON_FORMATS.includes(format) ? 'json' : VTT_FORMATS.includes(format) ? 'vtt' : format === 'srt' ? 'srt' : 'google-meet'
  const start = text.trimStart()
  const ext = extensionOf(filename)
  if (start.startsWith('[') || start.startsWith('{')) return 'json'
  if (/^WEBVTT(\s|$)/.test(start) || ext === 'vtt') return 'vtt'
  if (ext === 'srt' || looksLikeSrt(toLines(start))) return 'srt'
  if (looksLikeGoogleMeet(text)) return 'google-meet'
  if (ext === 'json') return 'json'
  return null
}

function unknownFormat(text: string): TranscriptParseError {
  const first = text.trimStart().split(/\r?\n/, 1)[0]!.slice(0, 60)
  return new TranscriptParseError({ format: null, line: null, reason: `unrecognised transcript format (first line '${first}'); ${KNOWN}` })
}

/** The list of entries inside a JSON transcript: the value itself, or its `cues` / `transcript` list. */
function entriesOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>
    if (Array.isArray(o.cues)) return o.cues
    if (Array.isArray(o.transcript)) return o.transcript
  }
  return null
}

function jsonFormatOf(value: unknown, entries: unknown[]): TranscriptFormat {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'cues' in value) return 'cue-json'
  const first = entries.find((e): e is Record<string, unknown> => e !== null && typeof e === 'object' && !Array.isArray(e))
  if (!first) throw new TranscriptParseError({ format: null, line: null, reason: 'the JSON has no transcript entries' })
  if ('participant' in first && 'words' in first) return 'recall-json'
  if ('transcription' in first || 'timestamp_ms' in first) return 'attendee-json'
  if ('speakerName' in first || ('timestamp' in first && 'text' in first)) return 'speaker-json'
  if ('start' in first && 'end' in first && 'text' in first) return 'cue-json'
  throw new TranscriptParseError({
    format: null,
    line: null,
    reason: `unrecognised JSON transcript: entries have the keys ${Object.keys(first).slice(0, 8).join(', ') || '(none)'}; ${KNOWN}`,
  })
}

function readJson(text: string, options: ParseOptions): { format: TranscriptFormat; segments: RawSegment[] } {
  const value = parseJsonText(text, options.format ?? null)
  const entries = entriesOf(value)
  if (!entries) throw new TranscriptParseError({ format: options.format ?? null, line: null, reason: `the JSON is not a list of transcript entries; ${KNOWN}` })
  if (entries.length === 0 && !options.format) throw new TranscriptParseError({ format: null, line: null, reason: 'the transcript is an empty list' })
  const format = options.format ?? jsonFormatOf(value, entries)
  switch (format) {
    case 'recall-json':
      return { format, segments: recallSegments(entries, text) }
    case 'attendee-json':
      return { format, segments: attendeeSegments(entries, text, { recordingStartMs: options.recordingStartMs }) }
    case 'speaker-json':
      return { format, segments: speakerJsonSegments(entries, text) }
    default:
      return { format: 'cue-json', segments: cueJsonSegments(entries, text) }
  }
}

/** The format of a transcript, judged from its content first and its file name second; throws when unknown. */
export function detectFormat(content: string | Uint8Array, filename?: string): TranscriptFormat {
  const text = decodeTranscript(content)
  const kind = kindOf(text, filename, undefined)
  if (kind === 'json') {
    const value = parseJsonText(text, null)
    const entries = entriesOf(value)
    if (!entries) throw new TranscriptParseError({ format: null, line: null, reason: `the JSON is not a list of transcript entries; ${KNOWN}` })
    return jsonFormatOf(value, entries)
  }
  if (kind === 'vtt') return readWebVtt(text).format
  if (kind === null) throw unknownFormat(text)
  return kind
}

/**
 * Parses any supported transcript: segments sorted by start with end ≥ start, plus warnings for a person.
 * Throws TranscriptParseError for an empty file, an unknown format or a malformed file (with its line).
 */
export function parseTranscript(content: string | Uint8Array, filename?: string, options: ParseOptions = {}): ParsedTranscript {
  const text = decodeTranscript(content)
  if (text.trim() === '') throw new TranscriptParseError({ format: options.format ?? null, line: null, reason: 'the file is empty' })
  const kind = kindOf(text, filename, options.format)
  let read: { format: TranscriptFormat; segments: RawSegment[] }
  if (kind === 'json') read = readJson(text, options)
  else if (kind === 'vtt') read = readWebVtt(text)
  else if (kind === 'srt') read = { format: 'srt', segments: parseSrt(text) }
  else if (kind === 'google-meet') read = { format: 'google-meet', segments: parseGoogleMeet(text) }
  else throw unknownFormat(text)
  const wordLevel = WORD_LEVEL_FORMATS.includes(read.format)
  const { segments, warnings } = tidySegments(read.segments, { interleaved: wordLevel })
  return { format: read.format, segments, warnings, wordLevel }
}
