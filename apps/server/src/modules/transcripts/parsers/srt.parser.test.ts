import { describe, expect, it } from 'vitest'
import { parseErrorOf, readFixture } from '../fixtures/read-fixture'
import { parseSrt } from './srt.parser'

describe('SRT parser', () => {
  it('reads labelled cues; an unlabelled cue continues the previous speaker; tags and {\\an8} dropped', () => {
    expect(parseSrt(readFixture('captions.srt'))).toEqual([
      { speaker: 'Sam Rep', startMs: 800, endMs: 4100, text: 'Thanks for joining, Jane.' },
      { speaker: 'Jane Buyer', startMs: 4300, endMs: 9650, text: "Happy to. We're evaluating three vendors this quarter." },
      { speaker: 'Jane Buyer', startMs: 9900, endMs: 12_000, text: 'and we need a decision by June.' },
      { speaker: 'Sam Rep', startMs: 12_400, endMs: 16_000, text: 'Who else is involved in the decision?' },
    ])
  })

  it.each([
    ['BOM + CRLF', '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\nhello there\r\n'],
    ['a dot as decimal separator', '1\n00:00:01.000 --> 00:00:02.500\nhello there\n'],
    ['no cue number', '00:00:01,000 --> 00:00:02,500\nhello there'],
    ['extra blank lines', '\n\n1\n00:00:01,000 --> 00:00:02,500\nhello there\n\n\n'],
    ['<font> markup', '1\n00:00:01,000 --> 00:00:02,500\n<font color="#ffff00">hello</font> there'],
  ])('%s', (_name, content) => {
    expect(parseSrt(content)).toEqual([{ speaker: null, startMs: 1000, endMs: 2500, text: 'hello there' }])
  })

  it('reads speakers from <v> spans some tools write into SRT', () => {
    expect(parseSrt('1\n00:00:01,000 --> 00:00:02,000\n<v Jane>Hi</v>')).toEqual([{ speaker: 'Jane', startMs: 1000, endMs: 2000, text: 'Hi' }])
  })

  it('returns nothing for blank content', () => {
    expect(parseSrt('\n\n')).toEqual([])
  })

  it.each([
    ['the broken fixture (one-digit seconds)', readFixture('broken.srt'), 6, "invalid cue timing '00:00:04,300 --> 00:00:4,650'"],
    ['a number without timing', '1\n00:00:01,000 --> 00:00:02,000\nhi\n\n2', 5, 'cue 2 has no timing line'],
    ['text where a number belongs', '1\n00:00:01,000 --> 00:00:02,000\nhi\n\nhello again', 5, "expected a cue number or a timing line, found 'hello again'"],
    ['a bad arrow', '1\n00:00:01,000 => 00:00:02,000\nhi', 2, "invalid cue timing '00:00:01,000 => 00:00:02,000'"],
  ])('rejects %s with its line', (_name, content, line, reason) => {
    const err = parseErrorOf(() => parseSrt(content))
    expect({ line: err.line, format: err.format }).toEqual({ line, format: 'srt' })
    expect(err.reason).toContain(reason)
  })
})
