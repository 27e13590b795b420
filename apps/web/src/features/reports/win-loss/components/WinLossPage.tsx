import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import { WIN_LOSS_DEFAULT_FILTERS, WIN_LOSS_FILTERS } from '@parley/shared/rules/win-loss-filters'
import type { TWinLossQuery } from '@parley/shared/schemas/win-loss'
import { useMemo, useState } from 'react'
import { type ExportFormat, ExportMenu } from '../../../../components/ExportMenu'
import { exportReport } from '../../api/exportReport'
import { trackReportEvent } from '../../api/trackReportEvent'
import type { ReportBodyProps } from '../../components/ReportsPage'
import { ReportFilterBar } from '../../components/ReportFilterBar'
import { useDebouncedQuery } from '../../hooks/useDebouncedQuery'
import { useVisibleFilters } from '../../hooks/useVisibleFilters'
import { filterChoices } from '../../utils/filterChoices'
import { stableNow } from '../../utils/reportQuery'
import { useWinLossOptions } from '../api/winLoss'
import { toWinLossQuery } from '../utils/winLossQuery'
import { DealSwotSection } from './DealSwotSection'
import { LostDealCharts } from './LostDealCharts'
import { LostStagesSection } from './LostStagesSection'
import { RawDataSection } from './RawDataSection'
import { SelectorSection } from './SelectorSection'
import { SwotQuadrantSection } from './SwotQuadrantSection'
import '../win-loss.css'

const KEY = 'win_loss'
const RANGES = REPORT_RANGES.win_loss

/** "three exports (raw data, full-deal SWOT win/loss notes, lost-deal data)": each section's own Export menu. */
const EXPORTS = {
  raw: { path: '/reports/battleCardRawData/export', file: 'win-loss-raw-data' },
  deals: { path: '/reports/battleCardFullDealSWOTWinlossNotes/export', file: 'win-loss-deal-swot' },
  lost: { path: '/reports/battleCard-lost-deals-by-individual-deals-with-nature/export', file: 'win-loss-lost-deals' },
} as const

/**
 * Competitive Win-Loss Analysis (page 12): the filter bar, the selector table with its Loss Rate vs
 * Total Deals scatter, 'Why We Are Loosing?', the two lost-deal charts, the deal-level SWOT table, the raw insights and
 * the SWOT quadrant with the top threats and weaknesses. Every click that filters writes the URL state.
 */
export function WinLossPage({ state, setState, scope, profile }: ReportBodyProps) {
  const query = useMemo(() => toWinLossQuery(state, scope, stableNow()), [state, scope])
  const { debounced, debouncedKey } = useDebouncedQuery(query)
  const [rawSort, setRawSort] = useState<'asc' | 'desc'>('desc')
  const rawQuery = useMemo((): TWinLossQuery => ({ ...debounced, sort: { field: 'call_date', type: rawSort } }), [debounced, rawSort])
  const options = useWinLossOptions(debounced)

  const [visible, setVisible] = useVisibleFilters(WIN_LOSS_DEFAULT_FILTERS, state.filters)
  const choices = filterChoices(options.data?.labels, 'Deal', WIN_LOSS_FILTERS)

  // A click on a row, point, count, bar, bubble or SWOT cell sets its filters (and shows them on the bar).
  const onFilter = (filters: Record<string, string[]>, what: string) => {
    trackReportEvent(profile, 'chart_click', { report: KEY, what, ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v.join(',')])) })
    setState({ ...state, filters: { ...state.filters, ...filters }, view: null })
  }
  const exportMenu = (kind: keyof typeof EXPORTS, body: TWinLossQuery) => (total: number | undefined) => (
    <ExportMenu
      total={total}
      download={(format: ExportFormat) => {
        trackReportEvent(profile, 'export_click', { report: KEY, export: kind, format })
        return exportReport(EXPORTS[kind].path, format, body, EXPORTS[kind].file)
      }}
      noDataMessage="No data available to export."
      failedMessage="The export failed. Please try again."
    />
  )
  const onLink = (what: string, id: number) => trackReportEvent(profile, 'deal_link_click', { report: KEY, what, activity_id: String(id) })

  return (
    <div className="win-loss">
      <ReportFilterBar
        reportKey={KEY}
        state={state}
        onChange={setState}
        ranges={RANGES}
        rangeMenus={['created', 'close', 'activity']}
        choices={choices}
        options={options.data?.lists}
        visible={visible}
        onVisibleChange={setVisible}
        exportMenu={null}
      />
      <SelectorSection query={debounced} onFilter={onFilter} />
      <LostStagesSection query={debounced} exportMenu={exportMenu('lost', debounced)} />
      <LostDealCharts query={debounced} onFilter={onFilter} />
      <DealSwotSection
        query={debounced}
        queryKey={debouncedKey}
        onFilter={onFilter}
        onDeal={(row) => onLink('deal', row.latest_activity_id)}
        exportMenu={exportMenu('deals', debounced)}
      />
      <RawDataSection
        query={rawQuery}
        queryKey={`${debouncedKey}|${rawSort}`}
        onSort={setRawSort}
        onCall={(row) => onLink('call', row.activity_id)}
        exportMenu={exportMenu('raw', rawQuery)}
      />
      <SwotQuadrantSection query={debounced} onFilter={onFilter} />
    </div>
  )
}
