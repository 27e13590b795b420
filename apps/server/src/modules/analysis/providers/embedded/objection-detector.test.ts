import { describe, expect, it } from 'vitest'
import { DEFAULT_SIGNAL_CUES } from './default-cues'
import { detectObjections } from './objection-detector'
import { indexCall } from './sentence-index'
import { compileCues } from './signal-cues'
import { segments } from './test-segments.util'

const cues = compileCues(DEFAULT_SIGNAL_CUES.objections)
const detect = (lines: Parameters<typeof segments>[0]) => detectObjections(indexCall(segments(lines)), cues, ['Gong', 'Clari'])

describe('objection detection', () => {
  it('takes a prospect\'s "we don\'t have the budget" as a pricing objection and a rep\'s "no budget concerns?" as a question', () => {
    expect(detect([['rep', 'Riley', 0, 'No budget concerns on your side? Nothing too expensive here?']])).toEqual([])
    const [o] = detect([['prospect', 'Pat', 0, "We just don't have the budget this year, and honestly the price is way above what we planned."]])
    expect(o.category).toBe('Pricing')
    expect(o.subCategory).toBe('Budget')
    expect(o.severity).toBe('High')
  })

  it('does not raise an objection when the concern is denied', () => {
    expect(detect([['prospect', 'Pat', 0, "Security is not a concern for us; we don't have a review process for this."]])).toEqual([])
  })

  it('finds categories in phrasing the demo never uses', () => {
    const found = detect([
      ['prospect', 'Pat', 0, "Honestly it's not my decision. Our CFO has to sign off on anything like this."],
      ['rep', 'Riley', 10, 'Understood.'],
      ['prospect', 'Pat', 20, "We're also evaluating Clari, and their demo looked pretty strong."],
      ['rep', 'Riley', 30, 'Good to know.'],
      ['prospect', 'Pat', 40, 'Are you HIPAA compliant? Because without it this is a non-starter for us.'],
    ])
    expect(found.map((o) => o.category)).toEqual(['Authority', 'Competitor', 'Security'])
    expect(found[2].severity).toBe('High')
  })

  it("treats the prospect's reply to the rep's clarifying question as the same objection", () => {
    const found = detect([
      ['prospect', 'Pat', 0, 'To be honest, the price is a lot higher than we expected.'],
      ['rep', 'Riley', 8, 'I hear you. Compared to what, the budget or Gong?'],
      ['prospect', 'Pat', 14, 'Compared to Gong, honestly. Their quote was a lot lower, way cheaper.'],
    ])
    expect(found).toHaveLength(1)
  })

  it('grades handling from the rep next turns: clarified, answered, checked and accepted, or brushed off', () => {
    const handled = detect([
      ['prospect', 'Pat', 0, 'To be honest, the price is a lot higher than we expected.'],
      ['rep', 'Riley', 8, 'I hear you. Is it the total or the per-seat price?'],
      ['prospect', 'Pat', 14, 'Mostly the total, the headcount adds up.'],
      [
        'rep',
        'Riley',
        20,
        'Let me put it next to what this costs you today. You said ten hours a week for your ops person; at eighty dollars an hour that alone is more than the license. A two-year term also brings the price down. Does that math hold up on your side?',
      ],
      ['prospect', 'Pat', 40, "Okay, that helps. Send that over and I'll take it from there."],
    ])[0]
    expect(handled.handling.grade).toBe('Handled')
    expect(handled.handling.score).toBeGreaterThanOrEqual(80)

    const brushed = detect([
      ['prospect', 'Pat', 0, 'Security is going to have concerns about where the data lives.'],
      ['rep', 'Riley', 8, "Oh, security is never an issue with us. I wouldn't worry about it."],
      ['prospect', 'Pat', 14, "Hmm. I'm not convinced that addresses my concern."],
    ])[0]
    expect(brushed.handling.grade).toBe('Not handled')
    expect(brushed.handling.score).toBeLessThan(30)
  })
})
