import { describe, expect, it } from 'vitest'
import { parseErrorOf, readFixture } from '../fixtures/read-fixture'
import { parseAttendeeTranscript } from './attendee-json.parser'

const utterance = (timestamp_ms: number, duration_ms: number | string, transcript: string | null, speaker_name: string | null = 'Sam Rep') => ({
  speaker_name,
  speaker_uuid: '1',
  speaker_user_uuid: null,
  speaker_is_host: false,
  timestamp_ms,
  duration_ms,
  transcription: transcript === null ? null : { transcript },
})

describe('Attendee utterances parser', () => {
  it('reads the sample: offsets in ms, string durations, an untranscribed utterance has empty text', () => {
    expect(parseAttendeeTranscript(readFixture('attendee-utterances.json'))).toEqual([
      { speaker: 'Sam Rep', startMs: 1520, endMs: 5830, text: 'Thanks for joining. Shall we start with your current process?' },
      { speaker: 'Jane Buyer', startMs: 6200, endMs: 11_320, text: 'Sure. Today we use spreadsheets and a lot of manual notes.' },
      { speaker: 'Jane Buyer', startMs: 11_800, endMs: 12_700, text: '' },
    ])
  })

  const epoch = 1_733_114_771_000
  it.each([
    [
      'epoch timestamps, relative to the first utterance',
      [utterance(epoch + 2000, 1000, 'a'), utterance(epoch + 5000, 500, 'b')],
      {},
      [2000 - 2000, 5000 - 2000],
    ],
    [
      'epoch timestamps, relative to the recording start',
      [utterance(epoch + 2000, 1000, 'a'), utterance(epoch + 5000, 500, 'b')],
      { recordingStartMs: epoch },
      [2000, 5000],
    ],
    ['offsets ignore recordingStartMs', [utterance(2000, 1000, 'a')], { recordingStartMs: epoch }, [2000]],
  ])('%s', (_name, value, options, starts) => {
    expect(parseAttendeeTranscript(JSON.stringify(value), options).map((s) => s.startMs)).toEqual(starts)
  })

  it('accepts a plain-string transcription and a missing speaker name', () => {
    const value = [{ ...utterance(0, 800, null, null), transcription: 'hello' }]
    expect(parseAttendeeTranscript(JSON.stringify(value))).toEqual([{ speaker: null, startMs: 0, endMs: 800, text: 'hello' }])
  })

  it.each([
    ['a missing timestamp', JSON.stringify([{ speaker_name: 'Sam', duration_ms: 5, transcription: null }]), '[0].timestamp_ms'],
    ['a non-numeric duration', JSON.stringify([utterance(0, 'long', 'x')]), '[0].duration_ms'],
    ['broken JSON', '[{"speaker_name": "Sam",}]', 'not valid JSON'],
  ])('rejects %s', (_name, content, reason) => {
    const err = parseErrorOf(() => parseAttendeeTranscript(content))
    expect(err.format).toBe('attendee-json')
    expect(err.reason).toContain(reason)
  })
})
