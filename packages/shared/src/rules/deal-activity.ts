// The call page's Deal Activity tab (tab 5) and CRM Info tab (tab 7): the activity toggles, the deal activity
// timeline and its constants (call marker size), the CRM info and the empty states.

/** The three kinds of activity on a deal's timeline. */
export type ActivityKind = 'recorded' | 'unrecorded' | 'email'

/** "Recorded calls orange, unrecorded blue, emails purple." (antd's orange-6, blue-6 and purple-6) */
export const ACTIVITY_COLOURS: Record<ActivityKind, string> = {
  recorded: '#fa8c16',
  unrecorded: '#1677ff',
  email: '#722ed1',
}

export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  recorded: 'Recorded call',
  unrecorded: 'Not recorded call',
  email: 'E-mail',
}

/** "timeline 5 date groups at a time, Load More adds 5" */
export const TIMELINE_GROUPS_PER_PAGE = 5
/** "Autoscroll and timeline loading spinner 1.5 s" */
export const TIMELINE_LOADING_MS = 1500

/** "Call marker size on timelines: 10px plus 2px per 5 minutes, capped at 40px." */
export const MARKER_BASE_PX = 10
export const MARKER_STEP_PX = 2
export const MARKER_STEP_MINUTES = 5
export const MARKER_MAX_PX = 40

/** Marker diameter of a call of `durationSeconds` (every full 5 minutes adds 2 px); e-mails and unknown lengths get the base. */
export function markerSize(durationSeconds: number | null | undefined): number {
  if (durationSeconds === null || durationSeconds === undefined || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return MARKER_BASE_PX
  const steps = Math.floor(durationSeconds / 60 / MARKER_STEP_MINUTES)
  return Math.min(MARKER_MAX_PX, MARKER_BASE_PX + MARKER_STEP_PX * steps)
}

/** "Activity toggles (deal activity views): recorded calls, not recorded calls, emails, stale (no activity)." */
export interface ActivityToggles {
  recorded: boolean
  unrecorded: boolean
  emails: boolean
  /** Show the stretches without any activity between the shown dates. */
  stale: boolean
}

export const DEFAULT_ACTIVITY_TOGGLES: ActivityToggles = { recorded: true, unrecorded: true, emails: true, stale: true }

/** A gap of at least this many days between two shown dates is a stale stretch (the spec gives no length). */
export const STALE_GAP_DAYS = 14

/** One item on the timeline: a call (recorded or not) or an e-mail, at an ISO instant. */
export interface ActivityItem {
  kind: ActivityKind
  /** ISO date-time. */
  at: string
}

export function isKindShown(kind: ActivityKind, toggles: ActivityToggles): boolean {
  if (kind === 'recorded') return toggles.recorded
  if (kind === 'unrecorded') return toggles.unrecorded
  return toggles.emails
}

/** One row of the timeline: the day's activities, or a stale stretch with no activity. */
export type TimelineGroup<T extends ActivityItem> = { type: 'day'; date: string; items: T[] } | { type: 'stale'; from: string; to: string; days: number }

const DAY_MS = 86_400_000
const utcDay = (iso: string) => new Date(iso).toISOString().slice(0, 10)
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
const dateOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)

/**
 * The timeline rows, newest day first: the items the toggles show, grouped by day (`dayOf` turns an instant into a
 * 'YYYY-MM-DD' day; the page passes the viewer's local day, the default is UTC), items of a day newest first. With
 * `stale` on, a stretch of STALE_GAP_DAYS or more empty days between two shown days is a row of its own.
 */
export function groupTimeline<T extends ActivityItem>(
  items: readonly T[],
  toggles: ActivityToggles,
  dayOf: (iso: string) => string = utcDay,
): TimelineGroup<T>[] {
  const byDay = new Map<string, T[]>()
  for (const item of items) {
    if (!isKindShown(item.kind, toggles)) continue
    const day = dayOf(item.at)
    const list = byDay.get(day)
    if (list) list.push(item)
    else byDay.set(day, [item])
  }
  const days = [...byDay.keys()].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
  const rows: TimelineGroup<T>[] = []
  days.forEach((date, i) => {
    const dayItems = (byDay.get(date) ?? []).slice().sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    rows.push({ type: 'day', date, items: dayItems })
    const older = days[i + 1]
    if (toggles.stale && older !== undefined) {
      const empty = dayNumber(date) - dayNumber(older) - 1
      if (empty >= STALE_GAP_DAYS) rows.push({ type: 'stale', from: dateOf(dayNumber(older) + 1), to: dateOf(dayNumber(date) - 1), days: empty })
    }
  })
  return rows
}

/** The rows shown after `loads` presses of 'Load More' (5 more each), and whether more remain. */
export function visibleGroups<G>(groups: readonly G[], loads: number): { shown: G[]; hasMore: boolean } {
  const count = TIMELINE_GROUPS_PER_PAGE * (Math.max(0, Math.floor(loads)) + 1)
  return { shown: groups.slice(0, count), hasMore: groups.length > count }
}

