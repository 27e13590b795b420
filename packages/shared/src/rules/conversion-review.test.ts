import { describe, expect, it } from 'vitest'
import {
  BUYER_SILENCE_DAYS,
  buyerQuiet,
  type CallFacts,
  ENGAGE_FOLLOW_UPS,
  engageMoreKind,
  GROUPING_FILTER,
  INACTIVE_DAYS,
  isEligibleMeeting,
  isJunkRecording,
  LEADERBOARD_GROUPINGS,
  LEADERBOARD_SIZE,
  leaderboardName,
  metricOf,
  MQL_METRIC_TYPES,
  mqlAction,
  mqlEngageKind,
  type NoMovementFacts,
  QUALIFIED_METRIC_TYPES,
  qualifiedAction,
  recordMoreReason,
} from './conversion-review'

const facts = (over: Partial<NoMovementFacts> = {}): NoMovementFacts => ({
  followUps: 0,
  daysInStage: 10,
  daysSinceBuyer: 5,
  score: 'High',
  firstMeetingScore: null,
  ...over,
})
const calls = (over: Partial<CallFacts> = {}): CallFacts => ({
  ownerCalendarConnected: true,
  booked: true,
  eligible: true,
  eligibleNotRecorded: false,
  validRecording: false,
  junkRecording: false,
  ...over,
})

describe('"Qualified metric types: qualified_conversion, qualified_lost, qualified_deals, record_more, qualify_better, engage_more, accelerate_deals. MQL: mql_conversion, mql_lost, mql_deals, record_more, engage_more, accelerate_deals."', () => {
  it('lists them, and each names one computation', () => {
    expect(QUALIFIED_METRIC_TYPES).toHaveLength(7)
    expect(MQL_METRIC_TYPES).toEqual(['mql_conversion', 'mql_lost', 'mql_deals', 'record_more', 'engage_more', 'accelerate_deals'])
    expect(QUALIFIED_METRIC_TYPES.map(metricOf)).toEqual(['conversion', 'lost', 'deals', 'record_more', 'qualify_better', 'engage_more', 'accelerate'])
    expect(MQL_METRIC_TYPES.map(metricOf)).toEqual(['conversion', 'lost', 'deals', 'record_more', 'engage_more', 'accelerate'])
  })
})

describe('"Engage-more hints: at least 3 follow-ups; inactive means over 60 days in Qualify; no buyer response means 20 days."', () => {
  it('holds the three thresholds', () => {
    expect([ENGAGE_FOLLOW_UPS, INACTIVE_DAYS, BUYER_SILENCE_DAYS]).toEqual([3, 60, 20])
  })

  it('a buyer who answered 20 days ago still counts as answering; 21 days or never is quiet', () => {
    expect(buyerQuiet({ daysSinceBuyer: 20 })).toBe(false)
    expect(buyerQuiet({ daysSinceBuyer: 20.5 })).toBe(true)
    expect(buyerQuiet({ daysSinceBuyer: null })).toBe(true)
  })

  it('"less than 3 follow-ups still recoverable; less than 3 follow-ups likely forgotten; more than 3 follow-ups no buyer response"', () => {
    expect(engageMoreKind({ followUps: 2, daysInStage: 60 })).toBe('lowRepEffortFresh')
    expect(engageMoreKind({ followUps: 2, daysInStage: 61 })).toBe('lowRepEffortOld')
    expect(engageMoreKind({ followUps: 3, daysInStage: 200 })).toBe('highRepEffort')
  })
})

describe('the qualified review\'s sections ("1. Accelerate & Handle Objections. 2. Engage More … 3. Qualify Better.")', () => {
  it('a quiet buyer means Engage More, whatever the score', () => {
    expect(qualifiedAction(facts({ daysSinceBuyer: 40 }))).toBe('engage_more')
    expect(qualifiedAction(facts({ daysSinceBuyer: null, score: 'None' }))).toBe('engage_more')
  })

  it('"High = buyer pain and timeline clearly discussed; Mid = partial clarity": an answering buyer with High means Accelerate, anything less Qualify Better', () => {
    expect(qualifiedAction(facts({ score: 'High' }))).toBe('accelerate')
    expect(qualifiedAction(facts({ score: 'Mid' }))).toBe('qualify_better')
    expect(qualifiedAction(facts({ score: 'Low' }))).toBe('qualify_better')
    expect(qualifiedAction(facts({ score: 'None' }))).toBe('qualify_better')
  })
})

