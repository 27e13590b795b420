import { describe, expect, it } from 'vitest'
import { activeFilterCount, chosenFilters, cleanFilters, dashboardBody, pageQuery, readState, stateFromView, viewSnapshot, writeState } from './dashboardState'

const rep = { user_role: 'user' as const, is_manager: false }
const manager = { user_role: 'user' as const, is_manager: true }

describe('dashboard state', () => {
  it('round-trips through the URL', () => {
    const state = { tab: '2' as const, page: 3, scope: 'team' as const, filters: { transcript: 'budget', stages: ['Won'] }, viewId: 7 }
    expect(readState(writeState(state), manager)).toEqual(state)
  })
  it('defaults: Recorded tab, page 1, the role default scope', () => {
    expect(readState(new URLSearchParams(), manager)).toMatchObject({ tab: '1', page: 1, scope: 'org', filters: {} })
    expect(readState(new URLSearchParams(), rep).scope).toBe('user')
  })
  it('never lets a URL give a rep a scope they may not use, and ignores malformed filters', () => {
    const s = readState(new URLSearchParams('scope=company_admin&filters=%7Bnot-json'), rep)
    expect(s.scope).toBe('user')
    expect(s.filters).toEqual({})
  })
  it('drops empty values before counting or sending', () => {
    const f = cleanFilters({ title: '  ', stages: [], exclude: { duration: undefined }, crm_custom_field: { a: [] }, reps: ['x@y'] })
    expect(f).toEqual({ reps: ['x@y'] })
    expect(activeFilterCount({ startTime: 'a', endTime: 'b', exclude: { duration: true } })).toBe(2)
  })
  it('builds the spec body: only_recorded_calls per tab, limit true, page size 10', () => {
    expect(dashboardBody({ tab: '2', scope: 'org', filters: { deal_name: 'Acme' } })).toEqual({
      deal_name: 'Acme',
      role: 'org',
      only_recorded_calls: false,
      enable_es: true,
      limit: true,
    })
    expect(pageQuery(3)).toEqual({ take: 10, skip: 20 })
  })
  it('saves and restores a view with its scope and tab', () => {
    const snap = viewSnapshot({ tab: '2', scope: 'team', filters: { stages: ['Won'] } })
    expect(stateFromView(snap, 4, manager)).toEqual({ tab: '2', page: 1, scope: 'team', filters: { stages: ['Won'] }, viewId: 4 })
    expect(stateFromView(snap, 4, rep).scope).toBe('user')
  })
})

describe('the filters the user chose', () => {
  it("leave out the opening view's last month, but not another date range", () => {
    expect(activeFilterCount(chosenFilters({ datePreset: 'last_month' }))).toBe(0)
    expect(activeFilterCount(chosenFilters({ datePreset: 'last_month', reps: ['a@b.example'] }))).toBe(1)
    expect(activeFilterCount(chosenFilters({ datePreset: '3_months' }))).toBe(1)
  })
})
