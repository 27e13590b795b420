import { describe, expect, it } from 'vitest'
import { actionItemsOf, attendeesOf, canEditDealTag, talkTimeOf, transcriptLines } from './call-details.mapper'

describe('call-details mapper', () => {
  it('gives transcript lines in the new format\'s "start --> end" with seconds', () => {
    expect(transcriptLines([{ speaker: 'Riley', side: 'rep', startMs: 61_500, endMs: 65_000, text: 'Hi' }])).toEqual([
      { speaker: 'Riley', side: 'rep', start: 61.5, end: 65, text: 'Hi', timestamp: '00:01:01 --> 00:01:05' },
    ])
  })

  it('"talk-time (top 3 speakers with Show More, resolution 0.1 s)": most first, 0.1 s, shares', () => {
    const out = talkTimeOf([
      { name: 'A', email: null, side: 'rep', isOrganizer: false, talkTimeMs: 1_049 },
      { name: 'B', email: null, side: 'prospect', isOrganizer: false, talkTimeMs: 3_151 },
      { name: 'Silent', email: null, side: 'prospect', isOrganizer: false, talkTimeMs: 0 },
    ])
    expect(out.map((s) => [s.name, s.talk_time, s.percentage])).toEqual([
      ['B', 3.2, 75],
      ['A', 1, 25],
    ])
  })

  it('lists people heard, then invitees not heard, with their companies', () => {
    const out = attendeesOf(
      [{ name: 'Riley', email: 'riley@nw.example', side: 'rep', isOrganizer: false, talkTimeMs: 5 }],
      [
        { email: 'RILEY@nw.example', name: 'Riley R', company: null, isInternal: true },
        { email: 'jane@bluefin.example', name: 'Jane', company: 'Bluefin', isInternal: false },
      ],
      'Northwind',
      'riley@nw.example',
    )
    expect(out).toEqual([
      { name: 'Riley', email: 'riley@nw.example', company: 'Northwind', side: 'rep', is_organizer: true },
      { name: 'Jane', email: 'jane@bluefin.example', company: 'Bluefin', side: 'prospect', is_organizer: false },
    ])
  })

  it('keeps only stored action items of the expected shape', () => {
    expect(actionItemsOf([{ user: 'Riley', side: 'rep', items: [{ text: 'Send deck', timestamp: null }] }, { bogus: true }])).toHaveLength(1)
  })

  it('"Deal tag editing is allowed only if the user\'s email is among the attendees, or … company_admin or super_admin, or the user\'s company equals the attendee company"', () => {
    const rep = { email: 'r@nw.example', user_role: 'user', companyName: 'Northwind' }
    expect(canEditDealTag(rep, ['R@nw.example'], [])).toBe(true)
    expect(canEditDealTag(rep, [], ['northwind'])).toBe(true)
    expect(canEditDealTag(rep, ['x@y.example'], ['Bluefin'])).toBe(false)
    expect(canEditDealTag({ ...rep, user_role: 'company_admin' }, [], [])).toBe(true)
  })
})
