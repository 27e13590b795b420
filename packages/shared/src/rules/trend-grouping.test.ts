import { describe, expect, it } from 'vitest'
import { trendInterval } from './trend-grouping'

const d = (s: string) => new Date(`${s}T00:00:00Z`)

// "under 4 months gives 1w, 6 to under 12 months gives 1M, 12 months or more gives 1q, otherwise 1M; default 1M."
describe('trendInterval', () => {
  it('groups under 4 months weekly', () => {
    expect(trendInterval(d('2026-08-21'), d('2026-11-21'))).toBe('1w')
    expect(trendInterval(d('2026-10-21'), d('2026-11-21'))).toBe('1w')
  })
  it('groups 4 to under 12 months monthly (the "otherwise" and 6–12 cases)', () => {
    expect(trendInterval(d('2026-07-21'), d('2026-11-21'))).toBe('1M')
    expect(trendInterval(d('2026-05-21'), d('2026-11-21'))).toBe('1M')
    expect(trendInterval(d('2025-11-22'), d('2026-11-21'))).toBe('1M')
  })
  it('groups 12 months or more quarterly', () => {
    expect(trendInterval(d('2025-11-21'), d('2026-11-21'))).toBe('1q')
    expect(trendInterval(d('2023-01-01'), d('2026-11-21'))).toBe('1q')
  })
  it('defaults to monthly without a range', () => {
    expect(trendInterval(null, null)).toBe('1M')
    expect(trendInterval(d('2026-11-21'), d('2026-01-01'))).toBe('1M')
  })
})
