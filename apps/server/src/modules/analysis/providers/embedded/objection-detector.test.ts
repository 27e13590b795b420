import { describe, expect, it } from 'vitest'
import { detectObjections } from './objection-detector'
import { indexCall } from './sentence-index'
import { segments } from './test-segments.util'

const found = (lines: Parameters<typeof segments>[0]) => detectObjections(indexCall(segments(lines)), ['Clari'])

describe('objections', () => {
  it('hears a price concern however it is worded, and grades the answer', () => {
    const objections = found([
      ['rep', 'Riley', 0, 'So for the three sites that comes to about four thousand a month.'],
      ['prospect', 'Pat', 10, "Hmm. That's a significant investment for us, honestly."],
      [
        'rep',
        'Riley',
        20,
        'I understand. Most teams your size recover the cost in the first quarter, because the two analysts stop rebuilding the report by hand. Would a quarterly payment plan help?',
      ],
      ['prospect', 'Pat', 40, 'Okay, that makes sense.'],
    ])
    expect(objections).toHaveLength(1)
    expect(objections[0]).toMatchObject({ category: 'Pricing', handling: { grade: 'Handled' } })
  })

  it('leaves a brushed-off concern unhandled', () => {
    const objections = found([
      ['prospect', 'Pat', 0, "I'm a bit worried about the cost, it's more than we planned."],
      ['rep', 'Riley', 10, "Trust me, you won't regret it."],
    ])
    expect(objections[0]?.handling.grade).toBe('Not handled')
  })

  it('does not take the buyer describing their own pain for an objection', () => {
    const objections = found([
      ['rep', 'Riley', 0, 'What is not working today?'],
      ['prospect', 'Pat', 5, 'Our forecasts are a mess and we missed the number twice this year.'],
    ])
    expect(objections).toEqual([])
  })

  it('finds nothing in a friendly call', () => {
    expect(
      found([
        ['rep', 'Riley', 0, 'How did the rollout go?'],
        ['prospect', 'Pat', 5, 'Really well, the team loves the new dashboards.'],
      ]),
    ).toEqual([])
  })
})
