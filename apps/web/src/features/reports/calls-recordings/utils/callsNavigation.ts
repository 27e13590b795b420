import { CALL_REPORT_FILTERS } from '@parley/shared/rules/call-report'
import { NOTETAKER_ADOPTION_FILTERS } from '@parley/shared/rules/notetaker-adoption'
import { REPORT_RANGES, type ReportRanges } from '@parley/shared/rules/report-ranges'
import { reportByKey } from '@parley/shared/rules/reports-menu'
import type { RangeState, ReportState } from '../../utils/reportSearch'

// Moving between the three views of the call reports (pages 1 and 2; "A tab of the reports page … Detailed calls
// view is page 2"): Calls & Recordings and its Notetaker Adoption tab (`tab=notetaker-adoption` in the
// query string), and Call Details. What carries over is what the target understands: its filter keys, a range its
// presets and limit allow, the group; the saved view does not (views are per report).

export type CallsTab = 'calls' | 'notetaker-adoption'
export const ADOPTION_TAB: CallsTab = 'notetaker-adoption'
const TAB_FLAG = 'tab'

type CallsView = 'calls_recordings' | 'call_details' | 'notetaker_adoption'

const FILTER_KEYS: Record<CallsView, ReadonlySet<string>> = {
  calls_recordings: new Set(CALL_REPORT_FILTERS.map((f) => f.key)),
  call_details: new Set(CALL_REPORT_FILTERS.map((f) => f.key)),
  notetaker_adoption: new Set(NOTETAKER_ADOPTION_FILTERS.map((f) => f.key)),
}

export function callsTabOf(s: ReportState): CallsTab {
  return s.flags[TAB_FLAG] === ADOPTION_TAB ? ADOPTION_TAB : 'calls'
}

/** A range the target view accepts as it is: one of its presets, or a custom range starting within its limit. */
export function rangeFor(range: RangeState | null, ranges: ReportRanges, now: Date): RangeState | null {
  if (!range) return null
  const { presets, monthsBack } = ranges.activity
  if (range.time !== 'custom') return (presets as readonly string[]).includes(range.time) ? range : null
  if (!presets.includes('custom') || range.startTime === null) return null
  if (monthsBack === null) return range
  const earliest = new Date(now)
  earliest.setMonth(earliest.getMonth() - monthsBack)
  earliest.setHours(0, 0, 0, 0)
  return range.startTime >= Math.floor(earliest.getTime() / 1000) ? range : null
}

function moveTo(s: ReportState, view: CallsView, now: Date, extra: Record<string, string[]> = {}): ReportState {
  const keys = FILTER_KEYS[view]
  const filters = Object.fromEntries(Object.entries({ ...s.filters, ...extra }).filter(([k]) => keys.has(k)))
  const { [TAB_FLAG]: _tab, ...flags } = s.flags
  const fromAdoption = callsTabOf(s) === ADOPTION_TAB
  return {
    ...s,
    page: reportByKey(view === 'call_details' ? 'call_details' : 'calls_recordings').page,
    activity: rangeFor(s.activity, REPORT_RANGES[view], now),
    filters,
    // The call views share one sort map; the adoption table's columns are others.
    sort: view === 'notetaker_adoption' || fromAdoption ? null : s.sort,
    view: null,
    flags: view === 'notetaker_adoption' ? { ...flags, [TAB_FLAG]: ADOPTION_TAB } : flags,
  }
}

/** Page 1's tabs: Calls & Recordings or Notetaker Adoption. */
export function switchCallsTab(s: ReportState, tab: CallsTab, now: Date): ReportState {
  return moveTo(s, tab === ADOPTION_TAB ? 'notetaker_adoption' : 'calls_recordings', now)
}

/** Page 2, the detailed calls view, with the current filters and optionally more (a rep of the adoption table). */
export function openCallDetails(s: ReportState, now: Date, extra: Record<string, string[]> = {}): ReportState {
  return moveTo(s, 'call_details', now, extra)
}

/** From Call Details back to page 1's Calls & Recordings tab. */
export function backToCalls(s: ReportState, now: Date): ReportState {
  return moveTo(s, 'calls_recordings', now)
}
