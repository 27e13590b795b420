import {
  CHECKLIST_ADOPTION_DEFAULT_FILTERS,
  CHECKLIST_ADOPTION_FILTERS,
  CHECKLIST_ADOPTION_SORT_MAP,
  type ChecklistAdoptionSortColumn,
} from '@parley/shared/rules/checklist-adoption'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import type { TChecklistAdoptionRow } from '@parley/shared/schemas/checklist-adoption'
import { exportReport } from '../../api/exportReport'
import type { ReportBodyProps } from '../../components/ReportsPage'
import { ReportExportMenu } from '../../components/ReportExportMenu'
import { ReportFilterBar } from '../../components/ReportFilterBar'
import { ReportTable } from '../../components/ReportTable'
import { useChartFilter } from '../../hooks/useChartFilter'
import { useReportQuery } from '../../hooks/useReportQuery'
import { useResetPage } from '../../hooks/useResetPage'
import { useVisibleFilters } from '../../hooks/useVisibleFilters'
import { filterChoices } from '../../utils/filterChoices'
import { useChecklistOptions, useChecklistPage } from '../api/checklistAdoption'
import { ChecklistCharts } from './ChecklistCharts'
import { checklistTableColumns } from './checklistTableColumns'
import '../checklistAdoption.css'

const RANGES = REPORT_RANGES.checklist_adoption
const KEY = 'checklist_adoption'

/** Checklist Adoption (page 3): filter bar, trend / rep / signal charts, and the calls with their checklist cells. */
export function ChecklistAdoptionPage({ state, setState, scope, profile }: ReportBodyProps) {
  const { debounced, debouncedKey } = useReportQuery(state, RANGES, scope)
  const [tablePage, setTablePage] = useResetPage(debouncedKey, 1)

  const pageAnswer = useChecklistPage(debounced, tablePage)
  const options = useChecklistOptions(debounced)
  const rows = pageAnswer.data?.result ?? []
  const total = pageAnswer.data?.total ?? 0

  const [visible, setVisible] = useVisibleFilters(CHECKLIST_ADOPTION_DEFAULT_FILTERS, state.filters)
  const choices = filterChoices(options.data?.labels, 'Call', CHECKLIST_ADOPTION_FILTERS)
  const setFilter = useChartFilter({ profile, report: KEY, state, setState, setVisible })

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
          <ReportExportMenu
            profile={profile}
            report={KEY}
            total={pageAnswer.data ? total : undefined}
            download={(format) => exportReport('/reports/checklist-adoption-call/export', format, debounced, 'checklist-adoption')}
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
