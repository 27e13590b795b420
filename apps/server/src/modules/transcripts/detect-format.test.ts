import { describe, expect, it } from 'vitest'
import { detectFormat, parseTranscript } from './detect-format'
import { parseErrorOf, readFixture } from './fixtures/read-fixture'
import { NON_ENGLISH_WARNING } from './language-check'

describe('detectFormat — every fixture, judged by content (the file name is withheld)', () => {
  it.each([
    ['recall-transcript.json', 'recall-json'],
    ['attendee-utterances.json', 'attendee-json'],
    ['zoom.vtt', 'vtt-zoom'],
    ['teams.vtt', 'vtt-teams'],
    ['captions.vtt', 'vtt'],
    ['google-meet.txt', 'google-meet'],
    ['captions.srt', 'srt'],
    ['speaker-entries.json', 'speaker-json'],
    ['cues.json', 'cue-json'],
  ])('%s → %s', (file, format) => {
    expect(detectFormat(readFixture(file))).toBe(format)
    expect(parseTranscript(readFixture(file)).format).toBe(format)
  })

  it('reads a bare list of {start, end, text} cues as the old format', () => {
    expect(detectFormat('[{"start": 1, "end": 2, "text": "Sam: hi"}]')).toBe('cue-json')
  })
})

describe('parseTranscript — bad input gets a clear error', () => {
  it.each([
    ['an empty file', '', undefined, null, 'the file is empty'],
    ['a blank file', ' \n\r\n\t', 'call.vtt', null, 'the file is empty'],
    ['a BOM alone', '\uFEFF', undefined, null, 'the file is empty'],
    ['an unknown text format', readFixture('unknown.csv'), 'call.csv', null, "unrecognised transcript format (first line 'speaker,start,end,text')"],
    ['a .vtt without its header', '1\n00:00:01.000 --> 00:00:02.000\nhi', 'call.vtt', 1, "missing the 'WEBVTT' header"],
    ['a broken VTT', readFixture('broken-timing.vtt'), 'zoom.vtt', 8, 'invalid cue timing'],
    ['broken JSON', readFixture('recall-broken.json'), undefined, 6, 'not valid JSON'],
    ['a .json that is not JSON', 'hello', 'x.json', 1, 'not valid JSON'],
    ['JSON of another kind', '{"name": "Q3 plan"}', undefined, null, 'the JSON is not a list of transcript entries'],
    ['a list of unknown entries', '[{"who": "Sam", "said": "hi"}]', undefined, null, 'unrecognised JSON transcript: entries have the keys who, said'],
    ['an empty JSON list', '[]', undefined, null, 'the transcript is an empty list'],
  ])('%s', (_name, content, filename, line, reason) => {
    const err = parseErrorOf(() => parseTranscript(content, filename))
    expect(err.line).toBe(line)
    expect(err.reason).toContain(reason)
  })

  it('an empty list is a silent call when the caller names the format', () => {
    expect(parseTranscript('[]', undefined, { format: 'recall-json' })).toEqual({
      format: 'recall-json',
      segments: [],
      warnings: ['the transcript has no speech'],
      wordLevel: true,
    })
  })

  it('lets the file name pick SRT for a header-less caption file', () => {
    expect(parseTranscript('00:00:01,000 --> 00:00:02,000\nhi', 'call.srt').format).toBe('srt')
  })
})

describe('parseTranscript — encodings', () => {
  const vtt = 'WEBVTT\r\n\r\n00:00:01.000 --> 00:00:02.000\r\nSam: héllo\r\n\r\n00:00:02.000 --> 00:00:03.000\r\nSam: bye\r\n'
  const expected = [
    { speaker: 'Sam', startMs: 1000, endMs: 2000, text: 'héllo' },
    { speaker: 'Sam', startMs: 2000, endMs: 3000, text: 'bye' },
  ]
  const utf16le = (s: string) => new Uint8Array([0xff, 0xfe, ...Array.from(s).flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])])
  const utf16be = (s: string) => new Uint8Array([0xfe, 0xff, ...Array.from(s).flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff])])
  it.each([
    ['a string with a UTF-8 BOM and CRLF', `\uFEFF${vtt}`],
    ['UTF-8 bytes with a BOM', new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(vtt)])],
    ['UTF-16 LE bytes (Windows "Unicode")', utf16le(vtt)],
    ['UTF-16 BE bytes', utf16be(vtt)],
  ])('%s', (_name, content) => {
    expect(parseTranscript(content).segments).toEqual(expected)
  })
})

describe('parseTranscript — partial results are marked', () => {
  const vtt = (...cues: string[]) => `WEBVTT\n\n${cues.join('\n\n')}\n`
  it.each([
    ['clean Zoom VTT', readFixture('zoom.vtt'), []],
    [
      'out-of-order cues',
      vtt('00:00:05.000 --> 00:00:06.000\nSam: second', '00:00:01.000 --> 00:00:02.000\nSam: first'),
      ['1 segment was out of order; sorted by start time'],
    ],
    [
      'an end before its start',
      vtt('00:00:05.000 --> 00:00:04.000\nSam: hi', '00:00:06.000 --> 00:00:07.000\nSam: ok'),
      ['1 segment had an end before its start or a negative time; clamped'],
    ],
    [
      'same-speaker overlap',
      vtt('00:00:01.000 --> 00:00:05.000\nSam: one', '00:00:03.000 --> 00:00:06.000\nSam: two', '00:00:04.000 --> 00:00:07.000\nSam: three'),
      ['2 segments overlap an earlier one of the same speaker; talk time counts the overlap once'],
    ],
    ['crosstalk between two speakers is not a warning', vtt('00:00:01.000 --> 00:00:05.000\nSam: one', '00:00:03.000 --> 00:00:06.000\nJane: two'), []],
    ['no speakers', readFixture('captions.vtt'), ['the transcript names no speakers; every speaker is marked unknown']],
    ['header only', 'WEBVTT\n', ['the transcript has no speech']],
    ['Spanish', readFixture('non-english.vtt'), [NON_ENGLISH_WARNING]],
    [
      'Japanese',
      vtt(
        '00:00:01.000 --> 00:00:04.000\n田中: 本日はお時間をいただきありがとうございます。',
        '00:00:04.000 --> 00:00:08.000\n佐藤: 価格について 質問 があります',
      ),
      [NON_ENGLISH_WARNING],
    ],
  ])('%s', (_name, content, warnings) => {
    expect(parseTranscript(content).warnings).toEqual(warnings)
  })

  it('keeps non-English text as it is', () => {
    expect(parseTranscript(readFixture('non-english.vtt')).segments[0]!.text).toBe('Buenos días a todos, gracias por venir a la reunión de hoy.')
  })

  it('sorts Recall words from per-participant parts without a warning, and flags the format word-level', () => {
    const parsed = parseTranscript(readFixture('recall-transcript.json'))
    expect(parsed.wordLevel).toBe(true)
    expect(parsed.warnings).toEqual([])
    expect(parsed.segments.map((s) => s.startMs)).toEqual([...parsed.segments.map((s) => s.startMs)].sort((a, b) => a - b))
  })

  it('passes recordingStartMs to the Attendee parser', () => {
    const epoch = 1_733_114_771_000
    const content = JSON.stringify([{ speaker_name: 'Sam', timestamp_ms: epoch + 4000, duration_ms: 1000, transcription: { transcript: 'hi' } }])
    expect(parseTranscript(content, undefined, { recordingStartMs: epoch }).segments[0]).toMatchObject({ startMs: 4000, endMs: 5000 })
  })
})
