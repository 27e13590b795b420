import { describe, expect, it } from 'vitest'
import { flattenHeadings } from './swotHeadings'

describe('a SWOT cell ("Headings by category: category, headings, total_headings"; "Top 3 … headings, then a \'+N more\' count")', () => {
  it('takes the first heading of each driver first, then the next, and counts every heading', () => {
    const { items, total } = flattenHeadings([
      { category: 'Competitor', headings: ['Gong is in the picture', 'Gong impressed'], total_headings: 4 },
      { category: 'Pricing', headings: ['Too expensive'], total_headings: 1 },
    ])
    expect(items.map((i) => i.heading)).toEqual(['Gong is in the picture', 'Too expensive', 'Gong impressed'])
    expect(items[1]?.category).toBe('Pricing')
    expect(total).toBe(5)
  })
  it('is empty for no groups', () => {
    expect(flattenHeadings([])).toEqual({ items: [], total: 0 })
  })
})
