/** Trend bucket sizes of the executive summary chart. */
export type TrendInterval = '1w' | '1M' | '1q'

const DAY_MS = 86_400_000

/** Whole months between two dates (calendar months, partial months not counted). */
function monthsBetween(start: Date, end: Date): number {
  let months = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + (end.getUTCMonth() - start.getUTCMonth())
  if (end.getUTCDate() < start.getUTCDate()) months--
  return months
}

/**
 * "Trend grouping from the chosen range: under 4 months gives 1w, 6 to under 12 months gives 1M, 12 months or more
 * gives 1q, otherwise 1M; default 1M."
 */
export function trendInterval(start: Date | null, end: Date | null): TrendInterval {
  if (!start || !end || end.getTime() - start.getTime() < 0 || Number.isNaN(start.getTime() + end.getTime())) return '1M'
  const months = monthsBetween(start, end)
  if (months < 4 && end.getTime() - start.getTime() < 122 * DAY_MS) return '1w'
  if (months >= 12) return '1q'
  return '1M'
}

/** The PostgreSQL date_trunc unit of an interval. */
export const TREND_TRUNC: Record<TrendInterval, 'week' | 'month' | 'quarter'> = { '1w': 'week', '1M': 'month', '1q': 'quarter' }
