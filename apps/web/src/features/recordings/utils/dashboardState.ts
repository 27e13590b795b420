import { resolveScope, type Scope, type ScopeActor } from '@parley/shared/rules/scope'
import { type TActivityDashboardBody, type TDashboardFilters, ZDashboardFilters } from '@parley/shared/schemas/recordings'

/** Recorded is tab key 1, Unrecorded key 2. */
export type DashboardTab = '1' | '2'
export const PAGE_SIZE = 10

/** Everything the dashboard shows is a function of this; it lives in the URL so Back restores it. */
export interface DashboardState {
  tab: DashboardTab
  page: number
  scope: Scope
  filters: TDashboardFilters
  /** The saved view the filters came from, if any (the views manager then offers update and delete). */
  viewId?: number | null
}

/** "Default view date range is last month": what a bare /meetings opens with when no saved view is the default. */
export const DEFAULT_DASHBOARD_FILTERS: TDashboardFilters = { datePreset: 'last_month' }

const FILTER_KEYS = ['tab', 'page', 'scope', 'filters', 'view'] as const

/** True when the URL holds dashboard state (otherwise the default view may be applied). */
export function hasStateInUrl(params: URLSearchParams): boolean {
  return FILTER_KEYS.some((k) => params.has(k))
}

/** Drops empty values so the URL, saved views and the "filters active" test see the same thing. */
export function cleanFilters(f: TDashboardFilters): TDashboardFilters {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(f)) {
    if (key === 'role' || value === undefined || value === null || value === '' || value === false) continue
    if (Array.isArray(value) && value.length === 0) continue
    if (key === 'crm_custom_field' || key === 'exclude') {
      const inner = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0)),
      )
      if (Object.keys(inner).length) out[key] = inner
      continue
    }
    out[key] = typeof value === 'string' ? value.trim() || undefined : value
    if (out[key] === undefined) delete out[key]
  }
  return out as TDashboardFilters
}

/**
 * The filters the user chose: the opening view's date range is where the dashboard starts, not a filter of theirs
 * (no badge for it, and a user without calls still sees the set-up state).
 */
export function chosenFilters(f: TDashboardFilters): TDashboardFilters {
  if (f.datePreset !== DEFAULT_DASHBOARD_FILTERS.datePreset) return f
  const { datePreset: _opening, ...rest } = f
  return rest
}

export function activeFilterCount(f: TDashboardFilters): number {
  const c = cleanFilters(f)
  let n = 0
  for (const [key, value] of Object.entries(c)) {
    if (key === 'endTime') continue // a range counts once
    n += key === 'crm_custom_field' || key === 'exclude' ? Object.keys(value as object).length : 1
  }
  return n
}

/** Reads the state from the URL; anything malformed falls back to the defaults rather than failing. */
export function readState(params: URLSearchParams, actor: ScopeActor): DashboardState {
  const tab: DashboardTab = params.get('tab') === '2' ? '2' : '1'
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const scope = resolveScope(actor, params.get('scope'))
  let filters: TDashboardFilters = {}
  const raw = params.get('filters')
  if (raw) {
    try {
      const parsed = ZDashboardFilters.safeParse(JSON.parse(raw))
      if (parsed.success) filters = cleanFilters(parsed.data)
    } catch {
      // a hand-edited URL: start without filters
    }
  }
  const view = Number.parseInt(params.get('view') ?? '', 10)
  return { tab, page, scope, filters, viewId: Number.isFinite(view) && view > 0 ? view : null }
}

export function writeState(s: DashboardState): URLSearchParams {
  const params = new URLSearchParams()
  params.set('tab', s.tab)
  params.set('scope', s.scope)
  if (s.page > 1) params.set('page', String(s.page))
  const f = cleanFilters(s.filters)
  if (Object.keys(f).length) params.set('filters', JSON.stringify(f))
  if (s.viewId) params.set('view', String(s.viewId))
  return params
}

/** The body of activity-dashboard (and of its export, with limit false). */
export function dashboardBody(s: Pick<DashboardState, 'tab' | 'scope' | 'filters'>, limit = true): TActivityDashboardBody {
  return { ...cleanFilters(s.filters), role: s.scope, only_recorded_calls: s.tab === '1', enable_es: true, limit }
}

export const pageQuery = (page: number) => ({ take: PAGE_SIZE, skip: PAGE_SIZE * (page - 1) })

/** What a saved view stores: the filters with the scope as role, and the tab. */
export function viewSnapshot(s: Pick<DashboardState, 'tab' | 'scope' | 'filters'>): Record<string, unknown> {
  return { ...cleanFilters(s.filters), role: s.scope, tab: s.tab }
}

/** A saved view's filters as dashboard state; a scope the user may not use falls back as the server would. */
export function stateFromView(stored: Record<string, unknown>, viewId: number, actor: ScopeActor): DashboardState {
  const parsed = ZDashboardFilters.safeParse(stored)
  const role = typeof stored.role === 'string' ? stored.role : null
  return {
    tab: stored.tab === '2' ? '2' : '1',
    page: 1,
    scope: resolveScope(actor, role),
    filters: parsed.success ? cleanFilters(parsed.data) : {},
    viewId,
  }
}
