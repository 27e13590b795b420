import { TranscriptParseError } from '../transcript-errors'
import { toLines } from '../transcript-text'
import type { RawSegment } from '../transcript-types'
import { type CaptionCue, cuesToSegments } from './caption-cues'
import { parseClock } from './timecode'

// SubRip: blank-line separated blocks of a cue number, 'hh:mm:ss,fff --> hh:mm:ss,fff' and text lines. Speakers
// come as 'Name: text' labels or, from some tools, <v Name> spans. A '.' decimal separator is accepted too.

const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t].*)?$/
const EXPECTED = "expected '00:00:01,000 --> 00:00:04,000'"

export function readSrtCues(content: string): CaptionCue[] {
  const lines = toLines(content)
  const fail = (line: number, reason: string) => new TranscriptParseError({ format: 'srt', line, reason })
  const cues: CaptionCue[] = []
  let i = 0
  while (i < lines.length) {
    if (lines[i]!.trim() === '') {
      i++
      continue
    }
    const start = i
    while (i < lines.length && lines[i]!.trim() !== '') i++
    const block = lines.slice(start, i)
    const first = block[0]!.trim()
    const t = first.includes('-->') ? 0 : 1
    if (t === 1 && !/^\d+$/.test(first)) throw fail(start + 1, `expected a cue number or a timing line, found '${first.slice(0, 60)}'`)
    const timing = block[t]?.trim()
    if (timing === undefined) throw fail(start + 1, `cue ${first} has no timing line; ${EXPECTED}`)
    const m = TIMING.exec(timing)
    const startMs = m ? parseClock(m[1]!, 'required') : null
    const endMs = m ? parseClock(m[2]!, 'required') : null
    if (startMs === null || endMs === null) throw fail(start + 1 + t, `invalid cue timing '${timing}'; ${EXPECTED}`)
    // ASS override tags ({\an8}) are common in SRT and never text.
    cues.push({
      line: start + 1 + t,
      startMs,
      endMs,
      payload: block
        .slice(t + 1)
        .join('\n')
        .replace(/\{\\[^}]*\}/g, ''),
    })
  }
  return cues
}

export function parseSrt(content: string): RawSegment[] {
  return cuesToSegments(readSrtCues(content)).segments
}
