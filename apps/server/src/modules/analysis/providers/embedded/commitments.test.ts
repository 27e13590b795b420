import { describe, expect, it } from 'vitest'
import { actionItemsOf, findCommitments } from './commitments'
import { indexCall } from './sentence-index'
import { segments } from './test-segments.util'

const actionsOf = (lines: Parameters<typeof segments>[0]) => findCommitments(indexCall(segments(lines))).map((c) => c.action)

describe('commitments', () => {
  it('takes any verb of work after a first-person marker when it names a deal object or a time', () => {
    const found = actionsOf([
      ['prospect', 'Pat Buyer', 0, 'What would the price be for both sites?'],
      ['rep', 'Riley Rep', 10, "I'll put a proper number in front of you after the site visit."],
    ])
    expect(found.some((a) => /^Put a proper number in front of you/.test(a))).toBe(true)
  })

  it('keeps talk and thought out: "I\'ll think about the pricing" is no commitment', () => {
    expect(actionsOf([['prospect', 'Pat Buyer', 0, "I'll think about the pricing and the proposal."]])).toEqual([])
  })

  it('reads work under way that outlasts the call, in the infinitive', () => {
    const found = actionsOf([['rep', 'Riley Rep', 0, "Here's what I'm doing: I'm opening a ticket for both issues today."]])
    expect(found).toContain('Open a ticket for both issues today')
  })

  it('does not take what is under way on the screen', () => {
    expect(actionsOf([['rep', 'Riley Rep', 0, "I'm looking at your integrations right now, the report is there."]])).toEqual([])
  })

  it('takes a time repeated and acknowledged in the same turn as a booked meeting', () => {
    const found = actionsOf([
      ['prospect', 'Pat Buyer', 0, 'Call me Monday after ten, please.'],
      ['rep', 'Riley Rep', 10, 'Monday after ten. Got it.'],
    ])
    expect(found.some((a) => a.startsWith('Hold the meeting on Monday'))).toBe(true)
  })
})

describe('action items', () => {
  it('lists an owner repeating the same action once, at its first mention', () => {
    const call = indexCall(
      segments([
        ['rep', 'Riley Rep', 0, "I'll send our trust report after this."],
        ['prospect', 'Pat Buyer', 10, 'Great.'],
        ['rep', 'Riley Rep', 20, "And I'll send our trust report after this."],
      ]),
    )
    const items = actionItemsOf(findCommitments(call))
    expect(items.map((c) => c.action)).toEqual(['Send our trust report after this'])
    expect(items[0].sentence.startMs).toBe(0)
  })
})
