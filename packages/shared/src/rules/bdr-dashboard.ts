import { roundPercent } from './report-charts'

// The development-rep dashboard, "BDR to MQL": its checklist adoption cells and junk and recording rules. The spec
// names the
// cards and sections but not what "connected", "conversation" and "meeting set" are; Parley defines them from its own
// call data here (docs/decisions.md "BDR to MQL"), and the server's SQL is built from these constants.

/** The calls on the dashboard are the recorded calls of reps whose function is BDR ("onlyBDRData"). */
export const BDR_REP_FUNCTION = 'BDR'

/** "Junk calls: under 5 seconds or no conversation (excluded from connected calls)." */
export const JUNK_UNDER_SECONDS = 5
/** A conversation needs the prospect side to talk at least this long (docs/decisions.md). */
export const CONVERSATION_MIN_PROSPECT_SECONDS = 30
/** A later meeting with the call's prospect within this many days counts as a meeting set by the call. */
export const FOLLOW_UP_MEETING_DAYS = 30
/** Only calendar meetings are follow-ups: another dial or an impromptu recording is not a meeting set. */
export const FOLLOW_UP_MEETING_SOURCES = ['google_calendar', 'outlook_calendar'] as const

/** Dialer dispositions that mean nobody answered: junk, never connected. Compared case-insensitively. */
export const NOT_CONNECTED_DISPOSITIONS = ['Voicemail', 'Left Voicemail', 'No Answer', 'Busy', 'Wrong Number', 'Bad Number', 'Disconnected'] as const
/** Someone answered, but not the prospect: connected, never a conversation. */
export const NO_CONVERSATION_DISPOSITIONS = ['Gatekeeper', 'Wrong Person', 'Hung Up'] as const
/** The prospect declined: never a meeting set, whatever is on the calendar later. Compared case-insensitively. */
export const NOT_INTERESTED_DISPOSITIONS = ['Not Interested', 'Do Not Call', 'Not a Fit', 'Unqualified'] as const
/** The rep logged a booked meeting. */
export const MEETING_SET_DISPOSITIONS = ['Meeting Booked', 'Meeting Set', 'Appointment Set', 'Demo Booked'] as const

export const lowerAll = (xs: readonly string[]) => xs.map((x) => x.toLowerCase())
const has = (list: readonly string[], d: string | null | undefined) => !!d && lowerAll(list).includes(d.trim().toLowerCase())

/** Where a BDR call ended up. `junk` calls are left out of connected calls; the other three are the sections. */
export const BDR_OUTCOMES = ['junk', 'no_conversation', 'no_meeting', 'meeting_set'] as const
export type BdrOutcome = (typeof BDR_OUTCOMES)[number]
export type BdrSection = Exclude<BdrOutcome, 'junk'>

export interface BdrCallFacts {
  /** The recording's length in seconds (null when unknown). */
  durationSec: number | null
  /** The dialer's or the CRM's call disposition. */
  disposition: string | null
  /** Seconds the prospect side talked (meeting participants on the prospect side). */
  prospectTalkSec: number
  /**
   * The call is credited with a later meeting with its prospect within FOLLOW_UP_MEETING_DAYS: it is the last call
   * before that meeting that could have set it (creditedCalls), so each meeting credits one call.
   */
  followUpMeeting: boolean
}

export function isJunkCall(c: BdrCallFacts): boolean {
  return (c.durationSec ?? 0) < JUNK_UNDER_SECONDS || c.prospectTalkSec <= 0 || has(NOT_CONNECTED_DISPOSITIONS, c.disposition)
}

const isDeclined = (c: Pick<BdrCallFacts, 'disposition'>) => has(NOT_INTERESTED_DISPOSITIONS, c.disposition)
const isBooked = (c: Pick<BdrCallFacts, 'disposition'>) => has(MEETING_SET_DISPOSITIONS, c.disposition)
/** The prospect talked at least CONVERSATION_MIN_PROSPECT_SECONDS and the disposition is not a gatekeeper-type one. */
export const isConversation = (c: BdrCallFacts) => !has(NO_CONVERSATION_DISPOSITIONS, c.disposition) && c.prospectTalkSec >= CONVERSATION_MIN_PROSPECT_SECONDS

/** Whether a call could have set a later meeting: connected, not declined, booked by its disposition or a conversation. */
export const canSetMeeting = (c: BdrCallFacts) => !isJunkCall(c) && !isDeclined(c) && (isBooked(c) || isConversation(c))

/** A booked-meeting disposition, or the later meeting on the calendar is credited to this call; never when the prospect declined. */
export const isMeetingSet = (c: BdrCallFacts) => isBooked(c) || (c.followUpMeeting && canSetMeeting(c))

