import type { TOnboardingDatePreset } from '../schemas/admin'

// The admin center's date presets: "all, last 3 months, last 6 months and last 1 year."

export const ONBOARDING_DATE_PRESET_LABELS: Record<TOnboardingDatePreset, string> = {
  all: 'All',
  last_3_months: 'Last 3 months',
  last_6_months: 'Last 6 months',
  last_1_year: 'Last 1 year',
}

const MONTHS: Record<TOnboardingDatePreset, number | null> = { all: null, last_3_months: 3, last_6_months: 6, last_1_year: 12 }

/**
 * The first onboarding date (YYYY-MM-DD, inclusive) a preset keeps, counted back in calendar months from `today`;
 * null for "all". A day that does not exist in the target month (31 May − 3 months) falls to that month's end.
 */
export function onboardingDateFrom(preset: TOnboardingDatePreset, today: string): string | null {
  const months = MONTHS[preset]
  if (months === null) return null
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  const monthIndex = y * 12 + (m - 1) - months
  const year = Math.floor(monthIndex / 12)
  const month = (monthIndex % 12) + 1
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`
}

/** YYYY-MM-DD of an instant in UTC. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10)
