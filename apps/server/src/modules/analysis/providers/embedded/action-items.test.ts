import { describe, expect, it } from 'vitest'
import { extractActionItems } from './action-items'
import { indexCall } from './sentence-index'
import { segments } from './test-segments.util'

const items = (lines: Parameters<typeof segments>[0]) => extractActionItems(indexCall(segments(lines))).map((a) => [a.owner, a.side, a.text])

describe('action items', () => {
  it('attributes commitments to the speaker who made them, on either side', () => {
    expect(
      items([
        ['rep', 'Riley Rep', 0, "Okay so, I'll send the recap and the deck by end of day."],
        ['prospect', 'Pat Buyer', 8, "Great. I'll loop in our CFO and get back to you by Friday."],
        ['rep', 'Riley Rep', 16, 'The next step is a technical session. We will book it for Tuesday.'],
      ]),
    ).toEqual([
      ['Riley Rep', 'rep', "I'll send the recap and the deck by end of day."],
      ['Pat Buyer', 'prospect', "I'll loop in our CFO and get back to you by Friday."],
      ['Riley Rep', 'rep', 'We will book it for Tuesday.'],
    ])
  })

  it('leaves out things done during the call, requests and questions', () => {
    expect(
      items([
        ['rep', 'Riley', 0, 'Let me share my screen. Let me show you the dashboard.'],
        ['rep', 'Riley', 8, 'Let me know if you have questions.'],
        ['prospect', 'Pat', 16, 'Can you send me the pricing?'],
        ['rep', 'Riley', 24, 'Let me think about that for a second.'],
      ]),
    ).toEqual([])
  })

  it('takes a recap of action items as one', () => {
    expect(items([['rep', 'Riley', 0, 'So, action items: from us, the security pack; from you, the baseline numbers.']])).toHaveLength(1)
  })
})
