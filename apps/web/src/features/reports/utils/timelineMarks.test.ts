import { DEFAULT_ACTIVITY_TOGGLES } from '@parley/shared/rules/deal-activity'
import { describe, expect, it } from 'vitest'
import { timelineMarks } from './timelineMarks'

const start = Date.parse('2026-10-01T00:00:00Z')
const end = Date.parse('2026-10-31T00:00:00Z')
const items = [
  { kind: 'recorded' as const, at: '2026-10-02T00:00:00Z', id: 1, duration: 30 * 60, direction: null },
  { kind: 'email' as const, at: '2026-10-16T00:00:00Z', id: 2, duration: null, direction: 'INCOMING_EMAIL' },
  { kind: 'unrecorded' as const, at: '2026-10-17T00:00:00Z', id: 3, duration: 3 * 60 * 60, direction: null },
]

describe('pipeline activity timeline', () => {
  it('places calls and e-mails along the range, sized "10 px plus 2 px per 5 minutes, max 40 px"', () => {
    const { marks } = timelineMarks(items, { start, end }, DEFAULT_ACTIVITY_TOGGLES)
    expect(marks.map((m) => [m.kind, Math.round(m.x * 30), m.size])).toEqual([
      ['recorded', 1, 22],
      ['email', 15, 10],
      ['unrecorded', 16, 40],
    ])
  })

  it('hides the kinds switched off and shows stretches of 14+ days without activity only with the stale toggle', () => {
    const off = timelineMarks(items, { start, end }, { ...DEFAULT_ACTIVITY_TOGGLES, emails: false, stale: false })
    expect(off.marks.map((m) => m.kind)).toEqual(['recorded', 'unrecorded'])
    expect(off.stale).toEqual([])
    const on = timelineMarks(items, { start, end }, { ...DEFAULT_ACTIVITY_TOGGLES, emails: false })
    expect(on.stale.map((s) => s.days)).toEqual([15, 14])
  })
})
