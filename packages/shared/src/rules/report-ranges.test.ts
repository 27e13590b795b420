import { describe, expect, it } from 'vitest'
import { checkRange, customRange, presetRange, REPORT_RANGES } from './report-ranges'

const NOW = new Date('2026-11-02T09:00:00Z')
const s = (iso: string) => Math.floor(new Date(iso).getTime() / 1000)

describe('date presets — "lastMonth = 1 month back to now; 3 and 6 months; 1 year"', () => {
  // The viewer's clock: 2 November 2026, 09:00 local time.
  const now = new Date(2026, 10, 2, 9, 0)
  it.each([
    ['lastMonth', new Date(2026, 9, 2)],
    ['last3Months', new Date(2026, 7, 2)],
    ['last6Months', new Date(2026, 4, 2)],
    ['last1Year', new Date(2025, 10, 2)],
    ['lastWeek', new Date(2026, 9, 26)],
  ] as const)('%s starts at the start of %s and ends now', (preset, start) => {
    expect(presetRange(preset, now)).toEqual({ startTime: start.getTime() / 1000, endTime: now.getTime() / 1000 })
  })

  it('every request of one day gets the same start, so a figure and the table it filters count the same calls', () => {
    const morning = presetRange('lastMonth', new Date(2026, 10, 2, 0, 1))
    const evening = presetRange('lastMonth', new Date(2026, 10, 2, 23, 59))
    expect(morning?.startTime).toBe(evening?.startTime)
  })

  it('custom and All Deals have no preset range', () => {
    expect(presetRange('custom', NOW)).toBeNull()
    expect(presetRange('all', NOW)).toBeNull()
  })

  it('"Custom date range: start is taken at start of day, end at end of day, in seconds since epoch"', () => {
    const r = customRange(new Date(2026, 9, 5, 15, 30), new Date(2026, 9, 9, 8, 0))
    expect(new Date(r.startTime * 1000).getHours()).toBe(0)
    expect(new Date(r.endTime * 1000).getHours()).toBe(23)
    expect(new Date(r.endTime * 1000).getMinutes()).toBe(59)
  })
})

describe('custom range limits', () => {
  const pipeline = REPORT_RANGES.pipeline_review
  it('"pipeline review …: from one year ago to today (end of day)"', () => {
    expect(checkRange('Activity', pipeline.activity, { startTime: s('2025-11-02T00:00:00Z'), endTime: s('2026-11-02T23:59:59Z') }, NOW)).toBeNull()
    expect(checkRange('Activity', pipeline.activity, { startTime: s('2025-10-20T00:00:00Z'), endTime: s('2026-11-01T00:00:00Z') }, NOW)).toEqual({
      end: 'start',
      message: 'Activity can start at most one year ago.',
    })
    expect(checkRange('Activity', pipeline.activity, { startTime: s('2026-10-01T00:00:00Z'), endTime: s('2026-11-10T00:00:00Z') }, NOW)).toEqual({
      end: 'end',
      message: 'Activity cannot end after today.',
    })
  })

  it('"Future dates are allowed only for the Deal Close Date range."', () => {
    const close = pipeline.close
    if (!close) throw new Error('pipeline review has a close range')
    expect(checkRange(close.label, close, { startTime: s('2026-11-01T00:00:00Z'), endTime: s('2027-06-30T23:59:59Z') }, NOW)).toBeNull()
    const created = pipeline.created
    if (!created) throw new Error('pipeline review has a created range')
    expect(checkRange(created.label, created, { startTime: s('2019-01-01T00:00:00Z'), endTime: s('2027-01-01T00:00:00Z') }, NOW)?.message).toBe(
      'Deals created in cannot end after today.',
    )
  })

  it('"Activity review: 3 months back. Notetaker adoption report: last 6 months to today. Competitive win-loss: six months back"', () => {
    expect(REPORT_RANGES.activity_review.activity.monthsBack).toBe(3)
    expect(REPORT_RANGES.notetaker_adoption.activity.monthsBack).toBe(6)
    expect(REPORT_RANGES.win_loss.activity.monthsBack).toBe(6)
    expect(REPORT_RANGES.checklist_adoption.activity.monthsBack).toBe(12)
  })

  it('a viewer a day ahead of UTC may still pick "today"; the end may not precede the start', () => {
    expect(checkRange('Activity', pipeline.activity, { startTime: s('2026-11-02T14:00:00Z'), endTime: s('2026-11-03T13:59:59Z') }, NOW)).toBeNull()
    expect(checkRange('Activity', pipeline.activity, { startTime: s('2026-10-05T00:00:00Z'), endTime: s('2026-10-04T00:00:00Z') }, NOW)?.message).toBe(
      'The end of Activity must not be before its start.',
    )
  })

  it('default ranges: pipeline activity Last Month, win-loss Last 6 Months, account review Last 1 Year', () => {
    expect(pipeline.activity.defaultPreset).toBe('lastMonth')
    expect(REPORT_RANGES.win_loss.activity.defaultPreset).toBe('last6Months')
    expect(REPORT_RANGES.account_review.activity.defaultPreset).toBe('last1Year')
    expect(REPORT_RANGES.bdr_to_mql.activity.defaultPreset).toBe('lastWeek')
  })
})
