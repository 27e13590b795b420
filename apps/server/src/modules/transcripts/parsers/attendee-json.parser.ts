import { z } from 'zod'
import type { RawSegment } from '../transcript-types'
import { parseJsonText, validateJson } from './json-input'

// Attendee utterances (GET /api/v1/bots/{id}/transcript): { speaker_name,
// speaker_uuid, timestamp_ms, duration_ms, transcription: { transcript } }. Deployments differ on timestamp_ms:
// an offset into the recording, or epoch milliseconds. Epoch values are made relative to the recording start
// (GET …/recording start_timestamp_ms) when given, else to the first utterance. duration_ms can be a string.

const ZMs = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
])
const ZAttendeeTranscript = z.array(
  z.object({
    speaker_name: z.string().nullable().optional(),
    timestamp_ms: ZMs,
    duration_ms: ZMs,
    // null or missing while an utterance is still being transcribed
    transcription: z
      .union([z.object({ transcript: z.string().nullable().optional() }), z.string()])
      .nullable()
      .optional(),
  }),
)

/** From 2001 on, a timestamp_ms this large can only be epoch milliseconds. */
const EPOCH_MS_FLOOR = 1e12

export interface AttendeeOptions {
  /** Epoch ms of the recording's start (Attendee's recording.start_timestamp_ms). */
  recordingStartMs?: number
}

export function attendeeSegments(value: unknown, content: string, options: AttendeeOptions = {}): RawSegment[] {
  const utterances = validateJson(ZAttendeeTranscript, value, content, 'attendee-json')
  const first = utterances.reduce((min, u) => Math.min(min, u.timestamp_ms), Number.POSITIVE_INFINITY)
  const origin = first >= EPOCH_MS_FLOOR ? (options.recordingStartMs ?? first) : 0
  return utterances.map((u) => {
    const text = typeof u.transcription === 'string' ? u.transcription : (u.transcription?.transcript ?? '')
    const startMs = Math.round(u.timestamp_ms - origin)
    return { speaker: u.speaker_name?.trim() || null, startMs, endMs: startMs + Math.round(u.duration_ms), text }
  })
}

export function parseAttendeeTranscript(content: string, options: AttendeeOptions = {}): RawSegment[] {
  return attendeeSegments(parseJsonText(content, 'attendee-json'), content, options)
}
