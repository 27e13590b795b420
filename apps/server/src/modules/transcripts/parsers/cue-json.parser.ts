import { z } from 'zod'
import { TranscriptParseError } from '../transcript-errors'
import type { RawSegment } from '../transcript-types'
import { labelSpeakers } from './cue-text'
import { lineOfString, listIn, parseJsonText, validateJson } from './json-input'
import { parseClock } from './timecode'

// Old format: "cues with start, end, text as 'speaker: text'". Cues are a
// bare list or under `cues`; start and end are seconds (numbers, as WebVTT parsers emit them) or clock strings.

const ZTime = z.union([z.number().nonnegative(), z.string()])
const ZCue = z.object({ start: ZTime, end: ZTime, text: z.string() })
const ZCueJson = z.array(ZCue)

export function cueJsonSegments(value: unknown, content: string): RawSegment[] {
  const cues = validateJson(ZCueJson, listIn(value, 'cues'), content, 'cue-json')
  const toMs = (t: number | string, where: string): number => {
    const ms = typeof t === 'number' ? Math.round(t * 1000) : parseClock(t)
    if (ms === null) {
      throw new TranscriptParseError({
        format: 'cue-json',
        line: typeof t === 'string' ? lineOfString(content, t) : null,
        reason: `${where}: invalid time '${t}'; expected seconds or 'hh:mm:ss.fff'`,
      })
    }
    return ms
  }
  const { voiced } = labelSpeakers(cues.map((c) => c.text.replace(/\s+/g, ' ').trim()))
  return cues.map((c, i) => ({
    speaker: voiced[i]!.speaker,
    startMs: toMs(c.start, `[${i}].start`),
    endMs: toMs(c.end, `[${i}].end`),
    text: voiced[i]!.text,
  }))
}

export function parseCueJson(content: string): RawSegment[] {
  return cueJsonSegments(parseJsonText(content, 'cue-json'), content)
}