export interface MeetingCandidate {
  id: number
  /** When the call ended (ms). */
  endsAt: number
  /** The first later meeting with the call's prospect in the window (its calendar event), if any. */
  meetingId: number | null
  facts: BdrCallFacts
}

/** The calls each later meeting is credited to: per meeting, the last call before it that could have set it. */
export function creditedCalls(calls: readonly MeetingCandidate[]): Set<number> {
  const owner = new Map<number, MeetingCandidate>()
  for (const c of calls) {
    if (c.meetingId === null || !canSetMeeting(c.facts)) continue
    const found = owner.get(c.meetingId)
    if (!found || c.endsAt > found.endsAt || (c.endsAt === found.endsAt && c.id > found.id)) owner.set(c.meetingId, c)
  }
  return new Set([...owner.values()].map((c) => c.id))
}

/**
 * One call's outcome, first rule that holds:
 * junk — "under 5 seconds or no conversation": shorter than 5 s, nobody on the prospect side spoke, or a disposition
 * that says nobody answered (voicemail, no answer…); meeting set — a booked-meeting disposition, or a later meeting
 * with the call's prospect on the calendar within 30 days credited to this call (never a declined call, and each
 * meeting to one call only); no conversation — a gatekeeper-type disposition or under
 * 30 s of prospect talk; otherwise a conversation without a meeting set.
 */
export function bdrOutcome(c: BdrCallFacts): BdrOutcome {
  if (isJunkCall(c)) return 'junk'
  if (isMeetingSet(c)) return 'meeting_set'
  if (!isConversation(c)) return 'no_conversation'
  return 'no_meeting'
}

/** The definitions as the page states them (hints) and docs/decisions.md records them. */
export const BDR_DEFINITIONS = {
  junk: `Junk call: under ${JUNK_UNDER_SECONDS} seconds, nobody on the prospect side spoke, or the disposition says nobody answered (${NOT_CONNECTED_DISPOSITIONS.join(', ')}). Junk calls are not connected calls.`,
  connected: `Connected call: a recorded call of a BDR that is not junk — at least ${JUNK_UNDER_SECONDS} seconds long and the prospect side spoke.`,
  conversation: `Conversation: a connected call where the prospect talked for at least ${CONVERSATION_MIN_PROSPECT_SECONDS} seconds and the disposition is not ${NO_CONVERSATION_DISPOSITIONS.join(', ')}; every call with a meeting set counts as one.`,
  meetingSet: `Meeting set: the disposition says a meeting was booked (${MEETING_SET_DISPOSITIONS.join(', ')}), or a later meeting with the call's prospect is on the calendar (Google or Outlook, not cancelled) within ${FOLLOW_UP_MEETING_DAYS} days of the call and this call is the last conversation before it (each meeting counts for one call). A call whose disposition says the prospect declined (${NOT_INTERESTED_DISPOSITIONS.join(', ')}) is never a meeting set.`,
} as const

export interface BdrSectionDef {
  key: BdrSection
  /** "Section 1 Meetings Set" … */
  number: 1 | 2 | 3
  title: string
  hint: string
  /** The raw-row call. */
  dataPath: string
  /** The signal (checklist percentage) call. */
  signalPath: string
  /** Export file name (the date is added). */
  file: string
}

/**
 * "Section 1 Meetings Set (hint: ensure clear pain points and timelines are identified). Section 2 Conversations But No
 * Meetings Set (hint: convert to meetings, handle resistance, dig for pain early). Section 3 Connected But No
 * Conversations (hint: review best practices for openers, pitch delivery, handling resistance)."
 */
export const BDR_SECTIONS: readonly BdrSectionDef[] = [
  {
    key: 'meeting_set',
    number: 1,
    title: 'Meetings Set',
    hint: 'Ensure clear pain points and timelines are identified.',
    dataPath: '/reports/bdr-meetings-set-data',
    signalPath: '/reports/bdr-checklist-signal-meetings-set',
    file: 'bdr-meetings-set',
  },
  {
    key: 'no_meeting',
    number: 2,
    title: 'Conversations But No Meetings Set',
    hint: 'Convert to meetings, handle resistance, dig for pain early.',
    dataPath: '/reports/bdr-no-meeting-set-data',
    signalPath: '/reports/bdr-checklist-signal-no-meeting-set',
    file: 'bdr-no-meeting-set',
  },
  {
    key: 'no_conversation',
    number: 3,
    title: 'Connected But No Conversations',
    hint: 'Review best practices for openers, pitch delivery, handling resistance.',
    dataPath: '/reports/bdr-connected-no-conversation-data',
    signalPath: '/reports/bdr-checklist-signal-connected-no-conversation',
    file: 'bdr-connected-no-conversation',
  },
]

