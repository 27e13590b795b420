import { describe, expect, it } from 'vitest'
import {
  adoptionPercentOf,
  CHECKLIST_ADOPTION_SORT_MAP,
  checklistAdoption,
  checklistCell,
  checklistExportMark,
  EXPORT_MARKS,
  orderChecklistSignals,
} from './checklist-adoption'

describe('"Checklist adoption cell. Score over 30 counts as completed (Yes), 0 to 30 as No, negative as N/A."', () => {
  it.each([
    [100, 'Yes'],
    [31, 'Yes'],
    [30, 'No'],
    [0, 'No'],
    [-1, 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ] as const)('score %s → %s', (score, cell) => {
    expect(checklistCell(score)).toBe(cell)
  })
})

describe('"In exports: check mark if score is 80 or more; N/A if missing; cross if below 80 and any best practice score is 30 or lower; otherwise a circle."', () => {
  it.each([
    [80, [0], EXPORT_MARKS.pass],
    [100, [], EXPORT_MARKS.pass],
    [null, [0], EXPORT_MARKS.missing],
    [-1, [], EXPORT_MARKS.missing],
    [79, [30], EXPORT_MARKS.bad],
    [45, [90, 12], EXPORT_MARKS.bad],
    [0, [0], EXPORT_MARKS.bad],
    [79, [31], EXPORT_MARKS.partial],
    [45, [], EXPORT_MARKS.partial],
    [10, [null], EXPORT_MARKS.partial],
  ] as const)('score %s with best practices %j → %s', (score, bp, mark) => {
    expect(checklistExportMark(score, bp)).toBe(mark)
  })

  it('the marks are a check, N/A, a cross and a circle', () => {
    expect(EXPORT_MARKS).toEqual({ pass: '✓', missing: 'N/A', bad: '✗', partial: '○' })
  })
})

describe('"checklist_adoption fraction (shown multiplied by 100)"', () => {
  it('is the share of applicable signals completed (over 30); signals not scored or negative do not count', () => {
    expect(checklistAdoption([100, 31, 30, 0])).toBe(0.5)
    expect(checklistAdoption([100, null, -1, undefined])).toBe(1)
    expect(checklistAdoption([null, -1])).toBeNull()
    expect(checklistAdoption([])).toBeNull()
  })

  it('shows as a whole percent rounded at .5 ("Percent outputs rounded at a .5 boundary")', () => {
    expect(adoptionPercentOf(0.5)).toBe(50)
    expect(adoptionPercentOf(1 / 3)).toBe(33)
    expect(adoptionPercentOf(2 / 3)).toBe(67)
    expect(adoptionPercentOf(0.125)).toBe(13)
    expect(adoptionPercentOf(null)).toBeNull()
  })
})

describe('"Columns are ordered by a fixed list: Pain or priority, Timelines, Best practices - Opening, Pitch, Current solution, Current provider, Resistance handling."', () => {
  it('puts the listed signals first in that order, the others after in their own order', () => {
    const company = ['Budget', 'Pitch', 'Next steps', 'Timelines', 'Best practices - Opening', 'Pain or priority'].map((name) => ({ name }))
    expect(orderChecklistSignals(company).map((s) => s.name)).toEqual([
      'Pain or priority',
      'Timelines',
      'Best practices - Opening',
      'Pitch',
      'Budget',
      'Next steps',
    ])
  })
})

describe('sorting', () => {
  it('maps the sortable columns to the API sort fields', () => {
    expect(Object.keys(CHECKLIST_ADOPTION_SORT_MAP)).toEqual([
      'start_at',
      'video_duration',
      'checklist_adoption',
      'expected_revenue',
      'close_date',
      'created_date',
    ])
  })
})
