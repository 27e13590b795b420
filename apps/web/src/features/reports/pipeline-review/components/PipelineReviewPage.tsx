import { DEFAULT_ACTIVITY_TOGGLES, type ActivityToggles } from '@parley/shared/rules/deal-activity'
import { BAR_CHART_KEYS, chartOptions, PIE_CHART_KEYS } from '@parley/shared/rules/pipeline-columns'
import {
  type DrawerTabKey,
  drawerStartTab,
  PIPELINE_DEFAULT_FILTERS,
  PIPELINE_SORT_MAP,
  type PipelineSortColumn,
  pipelineFilters,
  showDealNotes,
  showLikeliness,
} from '@parley/shared/rules/pipeline-review'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import { winLossDeckUrl } from '@parley/shared/rules/reports-menu'
import type { TPipelineRow } from '@parley/shared/schemas/pipeline-review'
import { REPORT_PAGE_SIZE } from '@parley/shared/schemas/reports'
import { Input } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { exportReport } from '../../api/exportReport'
import { trackReportEvent } from '../../api/trackReportEvent'
import { ActivityToggleSwitches } from '../../components/ActivityToggleSwitches'
import type { ReportBodyProps } from '../../components/ReportsPage'
import { ReportExportMenu } from '../../components/ReportExportMenu'
import { reviewSectionLabel } from '@parley/shared/rules/conversion-review-page'
import { REVIEW_SECTION_FILTER } from '@parley/shared/rules/review-section-filter'
import { ReportFilterBar } from '../../components/ReportFilterBar'
import { ReportTable } from '../../components/ReportTable'
import { useChartFilter } from '../../hooks/useChartFilter'
import { useDebouncedQuery } from '../../hooks/useDebouncedQuery'
import { useResetPage } from '../../hooks/useResetPage'
import { useVisibleFilters } from '../../hooks/useVisibleFilters'
import { filterChoices } from '../../utils/filterChoices'
import { toReportQuery, stableNow } from '../../utils/reportQuery'
import { usePipelineOptions, usePipelinePage } from '../api/pipelineReview'
import { DealDrawer, type DealTabRenderers } from './DealDrawer'
import { ExecutiveSummary } from './ExecutiveSummary'
import { pipelineTableColumns } from './pipelineTableColumns'

const RANGES = REPORT_RANGES.pipeline_review
const SEARCH_MIN = 3

