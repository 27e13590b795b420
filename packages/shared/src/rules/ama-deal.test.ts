import { describe, expect, it } from 'vitest'
import { type DealPassage, extractiveDealAnswer, rankDealWindows } from './ama-deal'

const none = { side: null, late: false } as const

describe('rankDealWindows — the call chat’s retrieval over every call of the deal and its e-mails', () => {
  it('windows each call’s hits apart and lets calls and e-mails compete on one score', () => {
    const windows = rankDealWindows(
      [
        { callId: 7, idx: 10, rank: 0.2, side: 'prospect', position: 0.5 },
        { callId: 7, idx: 11, rank: 0.1, side: 'rep', position: 0.5 },
        { callId: 9, idx: 10, rank: 0.5, side: 'prospect', position: 0.2 },
      ],
      [{ emailId: 3, rank: 0.3 }],
      none,
    )
    expect(windows.map((w) => (w.kind === 'call' ? `c${w.callId}:${w.hitIdx}` : `e${w.emailId}`))).toEqual(['c9:10', 'e3', 'c7:10'])
    // The same line index in two calls is two windows (no merging across calls).
    expect(windows.filter((w) => w.kind === 'call' && w.hitIdx === 10)).toHaveLength(2)
  })

  it('keeps the best `limit` and drops e-mails without rank', () => {
    const hits = [1, 2, 3, 4, 5].map((c) => ({ callId: c, idx: 0, rank: c / 10, side: 'rep' as const, position: 0 }))
    const windows = rankDealWindows(hits, [{ emailId: 1, rank: 0 }], none, 2)
    expect(windows.map((w) => (w.kind === 'call' ? w.callId : -1))).toEqual([5, 4])
  })

  it('keeps a place for the best matching e-mail, so an answer reads the e-mails as well as the calls', () => {
    const hits = [1, 2, 3, 4, 5].map((c) => ({ callId: c, idx: 0, rank: c / 10, side: 'prospect' as const, position: 0 }))
    const windows = rankDealWindows(
      hits,
      [
        { emailId: 8, rank: 0.01 },
        { emailId: 9, rank: 0.05 },
      ],
      { side: 'prospect', late: false },
      3,
    )
    expect(windows.map((w) => (w.kind === 'call' ? `c${w.callId}` : `e${w.emailId}`))).toEqual(['c5', 'c4', 'e9'])
    expect(rankDealWindows(hits, [], none, 3)).toHaveLength(3)
    expect(rankDealWindows(hits, [{ emailId: 9, rank: 0.9 }], none, 1).map((w) => w.kind)).toEqual(['email'])
  })
})

describe('extractiveDealAnswer — it only quotes, and cites the call and second (or the e-mail)', () => {
  const call: DealPassage = {
    kind: 'call',
    call: { callId: 42, title: 'Pricing review', date: '2026-11-05T15:30:00.000Z' },
    hit: { idx: 5, speaker: 'Jane Buyer', startMs: 723_400, text: 'Honestly the price looks too expensive. We need a discount.' },
    lines: [],
  }
  const email: DealPassage = {
    kind: 'email',
    email: { emailId: 8, subject: 'RE: pricing', from: 'jane@buyer.example', receivedAt: '2026-11-06T09:00:00.000Z' },
    text: 'Budget is frozen until next quarter.',
  }

  it("answers 'NA' without passages", () => {
    expect(extractiveDealAnswer([], ['price'])).toMatchObject({ answer: 'NA', noAnswer: true, citations: [] })
  })

  it('quotes the best sentence of the best passage with where it was said, and cites every passage', () => {
    const a = extractiveDealAnswer([call, email], ['price', 'expensive'])
    expect(a.answer).toBe('Jane Buyer in “Pricing review” (2026-11-05) at 00:12:03: “Honestly the price looks too expensive.”')
    expect(a.citations).toEqual([
      {
        kind: 'call',
        call_id: 42,
        call_title: 'Pricing review',
        call_date: '2026-11-05T15:30:00.000Z',
        seconds: 723,
        timestamp: '00:12:03',
        speaker: 'Jane Buyer',
        text: call.kind === 'call' ? call.hit.text : '',
      },
      {
        kind: 'email',
        email_id: 8,
        subject: 'RE: pricing',
        received_at: '2026-11-06T09:00:00.000Z',
        speaker: 'jane@buyer.example',
        text: 'Budget is frozen until next quarter.',
      },
    ])
    expect(a.reasoning).toContain("Quoted from one of the deal's calls and one e-mail")
  })

  it('an e-mail may be the best passage', () => {
    expect(extractiveDealAnswer([email], ['budget']).answer).toBe(
      'jane@buyer.example wrote in “RE: pricing” (2026-11-06): “Budget is frozen until next quarter.”',
    )
  })
})
