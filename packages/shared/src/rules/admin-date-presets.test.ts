import { describe, expect, it } from 'vitest'
import { ONBOARDING_DATE_PRESETS } from '../schemas/admin'
import { ONBOARDING_DATE_PRESET_LABELS, onboardingDateFrom } from './admin-date-presets'

describe('"Date presets are all, last 3 months, last 6 months and last 1 year."', () => {
  it('has exactly the four presets, labelled', () => {
    expect(ONBOARDING_DATE_PRESETS.map((p) => ONBOARDING_DATE_PRESET_LABELS[p])).toEqual(['All', 'Last 3 months', 'Last 6 months', 'Last 1 year'])
  })

  it.each([
    ['all', '2026-11-02', null],
    ['last_3_months', '2026-11-02', '2026-08-02'],
    ['last_6_months', '2026-11-02', '2026-05-02'],
    ['last_1_year', '2026-11-02', '2025-11-02'],
    ['last_3_months', '2026-02-15', '2025-11-15'],
    ['last_3_months', '2026-05-31', '2026-02-28'],
    ['last_1_year', '2028-02-29', '2027-02-28'],
  ] as const)('%s from %s starts at %s', (preset, today, expected) => {
    expect(onboardingDateFrom(preset, today)).toBe(expected)
  })
})
