import { describe, expect, it } from 'vitest'
import {
  canGoNext,
  cursorPageNumber,
  DEFAULT_OBJECTION_SORT,
  FIRST_CURSOR_PAGE,
  nextCursorPage,
  OBJECTION_COLUMNS,
  OBJECTION_DEFAULT_FILTERS,
  OBJECTION_FILTER_CATEGORIES,
  OBJECTION_FILTERS,
  OBJECTION_SORT_MAP,
  objectionCallLink,
  objectionChartHeight,
  objectionEvidence,
  objectionTimestamp,
  previousCursorPage,
  SEVERITY_COLOURS,
  severityLabel,
  topObjectionCategories,
} from './objection-handling'

describe('"Default filters: call_stage, category, grade, tag." — "add-filter categories Rep, Call, Deal, Checklist, CRM"', () => {
  it('offers the default filters and groups every fixed filter in those categories', () => {
    expect(OBJECTION_DEFAULT_FILTERS).toEqual(['call_stage', 'category', 'grade', 'tag'])
    expect(OBJECTION_FILTER_CATEGORIES).toEqual(['Rep', 'Call', 'Deal', 'Checklist', 'CRM'])
    const keys = OBJECTION_FILTERS.map((f) => f.key)
    for (const k of OBJECTION_DEFAULT_FILTERS) expect(keys).toContain(k)
    expect(OBJECTION_FILTERS.find((f) => f.key === 'grade')?.values).toEqual(['High', 'Medium', 'Low'])
  })
})

describe('"Call date (sortable, default newest first)"', () => {
  it('sorts by call_date only, newest first by default', () => {
    expect(OBJECTION_SORT_MAP).toEqual({ call_date: 'call_date' })
    expect(DEFAULT_OBJECTION_SORT).toEqual({ field: 'call_date', type: 'desc' })
  })
})

describe('"A stacked horizontal bar chart shows the top 10 objection categories by total count, stacked High, Medium, Low Severity (colours #FF7231, #feac56, #Ffe885)"', () => {
  it('colours the three severities', () => {
    expect(SEVERITY_COLOURS).toEqual({ High: '#FF7231', Medium: '#feac56', Low: '#Ffe885' })
    expect(severityLabel('High')).toBe('High Severity')
  })

  it('keeps the ten categories with the most objections, most first, severities High, Medium, Low', () => {
    const counts = Array.from({ length: 12 }, (_, i) => [
      { category: `C${i}`, grade: 'Low', y: i },
      { category: `C${i}`, grade: 'High', y: 1 },
    ]).flat()
    const top = topObjectionCategories(counts)
    const categories = [...new Set(top.map((c) => c.category))]
    expect(categories).toEqual(['C11', 'C10', 'C9', 'C8', 'C7', 'C6', 'C5', 'C4', 'C3', 'C2'])
    expect(top.slice(0, 2)).toEqual([
      { category: 'C11', grade: 'High', y: 1 },
      { category: 'C11', grade: 'Low', y: 11 },
    ])
  })

  it('breaks ties by name, so the same counts always chart the same way', () => {
    const counts = [
      { category: 'Timing', grade: 'Medium', y: 2 },
      { category: 'Budget', grade: 'Medium', y: 2 },
    ]
    expect(topObjectionCategories(counts).map((c) => c.category)).toEqual(['Budget', 'Timing'])
    expect(topObjectionCategories([...counts].reverse()).map((c) => c.category)).toEqual(['Budget', 'Timing'])
  })
})

describe('"Chart height min 500, max 1000, 45 per category."', () => {
  it.each([
    [0, 500],
    [10, 500],
    [12, 540],
    [22, 990],
    [30, 1000],
  ])('%i categories → %i px', (n, px) => {
    expect(objectionChartHeight(n)).toBe(px)
  })
})

describe('"signal_category (\'advanced\' shows detail as evidence, else call summary)"', () => {
  it('shows the detail for advanced signals and the call summary otherwise', () => {
    expect(objectionEvidence({ signal_category: 'advanced', detail: 'Too pricey', call_summary: 'We met' })).toBe('Too pricey')
    expect(objectionEvidence({ signal_category: null, detail: 'Too pricey', call_summary: 'We met' })).toBe('We met')
    expect(objectionEvidence({ signal_category: 'basic', detail: 'x', call_summary: null })).toBe('')
  })
})

describe('"Call link (opens the call\'s insights page at the objection timestamp)" — "Timestamp deep link: start (seconds) with tab=insights"', () => {
  it('links to the insights tab at the second the objection was raised, with its source', () => {
    expect(objectionCallLink(42, '00:47:27')).toBe('/meeting/42?tab=insights&start=2847&source=objection_handling')
    expect(objectionCallLink(42, '01:00:00 --> 01:00:09')).toBe('/meeting/42?tab=insights&start=3600&source=objection_handling')
    expect(objectionCallLink(42, 'soon')).toBe('/meeting/42?tab=insights&source=objection_handling')
  })

  it('"Timestamp cells … must match an hh:mm:ss pattern …; otherwise \'No snippet\'"', () => {
    expect(objectionTimestamp('00:01:02')).toBe('00:01:02')
    expect(objectionTimestamp('1:2')).toBe('No snippet')
    expect(objectionTimestamp(null)).toBe('No snippet')
  })
})

describe('"Table \'Objection Handling\': Deal name, Call date, Deal stage during call, Deal owner, Category, Sub category, Evidence, Severity, Call link"', () => {
  it('has those columns in that order', () => {
    expect(OBJECTION_COLUMNS.map((c) => c.label)).toEqual([
      'Deal name',
      'Call date',
      'Deal stage during call',
      'Deal owner',
      'Category',
      'Sub category',
      'Evidence',
      'Severity',
      'Call link',
    ])
  })
})

describe('"Next pushes the current cursor on a stack and uses the returned after; Previous pops. Previous is disabled on page 1; Next is disabled at the last page (total/25 rounded up) or … when fewer than 25 rows come back."', () => {
  it('walks forwards and back to the same cursors', () => {
    const p2 = nextCursorPage(FIRST_CURSOR_PAGE, 'a')
    const p3 = nextCursorPage(p2, 'b')
    expect(p3).toEqual({ stack: [null, 'a'], current: 'b' })
    expect(cursorPageNumber(p3)).toBe(3)
    expect(previousCursorPage(p3)).toEqual(p2)
    expect(previousCursorPage(p2)).toEqual(FIRST_CURSOR_PAGE)
    expect(previousCursorPage(FIRST_CURSOR_PAGE)).toEqual(FIRST_CURSOR_PAGE)
  })

  it('disables Next on the last page, after a short page, and without a cursor', () => {
    const o = { total: 60, shown: 25, pageSize: 25, after: 'x' }
    expect(canGoNext(FIRST_CURSOR_PAGE, o)).toBe(true)
    expect(canGoNext(nextCursorPage(nextCursorPage(FIRST_CURSOR_PAGE, 'a'), 'b'), o)).toBe(false)
    expect(canGoNext(FIRST_CURSOR_PAGE, { ...o, shown: 10 })).toBe(false)
    expect(canGoNext(FIRST_CURSOR_PAGE, { ...o, after: null })).toBe(false)
  })
})
