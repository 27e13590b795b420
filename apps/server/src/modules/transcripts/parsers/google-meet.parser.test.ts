import { describe, expect, it } from 'vitest'
import { parseErrorOf, readFixture } from '../fixtures/read-fixture'
import { looksLikeGoogleMeet, parseGoogleMeet } from './google-meet.parser'

describe('Google Meet transcript parser', () => {
  it("shares each block's time among its paragraphs by word count; continuation lines join; the footer is ignored", () => {
    // Block 00:00:00–00:05:00 holds 14 + 9 + 8 = 31 words: 300 s × 14/31 ≈ 135.484 s, × 9/31 ≈ 87.097 s, rest.
    // Block 00:05:00–00:07:30 ('Transcription ended after') holds 8 + 19 words: 150 s × 8/27 ≈ 44.444 s.
    expect(parseGoogleMeet(readFixture('google-meet.txt'))).toEqual([
      { speaker: 'Sam Rep', startMs: 0, endMs: 135_484, text: 'Hi Jane, hi Priya. Thanks for joining. How is the quarter going so far?' },
      { speaker: 'Jane Buyer', startMs: 135_484, endMs: 222_581, text: "Busy, but good. We're hiring four new account executives." },
      { speaker: 'Priya Shah', startMs: 222_581, endMs: 300_000, text: "And onboarding them is exactly why we're here." },
      { speaker: 'Sam Rep', startMs: 300_000, endMs: 344_444, text: 'Makes sense. What does onboarding look like today?' },
      {
        speaker: 'Jane Buyer',
        startMs: 344_444,
        endMs: 450_000,
        text: 'Mostly shadowing. New reps sit in on calls for two weeks and then we let them run their own.',
      },
    ])
  })

  it.each([
    [
      'a last block without an end marker is timed at 150 words a minute',
      '00:00:10\nSam: one two three four five\nJane: six\n',
      [
        { speaker: 'Sam', startMs: 10_000, endMs: 12_000, text: 'one two three four five' },
        { speaker: 'Jane', startMs: 12_000, endMs: 13_000, text: 'six' },
      ],
    ],
    [
      'a block opening without a label continues the last speaker',
      '00:00:00\nSam: hello\n00:00:04\nstill me\n',
      [
        { speaker: 'Sam', startMs: 0, endMs: 4000, text: 'hello' },
        { speaker: 'Sam', startMs: 4000, endMs: 5000, text: 'still me' },
      ],
    ],
    [
      "a one-off 'Pricing: …' line under an Attendees list is text, not a speaker",
      'Call - Transcript\nAttendees\nSam Rep, Jane Buyer\nTranscript\n00:00:00\nSam Rep: our tiers are\nPricing: 50 a seat\nJane Buyer: ok\n00:00:10\n',
      [
        { speaker: 'Sam Rep', startMs: 0, endMs: 8750, text: 'our tiers are Pricing: 50 a seat' },
        { speaker: 'Jane Buyer', startMs: 8750, endMs: 10_000, text: 'ok' },
      ],
    ],
    ['CRLF and BOM', '\uFEFFTitle\r\n00:00:02\r\nSam: hi\r\n', [{ speaker: 'Sam', startMs: 2000, endMs: 3000, text: 'hi' }]],
  ])('%s', (_name, content, expected) => {
    expect(parseGoogleMeet(content)).toEqual(expected)
  })

  it.each([
    ['a timestamp going back', '00:05:00\nSam: hi\n00:04:00\nJane: hello', 3, "timestamp '00:04:00' is not a valid time after the previous one"],
    ['an invalid marker', '00:00:00\nSam: hi\n00:75:00\nJane: hello', 3, "timestamp '00:75:00'"],
    ['no marker at all', 'Sam: hi\nJane: hello', null, "no 'hh:mm:ss' timestamp line"],
  ])('rejects %s', (_name, content, line, reason) => {
    const err = parseErrorOf(() => parseGoogleMeet(content))
    expect({ line: err.line, format: err.format }).toEqual({ line, format: 'google-meet' })
    expect(err.reason).toContain(reason)
  })

  it.each([
    ['the fixture', readFixture('google-meet.txt'), true],
    ['plain prose', 'We met at 10:30 and talked.\nIt went well.', false],
    ['a marker with no labelled line after it', '00:00:00\njust text', false],
  ])('looksLikeGoogleMeet: %s', (_name, content, expected) => {
    expect(looksLikeGoogleMeet(content)).toBe(expected)
  })
})
