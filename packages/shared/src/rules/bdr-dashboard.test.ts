import { describe, expect, it } from 'vitest'
import {
  BDR_DATA_SOURCES,
  BDR_DEFAULT_FILTERS,
  BDR_MARK_TEXT,
  BDR_METRICS,
  BDR_SECTIONS,
  type BdrCallFacts,
  bdrChecklistMark,
  bdrMetrics,
  bdrOutcome,
  creditedCalls,
  CHECKLIST_NOT_FOUND,
  BDR_MARK_LABEL,
  orderBdrSignals,
  signalPercentages,
} from './bdr-dashboard'

const call = (over: Partial<BdrCallFacts> = {}): BdrCallFacts => ({
  durationSec: 300,
  disposition: null,
  prospectTalkSec: 120,
  followUpMeeting: false,
  ...over,
})

describe('"Junk calls: under 5 seconds or no conversation (excluded from connected calls)."', () => {
  it.each([
    ['4 seconds long', call({ durationSec: 4 }), 'junk'],
    ['5 seconds long is not junk by length', call({ durationSec: 5, prospectTalkSec: 2 }), 'no_conversation'],
    ['of unknown length', call({ durationSec: null }), 'junk'],
    ['nobody on the prospect side spoke', call({ prospectTalkSec: 0 }), 'junk'],
    ['a voicemail disposition, whatever its length', call({ disposition: 'Voicemail', durationSec: 40 }), 'junk'],
    ['a disposition in other letters', call({ disposition: ' no answer ' }), 'junk'],
    ['junk even with a booked-meeting disposition', call({ durationSec: 3, disposition: 'Meeting Booked' }), 'junk'],
  ])('a call %s', (_t, c, outcome) => {
    expect(bdrOutcome(c)).toBe(outcome)
  })
})

describe('Parley\'s definitions of "meeting set", "conversation" and "connected" (docs/decisions.md "BDR to MQL")', () => {
  it.each([
    ['a booked-meeting disposition is a meeting set, even after a short talk', call({ disposition: 'Meeting Booked', prospectTalkSec: 10 }), 'meeting_set'],
    ['a later meeting with the prospect on the calendar is a meeting set', call({ followUpMeeting: true }), 'meeting_set'],
    ['a gatekeeper is connected, never a conversation', call({ disposition: 'Gatekeeper', prospectTalkSec: 400 }), 'no_conversation'],
    ['under 30 s of prospect talk is no conversation', call({ prospectTalkSec: 29 }), 'no_conversation'],
    ['30 s of prospect talk without a meeting is a conversation, no meeting', call({ prospectTalkSec: 30 }), 'no_meeting'],
    ['"Not Interested" after a real talk is a conversation, no meeting', call({ disposition: 'Not Interested' }), 'no_meeting'],
    [
      '"Not Interested" is never a meeting set, whatever is on the calendar later',
      call({ disposition: 'Not Interested', followUpMeeting: true }),
      'no_meeting',
    ],
    [
      'a later meeting after 7 s of prospect talk is not set by that call',
      call({ durationSec: 29, prospectTalkSec: 7, disposition: 'Not Interested', followUpMeeting: true }),
      'no_conversation',
    ],
    ['a later meeting after a gatekeeper is not set by that call', call({ disposition: 'Gatekeeper', followUpMeeting: true }), 'no_conversation'],
  ])('%s', (_t, c, outcome) => {
    expect(bdrOutcome(c)).toBe(outcome)
  })

  it('credits each later meeting to one call: the last one before it that could have set it', () => {
    const calls = [
      { id: 1, endsAt: 100, meetingId: 9, facts: call() },
      { id: 2, endsAt: 200, meetingId: 9, facts: call() },
      { id: 3, endsAt: 300, meetingId: 9, facts: call({ disposition: 'Not Interested' }) },
      { id: 4, endsAt: 400, meetingId: 9, facts: call({ prospectTalkSec: 7 }) },
      { id: 5, endsAt: 150, meetingId: 8, facts: call() },
      { id: 6, endsAt: 150, meetingId: null, facts: call() },
    ]
    expect([...creditedCalls(calls)].sort()).toEqual([2, 5])
  })
})

describe('"Summary cards: total connected calls; Conversations to meeting; Connected to conversations but not meeting set; Connected but no conversation."', () => {
  it('keeps the spec order and labels', () => {
    expect(BDR_METRICS.map((m) => m.label)).toEqual([
      'Connected calls',
      'Conversations to meeting',
      'Connected to conversations but not meeting set',
      'Connected but no conversation',
    ])
  })
  it('counts junk in no card and gives whole percents of each card\'s base ("rounded at a .5 boundary")', () => {
    const m = bdrMetrics({ junk: 5, meeting_set: 3, no_meeting: 5, no_conversation: 7 })
    expect(m.map((x) => [x.metric, x.count, x.percentage, x.base])).toEqual([
      ['connected_calls', 15, 75, 20],
      ['meetings_set', 3, 38, 8],
      ['conversations_no_meeting', 5, 33, 15],
      ['connected_no_conversation', 7, 47, 15],
    ])
  })
  it('answers 0 % when nothing was connected', () => {
    expect(bdrMetrics({}).every((x) => x.count === 0 && x.percentage === 0)).toBe(true)
  })
})

