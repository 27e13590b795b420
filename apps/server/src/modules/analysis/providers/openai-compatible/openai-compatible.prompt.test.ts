import type { TSegment } from '@parley/shared/schemas/analysis'
import { describe, expect, it } from 'vitest'
import { DISCOVERY_CONTEXT, DISCOVERY_SEGMENTS } from './fixtures/discovery-call'
import { chunkPrompt, chunkSegments, estimateTokens, formatTimestamp, renderSegment } from './openai-compatible.prompt'

const seg = (i: number, words = 50): TSegment => ({
  speaker: i % 2 ? 'Pat' : 'Riley',
  side: i % 2 ? 'prospect' : 'rep',
  startMs: i * 10_000,
  endMs: i * 10_000 + 9_000,
  text: `line ${i} ${'word '.repeat(words).trim()}`,
})

describe('prompt rendering', () => {
  it('renders hh:mm:ss, speaker and side on each line', () => {
    expect(formatTimestamp(3_725_400)).toBe('01:02:05')
    expect(renderSegment({ speaker: 'Pat Prospect', side: 'prospect', startMs: 21_900, endMs: 30_000, text: ' Hello\n  there ' })).toBe(
      '[00:00:21] Pat Prospect (prospect): Hello there',
    )
    expect(renderSegment({ speaker: 'Speaker 3', side: 'unknown', startMs: 0, endMs: 1, text: 'Hi' })).toBe('[00:00:00] Speaker 3 (unknown): Hi')
  })

  it('tells a part it is one of several and gives its time span', () => {
    const prompt = chunkPrompt(DISCOVERY_CONTEXT, DISCOVERY_SEGMENTS.slice(2, 4), 2, 3)
    expect(prompt).toContain('Transcript, part 2 of 3 (00:01:00 to 00:02:05)')
    expect(prompt).toContain('Agenda: Discovery')
    expect(prompt).toContain('- id 13 · Budget [checklist]\n')
    expect(chunkPrompt(DISCOVERY_CONTEXT, DISCOVERY_SEGMENTS, 1, 1)).toContain('Transcript (00:00:05 to 00:05:10):')
  })
})

describe('chunking by token budget', () => {
  const segments = Array.from({ length: 120 }, (_, i) => seg(i))
  const tokens = (chunk: TSegment[]) => chunk.reduce((n, s) => n + estimateTokens(renderSegment(s)) + 1, 0)

  it('keeps a short call in one chunk', () => {
    expect(chunkSegments(DISCOVERY_SEGMENTS)).toEqual([DISCOVERY_SEGMENTS])
  })

  it('cuts a long call into chunks within the budget that overlap and cover every segment in order', () => {
    const chunks = chunkSegments(segments, { maxTokens: 1000, overlapTokens: 150 })
    expect(chunks.length).toBeGreaterThan(3)
    for (const chunk of chunks) expect(tokens(chunk)).toBeLessThanOrEqual(1000)
    for (let i = 1; i < chunks.length; i++) {
      const previous = chunks[i - 1] as TSegment[]
      const first = (chunks[i] as TSegment[])[0] as TSegment
      // The next chunk starts inside the previous one (overlap) but after its start (progress).
      expect(previous).toContain(first)
      expect(first).not.toBe(previous[0])
    }
    const seen = new Set(chunks.flat())
    expect(seen.size).toBe(segments.length)
  })

  it('splits a monologue longer than the budget and skips empty segments', () => {
    const long = { ...seg(0), text: 'x'.repeat(10_000) }
    const chunks = chunkSegments([long, { ...seg(1), text: '  ' }, seg(2)], { maxTokens: 1000, overlapTokens: 0 })
    expect(
      chunks
        .flat()
        .filter((s) => s.startMs === 0)
        .map((s) => s.text.length),
    ).toEqual([3900, 3900, 2200])
    expect(chunks.flat().some((s) => s.text.trim() === '')).toBe(false)
  })
})
