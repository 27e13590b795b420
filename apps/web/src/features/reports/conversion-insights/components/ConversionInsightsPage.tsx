import {
  CONVERSION_DEFAULT_FILTERS,
  CONVERSION_FILTERS,
  CONVERSION_SORT_MAP,
  type ConversionSortColumn,
  type Movement,
} from '@parley/shared/rules/conversion-insights'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import type { TConversionRow } from '@parley/shared/schemas/conversion-insights'
import { exportReport } from '../../api/exportReport'
import { trackReportEvent } from '../../api/trackReportEvent'
import type { ReportBodyProps } from '../../components/ReportsPage'
import { ReportExportMenu } from '../../components/ReportExportMenu'
import { ReportFilterBar } from '../../components/ReportFilterBar'
import { ReportTable } from '../../components/ReportTable'
import { useReportQuery } from '../../hooks/useReportQuery'
import { useResetPage } from '../../hooks/useResetPage'
import { useVisibleFilters } from '../../hooks/useVisibleFilters'
import { filterChoices } from '../../utils/filterChoices'
import { useConversionOptions, useConversionOutcomes, useConversionPage } from '../api/conversionInsights'
import { ConversionCharts } from './ConversionCharts'
import { conversionTableColumns } from './conversionTableColumns'
import { MovementCards } from './MovementCards'
import '../conversion-insights.css'

const RANGES = REPORT_RANGES.conversion_insights
const KEY = 'conversion_insights'

/**
 * Conversion Insights (page 7; docs/decisions.md "Conversion Insights"): the deals with calls in the range, where they
 * went (movement cards and the stage chart), the checklist outcomes of those that moved on against the rest, and the
 * deals with their calls, checklist and stage movement.
 */
export function ConversionInsightsPage({ state, setState, scope, profile }: ReportBodyProps) {
  const { debounced, debouncedKey } = useReportQuery(state, RANGES, scope)
  const [tablePage, setTablePage] = useResetPage(debouncedKey, 1)

  const pageAnswer = useConversionPage(debounced, tablePage)
  const options = useConversionOptions(debounced)
  const outcomes = useConversionOutcomes(debounced)
  const rows = pageAnswer.data?.result ?? []
  const total = pageAnswer.data?.total ?? 0

  const [visible, setVisible] = useVisibleFilters(CONVERSION_DEFAULT_FILTERS, state.filters)
  const choices = filterChoices(options.data?.labels, 'Deal', CONVERSION_FILTERS)

  const setFilters = (next: Record<string, string[]>, event: Record<string, string>) => {
    trackReportEvent(profile, 'chart_click', { report: KEY, ...event })
    const filters = { ...state.filters }
    for (const [key, values] of Object.entries(next)) {
      if (values.length) filters[key] = values
      else delete filters[key]
    }
    setState({ ...state, filters, view: null })
  }
  const selected = state.filters.movement ?? []
  const onMovement = (m: Movement) => setFilters({ movement: selected.length === 1 && selected[0] === m ? [] : [m] }, { movement: m })
  const onStage = (stage: string, m: Movement) => setFilters({ previous_deal_stage: [stage], movement: [m] }, { stage, movement: m })

  return (
    <div className="conversion-insights">
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
            download={(format) => exportReport('/reports/meetings-deals-report/export', format, debounced, 'conversion-insights')}
          />
        }
      />
      <MovementCards outcomes={outcomes.data} selected={selected} onSelect={onMovement} />
      <ConversionCharts outcomes={outcomes.data} loading={outcomes.isFetching} onStage={onStage} />
      <section className="conversion-table-card" aria-labelledby="conversion-table-title">
        <h2 id="conversion-table-title" className="conversion-table-card__title">
          Deals ({total} {total === 1 ? 'deal' : 'deals'})
        </h2>
        <ReportTable<TConversionRow>
          caption="Deals with their calls, checklist and stage movement"
          rows={rows}
          rowKey="deal_id"
          total={total}
          page={tablePage}
          onPage={setTablePage}
          loading={pageAnswer.isFetching}
          scrollX={1600}
          columns={conversionTableColumns(state.sort)}
          onSort={(s) =>
            setState({
              ...state,
              sort: s ? { field: CONVERSION_SORT_MAP[s.column as ConversionSortColumn] ?? s.column, type: s.type } : null,
              view: null,
            })
          }
        />
      </section>
    </div>
  )
}