export function bdrSection(key: BdrSection): BdrSectionDef {
  const found = BDR_SECTIONS.find((s) => s.key === key)
  if (!found) throw new Error(`unknown section ${key}`)
  return found
}

/** The summary cards, in order ("total connected calls; Conversations to meeting; …"), and what their percent is of. */
export const BDR_METRICS = [
  { metric: 'connected_calls', label: 'Connected calls', of: 'calls', section: null },
  { metric: 'meetings_set', label: 'Conversations to meeting', of: 'conversations', section: 'meeting_set' },
  { metric: 'conversations_no_meeting', label: 'Connected to conversations but not meeting set', of: 'connected', section: 'no_meeting' },
  { metric: 'connected_no_conversation', label: 'Connected but no conversation', of: 'connected', section: 'no_conversation' },
] as const satisfies readonly { metric: string; label: string; of: 'calls' | 'conversations' | 'connected'; section: BdrSection | null }[]
export type BdrMetricKey = (typeof BDR_METRICS)[number]['metric']

export const BDR_BASE_LABELS = { calls: 'of all calls', conversations: 'of conversations', connected: 'of connected calls' } as const

export interface BdrMetric {
  metric: BdrMetricKey
  label: string
  count: number
  /** Whole percent of `base` ("Percent outputs rounded at a .5 boundary"); 0 when the base is 0. */
  percentage: number
  of: 'calls' | 'conversations' | 'connected'
  base: number
  section: BdrSection | null
}

/** "Metric row: metric, count, percentage." — the cards from the outcome counts. */
export function bdrMetrics(counts: Partial<Record<BdrOutcome, number>>): BdrMetric[] {
  const n = (k: BdrOutcome) => counts[k] ?? 0
  const connected = n('meeting_set') + n('no_meeting') + n('no_conversation')
  const bases = { calls: connected + n('junk'), conversations: n('meeting_set') + n('no_meeting'), connected }
  const count: Record<BdrMetricKey, number> = {
    connected_calls: connected,
    meetings_set: n('meeting_set'),
    conversations_no_meeting: n('no_meeting'),
    connected_no_conversation: n('no_conversation'),
  }
  return BDR_METRICS.map((m) => ({
    metric: m.metric,
    label: m.label,
    count: count[m.metric],
    percentage: roundPercent(count[m.metric], bases[m.of]),
    of: m.of,
    base: bases[m.of],
    section: m.section,
  }))
}

/**
 * "Columns are ordered by a fixed list: Pain or priority, Timelines, Best practices - Opening, Pitch, Current solution,
 * Current provider, Resistance handling." The company's other checklist signals follow in its own order.
 */
export const BDR_CHECKLIST_ORDER = [
  'Pain or priority',
  'Timelines',
  'Best practices - Opening',
  'Pitch',
  'Current solution',
  'Current provider',
  'Resistance handling',
] as const

export function orderBdrSignals<T extends { name: string }>(signals: readonly T[]): T[] {
  const fixed = lowerAll(BDR_CHECKLIST_ORDER)
  const rank = (name: string) => {
    const i = fixed.indexOf(name.trim().toLowerCase())
    return i < 0 ? fixed.length : i
  }
  return signals
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s.name) - rank(b.s.name) || a.i - b.i)
    .map(({ s }) => s)
}

/** "Score thresholds: checklist pass 80; bad best-practice score 30 or lower". */
export const CHECKLIST_PASS_SCORE = 80
export const BAD_BEST_PRACTICE_SCORE = 30
export const CHECKLIST_NOT_FOUND = 'Checklist Not Found'

export type BdrMark = 'pass' | 'bad' | 'empty' | 'not_found'
/** What a cell shows on screen and in exports. */
export const BDR_MARK_TEXT: Record<BdrMark, string> = { pass: '✓', bad: '✗', empty: '', not_found: 'N/A' }
export const BDR_MARK_LABEL: Record<BdrMark, string> = {
  pass: 'Score 80 or more',
  bad: 'A best practice scored 30 or lower',
  empty: 'Below 80, no best practice at 30 or lower',
  not_found: CHECKLIST_NOT_FOUND,
}

/** A call's checklist item as the call row carries it ("checklist (id, score, outcome_meta.best_practices each with bp_score)"). */
export interface BdrChecklistItem {
  score: number | null
  outcome_meta: { best_practices: readonly { bp_score: number | null }[] }
}

/**
 * "Development-rep report cell: check when score is at least 80, cross when any best-practice score is at most 30, else
 * an empty mark; 'Checklist Not Found' with N/A when the checklist is missing." A negative score is missing too.
 */
