import { z } from 'zod'
import { TranscriptParseError } from '../transcript-errors'
import type { RawSegment } from '../transcript-types'
import { lineOfString, listIn, parseJsonText, validateJson } from './json-input'
import { estimateSpeechMs, parseClock } from './timecode'

// New format: "list of entries with speakerName, text, timestamp as
// 'start --> end' (hh:mm:ss)". Accepted as a bare list or under a `transcript` key. A lone 'hh:mm:ss' (no end)
// ends at the next entry's start, or after an estimate of its speaking time for the last entry.

const ZEntry = z.object({ speakerName: z.string().nullable().optional(), text: z.string(), timestamp: z.string() })
const ZSpeakerJson = z.array(ZEntry)

const RANGE = /^\s*([\d:.,]+)\s*(?:-->\s*([\d:.,]+)\s*)?$/

export function speakerJsonSegments(value: unknown, content: string): RawSegment[] {
  const entries = validateJson(ZSpeakerJson, listIn(value, 'transcript'), content, 'speaker-json')
  const timed = entries.map((e, i) => {
    const m = RANGE.exec(e.timestamp)
    const startMs = m ? parseClock(m[1]!) : null
    const endMs = m?.[2] !== undefined ? parseClock(m[2]) : undefined
    if (startMs === null || endMs === null) {
      throw new TranscriptParseError({
        format: 'speaker-json',
        line: lineOfString(content, e.timestamp),
        reason: `[${i}].timestamp: invalid timestamp '${e.timestamp}'; expected 'hh:mm:ss --> hh:mm:ss'`,
      })
    }
    return { speaker: e.speakerName?.trim() || null, startMs, endMs, text: e.text }
  })
  return timed.map((e, i) => {
    if (e.endMs !== undefined) return { ...e, endMs: e.endMs }
    const next = timed[i + 1]?.startMs
    const estimate = e.startMs + estimateSpeechMs(e.text)
    return { ...e, endMs: next !== undefined && next > e.startMs ? Math.min(next, estimate) : estimate }
  })
}

export function parseSpeakerJson(content: string): RawSegment[] {
  return speakerJsonSegments(parseJsonText(content, 'speaker-json'), content)
}