/**
 * Where the timeline starts: "Default window starts at the first of last month if no date is known." Known dates are
 * the deal's creation and its activities; the earliest of them wins. Dates are UTC.
 */
export function timelineWindowStart(known: readonly (string | number | Date | null | undefined)[], now: Date): Date {
  const times = known.flatMap((d) => {
    if (d === null || d === undefined) return []
    const t = d instanceof Date ? d.getTime() : typeof d === 'number' ? d : Date.parse(d)
    return Number.isFinite(t) ? [t] : []
  })
  if (times.length > 0) return new Date(Math.min(...times))
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
}

/** The counts of the tab's header. */
export interface DealActivityCounts {
  recordedCount: number
  unrecordedCount: number
  emailCount: number
  totalActivity: number
}

export function activityCounts(kinds: readonly ActivityKind[]): DealActivityCounts {
  const recordedCount = kinds.filter((k) => k === 'recorded').length
  const unrecordedCount = kinds.filter((k) => k === 'unrecorded').length
  const emailCount = kinds.filter((k) => k === 'email').length
  return { recordedCount, unrecordedCount, emailCount, totalActivity: recordedCount + unrecordedCount + emailCount }
}

// ---- CRM Info (tab 7) ----

/** "custom fields record_type_id and numberofemployees and empty values are omitted" */
export const OMITTED_CRM_FIELDS: readonly string[] = ['record_type_id', 'numberofemployees']

/** "amount is shown as a rounded dollar value": $12,346; none (null or the CRM's -1) → null. */
export function formatDealAmount(amount: number | string | null | undefined): string | null {
  if (amount === null || amount === undefined || amount === '') return null
  const n = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(n) || n < 0) return null
  return `$${Math.round(n).toLocaleString('en-US')}`
}

export interface CrmFieldRow {
  label: string
  value: string
}

const isEmptyValue = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.every(isEmptyValue)) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0)

function displayValue(v: unknown): string {
  if (typeof v === 'boolean') return v ? 'Yes' : 'No'
  if (Array.isArray(v))
    return v
      .filter((x) => !isEmptyValue(x))
      .map(displayValue)
      .join(', ')
  if (typeof v === 'object' && v !== null) return JSON.stringify(v)
  return String(v).trim()
}

/** 'sales_play' → 'Sales play'; a short key reads as an acronym ('acv' → 'ACV'); a label that already reads as one is kept. */
export function fieldLabel(key: string): string {
  if (!/[_]/.test(key) && /[A-Z ]/.test(key)) return key
  if (/^[a-z]{2,3}$/.test(key)) return key.toUpperCase()
  const words = key.replace(/_+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const normKey = (s: string) => s.toLowerCase().replace(/[\s_]+/g, '')

/**
 * The CRM custom fields to show: "crm_custom_field (list of label and value, or an object)", without
 * record_type_id, numberofemployees (in any spelling of case or spaces) and empty values.
 */
export function crmCustomFieldRows(fields: unknown): CrmFieldRow[] {
  const pairs: [string, unknown][] = Array.isArray(fields)
    ? fields.flatMap((f) => {
        if (typeof f !== 'object' || f === null) return []
        const { label, value } = f as { label?: unknown; value?: unknown }
        return typeof label === 'string' ? [[label, value] as [string, unknown]] : []
      })
    : typeof fields === 'object' && fields !== null
      ? Object.entries(fields as Record<string, unknown>)
      : []
  return pairs
    .filter(([key, value]) => !OMITTED_CRM_FIELDS.some((omitted) => normKey(omitted) === normKey(key)) && !isEmptyValue(value))
    .map(([key, value]) => ({ label: fieldLabel(key), value: displayValue(value) }))
    .filter((row) => row.value !== '')
}

export const NO_DEAL_MESSAGE = 'Map a deal to this call, to update insights.'
export const NO_CRM_INFO_MESSAGE = 'No CRM information available.'
export const DEAL_NOT_IN_CRM_MESSAGE = 'Deal not found in CRM. Please create the correct deal in CRM and map it to this call using the pencil icon'

export interface CrmInfoFacts {
  /** The call is mapped to a deal. */
  hasDeal: boolean
  /** The CRM Info answer: null when it failed or found nothing. */
  info: { in_crm: boolean; has_details: boolean } | null
}

/**
 * No deal → 'Map a deal to this call, to update insights.'; a mapped deal the CRM no longer holds (deleted
 * there) → 'Deal not found in CRM…'; a failed answer or nothing to show → 'No CRM information available.';
 * otherwise null (show the deal).
 */
export function crmInfoMessage(facts: CrmInfoFacts): string | null {
  if (!facts.hasDeal) return NO_DEAL_MESSAGE
  if (!facts.info) return NO_CRM_INFO_MESSAGE
  if (!facts.info.in_crm) return DEAL_NOT_IN_CRM_MESSAGE
  return facts.info.has_details ? null : NO_CRM_INFO_MESSAGE
}
