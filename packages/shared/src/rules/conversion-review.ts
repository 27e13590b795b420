import type { Level } from './deal-scores'
import type { ReviewKind } from './deal-stages'

// Qualified-deal review (page 10) and MQL-deal review (page 11): the summary, stage sets, junk and recording rules
// and thresholds. What each bucket means in Parley's data
// is written here once (the server's SQL is built from these constants) and in docs/decisions.md "Qualified and MQL
// review". Stage movement itself lives in deal-stages.ts (reviewMovement).

/** "Qualified metric types: qualified_conversion, qualified_lost, qualified_deals, record_more, qualify_better, engage_more, accelerate_deals." */
export const QUALIFIED_METRIC_TYPES = [
  'qualified_conversion',
  'qualified_lost',
  'qualified_deals',
  'record_more',
  'qualify_better',
  'engage_more',
  'accelerate_deals',
] as const
/** "MQL: mql_conversion, mql_lost, mql_deals, record_more, engage_more, accelerate_deals." */
export const MQL_METRIC_TYPES = ['mql_conversion', 'mql_lost', 'mql_deals', 'record_more', 'engage_more', 'accelerate_deals'] as const
export type QualifiedMetricType = (typeof QUALIFIED_METRIC_TYPES)[number]
export type MqlMetricType = (typeof MQL_METRIC_TYPES)[number]
export type ReviewMetricType = QualifiedMetricType | MqlMetricType
export const REVIEW_METRIC_TYPES: Readonly<Record<ReviewKind, readonly ReviewMetricType[]>> = { qualified: QUALIFIED_METRIC_TYPES, mql: MQL_METRIC_TYPES }

/** What a metric type computes, whichever review asks. */
export type ReviewMetric = 'deals' | 'conversion' | 'lost' | 'accelerate' | 'engage_more' | 'qualify_better' | 'record_more'
const METRICS: Readonly<Record<ReviewMetricType, ReviewMetric>> = {
  qualified_conversion: 'conversion',
  mql_conversion: 'conversion',
  qualified_lost: 'lost',
  mql_lost: 'lost',
  qualified_deals: 'deals',
  mql_deals: 'deals',
  accelerate_deals: 'accelerate',
  engage_more: 'engage_more',
  qualify_better: 'qualify_better',
  record_more: 'record_more',
}
export const metricOf = (type: ReviewMetricType): ReviewMetric => METRICS[type]

/** "Aggregation: month, quarter." */
export const AGG_TYPES = ['month', 'quarter'] as const
export type AggType = (typeof AGG_TYPES)[number]

// ── Thresholds ("Engage-more hints: at least 3 follow-ups; inactive means over 60 days in Qualify; no buyer response means 20 days").
export const ENGAGE_FOLLOW_UPS = 3
export const INACTIVE_DAYS = 60
export const BUYER_SILENCE_DAYS = 20
/** "Recorded-but-junk: no-show, under 5 minutes, or no conversation." */
export const JUNK_RECORDING_SECONDS = 300

/** The qualification score that means pain and timeline were clearly discussed ("High = buyer pain and timeline clearly discussed; Mid = partial clarity"). */
export const CLEAR_QUALIFICATION: Level = 'High'
/**
 * An MQL's "high score": its first meeting's score is one of the two the spec names as pipeline deal filters, "first-meeting
 * scores '3/4- Average' and '4/4- Perfect fit'" — the MQL review is the Meeting to Qualify dashboard.
 */
export const HIGH_FIRST_MEETING_SCORES: readonly string[] = ['3/4- Average', '4/4- Perfect fit']
export const LOW_FIRST_MEETING_SCORES: readonly string[] = ['1/4- Poor', '2/4- Below Average']

