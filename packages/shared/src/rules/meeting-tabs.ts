import { isTranscriptInProcess } from './processing-status'

// Tabs of the meeting detail page: which show, by call processing state and by meeting id thresholds.
// The server computes the availability and sends it with call-details; the page reads it through these names.

export const MEETING_TAB_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const
export type MeetingTabKey = (typeof MEETING_TAB_KEYS)[number]

/** "| 1 | Transcript | … | 8 | Deal Insights |" */
export const MEETING_TAB_NAMES: Record<MeetingTabKey, string> = {
  '1': 'Transcript',
  '2': 'Call Actions',
  '3': 'Call Checklist',
  '4': 'Ask Me Anything',
  '5': 'Deal Activity',
  '6': 'Transcript (second view)',
  '7': 'CRM Info',
  '8': 'Deal Insights',
}

/** "Call Actions … default tab" */
export const DEFAULT_MEETING_TAB: MeetingTabKey = '2'

/** "Tooltips: 'Transcription is in progress…' and 'This feature not avilable for this meeting'" (spelling as specified). */
export const TRANSCRIPTION_IN_PROGRESS_TOOLTIP = 'Transcription is in progress…'
export const FEATURE_NOT_AVAILABLE_TOOLTIP = 'This feature not avilable for this meeting'

/**
 * "Meeting id thresholds: 500 for AMA and Deal Insights, 1331 for the checklist." Those were the original
 * installation's cut-offs for calls recorded before the features existed; here they are installation settings
 * (config) that default to 0, so nothing is disabled on a new install.
 */
export interface FeatureThresholds {
  checklistMinMeetingId: number
  amaMinMeetingId: number
  dealInsightsMinMeetingId: number
}
export const DEFAULT_FEATURE_THRESHOLDS: FeatureThresholds = { checklistMinMeetingId: 0, amaMinMeetingId: 0, dealInsightsMinMeetingId: 0 }

export interface MeetingTab {
  key: MeetingTabKey
  name: string
  disabled: boolean
  /** Why the tab is disabled; null when it is not. */
  tooltip: string | null
  /** "On a shared meeting tabs 4, 5, 7 and 8 show a placeholder instead of content". */
  placeholder: boolean
}

export interface MeetingTabInput {
  meetingId: number
  transcriptStatus: string | null | undefined
  shared: boolean
  thresholds?: FeatureThresholds
}

const SHARED_PLACEHOLDER_TABS: readonly MeetingTabKey[] = ['4', '5', '7', '8']

/**
 * "3 Call Checklist: disabled when meeting id is below 1331"; "4 Ask Me Anything: disabled while transcription is in
 * progress or meeting id below 500"; "8 Deal Insights: disabled when meeting id below 500"; "While transcriptStatus
 * is 'created' … Call Actions and Ask Me Anything are disabled."
 */
export function meetingTabs(input: MeetingTabInput): MeetingTab[] {
  const t = input.thresholds ?? DEFAULT_FEATURE_THRESHOLDS
  const inProcess = isTranscriptInProcess(input.transcriptStatus)
  const reason = (key: MeetingTabKey): string | null => {
    if ((key === '2' || key === '4') && inProcess) return TRANSCRIPTION_IN_PROGRESS_TOOLTIP
    if (key === '3' && input.meetingId < t.checklistMinMeetingId) return FEATURE_NOT_AVAILABLE_TOOLTIP
    if (key === '4' && input.meetingId < t.amaMinMeetingId) return FEATURE_NOT_AVAILABLE_TOOLTIP
    if (key === '8' && input.meetingId < t.dealInsightsMinMeetingId) return FEATURE_NOT_AVAILABLE_TOOLTIP
    return null
  }
  return MEETING_TAB_KEYS.map((key) => {
    const tooltip = reason(key)
    return { key, name: MEETING_TAB_NAMES[key], disabled: tooltip !== null, tooltip, placeholder: input.shared && SHARED_PLACEHOLDER_TABS.includes(key) }
  })
}

/** The `tab` query option's values and the tab each opens. */
export const TAB_QUERY_KEYS: Record<string, MeetingTabKey> = {
  transcript: '1',
  summary: '2',
  insights: '3',
  eureka: '4',
  dealactivity: '5',
  dealinsights: '8',
}

export interface MeetingPageQuery {
  tab?: string | null
  checklist?: string | null
  start?: string | number | null
  ama?: string | boolean | null
}

/**
 * Which tab the page opens on: `tab` names it; `ama=true` opens Ask Me Anything; `checklist={attribute}` opens the
 * Call Checklist at that signal; a `start` without a tab opens the Transcript at that moment; otherwise Call Actions.
 * A disabled choice falls back to the first enabled of Call Actions and Transcript.
 */
export function initialMeetingTab(query: MeetingPageQuery, tabs: readonly MeetingTab[]): MeetingTabKey {
  const wanted = (): MeetingTabKey => {
    const name = query.tab?.toLowerCase()
    // Own keys only: `?tab=constructor` must not find Object.prototype's.
    const named = name && Object.hasOwn(TAB_QUERY_KEYS, name) ? TAB_QUERY_KEYS[name] : undefined
    if (named) return named
    if (query.ama === true || query.ama === 'true') return '4'
    if (query.checklist) return '3'
    if (query.start !== undefined && query.start !== null && query.start !== '') return '1'
    return DEFAULT_MEETING_TAB
  }
  const usable = (key: MeetingTabKey) => tabs.some((t) => t.key === key && !t.disabled)
  const first = wanted()
  if (usable(first)) return first
  return usable(DEFAULT_MEETING_TAB) ? DEFAULT_MEETING_TAB : '1'
}
