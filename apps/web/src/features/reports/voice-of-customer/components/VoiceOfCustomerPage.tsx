import { cursorPageNumber, FIRST_CURSOR_PAGE, nextCursorPage, previousCursorPage } from '@parley/shared/rules/objection-handling'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import { VOC_DEFAULT_FILTERS, VOC_FILTERS } from '@parley/shared/rules/voice-of-customer'
import type { TVoiceOfCustomerQuery, TVoiceOfCustomerRow } from '@parley/shared/schemas/voice-of-customer'
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
import { useVocOptions, useVocPage } from '../api/voiceOfCustomer'
import { vocTableColumns } from './vocTableColumns'
import '../voice-of-customer.css'

const RANGES = REPORT_RANGES.voice_of_customer
const KEY = 'voice_of_customer'

/**
 * Voice of Customer (page 4): "customer statements by category with sentiment grade, linked to the
 * call at the timestamp", paged by cursor, default range one month, with the filter bar and Export.
 */
export function VoiceOfCustomerPage({ state, setState, scope, profile }: ReportBodyProps) {
  const query = useMemo((): TVoiceOfCustomerQuery => {
    const { skip: _skip, checklist_filters: _checklist, search: _search, ...q } = toReportQuery(state, RANGES, scope, stableNow())
    return q
  }, [state, scope])
  const { debounced, debouncedKey } = useDebouncedQuery(query)
  const [pages, setPages] = useResetPage(debouncedKey, FIRST_CURSOR_PAGE)

  const pageAnswer = useVocPage(debounced, pages.current)
  const options = useVocOptions(debounced)
  const rows = pageAnswer.data?.result ?? []
  const total = pageAnswer.data?.total ?? 0
  const after = pageAnswer.data?.after ?? null

  const [visible, setVisible] = useVisibleFilters(VOC_DEFAULT_FILTERS, state.filters)
  const choices = filterChoices(options.data?.labels, 'Checklist', VOC_FILTERS)
  const onCall = (row: TVoiceOfCustomerRow) => trackReportEvent(profile, 'deal_link_click', { report: KEY, zra_id: String(row.zra_id) })

  return (
    <div className="voice-of-customer">
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
            download={(format) => exportReport('/reports/voice-of-customer/export', format, debounced, 'voice-of-customer')}
          />
        }
      />
      <section className="voc-card" aria-labelledby="voc-table-title">
        <h2 id="voc-table-title" className="voc-card__title">
          Customer statements <span className="voc-card__count">({total})</span>
        </h2>
        <ReportTable<TVoiceOfCustomerRow>
          caption="Customer statements"
          rows={rows}
          rowKey="id"
          total={total}
          page={cursorPageNumber(pages)}
          // "Next pushes the current cursor on a stack and uses the returned after; Previous pops."
          onPage={(n) => setPages((p) => (n > cursorPageNumber(p) ? (after ? nextCursorPage(p, after) : p) : previousCursorPage(p)))}
          loading={pageAnswer.isFetching}
          scrollX={1800}
          columns={vocTableColumns(state.sort, onCall)}
          onSort={(s) => setState({ ...state, sort: s ? { field: 'call_date', type: s.type } : null, view: null })}
        />
      </section>
    </div>
  )
}
