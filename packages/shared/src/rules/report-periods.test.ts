import { describe, expect, it } from 'vitest'
import { DEFAULT_REPORT_GROUP, periodAxisLabel, periodLabel, REPORT_GROUPS } from './report-periods'

describe('"group (day, week, month; default month)"', () => {
  it('offers day, week and month, month first chosen', () => {
    expect(REPORT_GROUPS).toEqual(['day', 'week', 'month'])
    expect(DEFAULT_REPORT_GROUP).toBe('month')
  })

  it.each([
    ['2026-11-02', 'day', 'Nov 2, 2026'],
    ['2026-11-02', 'week', 'Week of Nov 2, 2026'],
    ['2026-11-01', 'month', 'Nov 2026'],
    ['not a date', 'day', 'not a date'],
  ] as const)('%s by %s reads %j ("Dates shown \'Mon D, YYYY\'")', (day, group, label) => {
    expect(periodLabel(day, group)).toBe(label)
  })

  it.each([
    ['2026-11-02', 'day', 'Nov 2'],
    ['2026-11-02', 'week', 'Nov 2'],
    ['2026-11-01', 'month', 'Nov 2026'],
  ] as const)('on a chart axis %s by %s reads %j', (day, group, label) => {
    expect(periodAxisLabel(day, group)).toBe(label)
  })
})
