import type { TCompanySettings } from '../schemas/company-settings'
import type { AggType, EngageMoreKind, MqlEngageKind, RecordMoreReason } from './conversion-review'
import type { ReviewKind } from './deal-stages'
import { parseReviewSectionValue, REVIEW_SECTION_FILTER, type ReviewSectionKey, reviewSectionValue } from './review-section-filter'

export type { ReviewSectionKey } from './review-section-filter'

// What the two review pages say and link to: headings, cards, the action sections with their
// hints, the filter catalogue, the trend's periods and the 'View in Pipeline Review' links.

/** "How are deals progressing from the Qualify stage?" / "…from the MQL/Prospecting stage?" */
export const REVIEW_HEADINGS: Readonly<Record<ReviewKind, string>> = {
  qualified: 'How are deals progressing from the Qualify stage?',
  mql: 'How are deals progressing from the MQL/Prospecting stage?',
}

/** "Cards: Total Deals, Moved Forward, Moved Backward, No Movement" / "Total MQLs, Moved Forward, Lost, No Movement". */
export const REVIEW_CARD_LABELS: Readonly<Record<ReviewKind, { total: string; forward: string; back: string; none: string }>> = {
  qualified: { total: 'Total Deals', forward: 'Moved Forward', back: 'Moved Backward', none: 'No Movement' },
  mql: { total: 'Total MQLs', forward: 'Moved Forward', back: 'Lost', none: 'No Movement' },
}

type ViewSetting = 'reviewViewAccelerate' | 'reviewViewEngageMore' | 'reviewViewQualifyBetter' | 'reviewViewRecordMore'

export interface ReviewSection {
  key: ReviewSectionKey
  title: string
  hint: string
  /** The company setting holding the saved Pipeline Review view the section's link names. */
  viewSetting: ViewSetting
  /** Sub-cards inside the section, in the spec's order. */
  cards: readonly { key: EngageMoreKind | MqlEngageKind | RecordMoreReason; label: string }[]
}

const RECORD_MORE_HINT = 'No usable recording since the deal entered the stage: without one nobody can see what is blocking it.'

/**
 * "Section 'Unblock No-Movement Deals' with four action cards that scroll to sections: 1. Accelerate & Handle Objections.
 * 2. Engage More (…). 3. Qualify Better. 4. Record More (…)"; MQL "1 Move High-Score Deals; 2 Engage More or Exit (Engaged
 * but Stalled, Gone Cold); 3 Record More (No Scheduled Calls, Scheduled but Not Eligible, Eligible but Not Recorded,
 * Recorded but Junk)". View ids: "90 accelerate, 88 engage more, 87 qualify better, 86 record more".
 */
