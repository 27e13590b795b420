import { describe, expect, it } from 'vitest'
import type { ReportState } from '../../utils/reportSearch'
import { toWinLossQuery } from './winLossQuery'

const state: ReportState = {
  page: 12,
  role: null,
  group: 'month',
  activity: null,
  created: null,
  close: null,
  filters: { competitor_name: ['Gong'] },
  sort: null,
  view: null,
  flags: {},
}

describe('the win-loss query ("Calls Done In (default Last 6 Months)", "The end time sent is two hours before now")', () => {
  const now = new Date(2026, 10, 25, 12, 0)
  it('sends the last six months ending two hours before now by default', () => {
    const q = toWinLossQuery(state, 'company_admin', now)
    expect(q.endTime).toBe(now.getTime() / 1000 - 7200)
    expect(q.startTime).toBe(new Date(2026, 4, 25).getTime() / 1000)
    expect(q.filter).toEqual({ competitor_name: ['Gong'] })
    expect(q.role).toBe('company_admin')
  })
  it('keeps a custom range that ends earlier, and clamps one that ends today', () => {
    const early = toWinLossQuery({ ...state, activity: { time: 'custom', startTime: 1_780_000_000, endTime: 1_780_500_000 } }, 'user', now)
    expect(early.endTime).toBe(1_780_500_000)
    const today = toWinLossQuery({ ...state, activity: { time: 'custom', startTime: 1_780_000_000, endTime: now.getTime() / 1000 + 3600 } }, 'user', now)
    expect(today.endTime).toBe(now.getTime() / 1000 - 7200)
  })
})