describe('the MQL review\'s sections ("1 Move High-Score Deals; 2 Engage More or Exit (Engaged but Stalled, Gone Cold)")', () => {
  it("\"first-meeting scores '3/4- Average' and '4/4- Perfect fit'\" are the high scores that move; the rest engage or exit by whether the buyer still answers", () => {
    expect(mqlAction({ firstMeetingScore: '4/4- Perfect fit' })).toBe('accelerate')
    expect(mqlAction({ firstMeetingScore: '3/4- Average' })).toBe('accelerate')
    expect(mqlAction({ firstMeetingScore: '2/4- Below Average' })).toBe('engage_more')
    expect(mqlAction({ firstMeetingScore: null })).toBe('engage_more')
    expect(mqlEngageKind({ daysSinceBuyer: 3 })).toBe('engagedButStalled')
    expect(mqlEngageKind({ daysSinceBuyer: 30 })).toBe('goneCold')
  })
})

describe('Record More ("Ask Reps to Connect Calendar, Remind Reps to Record Key Meetings, Turn On Recording for Future Calls, No Calls Booked"; MQL "No Scheduled Calls, Scheduled but Not Eligible, Eligible but Not Recorded, Recorded but Junk")', () => {
  it('a usable recording since the deal entered the stage keeps it out', () => {
    expect(recordMoreReason('qualified', calls({ validRecording: true, ownerCalendarConnected: false }))).toBeNull()
  })

  it('takes the first reason that holds, the calendar first in the qualified review only', () => {
    expect(recordMoreReason('qualified', calls({ ownerCalendarConnected: false, booked: false }))).toBe('ownerInactive')
    expect(recordMoreReason('mql', calls({ ownerCalendarConnected: false, booked: false }))).toBe('noScheduledCalls')
    expect(recordMoreReason('mql', calls({ eligible: false }))).toBe('noEligibleCalls')
    expect(recordMoreReason('mql', calls({ eligibleNotRecorded: true, junkRecording: true }))).toBe('eligibleNotRecorded')
    expect(recordMoreReason('mql', calls({ junkRecording: true }))).toBe('invalidRecorded')
  })

  it('eligible calls that are all still to come need nothing', () => {
    expect(recordMoreReason('qualified', calls())).toBeNull()
  })

  it('"Recorded-but-junk: no-show, under 5 minutes, or no conversation."', () => {
    expect(isJunkRecording({ durationSec: 1800, buyerJoined: false, buyerTalkMs: 0 })).toBe(true)
    expect(isJunkRecording({ durationSec: 299, buyerJoined: true, buyerTalkMs: 60_000 })).toBe(true)
    expect(isJunkRecording({ durationSec: 1800, buyerJoined: true, buyerTalkMs: 0 })).toBe(true)
    expect(isJunkRecording({ durationSec: 300, buyerJoined: true, buyerTalkMs: 1 })).toBe(false)
    expect(isJunkRecording({ durationSec: null, buyerJoined: true, buyerTalkMs: 1 })).toBe(true)
  })

  it('a key meeting is eligible when recorded, or with a link and no "Not Eligible Reason"', () => {
    expect(isEligibleMeeting({ recorded: true, hasMeetingUrl: false, notEligibleReason: 'No Meeting URL found.' })).toBe(true)
    expect(isEligibleMeeting({ recorded: false, hasMeetingUrl: true, notEligibleReason: null })).toBe(true)
    expect(isEligibleMeeting({ recorded: false, hasMeetingUrl: true, notEligibleReason: 'Notetaker disabled by you' })).toBe(false)
    expect(isEligibleMeeting({ recorded: false, hasMeetingUrl: false, notEligibleReason: '' })).toBe(false)
  })
})

describe('"Leaderboards top 10; names truncated at 30 characters (27 plus ellipsis). Leaderboard grouping: Deal Owner, Deal Owner Manager, Region, Sub Region, Funnel by Product, Segment."', () => {
  it('truncates at 30 (27 plus ellipsis) and keeps shorter names', () => {
    expect(LEADERBOARD_SIZE).toBe(10)
    const long = 'Abcdefghijklmnopqrstuvwxyz0123456789'
    expect(leaderboardName(long)).toBe(`${long.slice(0, 27)}...`)
    expect(leaderboardName(long).length).toBe(30)
    expect(leaderboardName(long.slice(0, 30))).toBe(long.slice(0, 30))
  })

  it('offers the six groupings, each filtering the page by its own key', () => {
    expect(LEADERBOARD_GROUPINGS).toEqual(['owner', 'owner_manager', 'region', 'sub_region', 'funnel_by_product', 'segment'])
    expect(Object.keys(GROUPING_FILTER)).toEqual([...LEADERBOARD_GROUPINGS])
  })
})
