import { describe, expect, it } from 'vitest'
import { agendaLabel, formatDuration, formatOffset, groupByDay, moreHitsLabel, outcomeTagsView, splitList } from './rowFormat'

describe('row formatting', () => {
  it('"An agenda label is cut at 15 characters."', () => {
    expect(agendaLabel('Pipeline Review')).toBe('Pipeline Review')
    expect(agendaLabel('Quarterly business review')).toBe('Quarterly busin…')
  })
  it('"Outcome tags show the first 2 headings then \'+ N Signals\'."', () => {
    expect(outcomeTagsView(['A', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B'], more: '+ 2 Signals' })
    expect(outcomeTagsView(['A'])).toEqual({ shown: ['A'], more: null })
    expect(outcomeTagsView(['A', 'A', 'B'])).toEqual({ shown: ['A', 'B'], more: null })
  })
  it('"Transcript-search highlights show 2 snippets then \'+N more\'."', () => {
    expect(moreHitsLabel(9, 2)).toBe('+7 more')
    expect(moreHitsLabel(2, 2)).toBeNull()
  })
  it('formats durations and offsets for people', () => {
    expect(formatDuration(258)).toBe('4 min')
    expect(formatDuration(3900)).toBe('1 hr 5 min')
    expect(formatDuration(null)).toBe('—')
    expect(formatOffset(1973)).toBe('32:53')
    expect(formatOffset(3725)).toBe('1:02:05')
  })
  it('splits comma lists without blanks or repeats', () => {
    expect(splitList('a@x.com, b@y.com,, a@x.com')).toEqual(['a@x.com', 'b@y.com'])
  })
  it('groups rows by day under a weekday label', () => {
    const rows = [{ t: '2026-11-13T15:00:00' }, { t: '2026-11-13T10:00:00' }, { t: '2026-11-12T10:00:00' }]
    const groups = groupByDay(rows, (r) => r.t)
    expect(groups.map((g) => [g.label, g.rows.length])).toEqual([
      ['Fri · 13 Nov 2026', 2],
      ['Thu · 12 Nov 2026', 1],
    ])
  })
})
