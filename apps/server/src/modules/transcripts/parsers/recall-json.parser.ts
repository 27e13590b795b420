import { z } from 'zod'
import type { RawSegment } from '../transcript-types'
import { parseJsonText, validateJson } from './json-input'

// Recall.ai transcript JSON (media_shortcuts.transcript download): an array of
// parts, each a participant and its words; `relative` is seconds from the start of the recording. A word may be
// a phrase (meeting-captions provider); participant.name is null for speech before any active-speaker event;
// participant.email is filled only with the calendar integration.

const ZStamp = z.object({ relative: z.number().nonnegative() })
const ZRecallTranscript = z.array(
  z.object({
    participant: z.object({ name: z.string().nullable().optional(), email: z.string().nullable().optional() }).nullable(),
    words: z.array(z.object({ text: z.string(), start_timestamp: ZStamp, end_timestamp: ZStamp.nullable().optional() })),
  }),
)

/** One raw segment per word (or phrase); normalizeSegments groups them into utterances. */
export function recallSegments(value: unknown, content: string): RawSegment[] {
  const parts = validateJson(ZRecallTranscript, value, content, 'recall-json')
  const out: RawSegment[] = []
  for (const part of parts) {
    const speaker = part.participant?.name?.trim() || null
    const email = part.participant?.email?.trim() || null
    for (const w of part.words) {
      const startMs = Math.round(w.start_timestamp.relative * 1000)
      const endMs = w.end_timestamp ? Math.round(w.end_timestamp.relative * 1000) : startMs
      out.push({ speaker, email, startMs, endMs, text: w.text })
    }
  }
  return out
}

export function parseRecallTranscript(content: string): RawSegment[] {
  return recallSegments(parseJsonText(content, 'recall-json'), content)
}
