import type { TActivityDashboardResponse } from '@parley/shared/schemas/recordings'
import type { UseQueryResult } from '@tanstack/react-query'
import { Pagination, Skeleton } from 'antd'
import { type DashboardState, type DashboardTab, PAGE_SIZE } from '../utils/dashboardState'
import { CallList } from './CallList'
import { EmptyResults } from './EmptyResults'

interface ResultsPaneProps {
  query: UseQueryResult<TActivityDashboardResponse>
  state: DashboardState
  filterCount: number
  returnTo: string
  onPage: (page: number) => void
  onTab: (tab: DashboardTab) => void
  onClearFilters: () => void
}

/** The tab's rows, its empty state and paging (10 a page). */
export function ResultsPane({ query, state, filterCount, returnTo, onPage, onTab, onClearFilters }: ResultsPaneProps) {
  if (query.isLoading || (!query.data && query.isFetching)) return <Skeleton active paragraph={{ rows: 6 }} />
  const data = query.data?.data
  if (!data) return <p className="recordings-error">The calls could not be loaded. Please refresh the page.</p>
  const otherTab: DashboardTab = state.tab === '1' ? '2' : '1'
  if (data.data.length === 0) {
    return (
      <EmptyResults
        filtered={filterCount > 0 || state.tab === '2'}
        otherTab={otherTab === '1' ? 'Recorded' : 'Unrecorded'}
        onOtherTab={() => onTab(otherTab)}
        onClearFilters={filterCount > 0 ? onClearFilters : undefined}
      />
    )
  }
  return (
    <div className={query.isFetching ? 'recordings-results recordings-results--stale' : 'recordings-results'} aria-busy={query.isFetching}>
      <p className="recordings-results__count" aria-live="polite">
        {data.total} {data.total === 1 ? 'call' : 'calls'}
      </p>
      <CallList rows={data.data} messages={data.messages} returnTo={returnTo} />
      <Pagination
        className="recordings-results__pages"
        current={state.page}
        pageSize={PAGE_SIZE}
        total={data.total}
        showSizeChanger={false}
        onChange={onPage}
        hideOnSinglePage
      />
    </div>
  )
}
