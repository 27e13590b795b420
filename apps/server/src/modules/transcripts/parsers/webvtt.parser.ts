import { TranscriptParseError } from '../transcript-errors'
import { toLines } from '../transcript-text'
import type { RawSegment, TranscriptFormat } from '../transcript-types'
import { type CaptionCue, cuesToSegments, vttFormatOf } from './caption-cues'
import { parseClock } from './timecode'

// WebVTT as Zoom ('Name: text'), Microsoft Teams (<v Name>text</v>) and caption tools write it
// (https://www.w3.org/TR/webvtt1/): header, blank-line separated blocks, optional cue id, timing line, payload.

const HEADER = /^WEBVTT(?:[ \t].*)?$/
const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t].*)?$/
const EXPECTED = "expected '00:00:01.000 --> 00:00:04.000'"

/** Reads the cues of a WebVTT file; throws TranscriptParseError with the line of the first malformed block. */
export function readVttCues(content: string): CaptionCue[] {
  const lines = toLines(content)
  const fail = (line: number, reason: string) => new TranscriptParseError({ format: 'vtt', line, reason })
  if (!HEADER.test(lines[0] ?? '')) throw fail(1, "missing the 'WEBVTT' header on the first line")
  let i = 1
  // The header block (Kind:, Language:, X-TIMESTAMP-MAP…) runs to the first blank line; some tools omit that line.
  while (i < lines.length && lines[i]!.trim() !== '' && !lines[i]!.includes('-->')) i++
  const cues: CaptionCue[] = []
  while (i < lines.length) {
    if (lines[i]!.trim() === '') {
      i++
      continue
    }
    const start = i
    while (i < lines.length && lines[i]!.trim() !== '') i++
    const block = lines.slice(start, i)
    const first = block[0]!
    if (/^(NOTE|STYLE|REGION)(\s|$)/.test(first)) continue
    const t = first.includes('-->') ? 0 : 1
    const timing = block[t]
    if (timing === undefined || !timing.includes('-->')) {
      throw fail(
        timing === undefined ? start + 1 : start + 1 + t,
        timing === undefined ? `cue '${first.trim()}' has no timing line; ${EXPECTED}` : `invalid cue timing '${timing.trim()}'; ${EXPECTED}`,
      )
    }
    const m = TIMING.exec(timing.trim())
    const startMs = m ? parseClock(m[1]!, 'required') : null
    const endMs = m ? parseClock(m[2]!, 'required') : null
    if (startMs === null || endMs === null) throw fail(start + 1 + t, `invalid cue timing '${timing.trim()}'; ${EXPECTED}`)
    cues.push({ line: start + 1 + t, startMs, endMs, payload: block.slice(t + 1).join('\n') })
  }
  return cues
}

/** WebVTT → segments and which flavour it is (Teams voices, Zoom labels or plain captions). */
export function readWebVtt(content: string): { format: TranscriptFormat; segments: RawSegment[] } {
  const { convention, segments } = cuesToSegments(readVttCues(content))
  return { format: vttFormatOf(convention), segments }
}

export function parseWebVtt(content: string): RawSegment[] {
  return readWebVtt(content).segments
}
