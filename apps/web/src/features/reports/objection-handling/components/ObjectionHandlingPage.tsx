import {
  cursorPageNumber,
  FIRST_CURSOR_PAGE,
  nextCursorPage,
  OBJECTION_DEFAULT_FILTERS,
  OBJECTION_FILTERS,
  OBJECTION_TABLE_TITLE,
  type ObjectionSeverity,
  previousCursorPage,
} from '@parley/shared/rules/objection-handling'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import type { TObjectionQuery, TObjectionRow } from '@parley/shared/schemas/objection-handling'
import { useMemo } from 'react'
import { exportReport } from '../../api/exportReport'
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
import { useObjectionChart, useObjectionOptions, useObjectionPage } from '../api/objectionHandling'
import { ObjectionChart } from './ObjectionChart'
import { objectionTableColumns } from './objectionTableColumns'
import '../objection-handling.css'

const RANGES = REPORT_RANGES.objection_handling

/** Objection Handling (page 8): filter bar, the stacked severity chart, the cursor-paged table. */
export function ObjectionHandlingPage({ state, setState, scope, profile }: ReportBodyProps) {
  const query = useMemo((): TObjectionQuery => {
    const { skip: _skip, checklist_filters: _checklist, search: _search, ...q } = toReportQuery(state, RANGES, scope, stableNow())
    return q
  }, [state, scope])
  const { debounced, debouncedKey } = useDebouncedQuery(query)
  const [pages, setPages] = useResetPage(debouncedKey, FIRST_CURSOR_PAGE)

  const pageAnswer = useObjectionPage(debounced, pages.current)
  const options = useObjectionOptions(debounced)
  const chart = useObjectionChart(debounced)
  const rows = pageAnswer.data?.result ?? []
  const total = pageAnswer.data?.total ?? 0
  const after = pageAnswer.data?.after ?? null

  const [visible, setVisible] = useVisibleFilters(OBJECTION_DEFAULT_FILTERS, state.filters)
  const choices = filterChoices(options.data?.labels, 'Call', OBJECTION_FILTERS)

  // "clicking a segment sets the category and grade filters"
  const onSegment = (category: string, grade: ObjectionSeverity) => {
    trackReportEvent(profile, 'chart_click', { report: 'objection_handling', category, grade })
    setState({ ...state, filters: { ...state.filters, category: [category], grade: [grade] }, view: null })
  }
  const onCall = (row: TObjectionRow) => trackReportEvent(profile, 'deal_link_click', { report: 'objection_handling', zra_id: String(row.zra_id) })
  const pageNumber = cursorPageNumber(pages)

  return (
    <div className="objection-handling">
      <ReportFilterBar
        reportKey="objection_handling"
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
            report="objection_handling"
            total={pageAnswer.data ? total : undefined}
            download={(format) => exportReport('/reports/objections-handling/export', format, debounced, 'objection-handling')}
          />
        }
      />
      <section className="objection-card" aria-labelledby="objection-chart-title">
        <h2 id="objection-chart-title" className="objection-card__title">
          Top objection categories by severity
        </h2>
        <ObjectionChart points={chart.data} loading={chart.isPending} onSelect={onSegment} />
      </section>
      <section className="objection-card" aria-labelledby="objection-table-title">
        <h2 id="objection-table-title" className="objection-card__title">
          {OBJECTION_TABLE_TITLE} <span className="objection-card__count">({total})</span>
        </h2>
        <ReportTable<TObjectionRow>
          caption={OBJECTION_TABLE_TITLE}
          rows={rows}
          rowKey="o_id"
          total={total}
          page={pageNumber}
          // "Next pushes the current cursor on a stack and uses the returned after; Previous pops."
          onPage={(n) => setPages((p) => (n > cursorPageNumber(p) ? (after ? nextCursorPage(p, after) : p) : previousCursorPage(p)))}
          loading={pageAnswer.isFetching}
          scrollX={1600}
          columns={objectionTableColumns(state.sort, onCall)}
          onSort={(s) => setState({ ...state, sort: s ? { field: 'call_date', type: s.type } : null, view: null })}
        />
      </section>
    </div>
  )
}
