import { describe, expect, it } from 'vitest'
import { filterChoices } from './filterChoices'

const FILTERS = [
  { key: 'rep', label: 'Rep', category: 'Rep', setting: 'x' },
  { key: 'call_stage', label: 'Deal stage during call', category: 'Call' },
]

describe('filterChoices', () => {
  it('lists the static filters (key, label, category only) until the labels come', () => {
    expect(filterChoices(undefined, 'Call', FILTERS)).toEqual([
      { key: 'rep', label: 'Rep', category: 'Rep' },
      { key: 'call_stage', label: 'Deal stage during call', category: 'Call' },
    ])
  })

  it("takes the server's labels, a label without a category under the report's main one", () => {
    const labels = { rep: { label: 'Rep', category: 'Rep' }, crm_disposition: { label: 'Disposition' } }
    expect(filterChoices(labels, 'Deal', FILTERS)).toEqual([
      { key: 'rep', label: 'Rep', category: 'Rep' },
      { key: 'crm_disposition', label: 'Disposition', category: 'Deal' },
    ])
  })
})
