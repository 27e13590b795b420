// Period grouping of the call reports: by day, week or month, month by default. The server buckets calls with PostgreSQL's date_trunc in the viewer's time
// zone (weeks start on Monday, ISO); these labels name a bucket by its first day.

export const REPORT_GROUPS = ['day', 'week', 'month'] as const
export type ReportGroup = (typeof REPORT_GROUPS)[number]
/** "group (day, week, month; default month)". */
export const DEFAULT_REPORT_GROUP: ReportGroup = 'month'

export const GROUP_LABELS: Record<ReportGroup, string> = { day: 'Day', week: 'Week', month: 'Month' }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** A bucket's first day (YYYY-MM-DD) in words: "Nov 2, 2026", "Week of Nov 2, 2026", "Nov 2026" (dates read "Mon D, YYYY"). */
export function periodLabel(firstDay: string, group: ReportGroup): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(firstDay)
  if (!m) return firstDay
  const [, y, mo, d] = m
  const month = MONTHS[Number(mo) - 1] ?? mo
  if (group === 'month') return `${month} ${y}`
  const day = `${month} ${Number(d)}, ${y}`
  return group === 'week' ? `Week of ${day}` : day
}

/** The same bucket on a chart's axis, short: 'Nov 2' for a day or a week (its Monday), 'Nov 2026' for a month. */
export function periodAxisLabel(firstDay: string, group: ReportGroup): string {
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(firstDay)
  if (group === 'month' || !m) return periodLabel(firstDay, group)
  return `${MONTHS[Number(m[1]) - 1] ?? m[1]} ${Number(m[2])}`
}

/** The most buckets one answer may hold: a year of days. */
export const MAX_PERIODS = 400
