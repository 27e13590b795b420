import {
  ACTIVITY_GROUP_LABELS,
  ACTIVITY_GROUPS,
  ACTIVITY_REVIEW_DEFAULT_FILTERS,
  ACTIVITY_REVIEW_FILTERS,
  ACTIVITY_REVIEW_SORT_MAP,
  type ActivityGroup,
  type ActivityReviewSortColumn,
  defaultActivityGroup,
} from '@parley/shared/rules/activity-review'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import type { TActivityReviewQuery, TActivityReviewRow } from '@parley/shared/schemas/activity-review'
import { Segmented } from 'antd'
import { useMemo } from 'react'
import { trackReportEvent } from '../../api/trackReportEvent'
import type { ReportBodyProps } from '../../components/ReportsPage'
import { ReportExportMenu } from '../../components/ReportExportMenu'
import { ReportFilterBar } from '../../components/ReportFilterBar'
import { ReportTable } from '../../components/ReportTable'
import { useDebouncedQuery } from '../../hooks/useDebouncedQuery'
import { useResetPage } from '../../hooks/useResetPage'
import { useVisibleFilters } from '../../hooks/useVisibleFilters'
import { filterChoices } from '../../utils/filterChoices'
import { stableNow, toReportQuery } from '../../utils/reportQuery'
import { exportActivityReview, useActivityOptions, useActivityPage } from '../api/activityReview'
import { activityTableColumns } from './activityTableColumns'
import '../activityReview.css'

const RANGES = REPORT_RANGES.activity_review
const KEY = 'activity_review'

/**
 * Presets end at the next whole minute (the server stops at its own now): stableNow's minute keeps request keys steady,
 * but rounded down it would leave out what happened in the last seconds — a question just asked is activity.
 */
const upToNow = () => new Date(stableNow().getTime() + 60_000)

/**
 * Activity Review (page 6, "a Manager / Team toggle; rows per manager or rep with counts. Default range
 * one week."): the filter bar, the toggle, and one row per manager (with their direct reports) or per person.
 */
export function ActivityReviewPage({ state, setState, scope, profile }: ReportBodyProps) {
  // Without a choice in the URL, Myself opens on the Team view and wider scopes on the Manager view.
  const group = state.activityGroup ?? defaultActivityGroup(scope)
  const query = useMemo<TActivityReviewQuery>(() => ({ ...toReportQuery(state, RANGES, scope, upToNow()), group }), [state, scope, group])
  const { debounced, debouncedKey } = useDebouncedQuery(query)
  const [tablePage, setTablePage] = useResetPage(debouncedKey, 1)

  const pageAnswer = useActivityPage(debounced, tablePage)
  const options = useActivityOptions(debounced)
  const rows = pageAnswer.data?.result ?? []
  const total = pageAnswer.data?.total ?? 0
  // The rows on screen belong to the view they were asked for (the toggle waits for the debounce like every input).
  const shownGroup = pageAnswer.data?.group ?? group

  const [visible, setVisible] = useVisibleFilters(ACTIVITY_REVIEW_DEFAULT_FILTERS, state.filters)
  const choices = filterChoices(options.data?.labels, 'Rep', ACTIVITY_REVIEW_FILTERS)

  /** A manager's row opens the Team view on that manager and their direct reports. */
  const openTeam = (row: TActivityReviewRow) => {
    trackReportEvent(profile, 'chart_click', { report: KEY, filter: 'rep', value: row.name })
    setVisible((v) => (v.includes('rep') ? v : [...v, 'rep']))
    setState({ ...state, activityGroup: 'rep', filters: { ...state.filters, rep: [row.name, ...row.team_members] }, view: null })
  }

  return (
    <div className="activity-review">
      <ReportFilterBar
        reportKey={KEY}
        state={state}
        onChange={setState}
        ranges={RANGES}
        rangeMenus={['activity']}
        choices={choices}
        options={options.data?.lists}
        visible={visible}
        onVisibleChange={setVisible}
        exportMenu={
          <ReportExportMenu
            profile={profile}
            report={KEY}
            total={pageAnswer.data ? total : undefined}
            download={(format) => exportActivityReview(format, debounced)}
          />
        }
      />
      <section className="activity-review__card" aria-labelledby="activity-review-title">
        <div className="activity-review__head">
          <h2 id="activity-review-title" className="activity-review__title">
            {shownGroup === 'manager' ? 'Managers' : 'People'} ({total})
          </h2>
          <Segmented<ActivityGroup>
            aria-label="View"
            value={group}
            options={ACTIVITY_GROUPS.map((g) => ({ value: g, label: ACTIVITY_GROUP_LABELS[g] }))}
            onChange={(next) => setState({ ...state, activityGroup: next, view: null })}
          />
        </div>
        <p className="activity-review__hint">
          {shownGroup === 'manager'
            ? 'Each manager with their direct reports. Open a row to see its people one by one.'
            : 'Each person on their own, with their activity in the range.'}
        </p>
        <ReportTable<TActivityReviewRow>
          caption={shownGroup === 'manager' ? 'Managers with their teams' : 'People'}
          rows={rows}
          rowKey="id"
          total={total}
          page={tablePage}
          onPage={setTablePage}
          loading={pageAnswer.isFetching}
          scrollX={1080}
          columns={activityTableColumns({ group: shownGroup, sort: state.sort })}
          onRow={shownGroup === 'manager' ? openTeam : undefined}
          onSort={(s) =>
            setState({
              ...state,
              sort: s ? { field: ACTIVITY_REVIEW_SORT_MAP[s.column as ActivityReviewSortColumn] ?? s.column, type: s.type } : null,
              view: null,
            })
          }
        />
      </section>
    </div>
  )
}
