import type { TWinLossGroupRow } from '@parley/shared/schemas/win-loss'
import { describe, expect, it } from 'vitest'
import { countFilter, rowFilter, scatterPoints, sortGroupRows } from './groupRows'
import { totalDealsAxisMax } from './chartAxes'

const row = (name: string, total_deals: number, loss_rate: number): TWinLossGroupRow => ({
  name,
  total_deals,
  total_insights: 0,
  strength_insight: 0,
  weakness_insight: 0,
  opportunity_insight: 0,
  threat_insight: 0,
  unique_categories: [],
  open_deals: 0,
  closed_deals: 0,
  wins: 0,
  losses: 0,
  win_rate: 100 - loss_rate,
  loss_rate,
})

describe('the selector table ("Decision Driver default Total Deals descending")', () => {
  const rows = [row('B', 3, 50), row('A', 9, 20), row('C', 3, 80)]
  it('sorts by Total Deals descending by default, ties by name', () => {
    expect(sortGroupRows(rows, null).map((r) => r.name)).toEqual(['A', 'B', 'C'])
  })
  it('sorts by any count or rate column both ways', () => {
    expect(sortGroupRows(rows, { field: 'loss_rate', type: 'desc' }).map((r) => r.name)).toEqual(['C', 'B', 'A'])
    expect(sortGroupRows(rows, { field: 'total_deals', type: 'asc' }).map((r) => r.name)).toEqual(['B', 'C', 'A'])
  })
  it('"Clicking a row or point sets a filter: competitor_name, funnel_by_product, owner_name or objection_category"', () => {
    expect(rowFilter('competitor', 'Gong')).toEqual({ competitor_name: ['Gong'] })
    expect(rowFilter('deal_owner', 'Jo')).toEqual({ owner_name: ['Jo'] })
  })
  it('"Clicking a count filters sales_stage by the open, won or lost stage group", keeping the row', () => {
    const groups = { open: ['Qualify'], won: ['Won'], lost: ['Closed-Lost', 'Closed-Invalid'] }
    expect(countFilter('objection_category', 'Pricing', 'lost', groups)).toEqual({
      objection_category: ['Pricing'],
      sales_stage: ['Closed-Lost', 'Closed-Invalid'],
    })
  })
  it('draws values at the same place as one point of the scatter, names in the table order', () => {
    const points = scatterPoints([row('A', 9, 20), row('B', 3, 50), row('C', 3, 50)])
    expect(points).toEqual([
      { total_deals: 9, loss_rate: 20, names: ['A'] },
      { total_deals: 3, loss_rate: 50, names: ['B', 'C'] },
    ])
  })
  it('ends the Total Deals axis past the largest total, at a multiple of 5', () => {
    expect(totalDealsAxisMax(0)).toBe(5)
    expect(totalDealsAxisMax(49)).toBe(50)
    expect(totalDealsAxisMax(50)).toBe(55)
  })
})
