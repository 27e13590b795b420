import { describe, expect, it } from 'vitest'
import { chartRows } from './chartRows'

describe('chartRows — the stacked bar: one row per category, "stacked High, Medium, Low Severity"', () => {
  it('keeps the server order of categories and sums each severity', () => {
    const rows = chartRows([
      { category: 'Pricing', grade: 'High', y: 3 },
      { category: 'Pricing', grade: 'Low', y: 2 },
      { category: 'Timing', grade: 'Medium', y: 4 },
    ])
    expect(rows).toEqual([
      { category: 'Pricing', total: 5, High: 3, Medium: 0, Low: 2 },
      { category: 'Timing', total: 4, High: 0, Medium: 4, Low: 0 },
    ])
  })

  it('counts an unknown severity in the total only', () => {
    expect(chartRows([{ category: 'Other', grade: 'Severe', y: 1 }])).toEqual([{ category: 'Other', total: 1, High: 0, Medium: 0, Low: 0 }])
  })
})
