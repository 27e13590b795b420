import { describe, expect, it } from 'vitest'
import { parseErrorOf, readFixture } from '../fixtures/read-fixture'
import { parseRecallTranscript } from './recall-json.parser'

const word = (text: string, start: number, end: number | null) => ({
  text,
  start_timestamp: { relative: start, absolute: null },
  end_timestamp: end === null ? null : { relative: end, absolute: null },
})

describe('Recall.ai transcript JSON parser', () => {
  it('reads the recorded sample: one raw segment per word, seconds → ms, e-mail kept, a null name is no speaker', () => {
    const segments = parseRecallTranscript(readFixture('recall-transcript.json'))
    expect(segments).toHaveLength(12)
    expect(segments[0]).toEqual({ speaker: 'Sam Rep', email: 'sam.rep@northwind.example', startMs: 9730, endMs: 10_020, text: 'Thanks' })
    expect(segments[8]).toEqual({ speaker: 'Jane Buyer', email: null, startMs: 15_600, endMs: 17_900, text: "We don't have budget this quarter." })
    // end_timestamp null → the word ends where it starts
    expect(segments[11]).toEqual({ speaker: null, email: null, startMs: 18_850, endMs: 18_850, text: 'joined?' })
  })

  it.each([
    ['an empty list (a silent call)', [], []],
    ['a participant with no words', [{ participant: { id: 1, name: 'Sam' }, words: [] }], []],
    ['a null participant', [{ participant: null, words: [word('hi', 1, 1.5)] }], [{ speaker: null, email: null, startMs: 1000, endMs: 1500, text: 'hi' }]],
    [
      'a blank name',
      [{ participant: { name: '  ', email: '' }, words: [word('hi', 1, 1.5)] }],
      [{ speaker: null, email: null, startMs: 1000, endMs: 1500, text: 'hi' }],
    ],
    [
      'sub-millisecond floats',
      [{ participant: { name: 'Sam' }, words: [word('hi', 1.0004, 1.4996)] }],
      [{ speaker: 'Sam', email: null, startMs: 1000, endMs: 1500, text: 'hi' }],
    ],
    [
      'a missing end_timestamp',
      [{ participant: { name: 'Sam' }, words: [{ text: 'hi', start_timestamp: { relative: 2 } }] }],
      [{ speaker: 'Sam', email: null, startMs: 2000, endMs: 2000, text: 'hi' }],
    ],
  ])('%s', (_name, value, expected) => {
    expect(parseRecallTranscript(JSON.stringify(value))).toEqual(expected)
  })

  it.each([
    ['a missing comma (broken fixture)', readFixture('recall-broken.json'), 6, "not valid JSON: Expected ',' or ']' after array element"],
    [
      'a string where seconds belong',
      readFixture('recall-bad-shape.json'),
      6,
      '[0].words[1].start_timestamp.relative: Invalid input: expected number, received string',
    ],
    ['a negative time', JSON.stringify([{ participant: { name: 'Sam' }, words: [word('hi', -1, 0)] }]), null, '[0].words[0].start_timestamp.relative'],
    ['an object instead of a list', '{"participant": {}}', null, 'expected array'],
    ['words missing', '[{"participant": {"name": "Sam"}}]', null, '[0].words'],
  ])('rejects %s', (_name, content, line, reason) => {
    const err = parseErrorOf(() => parseRecallTranscript(content))
    expect({ line: err.line, format: err.format }).toEqual({ line, format: 'recall-json' })
    expect(err.reason).toContain(reason)
  })
})
