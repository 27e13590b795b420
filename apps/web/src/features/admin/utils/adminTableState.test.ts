import { describe, expect, it } from 'vitest'
import { activeFilterCount, adminTableReducer, initialAdminTableState, pageRequest } from './adminTableState'

describe('admin table state — "The table reloads from the first page whenever a filter or sort changes."', () => {
  const onPage3 = { ...initialAdminTableState(), page: 3 }

  it('a filter change goes back to page 1', () => {
    const next = adminTableReducer(onPage3, { type: 'filter', key: 'functions', value: ['AE'] })
    expect(next.page).toBe(1)
    expect(next.filters.functions).toEqual(['AE'])
  })

  it('a sort change goes back to page 1', () => {
    expect(adminTableReducer(onPage3, { type: 'sort', sort: { column: 'email', direction: 'desc' } }).page).toBe(1)
  })

  it('paging keeps filters and sort, and asks for 20 rows from the right offset', () => {
    const state = adminTableReducer(adminTableReducer(initialAdminTableState(), { type: 'filter', key: 'user_status', value: ['active'] }), {
      type: 'page',
      page: 4,
    })
    expect(pageRequest(state)).toEqual({ filters: expect.objectContaining({ user_status: ['active'] }), sort: null, take: 20, skip: 60 })
  })

  it('counts active filters and clears them', () => {
    let state = adminTableReducer(initialAdminTableState(), { type: 'filter', key: 'functions', value: ['AE'] })
    state = adminTableReducer(state, { type: 'filter', key: 'onboarding_date', value: 'last_6_months' })
    expect(activeFilterCount(state.filters)).toBe(2)
    expect(activeFilterCount(adminTableReducer(state, { type: 'clear' }).filters)).toBe(0)
  })
})
