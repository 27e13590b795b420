import { describe, expect, it } from 'vitest'
import { parseErrorOf, readFixture } from '../fixtures/read-fixture'
import { parseCueJson } from './cue-json.parser'

// The old transcript format: cues with start, end, text as 'speaker: text'.
describe('cue-json (spec old format) parser', () => {
  it('reads the sample: seconds → ms, the speaker taken from the text', () => {
    expect(parseCueJson(readFixture('cues.json'))).toEqual([
      { speaker: 'Sam Rep', startMs: 500, endMs: 4200, text: "Let's recap what we agreed on." },
      { speaker: 'Jane Buyer', startMs: 4600, endMs: 9100, text: 'A pilot with five seats starting in July.' },
      { speaker: 'Sam Rep', startMs: 9300, endMs: 12_000, text: "Perfect. I'll send the order form tomorrow." },
    ])
  })

  it.each([
    ['a bare list', [{ start: 1, end: 2, text: 'Sam: hi' }], [{ speaker: 'Sam', startMs: 1000, endMs: 2000, text: 'hi' }]],
    ['clock strings', [{ start: '00:00:01.500', end: '00:00:02', text: 'Sam: hi' }], [{ speaker: 'Sam', startMs: 1500, endMs: 2000, text: 'hi' }]],
    ['no speaker label', [{ start: 1, end: 2, text: 'hi there' }], [{ speaker: null, startMs: 1000, endMs: 2000, text: 'hi there' }]],
  ])('%s', (_name, value, expected) => {
    expect(parseCueJson(JSON.stringify(value))).toEqual(expected)
  })

  it.each([
    ['a bad clock string', JSON.stringify({ cues: [{ start: 'soon', end: 2, text: 'Sam: hi' }] }), 1, "[0].start: invalid time 'soon'"],
    ['a negative number', JSON.stringify([{ start: -1, end: 2, text: 'Sam: hi' }]), null, '[0].start'],
    ['a missing end', '[\n  {"start": 1, "text": "Sam: hi"}\n]', null, '[0].end'],
  ])('rejects %s', (_name, content, line, reason) => {
    const err = parseErrorOf(() => parseCueJson(content))
    expect({ line: err.line, format: err.format }).toEqual({ line, format: 'cue-json' })
    expect(err.reason).toContain(reason)
  })
})
