import { NO_SNIPPET, snippetLabel, snippetSeconds } from './snippet-time'

// Voice of Customer ("customer statements by category with sentiment grade, linked to the call at the
// timestamp", "Voice of customer row", "Timestamp cells … must match an hh:mm:ss pattern …; otherwise 'No
// snippet'", "Timestamp deep link: start (seconds) with tab=insights").

export const SWOT_NATURES = ['strength', 'weakness', 'opportunity', 'threat'] as const
export type SwotNature = (typeof SWOT_NATURES)[number]

/**
 * The statements are the SWOT insights the analyzer finds in what the prospect says; `checklist` names which kind
 * (docs/decisions.md). The win-loss SWOT tooltips say what each is.
 */
export const VOC_INSIGHTS: Record<SwotNature, { label: string; info: string }> = {
  strength: { label: 'Strength', info: 'Positive aspects mentioned about us.' },
  weakness: { label: 'Weakness', info: 'Areas where the prospect says we need improvement.' },
  opportunity: { label: 'Opportunity', info: 'The prospect says something negative about a competitor, or a pain we solve.' },
  threat: { label: 'Threat', info: 'The prospect says something good about a competitor.' },
}

export const SENTIMENTS = ['Positive', 'Negative'] as const
export type Sentiment = (typeof SENTIMENTS)[number]

/** The sentiment grade of a statement, for us: strengths and opportunities are good news, weaknesses and threats bad. */
export const SENTIMENT_OF: Record<SwotNature, Sentiment> = {
  strength: 'Positive',
  opportunity: 'Positive',
  weakness: 'Negative',
  threat: 'Negative',
}

export const SENTIMENT_COLOURS: Record<Sentiment, 'green' | 'red'> = { Positive: 'green', Negative: 'red' }

/** "Timestamp cells (on screen and in exports) must match an hh:mm:ss pattern (several allowed); otherwise 'No snippet'." */
export function timestampCell(timestamp: string | null | undefined): string {
  return snippetLabel(timestamp)
}
export { NO_SNIPPET }

/** "Call titles link to the meeting page with a source tag". */
export const VOC_LINK_SOURCE = 'voice_of_customer'

/**
 * "linked to the call at the timestamp" ("Timestamp deep link: start (seconds) with tab=insights"):
 * /meeting/{id}?tab=insights&start={seconds}&source=voice_of_customer; without a valid timestamp, the call's insights tab.
 */
export function callMomentLink(meetingId: number, timestamp: string | null | undefined): string {
  const start = snippetSeconds(timestamp)
  return `/meeting/${meetingId}?tab=insights${start === null ? '' : `&start=${start}`}&source=${VOC_LINK_SOURCE}`
}

/** "Call date (sortable, default newest first)" — the only sort, as in Objection Handling. */
export const VOC_SORT_MAP = { call_date: 'call_date' } as const
export const VOC_SORT_FIELDS: string[] = Object.values(VOC_SORT_MAP)

export const VOC_FILTERS = [
  { key: 'category', label: 'Category', category: 'Checklist' },
  { key: 'grade', label: 'Sentiment', category: 'Checklist', values: SENTIMENTS },
  { key: 'checklist', label: 'Insight', category: 'Checklist', values: SWOT_NATURES.map((n) => VOC_INSIGHTS[n].label) },
  { key: 'competitor_name', label: 'Competitor', category: 'Checklist' },
  { key: 'rep', label: 'Rep', category: 'Rep' },
  { key: 'manager', label: 'Manager', category: 'Rep' },
  { key: 'call_stage', label: 'Deal stage during call', category: 'Call' },
  { key: 'agenda_type', label: 'Agenda', category: 'Call' },
  { key: 'sales_stage', label: 'Deal stage', category: 'Deal' },
  { key: 'deal_name', label: 'Deal name', category: 'Deal' },
  { key: 'account_name', label: 'Account', category: 'Deal' },
] as const
/** Filters on the bar when the report opens (the spec names none for this report; docs/decisions.md). */
export const VOC_DEFAULT_FILTERS = ['category', 'grade', 'checklist'] as const

/** The insight kind a label names ('Strength' → strength), for the checklist filter. */
export function natureOfLabel(label: string): SwotNature | null {
  return SWOT_NATURES.find((n) => VOC_INSIGHTS[n].label === label) ?? null
}

/** The table's columns ("customer statements by category with sentiment grade, linked to the call at the timestamp"). */
export const VOC_COLUMNS = [
  { field: 'category', label: 'Category', info: 'What the statement is about, as the analyzer filed it.' },
  { field: 'statement', label: 'What the customer said', info: "The statement's heading and the prospect's words (else the call summary)." },
  { field: 'grade', label: 'Sentiment', info: 'Positive: a strength or an opportunity for us. Negative: a weakness or a threat.' },
  { field: 'checklist', label: 'Insight', info: 'Strength, Weakness, Opportunity or Threat.' },
  { field: 'call', label: 'Call', info: "Opens the call at the moment of the statement ('No snippet' when it has no timestamp)." },
  { field: 'call_date', label: 'Call date', info: 'When the call took place.' },
  { field: 'deal_name', label: 'Deal', info: "The call's deal." },
  { field: 'call_stage', label: 'Deal stage during call', info: 'The deal stage when the call took place.' },
  { field: 'owner_name', label: 'Rep', info: 'The rep who held the call.' },
  { field: 'competitor_name', label: 'Competitor', info: 'The competitor the statement names, if any.' },
] as const
export type VocColumnField = (typeof VOC_COLUMNS)[number]['field']
