import { describe, expect, it } from 'vitest'
import { parseErrorOf, readFixture } from '../fixtures/read-fixture'
import { parseSpeakerJson } from './speaker-json.parser'

// The new transcript format: a list of entries with speakerName, text, timestamp as 'start --> end' (hh:mm:ss).
describe('speaker-json (spec new format) parser', () => {
  it('reads the sample', () => {
    expect(parseSpeakerJson(readFixture('speaker-entries.json'))).toEqual([
      { speaker: 'Sam Rep', startMs: 3000, endMs: 7000, text: 'Welcome back, Jane. Did you get a chance to review the proposal?' },
      { speaker: 'Jane Buyer', startMs: 8000, endMs: 14_000, text: 'I did. The pricing works, but legal needs to review the data terms.' },
      { speaker: 'Sam Rep', startMs: 15_000, endMs: 19_000, text: 'Could you loop in your legal contact this week.' },
    ])
  })

  it.each([
    [
      'wrapped in { transcript }',
      { transcript: [{ speakerName: 'Sam', text: 'hi', timestamp: '00:00:01 --> 00:00:02' }] },
      [{ speaker: 'Sam', startMs: 1000, endMs: 2000, text: 'hi' }],
    ],
    [
      'milliseconds in the range',
      [{ speakerName: 'Sam', text: 'hi', timestamp: '00:00:01.250 --> 00:00:02.5' }],
      [{ speaker: 'Sam', startMs: 1250, endMs: 2500, text: 'hi' }],
    ],
    ['a null speaker', [{ speakerName: null, text: 'hi', timestamp: '00:00:01 --> 00:00:02' }], [{ speaker: null, startMs: 1000, endMs: 2000, text: 'hi' }]],
    [
      "lone 'hh:mm:ss' starts: end at the next start, or after 0.4 s a word (1 s at least) for the last",
      [
        { speakerName: 'Sam', text: 'one two three four five six seven eight nine ten', timestamp: '00:00:01' },
        { speakerName: 'Jane', text: 'ok', timestamp: '00:00:03' },
      ],
      [
        { speaker: 'Sam', startMs: 1000, endMs: 3000, text: 'one two three four five six seven eight nine ten' },
        { speaker: 'Jane', startMs: 3000, endMs: 4000, text: 'ok' },
      ],
    ],
  ])('%s', (_name, value, expected) => {
    expect(parseSpeakerJson(JSON.stringify(value))).toEqual(expected)
  })

  it.each([
    ['a single-dash range (fixture)', readFixture('speaker-entries-bad-time.json'), 3, "[1].timestamp: invalid timestamp '00:00:08 - 00:00:14'"],
    [
      'minutes above 59',
      JSON.stringify([{ speakerName: 'Sam', text: 'x', timestamp: '00:75:00 --> 00:76:00' }]),
      1,
      "invalid timestamp '00:75:00 --> 00:76:00'",
    ],
    ['a missing text', JSON.stringify([{ speakerName: 'Sam', timestamp: '00:00:01 --> 00:00:02' }]), null, '[0].text'],
  ])('rejects %s', (_name, content, line, reason) => {
    const err = parseErrorOf(() => parseSpeakerJson(content))
    expect({ line: err.line, format: err.format }).toEqual({ line, format: 'speaker-json' })
    expect(err.reason).toContain(reason)
  })
})