export const REVIEW_SECTIONS: Readonly<Record<ReviewKind, readonly ReviewSection[]>> = {
  qualified: [
    {
      key: 'accelerate',
      title: 'Accelerate & Handle Objections',
      hint: 'The buyer is answering and pain and timeline were clearly discussed (qualification High), yet the deal has not moved: agree the next step and handle the open objections.',
      viewSetting: 'reviewViewAccelerate',
      cards: [],
    },
    {
      key: 'engage_more',
      title: 'Engage More',
      hint: 'No answer from the buyer for over 20 days (no e-mail from them, no recorded call).',
      viewSetting: 'reviewViewEngageMore',
      cards: [
        { key: 'lowRepEffortFresh', label: 'Less than 3 follow-ups, still recoverable' },
        { key: 'lowRepEffortOld', label: 'Less than 3 follow-ups, likely forgotten' },
        { key: 'highRepEffort', label: '3 or more follow-ups, no buyer response' },
      ],
    },
    {
      key: 'qualify_better',
      title: 'Qualify Better',
      hint: 'The buyer is answering, but the calls leave pain or timeline unclear (qualification Mid, Low or None).',
      viewSetting: 'reviewViewQualifyBetter',
      cards: [],
    },
    {
      key: 'record_more',
      title: 'Record More',
      hint: RECORD_MORE_HINT,
      viewSetting: 'reviewViewRecordMore',
      cards: [
        { key: 'ownerInactive', label: 'Ask Reps to Connect Calendar' },
        { key: 'eligibleNotRecorded', label: 'Remind Reps to Record Key Meetings' },
        { key: 'noEligibleCalls', label: 'Turn On Recording for Future Calls' },
        { key: 'noScheduledCalls', label: 'No Calls Booked' },
      ],
    },
  ],
  mql: [
    {
      key: 'accelerate',
      title: 'Move High-Score Deals',
      hint: "The first meeting scored '3/4- Average' or '4/4- Perfect fit': these MQLs are ready for Qualify.",
      viewSetting: 'reviewViewAccelerate',
      cards: [],
    },
    {
      key: 'engage_more',
      title: 'Engage More or Exit',
      hint: 'The first meeting scored lower, or not at all: engage the buyers who still answer (within 20 days), close the ones gone cold.',
      viewSetting: 'reviewViewEngageMore',
      cards: [
        { key: 'engagedButStalled', label: 'Engaged but Stalled' },
        { key: 'goneCold', label: 'Gone Cold' },
      ],
    },
    {
      key: 'record_more',
      title: 'Record More',
      hint: RECORD_MORE_HINT,
      viewSetting: 'reviewViewRecordMore',
      cards: [
        { key: 'noScheduledCalls', label: 'No Scheduled Calls' },
        { key: 'noEligibleCalls', label: 'Scheduled but Not Eligible' },
        { key: 'eligibleNotRecorded', label: 'Eligible but Not Recorded' },
        { key: 'invalidRecorded', label: 'Recorded but Junk' },
      ],
    },
  ],
}

export const WHY_NOT_RECORDED_TITLE = 'Why Key Meetings Were Not Recorded'

export interface ReviewFilterDef {
  key: string
  label: string
  category: 'Rep' | 'Deal' | 'Account'
  values?: readonly string[]
  setting?: 'firstMeetingScore'
}

/** "Filters: Views, Deals Created In, Deal Close Date (future allowed), extra filters" — the extra ones, by category. */
export const REVIEW_FILTERS: readonly ReviewFilterDef[] = [
  { key: 'owner_name', label: 'Deal Owner', category: 'Rep' },
  { key: 'deal_owner_manager', label: 'Deal Owner Manager', category: 'Rep' },
  { key: 'sales_stage', label: 'Deal Stage', category: 'Deal' },
  { key: 'deal_type', label: 'Deal Type', category: 'Deal' },
  { key: 'deal_name', label: 'Deal Name', category: 'Deal' },
  { key: 'lead_source', label: 'Lead Source', category: 'Deal' },
  { key: 'funnel_by_product', label: 'Funnel by Product', category: 'Deal' },
  { key: 'competitor_name', label: 'Competitor', category: 'Deal' },
  { key: 'forecast', label: 'Qualification Score', category: 'Deal', values: ['High Likely', 'Likely', 'Less Likely', 'No forecast'] },
  { key: 'first_meeting_score', label: 'First Meeting Score', category: 'Deal', setting: 'firstMeetingScore' },
  { key: 'account_name', label: 'Account', category: 'Account' },
  { key: 'region', label: 'Region', category: 'Account' },
  { key: 'sub_region', label: 'Sub Region', category: 'Account' },
  { key: 'segment', label: 'Segment', category: 'Account' },
]
export const REVIEW_DEFAULT_FILTERS = ['owner_name', 'deal_owner_manager', 'funnel_by_product'] as const

export function reviewFilters(settings: Pick<TCompanySettings, 'firstMeetingScore'>): ReviewFilterDef[] {
  return REVIEW_FILTERS.filter((f) => !f.setting || settings[f.setting])
}

