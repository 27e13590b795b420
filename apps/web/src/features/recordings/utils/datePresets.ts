import type { DATE_PRESETS, TDashboardFilters } from '@parley/shared/schemas/recordings'
import dayjs, { type Dayjs } from 'dayjs'

export type DateChoice = (typeof DATE_PRESETS)[number] | 'custom' | 'all'

export const DATE_CHOICE_LABELS: Record<DateChoice, string> = {
  all: 'All time',
  last_month: 'Last Month',
  '3_months': '3 Months',
  '6_months': '6 Months',
  '1_year': '1 Year',
  custom: 'Custom',
}

export function dateChoiceOf(f: TDashboardFilters): DateChoice {
  if (f.datePreset) return f.datePreset
  if (f.startTime || f.endTime) return 'custom'
  return 'all'
}

/** "Dashboard custom date range cannot be in the future": days after today are disabled. */
export const isFutureDay = (d: Dayjs, now: Dayjs = dayjs()) => d.isAfter(now, 'day')

/** A custom range of whole local days; the end is clamped to now. */
export function customRange(start: Dayjs, end: Dayjs, now: Dayjs = dayjs()): Pick<TDashboardFilters, 'startTime' | 'endTime'> {
  const endOfDay = end.endOf('day')
  return { startTime: start.startOf('day').toISOString(), endTime: (endOfDay.isAfter(now) ? now : endOfDay).toISOString() }
}

/** Replaces whatever date filter was set with the chosen one. */
export function withDateChoice(f: TDashboardFilters, choice: Exclude<DateChoice, 'custom'>): TDashboardFilters {
  const { datePreset: _p, startTime: _s, endTime: _e, ...rest } = f
  return choice === 'all' ? rest : { ...rest, datePreset: choice }
}
