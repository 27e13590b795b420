import { describe, expect, it } from 'vitest'
import { parseTranscript } from './detect-format'
import { readFixture } from './fixtures/read-fixture'
import { groupWords, normalizeSegments } from './normalize-segments'
import type { RawSegment } from './transcript-types'

const w = (speaker: string | null, startMs: number, endMs: number, text = 'w'): RawSegment => ({ speaker, startMs, endMs, text })
/** Back-to-back 0.9 s words of one speaker, one per second from `from`; `ends` marks sentence ends. */
const run = (speaker: string, from: number, count: number, ends: number[] = []) =>
  Array.from({ length: count }, (_, i) => w(speaker, (from + i) * 1000, (from + i) * 1000 + 900, ends.includes(from + i) ? 'end.' : 'w'))
const spans = (segments: RawSegment[]) => segments.map((s) => [s.speaker, s.startMs, s.endMs])

describe('groupWords — Recall words → utterances: split on speaker change, a pause > 1.5 s, or a sentence end beyond ~30 s', () => {
  it.each([
    [
      'a pause of exactly 1.5 s joins, 1.501 s splits',
      [w('A', 0, 400), w('A', 1900, 2300), w('A', 3801, 4000)],
      [
        ['A', 0, 2300],
        ['A', 3801, 4000],
      ],
    ],
    [
      'a speaker change splits even without a pause',
      [w('A', 0, 500), w('B', 500, 900), w('A', 900, 1200)],
      [
        ['A', 0, 500],
        ['B', 500, 900],
        ['A', 900, 1200],
      ],
    ],
    ['unsorted input is taken in time order', [w('A', 1000, 1400), w('A', 0, 400)], [['A', 0, 1400]]],
    ['a sentence end before 30 s does not split', run('A', 0, 12, [10]), [['A', 0, 11_900]]],
    [
      'the first sentence end after 30 s splits',
      run('A', 0, 35, [10, 31]),
      [
        ['A', 0, 31_900],
        ['A', 32_000, 34_900],
      ],
    ],
    [
      '60 s without punctuation splits anyway',
      run('A', 0, 65),
      [
        ['A', 0, 60_900],
        ['A', 61_000, 64_900],
      ],
    ],
  ])('%s', (_name, words, expected) => {
    expect(spans(groupWords(words))).toEqual(expected)
  })

  it('joins text with spaces, punctuation tokens without, and skips blank words', () => {
    const words = [w('A', 0, 100, 'Hello'), w('A', 100, 200, ','), w('A', 200, 300, '  '), w('A', 300, 400, 'world'), w('A', 400, 500, '?')]
    expect(groupWords(words)).toEqual([{ speaker: 'A', email: null, startMs: 0, endMs: 400 + 100, text: 'Hello, world?' }])
  })

  it('keeps two e-mails under one display name apart', () => {
    const words = [
      { ...w('Sam', 0, 100), email: 'a@x.example' },
      { ...w('Sam', 100, 200), email: 'b@x.example' },
    ]
    expect(groupWords(words)).toHaveLength(2)
  })
})

describe('normalizeSegments — speaker, rep or prospect, start, end, text', () => {
  const participants = [
    { name: 'Sam Rep', email: 'sam.rep@northwind.example' },
    { name: 'Jane Buyer', email: 'jane@bluefin.example' },
    { name: 'Priya Shah', email: 'priya@bluefin.example' },
  ]
  const companyDomains = ['northwind.example']

  it('turns the Recall sample into utterances with sides; the nameless participant is an unknown speaker', () => {
    const parsed = parseTranscript(readFixture('recall-transcript.json'))
    expect(normalizeSegments(parsed.segments, { participants, companyDomains, wordLevel: parsed.wordLevel })).toEqual([
      { speaker: 'Sam Rep', side: 'rep', startMs: 9730, endMs: 10_710, text: 'Thanks for joining.' },
      { speaker: 'Sam Rep', side: 'rep', startMs: 13_100, endMs: 13_900, text: 'How are things?' },
      { speaker: 'Jane Buyer', side: 'prospect', startMs: 14_400, endMs: 17_900, text: "Good, thanks. We don't have budget this quarter." },
      { speaker: 'Unknown speaker', side: 'unknown', startMs: 18_200, endMs: 18_850, text: 'Sorry, who joined?' },
    ])
  })

  it('does not merge caption cues (not word-level) and matches Teams names', () => {
    const parsed = parseTranscript(readFixture('teams.vtt'))
    const segments = normalizeSegments(parsed.segments, { participants, companyDomains, wordLevel: parsed.wordLevel })
    expect(segments.map((s) => [s.speaker, s.side])).toEqual([
      ['Rep, Sam', 'rep'],
      ['Jane Buyer', 'prospect'],
      ['Rep, Sam', 'rep'],
      ['Jane Buyer', 'prospect'],
      ['Priya Shah', 'prospect'],
    ])
  })

  it.each([
    ['no participants', [], ['unknown', 'unknown']],
    ['no company domains', participants, ['unknown', 'unknown']],
  ])('marks everyone unknown with %s', (_name, people, sides) => {
    const raw = [w('Sam Rep', 0, 1000, 'hi'), w('Jane Buyer', 1000, 2000, 'hello')]
    const domains = _name === 'no company domains' ? [] : companyDomains
    expect(normalizeSegments(raw, { participants: people, companyDomains: domains }).map((s) => s.side)).toEqual(sides)
  })

  it('sorts, rounds, clamps, collapses whitespace and drops empty text', () => {
    const raw = [w('Jane Buyer', 2000.4, 1999, '  so \n  what  '), w('Sam Rep', -5, 900.6, 'hi'), w('Sam Rep', 950, 990, '   ')]
    expect(normalizeSegments(raw, { participants, companyDomains })).toEqual([
      { speaker: 'Sam Rep', side: 'rep', startMs: 0, endMs: 901, text: 'hi' },
      { speaker: 'Jane Buyer', side: 'prospect', startMs: 2000, endMs: 2000, text: 'so what' },
    ])
  })

  it('uses a segment e-mail over the name', () => {
    const raw = [{ ...w('Conference Room 4', 0, 1000, 'hi'), email: 'jane@bluefin.example' }]
    expect(normalizeSegments(raw, { participants, companyDomains })[0]).toMatchObject({ speaker: 'Conference Room 4', side: 'prospect' })
  })
})