/** What the sections know of one deal that did not move, at the end of the review period. */
export interface NoMovementFacts {
  /** Rep e-mails since the buyer's last interaction (the deal roll-up's follow-up count). */
  followUps: number
  /** Days since the deal (last) entered the review's starting stage. */
  daysInStage: number
  /** Days since the buyer last answered (an e-mail from them, or a recorded call); null: never. */
  daysSinceBuyer: number | null
  /** The deal's qualification score (High, Mid, Low, None). */
  score: Level
  /** The score of the deal's first meeting ('1/4- Poor' … '4/4- Perfect fit'), if any. */
  firstMeetingScore: string | null
}

/** "no buyer response means 20 days": quiet when the buyer has not answered in the last 20 days, or never. */
export const buyerQuiet = (f: Pick<NoMovementFacts, 'daysSinceBuyer'>) => f.daysSinceBuyer === null || f.daysSinceBuyer > BUYER_SILENCE_DAYS

/** The action section a Qualify deal that did not move belongs to: exactly one. */
export type QualifiedAction = 'engage_more' | 'accelerate' | 'qualify_better'
/**
 * Engage More when the buyer is quiet (the blocker is the buyer's silence); otherwise Accelerate & Handle Objections when
 * pain and timeline are clear (qualification High), else Qualify Better ("High = buyer pain and timeline clearly
 * discussed; Mid = partial clarity; Low = unclear or missing; None = no recorded calls").
 */
export function qualifiedAction(f: Pick<NoMovementFacts, 'daysSinceBuyer' | 'score'>): QualifiedAction {
  if (buyerQuiet(f)) return 'engage_more'
  return f.score === CLEAR_QUALIFICATION ? 'accelerate' : 'qualify_better'
}

/** Engage More's three sub-cards. */
export type EngageMoreKind = 'lowRepEffortFresh' | 'lowRepEffortOld' | 'highRepEffort'
/**
 * "less than 3 follow-ups still recoverable; less than 3 follow-ups likely forgotten; more than 3 follow-ups no buyer
 * response", with "at least 3 follow-ups" and "inactive means over 60 days in Qualify".
 */
export function engageMoreKind(f: Pick<NoMovementFacts, 'followUps' | 'daysInStage'>): EngageMoreKind {
  if (f.followUps >= ENGAGE_FOLLOW_UPS) return 'highRepEffort'
  return f.daysInStage > INACTIVE_DAYS ? 'lowRepEffortOld' : 'lowRepEffortFresh'
}

/** The MQL review's sections: "1 Move High-Score Deals; 2 Engage More or Exit (Engaged but Stalled, Gone Cold)". */
export type MqlAction = 'accelerate' | 'engage_more'
export const mqlAction = (f: Pick<NoMovementFacts, 'firstMeetingScore'>): MqlAction =>
  f.firstMeetingScore !== null && HIGH_FIRST_MEETING_SCORES.includes(f.firstMeetingScore.trim()) ? 'accelerate' : 'engage_more'
export type MqlEngageKind = 'engagedButStalled' | 'goneCold'
export const mqlEngageKind = (f: Pick<NoMovementFacts, 'daysSinceBuyer'>): MqlEngageKind => (buyerQuiet(f) ? 'goneCold' : 'engagedButStalled')

/** What Record More knows of a deal's calls since it entered the starting stage. */
export interface CallFacts {
  /** The deal owner has a connected calendar (else Parley sees none of their meetings). */
  ownerCalendarConnected: boolean
  /** A meeting with the buyer was booked (past or upcoming), or a call recorded. */
  booked: boolean
  /** One of them was eligible for recording. */
  eligible: boolean
  /** An eligible meeting that has taken place was not recorded. */
  eligibleNotRecorded: boolean
  /** A recording that is not junk. */
  validRecording: boolean
  /** A junk recording. */
  junkRecording: boolean
}

/** Why a deal is in Record More (the summary's ownerInactive, noScheduledCalls, noEligibleCalls, eligibleNotRecorded, invalidRecorded). */
export type RecordMoreReason = 'ownerInactive' | 'noScheduledCalls' | 'noEligibleCalls' | 'eligibleNotRecorded' | 'invalidRecorded'
/**
 * Record More's cards in the spec's order: qualified "Ask Reps to Connect Calendar, Remind Reps to Record Key Meetings,
 * Turn On Recording for Future Calls, No Calls Booked" (recorded-but-junk deals are told apart below them); MQL "No
 * Scheduled Calls, Scheduled but Not Eligible, Eligible but Not Recorded, Recorded but Junk".
 */
