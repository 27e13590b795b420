import { describe, expect, it } from 'vitest'
import type { TSegment, TSpeakerSide } from '../schemas/analysis'
import { countQuestions, isQuestion, talkStats } from './talk-stats'

const seg = (speaker: string, side: TSpeakerSide, startMs: number, endMs: number, text = 'x'): TSegment => ({ speaker, side, startMs, endMs, text })

// A two-minute call, figures worked by hand below.
const call: TSegment[] = [
  seg('Sam Rep', 'rep', 0, 10_000, 'Hi everyone, thanks for joining. What are your goals for this quarter?'),
  seg('Jane Buyer', 'prospect', 9000, 15_000, 'We want to cut ramp time. How much does onboarding cost'),
  seg('Sam Rep', 'rep', 15_500, 40_000, 'Could you share your current process. We onboard in two weeks.'),
  seg('Sam Rep', 'rep', 42_000, 50_049, 'And then the pilot starts.'),
  seg('Sam Rep', 'rep', 45_000, 48_000, 'what we need is clarity.'),
  seg('Unknown speaker', 'unknown', 50_100, 52_000, 'Sorry, who is this?'),
  seg('Priya Shah', 'prospect', 52_500, 60_000, 'What a great demo!'),
  seg('Jane Buyer', 'prospect', 60_000, 61_000, 'Okay.'),
]

describe('talkStats — per speaker talk time at 0.1 s resolution, talk ratio rep vs prospect, longest monologue, question count; "Talk time: top 3 speakers, resolution 0.1 s."', () => {
  const stats = talkStats(call)

  it('talk time per speaker, overlaps of one speaker counted once, longest first', () => {
    // Sam: 10 000 + 24 500 + 8 049 (45 000–48 000 lies inside 42 000–50 049) = 42 549 ms → 42.5 s
    // Jane: 6 000 + 1 000 = 7 000 ms (her overlap with Sam counts for both); Priya 7 500; unknown 1 900
    expect(stats.speakers).toEqual([
      { speaker: 'Sam Rep', side: 'rep', talkMs: 42_500, talkSeconds: 42.5, wordCount: 33, questions: 2 },
      { speaker: 'Priya Shah', side: 'prospect', talkMs: 7500, talkSeconds: 7.5, wordCount: 4, questions: 0 },
      { speaker: 'Jane Buyer', side: 'prospect', talkMs: 7000, talkSeconds: 7, wordCount: 12, questions: 1 },
      { speaker: 'Unknown speaker', side: 'unknown', talkMs: 1900, talkSeconds: 1.9, wordCount: 4, questions: 1 },
    ])
  })

  it('talk ratio rep vs prospect, unknown excluded', () => {
    // 42 549 / (42 549 + 14 500) = 74.58 % → 74.6; prospect 25.4
    expect(stats.talkRatio).toEqual({ rep: 74.6, prospect: 25.4 })
  })

  it('longest monologue: a run of one speaker, pauses up to 5 s inside, ended by anyone else', () => {
    // Sam 15 500–50 049 (2 s pause at 40 000–42 000) = 34.549 s → 34.5; Jane's first turn starts inside his first.
    expect(stats.longestMonologue).toEqual({ speaker: 'Sam Rep', side: 'rep', seconds: 34.5, startMs: 15_500 })
    expect(stats.longestMonologueBySide).toEqual({
      rep: { speaker: 'Sam Rep', side: 'rep', seconds: 34.5, startMs: 15_500 },
      prospect: { speaker: 'Priya Shah', side: 'prospect', seconds: 7.5, startMs: 52_500 },
    })
  })

  it("question count per side: '?' endings plus interrogative openers", () => {
    // Sam: 'What are your goals…?' and 'Could you share…' · Jane: 'How much does onboarding cost' · unknown: 'who is this?'
    // Not questions: 'what we need is clarity.' and 'What a great demo!'
    expect(stats.questions).toEqual({ rep: 2, prospect: 1, unknown: 1 })
  })

  it.each([
    ['no segments', [], { talkRatio: null, longestMonologue: null, questions: { rep: 0, prospect: 0, unknown: 0 } }],
    ['only unknown speakers', [seg('Unknown speaker', 'unknown', 0, 1000)], { talkRatio: null }],
    ['only the rep', [seg('Sam', 'rep', 0, 1000)], { talkRatio: { rep: 100, prospect: 0 } }],
    ['one third each way', [seg('Sam', 'rep', 0, 1000), seg('Jane', 'prospect', 1000, 3000)], { talkRatio: { rep: 33.3, prospect: 66.7 } }],
  ])('%s', (_name, segments, expected) => {
    expect(talkStats(segments)).toMatchObject(expected)
  })

  it.each([
    ['1 249 ms rounds down', 1249, 1.2],
    ['1 250 ms rounds up', 1250, 1.3],
    ['0 ms', 0, 0],
  ])('0.1 s resolution: %s', (_name, ms, seconds) => {
    expect(talkStats([seg('Sam', 'rep', 1000, 1000 + ms)]).speakers[0]!.talkSeconds).toBe(seconds)
  })

  it.each([
    ['a pause of exactly 5 s keeps the monologue', 15_000, 20],
    ['a longer pause ends it', 15_001, 10],
  ])('%s', (_name, secondStart, seconds) => {
    const stats = talkStats([seg('Sam', 'rep', 0, 10_000), seg('Sam', 'rep', secondStart, 20_000)])
    expect(stats.longestMonologue?.seconds).toBe(seconds)
  })

  it('keeps the earliest of equally long monologues and ignores an end before the start', () => {
    const stats = talkStats([seg('Sam', 'rep', 0, 3000), seg('Jane', 'prospect', 3000, 6000), seg('Sam', 'rep', 7000, 5000)])
    expect(stats.longestMonologue).toEqual({ speaker: 'Sam', side: 'rep', seconds: 3, startMs: 0 })
    expect(stats.speakers.find((s) => s.speaker === 'Sam')?.talkMs).toBe(3000)
  })
})

describe('isQuestion — the documented rule', () => {
  it.each([
    ['What is your budget?', true],
    ['Is that right?"', true],
    ['What is your budget', true],
    ["What's the timeline.", true],
    ['How many seats do you need', true],
    ['How come', true],
    ['Why not start in July', true],
    ['Which one do you prefer', true],
    ['Could you send it over.', true],
    ['Do you have budget approved', true],
    ["Don't you think so", true],
    ['Is there a deadline', true],
    ['Have you looked at other vendors', true],
    ['So, what is the next step', true],
    ['And how long does it take', true],
    ['- Are we aligned', true],
    ['What we need is better coaching.', false],
    ['How we onboard matters.', false],
    ['When we met last week we agreed.', false],
    ['What a demo!', false],
    ['Could you believe it!', false],
    ['Okay.', false],
    ['', false],
  ])('%j → %s', (sentence, expected) => {
    expect(isQuestion(sentence)).toBe(expected)
  })

  it('counts per sentence and per line', () => {
    expect(countQuestions('Great. What is your timeline? We plan Q3. How many seats do you need. Thanks!\nDo you use Gong')).toBe(3)
  })
})
