import { availableScopes, type ScopeActor } from '@parley/shared/rules/scope'
import { NO_EXPORT_DATA, type TDashboardFilters } from '@parley/shared/schemas/recordings'
import type { TProfile } from '@parley/shared/schemas/user'
import { Badge, Button, Drawer, Tabs } from 'antd'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { ExportMenu } from '../../../components/ExportMenu'
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery'
import { useActivityDashboard } from '../api/activityDashboard'
import { useCustomViews } from '../api/customViews'
import { exportDashboard } from '../api/exportDashboard'
import { useDashboardState } from '../hooks/useDashboardState'
import {
  activeFilterCount,
  chosenFilters,
  DEFAULT_DASHBOARD_FILTERS,
  dashboardBody,
  hasStateInUrl,
  pageQuery,
  stateFromView,
  viewSnapshot,
} from '../utils/dashboardState'
import { CalendarBanner } from './CalendarBanner'
import { FilterPanel } from './FilterPanel'
import { ResultsPane } from './ResultsPane'
import { ScopeSelector } from './ScopeSelector'
import { SearchBar } from './SearchBar'
import { TrendCard } from './TrendCard'
import { ViewsManager } from './ViewsManager'
import '../recordings.css'

interface RecordingsDashboardProps {
  profile: TProfile
  /** Page actions owned by the route (e.g. Upload recording). */
  actions?: ReactNode
}

/** The recordings dashboard: scope, searches, filters, trend, tabs and the call list. */
export function RecordingsDashboard({ profile, actions }: RecordingsDashboardProps) {
  const actor: ScopeActor = useMemo(() => ({ user_role: profile.user_role, is_manager: profile.is_manager }), [profile.user_role, profile.is_manager])
  const { state, change, normalize, params } = useDashboardState(actor)
  const location = useLocation()
  const isMobile = useMediaQuery(MOBILE_QUERY)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const views = useCustomViews()

  // With nothing in the URL the user's default view applies (else last month); the list waits for the views so it loads once.
  const startedBare = useRef(!hasStateInUrl(params)).current
  const ready = !startedBare || views.isFetched
  const defaultChecked = useRef(false)
  useEffect(() => {
    if (!ready) return
    if (startedBare && !defaultChecked.current) {
      defaultChecked.current = true
      const view = views.data?.find((v) => v.is_default && v.is_owner) ?? views.data?.find((v) => v.is_default)
      if (view) return change(stateFromView(view.filters, view.id, actor))
      // No default view of theirs or their team's: the spec's default view, last month.
      return change({ filters: DEFAULT_DASHBOARD_FILTERS })
    }
    normalize()
  }, [ready, startedBare, views.data, change, normalize, actor])

  const body = useMemo(() => dashboardBody(state), [state])
  const list = useActivityDashboard(body, pageQuery(state.page), ready)
  const trendBody = useMemo(() => {
    const { limit: _limit, enable_es: _es, ...rest } = body
    return rest
  }, [body])

  // The rep list of the Sales reps filter comes with each page; keep the last one while a page loads.
  const [salesReps, setSalesReps] = useState<{ name: string; email: string }[]>([])
  useEffect(() => {
    if (list.data) setSalesReps(list.data.data.salesReps)
  }, [list.data])

  const scopes = availableScopes(actor)
  const peopleFilters = profile.is_manager || profile.user_role !== 'user'
  const setFilters = (patch: Partial<TDashboardFilters>) => change({ filters: { ...state.filters, ...patch } })
  const filterCount = activeFilterCount(chosenFilters(state.filters))
  // The Filters button counts what the drawer holds; the search boxes stay outside it.
  const drawerCount = activeFilterCount({ ...chosenFilters(state.filters), title: undefined, transcript: undefined, deal_name: undefined })
  const returnTo = `${location.pathname}${location.search}`

  const panel = (
    <FilterPanel
      filters={state.filters}
      onChange={setFilters}
      role={state.scope}
      peopleFilters={peopleFilters}
      dialerFilter={profile.company_settings.dialerFilter}
      salesReps={salesReps}
    />
  )

  return (
    <div className="page recordings">
      <CalendarBanner profile={profile} />
      <div className="recordings-header">
        <h1 className="page-header__title">Meetings</h1>
        <div className="recordings-header__actions">
          {actions}
          <ViewsManager
            currentViewId={state.viewId}
            snapshot={() => viewSnapshot(state)}
            onApply={(view) => change(stateFromView(view.filters, view.id, actor))}
            onDeleted={(id) => state.viewId === id && change({ viewId: null })}
          />
          <ExportMenu
            total={list.data?.data.total}
            download={(format) => exportDashboard(format, body)}
            noDataMessage={NO_EXPORT_DATA}
            failedMessage="The export failed. Please try again."
          />
        </div>
      </div>
      <div className="recordings-toolbar">
        <ScopeSelector scopes={scopes} value={state.scope} onChange={(scope) => change({ scope })} />
        <SearchBar
          title={state.filters.title ?? ''}
          transcript={state.filters.transcript ?? ''}
          dealName={state.filters.deal_name ?? ''}
          onChange={setFilters}
        />
        {isMobile ? (
          <Badge count={drawerCount} size="small">
            <Button onClick={() => setDrawerOpen(true)} aria-expanded={drawerOpen}>
              Filters
            </Button>
          </Badge>
        ) : null}
      </div>
      {isMobile ? (
        <Drawer className="recordings-drawer" title="Filters" placement="bottom" size="large" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          {panel}
        </Drawer>
      ) : (
        panel
      )}
      <TrendCard body={trendBody} enabled={ready} />
      <Tabs
        activeKey={state.tab}
        onChange={(key) => change({ tab: key === '2' ? '2' : '1' })}
        items={[
          { key: '1', label: 'Recorded' },
          { key: '2', label: 'Unrecorded' },
        ]}
      />
      <ResultsPane
        query={list}
        state={state}
        filterCount={filterCount}
        returnTo={returnTo}
        onPage={(page) => change({ page })}
        onTab={(tab) => change({ tab })}
        onClearFilters={() => change({ filters: {}, viewId: null })}
      />
    </div>
  )
}
