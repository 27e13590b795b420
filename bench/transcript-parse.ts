// npx tsx bench/transcript-parse.ts — how long parsing and normalising a one-hour call takes.
// Generates a one-hour Zoom-style WebVTT (≈ 9,000 words, 3 speakers) and, for comparison, the same call as a
// Recall.ai word-level transcript JSON; prints the median of `--runs` parse + normalise rounds after warm-up.
// Asserts nothing.
import { parseArgs } from 'node:util'
import { parseTranscript } from '../apps/server/src/modules/transcripts/detect-format'
import { normalizeSegments } from '../apps/server/src/modules/transcripts/normalize-segments'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '31' } } })
const runs = Number(values.runs)

const SPEAKERS = ['Sam Rep', 'Jane Buyer', 'Priya Shah']
const participants = [
  { name: 'Sam Rep', email: 'sam.rep@northwind.example' },
  { name: 'Jane Buyer', email: 'jane@bluefin.example' },
  { name: 'Priya Shah', email: 'priya.shah@bluefin.example' },
]
const SENTENCES = [
  'Thanks for making the time today.',
  'Can you walk me through how your team reviews calls right now?',
  'We mostly rely on managers listening to a handful of recordings each week.',
  "Honestly it's not enough & the feedback comes too late.",
  'What would a good outcome look like by the end of the quarter?',
  "We don't have budget approved yet, so timing matters.",
  'The pilot could start with five seats in July.',
  'Who else is involved in the decision?',
  'Our security team will want to review the data terms first.',
  "I'll send the order form and the security questionnaire tomorrow.",
]

/** Small deterministic PRNG so every run measures the same file. */
function mulberry32(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const clock = (ms: number) => {
  const h = Math.floor(ms / 3_600_000)
  const m = Math.floor(ms / 60_000) % 60
  const s = Math.floor(ms / 1000) % 60
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`
}

interface Cue {
  speaker: string
  startMs: number
  endMs: number
  text: string
}

function oneHourCall(): Cue[] {
  const rnd = mulberry32(42)
  const cues: Cue[] = []
  let at = 500
  let speaker = 0
  while (at < 3_600_000) {
    if (rnd() < 0.35) speaker = (speaker + 1 + Math.floor(rnd() * 2)) % SPEAKERS.length
    const text = `${SENTENCES[Math.floor(rnd() * SENTENCES.length)]} ${SENTENCES[Math.floor(rnd() * SENTENCES.length)]}`
    const words = text.split(' ').length
    const endMs = Math.min(3_600_000, at + words * 390)
    cues.push({ speaker: SPEAKERS[speaker]!, startMs: at, endMs, text })
    at = endMs + 300
  }
  return cues
}

function toVtt(cues: Cue[]): string {
  return `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${clock(c.startMs)} --> ${clock(c.endMs)}\n${c.speaker}: ${c.text.replace(/&/g, '&amp;')}`).join('\n\n')}\n`
}

function toRecall(cues: Cue[]): string {
  const parts = cues.map((c) => {
    const words = c.text.split(' ')
    const step = (c.endMs - c.startMs) / words.length
    return {
      participant: { id: SPEAKERS.indexOf(c.speaker), name: c.speaker, is_host: false, platform: 'desktop', extra_data: null, email: null },
      words: words.map((text, i) => ({
        text,
        start_timestamp: { relative: (c.startMs + i * step) / 1000, absolute: null },
        end_timestamp: { relative: (c.startMs + (i + 0.9) * step) / 1000, absolute: null },
      })),
    }
  })
  return JSON.stringify(parts)
}

function measure(label: string, content: string, filename: string): void {
  const once = () => {
    const parsed = parseTranscript(content, filename)
    const segments = normalizeSegments(parsed.segments, { participants, companyDomains: ['northwind.example'], wordLevel: parsed.wordLevel })
    return { parsed, segments }
  }
  for (let i = 0; i < 3; i++) once()
  const times: number[] = []
  let last = once()
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    last = once()
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]!
  const words = last.segments.reduce((n, s) => n + s.text.split(' ').length, 0)
  console.log(
    `${label.padEnd(24)} ${(content.length / 1024).toFixed(0).padStart(5)} KB  ${String(words).padStart(6)} words  ${String(last.segments.length).padStart(5)} segments  ` +
      `median ${median.toFixed(1).padStart(6)} ms  (min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)}; ${runs} runs; format ${last.parsed.format})`,
  )
}

const cues = oneHourCall()
console.log(`parse + normalise a one-hour call (${cues.length} cues), Node ${process.version}:`)
measure('Zoom WebVTT', toVtt(cues), 'zoom.vtt')
measure('Recall.ai words JSON', toRecall(cues), 'transcript.json')