export interface ReviewPeriod {
  /** 'YYYY-MM' or 'YYYY-Qn' (UTC), as the server groups. */
  key: string
  label: string
  start: Date
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** The trend shows at least this many periods ending with the period's end, so the default Last Month still has a trend. */
export const TREND_MIN_PERIODS: Readonly<Record<AggType, number>> = { month: 6, quarter: 4 }

function periodStart(d: Date, agg: AggType): Date {
  const month = agg === 'month' ? d.getUTCMonth() : d.getUTCMonth() - (d.getUTCMonth() % 3)
  return new Date(Date.UTC(d.getUTCFullYear(), month, 1))
}

export function periodKey(d: Date, agg: AggType): string {
  const y = d.getUTCFullYear()
  return agg === 'month' ? `${y}-${String(d.getUTCMonth() + 1).padStart(2, '0')}` : `${y}-Q${Math.floor(d.getUTCMonth() / 3) + 1}`
}

/**
 * The trend's periods (UTC months or quarters, "Aggregation: month, quarter"): every period the range touches, and at
 * least TREND_MIN_PERIODS ending with the range's end.
 */
export function reviewPeriods(start: Date, end: Date, agg: AggType): ReviewPeriod[] {
  const step = agg === 'month' ? 1 : 3
  const last = periodStart(end, agg)
  const floor = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - step * (TREND_MIN_PERIODS[agg] - 1), 1))
  const first = periodStart(start < floor ? start : floor, agg)
  const out: ReviewPeriod[] = []
  for (let d = first; d <= last; d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + step, 1))) {
    const key = periodKey(d, agg)
    out.push({ key, label: agg === 'month' ? `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}` : `${key.slice(5)} ${d.getUTCFullYear()}`, start: d })
  }
  return out
}

/** Filters of the review that Pipeline Review also has (the link keeps them). */
const PIPELINE_SHARED_FILTERS = new Set([
  'owner_name',
  'deal_owner_manager',
  'sales_stage',
  'deal_type',
  'deal_name',
  'lead_source',
  'funnel_by_product',
  'competitor_name',
  'forecast',
  'first_meeting_score',
  'account_name',
  'region',
  'sub_region',
  'segment',
])
const FIXED_KEYS = new Set(REVIEW_FILTERS.map((f) => f.key))
export interface PipelineLink {
  /** Pipeline Review's filters: the review's own (those Pipeline Review has, and CRM fields), the no-movement stages, the section's. */
  filters: Record<string, string[]>
  /** The saved view the company named for the section; null for none. */
  view: number | null
}

/**
 * "The Pipeline Review link opens a new tab at /reports with the filters as query parameters": the review's filters
 * and the section itself (rules/review-section-filter), so Pipeline Review lists exactly the deals the section counted.
 */
export function pipelineLink(
  kind: ReviewKind,
  section: ReviewSection,
  filters: Readonly<Record<string, readonly string[]>>,
  settings: Pick<TCompanySettings, ViewSetting>,
  period: { startTime: number; endTime: number },
): PipelineLink {
  const out: Record<string, string[]> = {}
  for (const [key, values] of Object.entries(filters)) if (values.length && (PIPELINE_SHARED_FILTERS.has(key) || !FIXED_KEYS.has(key))) out[key] = [...values]
  out[REVIEW_SECTION_FILTER] = [reviewSectionValue({ kind, section: section.key, ...period })]
  const view = settings[section.viewSetting]
  return { filters: out, view: view > 0 ? view : null }
}

const REVIEW_NAMES: Readonly<Record<ReviewKind, string>> = { qualified: 'Qualified review', mql: 'MQL review' }
const day = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10)

/** How a review-section filter reads on Pipeline Review's filter bar: "Qualified review: Record More, 2026-10-02 to 2026-11-02". */
export function reviewSectionLabel(value: string): string {
  const ref = parseReviewSectionValue(value)
  if (!ref) return value
  const title = REVIEW_SECTIONS[ref.kind].find((x) => x.key === ref.section)?.title ?? ref.section
  return `${REVIEW_NAMES[ref.kind]}: ${title}, ${day(ref.startTime)} to ${day(ref.endTime)}`
}