/** Pipeline Review (page 5): filter bar, Executive Summary, the pipeline card and table, the deal drawer. */
export function PipelineReviewPage({ state, setState, scope, actor, profile, dealTabs }: ReportBodyProps & { dealTabs: DealTabRenderers }) {
  const settings = profile.company_settings
  const search = settings.searchPipelineMode || state.flags.elasticSearch === 'true'
  const [searchText, setSearchText] = useState('')
  const query = useMemo(() => {
    const q = toReportQuery(state, RANGES, scope, stableNow())
    const text = searchText.trim()
    return search && text.length >= SEARCH_MIN ? { ...q, search: text } : q
  }, [state, scope, search, searchText])
  const { debounced, debouncedKey } = useDebouncedQuery(query)
  const [tablePage, setTablePage] = useResetPage(debouncedKey, 1)

  const pageAnswer = usePipelinePage(debounced, tablePage, search, true)
  const options = usePipelineOptions(debounced, search, true)
  const rows = pageAnswer.data?.pipeline ?? []
  const layout = pageAnswer.data?.mode.layout ?? settings.pipelineLayout
  const likeliness = showLikeliness(rows, layout)

  const [visible, setVisible] = useVisibleFilters(PIPELINE_DEFAULT_FILTERS, state.filters)
  // "the filter is then auto-added to the visible filters"
  useEffect(() => {
    if (likeliness) setVisible((v) => (v.includes('likeliness_score') ? v : [...v, 'likeliness_score']))
  }, [likeliness])

  const [toggles, setToggles] = useState<ActivityToggles>(DEFAULT_ACTIVITY_TOGGLES)
  const [drawer, setDrawer] = useState<{ deal: TPipelineRow; tab: DrawerTabKey } | null>(null)
  const choices = filterChoices(options.data?.labels, 'Deal', pipelineFilters(settings))
  const deck = winLossDeckUrl(actor)
  const total = pageAnswer.data?.total ?? 0
  const range = { start: (debounced.startTime ?? 0) * 1000, end: (debounced.endTime ?? 0) * 1000 }

  useEffect(() => trackReportEvent(profile, 'pie_chart_view', { report: 'pipeline_review' }), [profile])
  const setFilter = useChartFilter({ profile, report: 'pipeline_review', state, setState, setVisible })

  return (
    <div className="pipeline-review">
      <ReportFilterBar
        reportKey="pipeline_review"
        state={state}
        onChange={setState}
        ranges={RANGES}
        rangeMenus={['created', 'close', 'activity']}
        choices={choices}
        options={options.data?.lists}
        optionLabel={(key, value) => (key === REVIEW_SECTION_FILTER ? reviewSectionLabel(value) : value)}
        visible={visible}
        onVisibleChange={setVisible}
        exportMenu={
          search ? (
            <Input.Search
              aria-label="Search deals"
              placeholder="Search deals and accounts"
              allowClear
              className="pipeline-review__search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          ) : null
        }
      />
      <ExecutiveSummary
        query={debounced}
        search={search}
        onFilter={setFilter}
        pieOptions={chartOptions(PIE_CHART_KEYS, settings)}
        barOptions={chartOptions(BAR_CHART_KEYS, settings)}
      />
      <section className="pipeline-card" aria-labelledby="pipeline-card-title">
        <header className="pipeline-card__head">
          <h2 id="pipeline-card-title" className="pipeline-card__title">
            Pipeline Review ({total} {total === 1 ? 'deal' : 'deals'})
            {deck ? (
              <a href={deck} target="_blank" rel="noopener noreferrer" className="pipeline-card__deck">
                About this report
              </a>
            ) : null}
          </h2>
          <ActivityToggleSwitches value={toggles} onChange={setToggles} />
          <ReportExportMenu
            profile={profile}
            report="pipeline_review"
            total={pageAnswer.data ? total : undefined}
            download={(format) => exportReport('/reports/pipeline-review/export', format, debounced, 'pipeline-review')}
          />
        </header>
        <ReportTable<TPipelineRow>
          caption="Deals"
          rows={rows}
          rowKey="deal_id"
          total={total}
          page={tablePage}
          onPage={setTablePage}
          loading={pageAnswer.isFetching}
          scrollX={2600}
          scrollY={460}
          columns={pipelineTableColumns({
            schema: pageAnswer.data?.schema ?? {},
            settings,
            layout,
            sort: state.sort,
            range,
            toggles,
            showLikeliness: likeliness,
            showNotes: showDealNotes(rows),
            onOpen: (deal, fromScore) => setDrawer({ deal, tab: drawerStartTab(fromScore) }),
          })}
          onSort={(s) =>
            setState({ ...state, sort: s ? { field: PIPELINE_SORT_MAP[s.column as PipelineSortColumn] ?? s.column, type: s.type } : null, view: null })
          }
          onRow={(deal) => setDrawer({ deal, tab: drawerStartTab(false) })}
        />
        <p className="visually-hidden" aria-live="polite">{`Showing ${rows.length} of ${total} deals, ${REPORT_PAGE_SIZE} per page`}</p>
      </section>
      <DealDrawer
        deal={drawer?.deal ?? null}
        tab={drawer?.tab ?? '1'}
        onTab={(tab) => setDrawer((d) => (d ? { ...d, tab } : d))}
        // "Closing the drawer resets the tab to 1 and the toggles to on."
        onClose={() => {
          setDrawer(null)
          setToggles(DEFAULT_ACTIVITY_TOGGLES)
        }}
        layout={layout}
        accountTabs={settings.accountTabs || state.flags.accountTab === 'true'}
        footerAma={state.flags.footerAMA === 'true'}
        renderers={dealTabs}
        onDealLink={(deal) => trackReportEvent(profile, 'deal_link_click', { report: 'pipeline_review', deal_id: String(deal.deal_id) })}
      />
    </div>
  )
}
