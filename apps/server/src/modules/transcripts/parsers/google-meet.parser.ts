import { TranscriptParseError } from '../transcript-errors'
import { toLines } from '../transcript-text'
import type { RawSegment } from '../transcript-types'
import { splitLabel } from './cue-text'
import { estimateSpeechMs, parseClock } from './timecode'

// The Google Meet transcript document (saved to Drive beside the recording) exported as text: a title, an
// 'Attendees' list, then 'Name: text' paragraphs under hh:mm:ss markers that Meet writes every few minutes,
// closed by 'Transcription ended after hh:mm:ss'. Paragraphs carry no times of their own, so each block's time
// is shared among its paragraphs by word count (the last block, with no next marker, at ~150 words a minute).

const MARKER = /^\d{1,2}:\d{2}:\d{2}$/
const ENDED = /^Transcription ended after (\d{1,2}:\d{2}:\d{2})\b/i
const FOOTER = /^This editable transcript was computer generated/i

interface Paragraph {
  speaker: string | null
  text: string
}

interface Block {
  atMs: number
  paragraphs: Paragraph[]
}

/** True when the text has a standalone hh:mm:ss line followed soon by a 'Name: text' line. */
export function looksLikeGoogleMeet(content: string): boolean {
  const lines = toLines(content).map((l) => l.trim())
  const first = lines.findIndex((l) => MARKER.test(l))
  if (first < 0) return false
  return lines.slice(first + 1, first + 12).some((l) => l !== '' && splitLabel(l) !== null)
}

export function parseGoogleMeet(content: string): RawSegment[] {
  const lines = toLines(content).map((l) => l.trim())
  const first = lines.findIndex((l) => MARKER.test(l))
  if (first < 0) {
    throw new TranscriptParseError({ format: 'google-meet', line: null, reason: "no 'hh:mm:ss' timestamp line found before the first paragraph" })
  }
  const accept = labelRule(lines.slice(0, first), lines.slice(first))
  const blocks: Block[] = []
  let endMs: number | null = null
  let lastSpeaker: string | null = null
  for (let i = first; i < lines.length; i++) {
    const line = lines[i]!
    if (line === '' || FOOTER.test(line)) continue
    const ended = ENDED.exec(line)
    if (ended) {
      endMs = parseClock(ended[1]!)
      break
    }
    if (MARKER.test(line)) {
      const atMs = parseClock(line)
      const previous = blocks.at(-1)?.atMs ?? 0
      if (atMs === null || atMs < previous) {
        throw new TranscriptParseError({ format: 'google-meet', line: i + 1, reason: `timestamp '${line}' is not a valid time after the previous one` })
      }
      blocks.push({ atMs, paragraphs: [] })
      continue
    }
    const block = blocks.at(-1)!
    const label = splitLabel(line)
    if (label && accept(label.label)) {
      lastSpeaker = label.label
      block.paragraphs.push({ speaker: label.label, text: label.rest })
    } else if (block.paragraphs.length > 0) {
      block.paragraphs.at(-1)!.text += ` ${line}`
    } else {
      block.paragraphs.push({ speaker: lastSpeaker, text: line })
    }
  }
  return blocks.flatMap((block, k) => timeBlock(block, blocks[k + 1]?.atMs ?? endMs))
}

/** Labels are speakers when listed under 'Attendees' or used twice; without a list, when most lines have one. */
function labelRule(header: string[], body: string[]): (label: string) => boolean {
  const at = header.findIndex((l) => /^attendees$/i.test(l))
  const attendees = new Set(at >= 0 ? (header[at + 1] ?? '').split(',').map((n) => n.trim().toLowerCase()) : [])
  const counts = new Map<string, number>()
  let text = 0
  for (const l of body) {
    if (l === '' || MARKER.test(l)) continue
    text++
    const c = splitLabel(l)
    if (c) counts.set(c.label, (counts.get(c.label) ?? 0) + 1)
  }
  const labelled = [...counts.values()].reduce((a, b) => a + b, 0)
  const mostly = attendees.size === 0 && labelled * 2 >= text
  return (label) => mostly || (counts.get(label) ?? 0) >= 2 || attendees.has(label.toLowerCase())
}

function timeBlock(block: Block, nextMs: number | null): RawSegment[] {
  const words = block.paragraphs.map((p) => p.text.split(/\s+/).filter(Boolean).length || 1)
  const total = words.reduce((a, b) => a + b, 0)
  const span = nextMs !== null && nextMs > block.atMs ? nextMs - block.atMs : null
  let at = block.atMs
  return block.paragraphs.map((p, i) => {
    const length = span === null ? estimateSpeechMs(p.text) : Math.round((span * words[i]!) / total)
    const segment = { speaker: p.speaker, startMs: at, endMs: at + length, text: p.text }
    at += length
    return segment
  })
}
