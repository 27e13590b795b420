import { CALL_SORT_MAP, CALLS_DEFAULT_FILTERS, type CallSortColumn, callColumns, callReportFilters } from '@parley/shared/rules/call-report'
import { CALL_MEASURE_INFO } from '@parley/shared/rules/call-measures'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import type { TCallReportRow } from '@parley/shared/schemas/call-reports'
import { Button } from 'antd'
import { exportReport } from '../../api/exportReport'
import { ReportExportMenu } from '../../components/ReportExportMenu'
import { ReportFilterBar } from '../../components/ReportFilterBar'
import type { ReportBodyProps } from '../../components/ReportsPage'
import { ReportStats } from '../../components/ReportStats'
import { ReportTable } from '../../components/ReportTable'
import { useChartFilter } from '../../hooks/useChartFilter'
import { useReportQuery } from '../../hooks/useReportQuery'
import { useResetPage } from '../../hooks/useResetPage'
import { useVisibleFilters } from '../../hooks/useVisibleFilters'
import { filterChoices } from '../../utils/filterChoices'
import { EXPORT_PATHS, useCallPeriods, useCallsOptions, useCallsPage } from '../api/callsReport'
import { callOptionLabel } from '../utils/callLabels'
import { CallsCharts } from './CallsCharts'
import { callTableColumns, callTableWidth } from './callColumns'

const KEY = 'calls_recordings'
const RANGES = REPORT_RANGES.calls_recordings

/** The Calls & Recordings tab: filter bar, headline figures, three charts with click-to-filter, the paged calls. */
export function CallsTabBody({ state, setState, scope, profile, actor, onOpenDetails }: ReportBodyProps & { onOpenDetails: () => void }) {
  const { debounced, debouncedKey } = useReportQuery(state, RANGES, scope)
  const [tablePage, setTablePage] = useResetPage(debouncedKey, 1)

  const pageAnswer = useCallsPage(KEY, debounced, tablePage)
  const periods = useCallPeriods(debounced, state.group)
  const options = useCallsOptions(KEY, debounced)
  const rows = pageAnswer.data?.result ?? []
  const total = pageAnswer.data?.total ?? 0
  const [visible, setVisible] = useVisibleFilters(CALLS_DEFAULT_FILTERS, state.filters)

  const choices = filterChoices(options.data?.labels, 'Call', callReportFilters(actor.settings))
  const setFilter = useChartFilter({ profile, report: KEY, state, setState, setVisible })

  const sums = (periods.data?.data ?? []).reduce(
    (s, p) => ({ calls: s.calls + p.calls, eligible: s.eligible + p.eligible, recorded: s.recorded + p.recorded }),
    { calls: 0, eligible: 0, recorded: 0 },
  )
  const share = (n: number) => (sums.calls ? `${Math.round((n * 100) / sums.calls)}% of calls` : '—')
  const columns = callColumns(actor.settings, false)

  return (
    <>
      <ReportFilterBar
        reportKey={KEY}
        state={state}
        onChange={setState}
        ranges={RANGES}
        rangeMenus={['activity']}
        choices={choices}
        options={options.data?.lists}
        optionLabel={callOptionLabel}
        visible={visible}
        onVisibleChange={setVisible}
        exportMenu={
          <ReportExportMenu
            profile={profile}
            report={KEY}
            total={pageAnswer.data ? total : undefined}
            download={(format) => exportReport(EXPORT_PATHS[KEY], format, debounced, 'calls-and-recordings')}
          />
        }
      />
      <ReportStats
        label="Calls in the range"
        loading={periods.isFetching}
        stats={[
          {
            key: 'calls',
            label: 'Calls',
            value: sums.calls,
            info: 'Every call in the range: calendar meetings, instant recordings, dialer calls and uploads.',
          },
          { key: 'eligible', label: 'Eligible', value: sums.eligible, note: share(sums.eligible), info: CALL_MEASURE_INFO.eligible },
          { key: 'recorded', label: 'Recorded', value: sums.recorded, note: share(sums.recorded), info: CALL_MEASURE_INFO.recorded },
          {
            key: 'not_recorded',
            label: 'Not recorded',
            value: sums.calls - sums.recorded,
            note: share(sums.calls - sums.recorded),
            info: 'Calls without a recording; the Recording status chart says why.',
          },
        ]}
      />
      <CallsCharts query={debounced} group={state.group} onGroup={(group) => setState({ ...state, group, view: null })} onFilter={setFilter} />
      <section className="calls-card" aria-labelledby="calls-card-title">
        <header className="calls-card__head">
          <h2 id="calls-card-title" className="calls-card__title">
            Calls ({total} {total === 1 ? 'call' : 'calls'})
          </h2>
          <Button type="link" onClick={onOpenDetails}>
            Open Call Details (every field) →
          </Button>
        </header>
        <ReportTable<TCallReportRow>
          caption="Calls and their recording status"
          rows={rows}
          rowKey="call_key"
          total={total}
          page={tablePage}
          onPage={setTablePage}
          loading={pageAnswer.isFetching}
          scrollX={callTableWidth(columns, false)}
          columns={callTableColumns({ columns, wide: false, sort: state.sort, from: 'calls_recordings' })}
          onSort={(s) => setState({ ...state, sort: s ? { field: CALL_SORT_MAP[s.column as CallSortColumn] ?? s.column, type: s.type } : null, view: null })}
        />
      </section>
    </>
  )
}