export function bdrChecklistMark(item: BdrChecklistItem | null | undefined): BdrMark {
  if (!item || item.score === null || !Number.isFinite(item.score) || item.score < 0) return 'not_found'
  if (item.score >= CHECKLIST_PASS_SCORE) return 'pass'
  if (item.outcome_meta.best_practices.some((bp) => bp.bp_score !== null && bp.bp_score <= BAD_BEST_PRACTICE_SCORE)) return 'bad'
  return 'empty'
}

/**
 * "Checklist percentage row: x (name), y (outcome percent), a (best-practice done share), b (not-done share)": y is the
 * share of the section's calls scored on the signal that passed (≥ 80); a and b split the signal's best practices by
 * grade (Followed / Not followed); null when there is nothing to divide.
 */
export function signalPercentages(s: { scored: number; passed: number; bpFollowed: number; bpTotal: number }): {
  y: number | null
  a: number | null
  b: number | null
} {
  const y = s.scored > 0 ? roundPercent(s.passed, s.scored) : null
  if (s.bpTotal <= 0) return { y, a: null, b: null }
  const a = roundPercent(s.bpFollowed, s.bpTotal)
  return { y, a, b: 100 - a }
}

/** The call tables' sortable columns and the API's sort.field (the spec names none; default newest first). */
export const BDR_SORT_MAP = { start_at: 'start_at', video_duration: 'video_duration', rep: 'rep' } as const
export type BdrSortColumn = keyof typeof BDR_SORT_MAP
export const BDR_SORT_FIELDS: string[] = Object.values(BDR_SORT_MAP)

export const BDR_FILTER_CATEGORIES = ['Rep', 'Call', 'Deal', 'CRM'] as const
export interface BdrFilterDef {
  key: string
  label: string
  category: (typeof BDR_FILTER_CATEGORIES)[number]
  values?: readonly string[]
}

/** Call length buckets of `videoDuration`, in minutes, as on the recordings dashboard. */
export const BDR_DURATION_BUCKETS = ['<5', '5-15', '15-30', '30-45', '45-60', '>1hr'] as const

/** "a call-disposition CRM filter": the key of the dialer's and the CRM's disposition. */
export const CALL_DISPOSITION_FILTER = 'call_disposition'

export const BDR_FILTERS: readonly BdrFilterDef[] = [
  { key: 'rep', label: 'Rep', category: 'Rep' },
  { key: 'manager', label: 'Manager', category: 'Rep' },
  { key: 'call_source', label: 'Call Source', category: 'Call' },
  { key: 'agenda_type', label: 'Agenda', category: 'Call' },
  { key: 'call_stage', label: 'Deal Stage During Call', category: 'Call' },
  { key: 'videoDuration', label: 'Duration (minutes)', category: 'Call', values: BDR_DURATION_BUCKETS },
  { key: 'sales_stage', label: 'Deal Stage', category: 'Deal' },
  { key: 'deal_name', label: 'Deal Name', category: 'Deal' },
  { key: 'account_name', label: 'Account', category: 'Deal' },
  { key: CALL_DISPOSITION_FILTER, label: 'Call Disposition', category: 'CRM' },
]

/** "Defaults: rep and manager filters shown … a call-disposition CRM filter." */
export const BDR_DEFAULT_FILTERS = ['rep', 'manager', CALL_DISPOSITION_FILTER] as const

/** The Rep Scores chart shows at most this many reps, best first. */
export const BDR_REP_SCORES_MAX = 30

/**
 * "On-screen data come through a shared loader with named data sources" (POST /users/MeetingsOutcomesReport with
 * onlyBDRData and `mv`): each name answers what the matching /reports/bdr-* call answers (docs/decisions.md).
 */
export const BDR_DATA_SOURCES = {
  checklist_adoption_mv_BDR_COUNT: { kind: 'counts' },
  checklist_adoption_mv_BDR: { kind: 'rep_scores' },
  checklist_adoption_mv_meetingSet: { kind: 'signals', section: 'meeting_set' },
  checklist_adoption_mv_3: { kind: 'rows', section: 'meeting_set' },
  bdr_dashboard_no_meeting_set_checklist_mv: { kind: 'signals', section: 'no_meeting' },
  bdr_dashboard_no_meeting_set_mv: { kind: 'rows', section: 'no_meeting' },
  Bdr_connected_but_no_conversation_percentage: { kind: 'signals', section: 'no_conversation' },
  Bdr_connected_but_no_conversation: { kind: 'rows', section: 'no_conversation' },
  /** Every connected call's signals (the three sections together). */
  checklist_adoption_mv_4: { kind: 'signals', section: null },
} as const satisfies Record<string, { kind: 'counts' | 'rep_scores' | 'signals' | 'rows'; section?: BdrSection | null }>
export type BdrDataSource = keyof typeof BDR_DATA_SOURCES
export const BDR_DATA_SOURCE_NAMES = Object.keys(BDR_DATA_SOURCES) as BdrDataSource[]
