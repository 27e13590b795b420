import {
  CHECKLIST_ADOPTION_DEFAULT_FILTERS,
  CHECKLIST_ADOPTION_FILTERS,
  CHECKLIST_ADOPTION_SORT_MAP,
  type ChecklistAdoptionSortColumn,
} from '@parley/shared/rules/checklist-adoption'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import type { TChecklistAdoptionRow } from '@parley/shared/schemas/checklist-adoption'
import type { TReportQuery } from '@parley/shared/schemas/reports'
import { useEffect, useMemo, useState } from 'react'
import { ExportMenu } from '../../../../components/ExportMenu'
import { useDebouncedValue } from '../../../../lib/useDebouncedValue'
import { exportReport } from '../../api/exportReport'
import { trackReportEvent } from '../../api/trackReportEvent'
import type { ReportBodyProps } from '../../components/ReportsPage'
import { ReportFilterBar } from '../../components/ReportFilterBar'
import { ReportTable } from '../../components/ReportTable'
import { stableNow, toReportQuery } from '../../utils/reportQuery'
import { useChecklistOptions, useChecklistPage } from '../api/checklistAdoption'
import { ChecklistCharts } from './ChecklistCharts'
import { checklistTableColumns } from './checklistTableColumns'
import '../checklistAdoption.css'

const RANGES = REPORT_RANGES.checklist_adoption
/** "All are debounced 500 ms after input changes." */
const DEBOUNCE_MS = 500
const KEY = 'checklist_adoption'

/** Checklist Adoption (page 3, spec part 3 §2.5): filter bar, trend / rep / signal charts, and the calls with their checklist cells. */
export function ChecklistAdoptionPage({ state, setState, scope, profile }: ReportBodyProps) {
  const query = useMemo(() => toReportQuery(state, RANGES, scope, stableNow()), [state, scope])
  const debouncedKey = useDebouncedValue(JSON.stringify(query), DEBOUNCE_MS)
  const debounced = useMemo(() => JSON.parse(debouncedKey) as TReportQuery, [debouncedKey])
  const [tablePage, setTablePage] = useState(1)
  // "Changing any filter, date range or sort resets to page 1."
  useEffect(() => {
    if (debouncedKey) setTablePage(1)
  }, [debouncedKey])

  const pageAnswer = useChecklistPage(debounced, tablePage)
  const options = useChecklistOptions(debounced)
  const rows = pageAnswer.data?.result ?? []
  const total = pageAnswer.data?.total ?? 0

  const [visible, setVisible] = useState<string[]>(() => [...new Set([...CHECKLIST_ADOPTION_DEFAULT_FILTERS, ...Object.keys(state.filters)])])
  useEffect(() => {
    setVisible((v) => {
      const missing = Object.keys(state.filters).filter((k) => !v.includes(k))
      return missing.length ? [...v, ...missing] : v
    })
  }, [state.filters])

  const labels = options.data?.labels
  const choices = labels
    ? Object.entries(labels).map(([key, f]) => ({ key, label: f.label, category: f.category ?? 'Call' }))
    : CHECKLIST_ADOPTION_FILTERS.map((f) => ({ key: f.key, label: f.label, category: f.category }))
  const setFilter = (key: string, value: string) => {
    trackReportEvent(profile, 'chart_click', { report: KEY, filter: key, value })
    setVisible((v) => (v.includes(key) ? v : [...v, key]))
    setState({ ...state, filters: { ...state.filters, [key]: [value] }, view: null })
  }

  return (
    <div className="checklist-adoption">
      <ReportFilterBar
        reportKey={KEY}
        state={state}
        onChange={setState}
        ranges={RANGES}
        rangeMenus={['activity', 'created', 'close']}
        choices={choices}
        options={options.data?.lists}
        visible={visible}
        onVisibleChange={setVisible}
        exportMenu={
          <ExportMenu
            total={pageAnswer.data ? total : undefined}
            download={(format) => {
              trackReportEvent(profile, 'export_click', { report: KEY, format })
              return exportReport('/reports/checklist-adoption-call/export', format, debounced, 'checklist-adoption')
            }}
            noDataMessage="No data available to export."
            failedMessage="The export failed. Please try again."
          />
        }
      />
      <ChecklistCharts query={debounced} group={state.group} onGroup={(group) => setState({ ...state, group, view: null })} onFilter={setFilter} />
      <section className="checklist-card" aria-labelledby="checklist-card-title">
        <h2 id="checklist-card-title" className="checklist-card__title">
          Calls ({total} {total === 1 ? 'call' : 'calls'})
        </h2>
        <ReportTable<TChecklistAdoptionRow>
          caption="Calls with their checklist"
          rows={rows}
          rowKey="zra_id"
          total={total}
          page={tablePage}
          onPage={setTablePage}
          loading={pageAnswer.isFetching}
          scrollX={1900}
          columns={checklistTableColumns({ signals: pageAnswer.data?.signals ?? [], sort: state.sort })}
          onSort={(s) =>
            setState({
              ...state,
              sort: s ? { field: CHECKLIST_ADOPTION_SORT_MAP[s.column as ChecklistAdoptionSortColumn] ?? s.column, type: s.type } : null,
              view: null,
            })
          }
        />
      </section>
    </div>
  )
}
