import { describe, expect, it } from 'vitest'
import { parseErrorOf, readFixture } from '../fixtures/read-fixture'
import { parseWebVtt, readWebVtt } from './webvtt.parser'

describe('WebVTT parser — Zoom, Teams and caption files', () => {
  it('reads a Zoom cloud-recording VTT: "Name: text" cues, entities decoded', () => {
    const { format, segments } = readWebVtt(readFixture('zoom.vtt'))
    expect(format).toBe('vtt-zoom')
    expect(segments).toHaveLength(6)
    expect(segments[0]).toEqual({
      speaker: 'Sam Rep',
      startMs: 1250,
      endMs: 5780,
      text: 'Hi Jane, thanks for making the time today. Can everyone hear me okay?',
    })
    expect(segments[2]!.text).toBe('Great. So the goal today is to understand how your team handles call reviews & coaching.')
    expect(segments[3]!.text).toContain("honestly it's not enough")
    expect(segments[4]!.speaker).toBe('Priya Shah (Bluefin)')
  })

  it('reads a Teams VTT: <v Name> spans, multi-line payloads, two voices in one cue share its time', () => {
    const { format, segments } = readWebVtt(readFixture('teams.vtt'))
    expect(format).toBe('vtt-teams')
    expect(segments.map((s) => s.speaker)).toEqual(['Rep, Sam', 'Jane Buyer', 'Rep, Sam', 'Jane Buyer', 'Priya Shah'])
    expect(segments[2]!.text).toBe('Of course. There are three tiers: Starter, Growth & Enterprise. Most teams your size pick Growth.')
    // 'Okay.' (5 chars) and the 43-char question share 20.000–24.000: 4000 × 5 / 48 ≈ 417 ms
    expect(segments[3]).toMatchObject({ startMs: 20_000, endMs: 20_417, text: 'Okay.' })
    expect(segments[4]).toMatchObject({ startMs: 20_417, endMs: 24_000 })
  })

  it('reads caption tracks without speakers: header metadata, NOTE blocks, cue settings, karaoke tags', () => {
    const { format, segments } = readWebVtt(readFixture('captions.vtt'))
    expect(format).toBe('vtt')
    expect(segments.map((s) => s.speaker)).toEqual([null, null, null])
    expect(segments[1]).toEqual({ speaker: null, startMs: 3400, endMs: 7900, text: 'so the plan is to review the proposal' })
  })

  it.each([
    ['BOM', '\uFEFFWEBVTT\n\n00:00:01.000 --> 00:00:02.000\nSam: Hi.\n\n00:00:02.000 --> 00:00:03.000\nSam: Bye.\n'],
    ['CRLF', 'WEBVTT\r\n\r\n00:00:01.000 --> 00:00:02.000\r\nSam: Hi.\r\n\r\n00:00:02.000 --> 00:00:03.000\r\nSam: Bye.\r\n'],
    ['CR only', 'WEBVTT\r\r00:00:01.000 --> 00:00:02.000\rSam: Hi.\r\r00:00:02.000 --> 00:00:03.000\rSam: Bye.\r'],
    ['no blank line after the header', 'WEBVTT\n00:00:01.000 --> 00:00:02.000\nSam: Hi.\n\n00:00:02.000 --> 00:00:03.000\nSam: Bye.'],
    ['hours omitted', 'WEBVTT\n\n00:01.000 --> 00:02.000\nSam: Hi.\n\n00:02.000 --> 00:03.000\nSam: Bye.'],
    [
      'STYLE block and header text',
      'WEBVTT - Zoom\n\nSTYLE\n::cue { color: white }\n\n00:00:01.000 --> 00:00:02.000\nSam: Hi.\n\n00:00:02.000 --> 00:00:03.000\nSam: Bye.',
    ],
  ])('%s', (_name, content) => {
    expect(parseWebVtt(content)).toEqual([
      { speaker: 'Sam', startMs: 1000, endMs: 2000, text: 'Hi.' },
      { speaker: 'Sam', startMs: 2000, endMs: 3000, text: 'Bye.' },
    ])
  })

  it.each([
    ['markup tags', '<i>Sam</i>: <b>we can</b> <u>start</u>', 'we can start'],
    ['class and colour tags', 'Sam: <c.colorE5E5E5>price</c> is <c.yellow>fine</c>', 'price is fine'],
    ['entities', 'Sam: R&amp;D &lt;team&gt; &quot;agreed&quot; &#x27;today&#39;&nbsp;ok', 'R&D <team> "agreed" \'today\' ok'],
    ['unknown entity kept', 'Sam: fish &chips; please', 'fish &chips; please'],
    ['escaped tag stays text', 'Sam: use &lt;b&gt; here', 'use <b> here'],
  ])('cleans %s', (_name, payload, text) => {
    const content = `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${payload}\n\n00:00:02.000 --> 00:00:03.000\nSam: ok`
    expect(parseWebVtt(content)[0]).toEqual({ speaker: 'Sam', startMs: 1000, endMs: 2000, text })
  })

  it('returns no segments for a file with a header and no cues', () => {
    expect(parseWebVtt('WEBVTT\n\n')).toEqual([])
  })

  it('does not read one stray "Words: text" line as a speaker in an unlabelled file', () => {
    const content =
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nso the price is: fifty\n\n00:00:02.000 --> 00:00:03.000\nper seat\n\n00:00:03.000 --> 00:00:04.000\nper month'
    expect(parseWebVtt(content).map((s) => s.speaker)).toEqual([null, null, null])
  })

  it.each([
    ['the broken fixture (-> instead of -->)', readFixture('broken-timing.vtt'), 8, "invalid cue timing '00:00:04.500 -> 00:00:09.000'"],
    ['a missing header', '00:00:01.000 --> 00:00:02.000\nSam: hi', 1, "missing the 'WEBVTT' header"],
    ['minutes above 59', 'WEBVTT\n\n00:61:00.000 --> 00:62:00.000\nSam: hi', 3, "invalid cue timing '00:61:00.000 --> 00:62:00.000'"],
    ['no milliseconds', 'WEBVTT\n\n00:00:01 --> 00:00:02\nSam: hi', 3, "invalid cue timing '00:00:01 --> 00:00:02'"],
    ['letters in a time', 'WEBVTT\n\n1\n00:00:0x.000 --> 00:00:02.000\nSam: hi', 4, "invalid cue timing '00:00:0x.000 --> 00:00:02.000'"],
    ['an id with no timing line', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nSam: hi\n\n7', 6, "cue '7' has no timing line"],
    ['a cue id followed by text', 'WEBVTT\n\nintro\nSam: hi there', 4, "invalid cue timing 'Sam: hi there'"],
    [
      'CRLF keeps line numbers',
      'WEBVTT\r\n\r\n1\r\n00:00:01.000 --> 00:00:02.000\r\nSam: hi\r\n\r\n2\r\n00:00:02.000 --> 00:00:03.000x\r\nx',
      8,
      "invalid cue timing '00:00:02.000 --> 00:00:03.000x'",
    ],
  ])('rejects %s with its line', (_name, content, line, reason) => {
    const err = parseErrorOf(() => parseWebVtt(content))
    expect(err.line).toBe(line)
    expect(err.format).toBe('vtt')
    expect(err.reason).toContain(reason)
    expect(err.message).toBe(`Line ${line}: ${err.reason}`)
  })
})
