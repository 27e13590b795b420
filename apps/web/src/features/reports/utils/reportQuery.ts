import { presetRange, type ReportRanges, type TimePreset } from '@parley/shared/rules/report-ranges'
import type { Scope } from '@parley/shared/rules/scope'
import type { TReportQuery } from '@parley/shared/schemas/reports'
import type { RangeState, ReportState } from './reportSearch'

/** Unix seconds of a range state: its preset counted back from now, or its custom days; null for All Deals. */
export function rangeTimes(r: RangeState, now: Date): { startTime: number; endTime: number } | null {
  if (r.time === 'custom') return r.startTime !== null && r.endTime !== null ? { startTime: r.startTime, endTime: r.endTime } : null
  return presetRange(r.time, now)
}

/** The report's activity range, or its default preset when the URL has none. */
export function activityRange(s: ReportState, ranges: ReportRanges): RangeState {
  return s.activity ?? { time: ranges.activity.defaultPreset as TimePreset, startTime: null, endTime: null }
}

/**
 * The query every report sends (schemas/reports ZReportQuery) from the page state: the scope, the three ranges as unix
 * seconds, one filter key per filter, the sort. Paging and distinct mode are added by the caller.
 */
export function toReportQuery(s: ReportState, ranges: ReportRanges, scope: Scope, now: Date): TReportQuery {
  const q: TReportQuery = { role: scope }
  const activity = rangeTimes(activityRange(s, ranges), now)
  if (activity) Object.assign(q, activity)
  const created = ranges.created && s.created ? rangeTimes(s.created, now) : null
  if (created) Object.assign(q, { createdDateStartTime: created.startTime, createdDateEndTime: created.endTime })
  const close = ranges.close && s.close ? rangeTimes(s.close, now) : null
  if (close) Object.assign(q, { closeDateStartTime: close.startTime, closeDateEndTime: close.endTime })
  if (Object.keys(s.filters).length) q.filter = s.filters
  if (s.sort) q.sort = s.sort
  return q
}

/** Presets are counted back from "now"; the minute keeps request keys (and the debounced fetches) stable while typing. */
export function stableNow(): Date {
  const d = new Date()
  d.setSeconds(0, 0)
  return d
}