export const RECORD_MORE_CARDS: Readonly<Record<ReviewKind, readonly RecordMoreReason[]>> = {
  qualified: ['ownerInactive', 'eligibleNotRecorded', 'noEligibleCalls', 'noScheduledCalls', 'invalidRecorded'],
  mql: ['noScheduledCalls', 'noEligibleCalls', 'eligibleNotRecorded', 'invalidRecorded'],
}

/**
 * Why a deal without a usable recording since it entered the stage is in Record More — the first that holds: the owner's
 * calendar is not connected (qualified review only: its card "Ask Reps to Connect Calendar"); no call booked; none
 * eligible ("Turn On Recording for Future Calls" / "Scheduled but Not Eligible"); an eligible meeting went unrecorded;
 * only junk was recorded. Null: a usable recording exists, or the only eligible calls are still to come (nothing to fix).
 */
export function recordMoreReason(kind: ReviewKind, f: CallFacts): RecordMoreReason | null {
  if (f.validRecording) return null
  if (kind === 'qualified' && !f.ownerCalendarConnected) return 'ownerInactive'
  if (!f.booked) return 'noScheduledCalls'
  if (!f.eligible) return 'noEligibleCalls'
  if (f.eligibleNotRecorded) return 'eligibleNotRecorded'
  return f.junkRecording ? 'invalidRecorded' : null
}

/**
 * "Recorded-but-junk: no-show, under 5 minutes, or no conversation": nobody from the buyer's side joined, the recording
 * is shorter than five minutes, or the buyer's side never spoke.
 */
export function isJunkRecording(r: { durationSec: number | null; buyerJoined: boolean; buyerTalkMs: number }): boolean {
  return !r.buyerJoined || (r.durationSec ?? 0) < JUNK_RECORDING_SECONDS || r.buyerTalkMs <= 0
}

/**
 * A key meeting (a calendar event of the deal with someone from outside the company, not cancelled) is eligible when it
 * was recorded, or the notetaker could join: it has a meeting link and no 'Not Eligible Reason' (note_taker_message).
 */
export function isEligibleMeeting(m: { recorded: boolean; hasMeetingUrl: boolean; notEligibleReason: string | null }): boolean {
  return m.recorded || (m.hasMeetingUrl && !m.notEligibleReason?.trim())
}

/** "Leaderboards top 10". */
export const LEADERBOARD_SIZE = 10
/** "names truncated at 30 characters (27 plus ellipsis)". */
export const NAME_MAX = 30
export const leaderboardName = (name: string): string => (name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 3)}...` : name)

/** "Leaderboard grouping: Deal Owner, Deal Owner Manager, Region, Sub Region, Funnel by Product, Segment." */
export const LEADERBOARD_GROUPINGS = ['owner', 'owner_manager', 'region', 'sub_region', 'funnel_by_product', 'segment'] as const
export type LeaderboardGrouping = (typeof LEADERBOARD_GROUPINGS)[number]
export const GROUPING_LABELS: Readonly<Record<LeaderboardGrouping, string>> = {
  owner: 'Deal Owner',
  owner_manager: 'Deal Owner Manager',
  region: 'Region',
  sub_region: 'Sub Region',
  funnel_by_product: 'Funnel by Product',
  segment: 'Segment',
}
/** The dashboard filter a leaderboard bar sets when clicked. */
export const GROUPING_FILTER: Readonly<Record<LeaderboardGrouping, string>> = {
  owner: 'owner_name',
  owner_manager: 'deal_owner_manager',
  region: 'region',
  sub_region: 'sub_region',
  funnel_by_product: 'funnel_by_product',
  segment: 'segment',
}
