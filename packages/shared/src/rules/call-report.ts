import type { TCompanySettings } from '../schemas/company-settings'
import { CALL_MEASURE_INFO } from './call-measures'

// The call reports: Calls & Recordings (page 1), Call Details (page 2, "detailed calls view; not in menus") and the
// counts of Notetaker Adoption ('Reason not known' when a not-recorded reason is missing). The server's summary table (call_facts) stores each call's kind,
// eligibility and recording status with these rules; the web shows the same labels. Definitions: docs/decisions.md
// "Call reports and Notetaker Adoption".

/** "Calendar sources: outlook_calendar, google_calendar, Instant; dialer sources: orum, avoma, MYT." */
export const CALENDAR_SOURCES = ['google_calendar', 'outlook_calendar'] as const
export const INSTANT_SOURCE = 'Instant'
export const DIALER_SOURCES = ['orum', 'avoma', 'MYT'] as const
/** A recording uploaded by hand (no calendar event, no dialer). */
export const UPLOAD_SOURCE = 'upload'

/**
 * What a call is for adoption: `scheduled` — a meeting on the rep's connected calendar the notetaker may join;
 * `instant` — an impromptu recording started from the Instant Recording form; `external` — a call brought in from
 * outside the notetaker (a dialer, an upload).
 */
export type CallKind = 'scheduled' | 'instant' | 'external'

export function callKind(source: string | null | undefined): CallKind {
  if (source && (CALENDAR_SOURCES as readonly string[]).includes(source)) return 'scheduled'
  if (source === INSTANT_SOURCE) return 'instant'
  return 'external'
}

export interface EligibilityInput {
  kind: CallKind
  hasMeetingUrl: boolean
  isInternal: boolean
}

/**
 * "is_eligible (derived)": a scheduled meeting is eligible when the notetaker could join it as a sales call — it has a
 * meeting link and someone outside the company attends; a call from a dialer or an upload, and an instant recording,
 * was recordable by definition. The rep's own notetaker choices never make a call ineligible: adoption measures them.
 */
export function isEligibleCall(c: EligibilityInput): boolean {
  if (c.kind !== 'scheduled') return true
  return c.hasMeetingUrl && !c.isInternal
}

export const RECORDED_STATUS = 'Recorded'
/** "'Reason not known' when a not-recorded reason is missing." */
export const REASON_NOT_KNOWN = 'Reason not known'

/** "recording_status (derived: Recorded, else the reason)", 'Reason not known' when there is none. */
export function recordingStatus(c: { recorded: boolean; notRecordedReason: string | null | undefined }): string {
  if (c.recorded) return RECORDED_STATUS
  const reason = c.notRecordedReason?.trim()
  return reason ? reason : REASON_NOT_KNOWN
}

export const YES_NO = ['Yes', 'No'] as const
export const yesNo = (v: boolean | null | undefined): 'Yes' | 'No' | null => (v === null || v === undefined ? null : v ? 'Yes' : 'No')
/** "organizer_type ('Host Type')": who hosts the meeting (rules/notetaker-decision HostType). */
export const HOST_TYPES = ['Self', 'Internal', 'External'] as const
/** "external_meeting ('Meeting Type')". */
export const MEETING_TYPES = ['External', 'Internal'] as const

export type CallFilterCategory = 'Rep' | 'Call' | 'Deal'

export interface CallFilterDef {
  key: string
  label: string
  category: CallFilterCategory
  setting?: 'firstMeetingScore'
  values?: readonly string[]
}

/**
 * The filter keys of the call reports, named as the filter state lists them ("rep, manager, … first_meeting_score,
 * note_taker_allowed, … owner_name, … call_source, agenda_type, note_taker_message ('Not Eligible Reason'),
 * not_recorded_reason, organizer_type ('Host Type'), external_meeting ('Meeting Type')"), plus the two derived columns.
 */
export const CALL_REPORT_FILTERS: readonly CallFilterDef[] = [
  { key: 'rep', label: 'Rep', category: 'Rep' },
  { key: 'manager', label: 'Manager', category: 'Rep' },
  { key: 'call_source', label: 'Call Source', category: 'Call' },
  { key: 'is_meeting_recorded', label: 'Recorded', category: 'Call', values: YES_NO },
  { key: 'is_eligible', label: 'Eligible', category: 'Call', values: YES_NO },
  { key: 'recording_status', label: 'Recording Status', category: 'Call' },
  { key: 'not_recorded_reason', label: 'Not Recorded Reason', category: 'Call' },
  { key: 'note_taker_message', label: 'Not Eligible Reason', category: 'Call' },
  { key: 'note_taker_allowed', label: 'Notetaker Allowed', category: 'Call', values: YES_NO },
  { key: 'organizer_type', label: 'Host Type', category: 'Call', values: HOST_TYPES },
  { key: 'external_meeting', label: 'Meeting Type', category: 'Call', values: MEETING_TYPES },
  { key: 'agenda_type', label: 'Agenda', category: 'Call' },
  { key: 'sales_stage', label: 'Deal Stage (at the call)', category: 'Deal' },
  { key: 'deal_name', label: 'Deal Name', category: 'Deal' },
  { key: 'owner_name', label: 'Deal Owner', category: 'Deal' },
  { key: 'first_meeting_score', label: 'First Meeting Score', category: 'Deal', setting: 'firstMeetingScore' },
]