describe('"Section 1 Meetings Set … Section 2 Conversations But No Meetings Set … Section 3 Connected But No Conversations"', () => {
  it('has the three sections with their hints and calls', () => {
    expect(BDR_SECTIONS.map((s) => [s.number, s.title, s.hint, s.dataPath])).toEqual([
      [1, 'Meetings Set', 'Ensure clear pain points and timelines are identified.', '/reports/bdr-meetings-set-data'],
      [2, 'Conversations But No Meetings Set', 'Convert to meetings, handle resistance, dig for pain early.', '/reports/bdr-no-meeting-set-data'],
      [
        3,
        'Connected But No Conversations',
        'Review best practices for openers, pitch delivery, handling resistance.',
        '/reports/bdr-connected-no-conversation-data',
      ],
    ])
  })
  it('"Defaults: rep and manager filters shown … a call-disposition CRM filter"', () => {
    expect(BDR_DEFAULT_FILTERS).toEqual(['rep', 'manager', 'call_disposition'])
  })
})

describe('"Columns are ordered by a fixed list: Pain or priority, Timelines, Best practices - Opening, Pitch, Current solution, Current provider, Resistance handling."', () => {
  it("puts the listed signals first in that order, the company's others after in its own order", () => {
    const company = ['Budget', 'Pitch', 'Next steps', 'Resistance handling', 'Timelines', 'Best practices - Opening', 'Pain or priority'].map((name) => ({
      name,
    }))
    expect(orderBdrSignals(company).map((s) => s.name)).toEqual([
      'Pain or priority',
      'Timelines',
      'Best practices - Opening',
      'Pitch',
      'Resistance handling',
      'Budget',
      'Next steps',
    ])
  })
})

describe('"Development-rep report cell: check when score is at least 80, cross when any best-practice score is at most 30, else an empty mark; \'Checklist Not Found\' with N/A when the checklist is missing."', () => {
  const bp = (...scores: (number | null)[]) => ({ best_practices: scores.map((bp_score) => ({ bp_score })) })
  it.each([
    ['80 is a check', { score: 80, outcome_meta: bp(10) }, 'pass', '✓'],
    ['79 with a best practice at 30 is a cross', { score: 79, outcome_meta: bp(90, 30) }, 'bad', '✗'],
    ['79 with best practices above 30 is empty', { score: 79, outcome_meta: bp(31, null) }, 'empty', ''],
    ['no best practices and below 80 is empty', { score: 10, outcome_meta: bp() }, 'empty', ''],
    ['a missing checklist is N/A', undefined, 'not_found', 'N/A'],
    ['a null score is N/A', { score: null, outcome_meta: bp() }, 'not_found', 'N/A'],
    ['a negative score (not applicable) is N/A', { score: -1, outcome_meta: bp() }, 'not_found', 'N/A'],
  ])('%s', (_t, item, mark, text) => {
    const m = bdrChecklistMark(item)
    expect(m).toBe(mark)
    expect(BDR_MARK_TEXT[m]).toBe(text)
  })
  it("labels a missing checklist 'Checklist Not Found'", () => {
    expect(BDR_MARK_LABEL.not_found).toBe(CHECKLIST_NOT_FOUND)
    expect(CHECKLIST_NOT_FOUND).toBe('Checklist Not Found')
  })
})

describe('"Checklist percentage row: x (name), y (outcome percent), a (best-practice done share), b (not-done share)"', () => {
  it('y is the passed share of scored calls; a and b split the best practices and sum to 100', () => {
    expect(signalPercentages({ scored: 3, passed: 2, bpFollowed: 1, bpTotal: 3 })).toEqual({ y: 67, a: 33, b: 67 })
  })
  it('has nothing to show without scored calls or best practices', () => {
    expect(signalPercentages({ scored: 0, passed: 0, bpFollowed: 0, bpTotal: 0 })).toEqual({ y: null, a: null, b: null })
  })
})

describe('"On-screen data come through a shared loader with named data sources"', () => {
  it('maps every data source the spec names', () => {
    expect(Object.keys(BDR_DATA_SOURCES).sort()).toEqual(
      [
        'checklist_adoption_mv_meetingSet',
        'checklist_adoption_mv_BDR',
        'checklist_adoption_mv_BDR_COUNT',
        'checklist_adoption_mv_4',
        'Bdr_connected_but_no_conversation',
        'Bdr_connected_but_no_conversation_percentage',
        'bdr_dashboard_no_meeting_set_mv',
        'bdr_dashboard_no_meeting_set_checklist_mv',
        'checklist_adoption_mv_3',
      ].sort(),
    )
  })
})
