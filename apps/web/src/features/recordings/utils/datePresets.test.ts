import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { customRange, dateChoiceOf, isFutureDay, withDateChoice } from './datePresets'

describe('date range ("cannot be in the future")', () => {
  const now = dayjs('2026-11-21T09:00:00')
  it('disables days after today', () => {
    expect(isFutureDay(dayjs('2026-11-22'), now)).toBe(true)
    expect(isFutureDay(dayjs('2026-11-21T23:00:00'), now)).toBe(false)
  })
  it('clamps a custom range ending today to now', () => {
    const r = customRange(dayjs('2026-11-01T15:00:00'), dayjs('2026-11-21'), now)
    expect(r.startTime).toBe(dayjs('2026-11-01').startOf('day').toISOString())
    expect(r.endTime).toBe(now.toISOString())
  })
  it('replaces one date choice with another', () => {
    const f = withDateChoice({ startTime: 'a', endTime: 'b', title: 'x' }, '3_months')
    expect(f).toEqual({ title: 'x', datePreset: '3_months' })
    expect(dateChoiceOf(f)).toBe('3_months')
    expect(dateChoiceOf(withDateChoice(f, 'all'))).toBe('all')
  })
})