export function callReportFilters(settings: Pick<TCompanySettings, 'firstMeetingScore'>): CallFilterDef[] {
  return CALL_REPORT_FILTERS.filter((f) => !f.setting || settings[f.setting])
}

/** Filters shown on the bar at first (the spec names none for these pages; docs/decisions.md). */
export const CALLS_DEFAULT_FILTERS = ['rep', 'call_source', 'is_meeting_recorded'] as const
export const CALL_DETAILS_DEFAULT_FILTERS = ['rep', 'recording_status', 'is_eligible'] as const

/** Table column → API sort field. Without a sort the newest call comes first. */
export const CALL_SORT_MAP = {
  start_at: 'start_at',
  title: 'title',
  rep: 'rep',
  deal_name: 'deal_name',
  recording_status: 'recording_status',
} as const
export type CallSortColumn = keyof typeof CALL_SORT_MAP
export type CallSortField = (typeof CALL_SORT_MAP)[CallSortColumn]
export const CALL_SORT_FIELDS = Object.values(CALL_SORT_MAP) as CallSortField[]

export interface CallColumnDef {
  field: string
  label: string
  info: string
  setting?: 'firstMeetingScore'
  /** Shown on Calls & Recordings too (Call Details shows every column). */
  summary?: boolean
}

/** "Call report row: start_at, title, zra_id, rep, deal_name, sales_stage, owner_name, first_meeting_score, …" in order. */
export const CALL_COLUMNS: readonly CallColumnDef[] = [
  { field: 'start_at', label: 'Call Date', info: 'When the call started, in your time zone.', summary: true },
  { field: 'title', label: 'Call', info: 'The call; recorded calls open on the call page.', summary: true },
  { field: 'zra_id', label: 'Call ID', info: "The recording's id (empty when the call was not recorded)." },
  { field: 'rep', label: 'Rep', info: 'The rep whose calendar or dialer the call came from.', summary: true },
  { field: 'deal_name', label: 'Deal', info: 'The deal the call is mapped to.', summary: true },
  { field: 'sales_stage', label: 'Deal Stage', info: "The deal's stage at the time of the call.", summary: true },
  { field: 'owner_name', label: 'Deal Owner', info: 'The deal owner in the CRM.' },
  { field: 'first_meeting_score', label: 'First Meeting Score', info: 'The score given to the first meeting in the CRM.', setting: 'firstMeetingScore' },
  { field: 'note_taker_allowed', label: 'Notetaker Allowed', info: 'Whether the notetaker was allowed to join this meeting.' },
  { field: 'is_meeting_recorded', label: 'Recorded', info: 'Whether the call has a recording.' },
  { field: 'not_recorded_reason', label: 'Not Recorded Reason', info: 'Why the notetaker did not record the call, as the notetaker reported it.' },
  { field: 'note_taker_message', label: 'Not Eligible Reason', info: 'What the notetaker said about joining this meeting before it started.' },
  { field: 'call_source', label: 'Source', info: 'Google or Outlook calendar, an instant recording, a dialer or an upload.', summary: true },
  { field: 'is_eligible', label: 'Eligible', info: CALL_MEASURE_INFO.eligible, summary: true },
  {
    field: 'recording_status',
    label: 'Recording Status',
    info: "Recorded, else the reason the call was not recorded ('Reason not known' when none).",
    summary: true,
  },
]

export function callColumns(settings: Pick<TCompanySettings, 'firstMeetingScore'>, detailed: boolean): CallColumnDef[] {
  return CALL_COLUMNS.filter((c) => (!c.setting || settings[c.setting]) && (detailed || c.summary))
}

/** Where a call link says it came from ("Call titles link to the meeting page with a source tag"). */
export const CALL_LINK_SOURCES = {
  calls_recordings: 'reports_calls_recordings',
  call_details: 'reports_call_details',
  conversion_insights: 'reports_conversion_insights',
} as const
export const callLink = (meetingId: number, from: keyof typeof CALL_LINK_SOURCES) => `/meeting/${meetingId}?source=${CALL_LINK_SOURCES[from]}`
