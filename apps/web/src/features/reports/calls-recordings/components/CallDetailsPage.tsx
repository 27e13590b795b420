import { CALL_DETAILS_DEFAULT_FILTERS, CALL_SORT_MAP, type CallSortColumn, callColumns, callReportFilters } from '@parley/shared/rules/call-report'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import type { TCallReportRow } from '@parley/shared/schemas/call-reports'
import { Button } from 'antd'
import { exportReport } from '../../api/exportReport'
import { ReportExportMenu } from '../../components/ReportExportMenu'
import { ReportFilterBar } from '../../components/ReportFilterBar'
import type { ReportBodyProps } from '../../components/ReportsPage'
import { ReportTable } from '../../components/ReportTable'
import { useReportQuery } from '../../hooks/useReportQuery'
import { useResetPage } from '../../hooks/useResetPage'
import { useVisibleFilters } from '../../hooks/useVisibleFilters'
import { filterChoices } from '../../utils/filterChoices'
import { stableNow } from '../../utils/reportQuery'
import { EXPORT_PATHS, useCallsOptions, useCallsPage } from '../api/callsReport'
import { callOptionLabel } from '../utils/callLabels'
import { backToCalls } from '../utils/callsNavigation'
import { callTableColumns, callTableWidth } from './callColumns'
import '../callsRecordings.css'

const KEY = 'call_details'
const RANGES = REPORT_RANGES.call_details

/**
 * Reports page 2, Call Details ("detailed calls view; not in menus"): every field of the call report row, with
 * the not-recorded and not-eligible reasons, the same filters and an export; reached from Calls & Recordings and
 * Notetaker Adoption.
 */
export function CallDetailsPage({ state, setState, scope, profile, actor }: ReportBodyProps) {
  const { debounced, debouncedKey } = useReportQuery(state, RANGES, scope)
  const [tablePage, setTablePage] = useResetPage(debouncedKey, 1)

  const pageAnswer = useCallsPage(KEY, debounced, tablePage)
  const options = useCallsOptions(KEY, debounced)
  const rows = pageAnswer.data?.result ?? []
  const total = pageAnswer.data?.total ?? 0
  const [visible, setVisible] = useVisibleFilters(CALL_DETAILS_DEFAULT_FILTERS, state.filters)
  const choices = filterChoices(options.data?.labels, 'Call', callReportFilters(actor.settings))
  const columns = callColumns(actor.settings, true)

  return (
    <div className="calls-recordings">
      <Button type="link" className="call-details__back" onClick={() => setState(backToCalls(state, stableNow()))}>
        ← Calls & Recordings
      </Button>
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
            download={(format) => exportReport(EXPORT_PATHS[KEY], format, debounced, 'call-details')}
          />
        }
      />
      <section className="calls-card" aria-labelledby="call-details-title">
        <header className="calls-card__head">
          <h2 id="call-details-title" className="calls-card__title">
            Call Details ({total} {total === 1 ? 'call' : 'calls'})
          </h2>
        </header>
        <ReportTable<TCallReportRow>
          caption="Every call with its recording and eligibility details"
          rows={rows}
          rowKey="call_key"
          total={total}
          page={tablePage}
          onPage={setTablePage}
          loading={pageAnswer.isFetching}
          scrollX={callTableWidth(columns, true)}
          columns={callTableColumns({ columns, wide: true, sort: state.sort, from: 'call_details' })}
          onSort={(s) => setState({ ...state, sort: s ? { field: CALL_SORT_MAP[s.column as CallSortColumn] ?? s.column, type: s.type } : null, view: null })}
        />
      </section>
    </div>
  )
}
