import type { ReportKey } from './reports-menu'

// Date presets, default ranges and custom-range limits of the reports. Times on the wire are unix seconds; the web computes them, the server checks them.

export const TIME_PRESETS = ['lastWeek', 'lastMonth', 'last3Months', 'last6Months', 'last1Year', 'custom'] as const
export type TimePreset = (typeof TIME_PRESETS)[number]
/** Deal created / close ranges also offer every deal: "create and close ranges default to All Deals". */
export type DealRangePreset = TimePreset | 'all'

export const PRESET_LABELS: Record<DealRangePreset, string> = {
  all: 'All Deals',
  lastWeek: 'Last Week',
  lastMonth: 'Last Month',
  last3Months: 'Last 3 Months',
  last6Months: 'Last 6 Months',
  last1Year: 'Last 1 Year',
  custom: 'Custom range',
}

const PRESET_MONTHS: Record<Exclude<TimePreset, 'custom' | 'lastWeek'>, number> = { lastMonth: 1, last3Months: 3, last6Months: 6, last1Year: 12 }
const DAY_S = 86_400

export interface UnixRange {
  startTime: number
  endTime: number
}

function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now)
  d.setUTCMonth(d.getUTCMonth() - months)
  return d
}

/**
 * "lastMonth = 1 month back to now; 3 and 6 months; 1 year"; a week is 7 days back. The start is taken at the start of
 * that day (the viewer's, like a custom range), so every request of a day counts the same calls: a chart's figure and
 * the table it filters agree. Null for custom and all.
 */
export function presetRange(preset: DealRangePreset, now: Date): UnixRange | null {
  if (preset === 'custom' || preset === 'all') return null
  const start = new Date(now)
  if (preset === 'lastWeek') start.setDate(start.getDate() - 7)
  else start.setMonth(start.getMonth() - PRESET_MONTHS[preset])
  start.setHours(0, 0, 0, 0)
  return { startTime: Math.floor(start.getTime() / 1000), endTime: Math.floor(now.getTime() / 1000) }
}

/** "Custom date range: start is taken at start of day, end at end of day, in seconds since epoch" (the viewer's day). */
export function customRange(startDay: Date, endDay: Date): UnixRange {
  const start = new Date(startDay)
  start.setHours(0, 0, 0, 0)
  const end = new Date(endDay)
  end.setHours(23, 59, 59, 0)
  return { startTime: Math.floor(start.getTime() / 1000), endTime: Math.floor(end.getTime() / 1000) }
}

export type RangeKind = 'activity' | 'created' | 'close'

export interface RangeLimit {
  /** How far back a custom range may start, in months; null = no limit. */
  monthsBack: number | null
  /** "Future dates are allowed only for the Deal Close Date range." */
  future: boolean
}

export interface ReportRanges {
  /** The report's own date range (calls, activity), with its label on the filter bar. */
  activity: RangeLimit & { label: string; presets: readonly TimePreset[]; defaultPreset: TimePreset }
  created?: RangeLimit & { label: string }
  close?: RangeLimit & { label: string }
}

const FULL: readonly TimePreset[] = ['lastMonth', 'last3Months', 'last6Months', 'last1Year', 'custom']
const created = { monthsBack: null, future: false, label: 'Deals created in' } as const
const close = { monthsBack: null, future: true, label: 'Deal Close Date' } as const
const range = (monthsBack: number, label: string, defaultPreset: TimePreset, presets: readonly TimePreset[] = FULL) => ({
  monthsBack,
  future: false,
  label,
  presets,
  defaultPreset,
})

/**
 * "Custom range limits: pipeline review, objection handling, development-rep dashboard, qualified and MQL review: from
 * one year ago to today (end of day). Checklist adoption and voice of customer: one year back. Activity review: 3
 * months back. Notetaker adoption report: last 6 months to today. Competitive win-loss: six months back to today."
 * Defaults: pipeline activity Last Month; voice of customer one month; checklist adoption and activity review one
 * week; development-rep dashboard Last Week; reviews Last Month; win-loss Last 6 Months; account review Last 1 Year.
 * Reports the limits do not name (calls, call details, conversion insights, account review) take one year (docs/decisions.md).
 */
export const REPORT_RANGES: Record<ReportKey, ReportRanges> = {
  pipeline_review: { activity: range(12, 'Deals with Activity in', 'lastMonth'), created, close },
  objection_handling: { activity: range(12, 'Call Date', 'lastMonth'), created: { ...created, label: 'Deal Created Date' }, close },
  bdr_to_mql: { activity: range(12, 'Call Date', 'lastWeek', ['lastWeek', ...FULL]) },
  qualified_deal_review: { activity: range(12, 'Deals in Qualify during', 'lastMonth'), created, close },
  mql_deal_review: { activity: range(12, 'Deals in MQL during', 'lastMonth'), created, close },
  checklist_adoption: { activity: range(12, 'Call Date', 'lastWeek', ['lastWeek', ...FULL]), created, close },
  voice_of_customer: { activity: range(12, 'Call Date', 'lastMonth') },
  activity_review: { activity: range(3, 'Date range', 'lastWeek', ['lastWeek', 'lastMonth', 'last3Months', 'custom']) },
  notetaker_adoption: { activity: range(6, 'Date range', 'lastMonth', ['lastMonth', 'last3Months', 'last6Months', 'custom']) },
  call_details: { activity: range(6, 'Date range', 'lastMonth', ['lastMonth', 'last3Months', 'last6Months', 'custom']) },
  calls_recordings: { activity: range(12, 'Call Date', 'lastMonth') },
  conversion_insights: { activity: range(12, 'Call Date', 'lastMonth'), created, close },
  win_loss: {
    activity: range(6, 'Calls Done In', 'last6Months', ['lastMonth', 'last3Months', 'last6Months', 'custom']),
    created: { ...created, label: 'Deals Created In' },
    close,
  },
  account_review: { activity: range(12, 'Accounts with activity in', 'last1Year') },
}

/** A viewer's day may begin up to 14 hours before or after the server's UTC day: limits allow one day either side. */
export const TIME_ZONE_SLACK_S = DAY_S

export interface RangeProblem {
  end: 'start' | 'end'
  message: string
}

const monthsText = (m: number) => (m === 12 ? 'one year' : m === 1 ? 'one month' : `${m} months`)

/**
 * Checks one range against its limit: the start no earlier than `monthsBack` before today (start of day), the end
 * no later than the end of today unless the future is allowed, and the end not before the start.
 */
export function checkRange(label: string, limit: RangeLimit, r: UnixRange, now: Date): RangeProblem | null {
  if (r.endTime < r.startTime) return { end: 'end', message: `The end of ${label} must not be before its start.` }
  if (limit.monthsBack !== null) {
    const earliest = monthsBefore(now, limit.monthsBack)
    earliest.setUTCHours(0, 0, 0, 0)
    if (r.startTime < earliest.getTime() / 1000 - TIME_ZONE_SLACK_S) {
      return { end: 'start', message: `${label} can start at most ${monthsText(limit.monthsBack)} ago.` }
    }
  }
  if (!limit.future) {
    const endOfToday = new Date(now)
    endOfToday.setUTCHours(23, 59, 59, 999)
    if (r.endTime > endOfToday.getTime() / 1000 + TIME_ZONE_SLACK_S) return { end: 'end', message: `${label} cannot end after today.` }
    if (r.startTime > endOfToday.getTime() / 1000 + TIME_ZONE_SLACK_S) return { end: 'start', message: `${label} cannot start in the future.` }
  }
  return null
}
