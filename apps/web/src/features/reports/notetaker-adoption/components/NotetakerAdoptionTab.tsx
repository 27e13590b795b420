import {
  type AdoptionSortColumn,
  NOTETAKER_ADOPTION_DEFAULT_FILTERS,
  NOTETAKER_ADOPTION_FILTERS,
  NOTETAKER_ADOPTION_SORT_MAP,
} from '@parley/shared/rules/notetaker-adoption'
import { CALL_MEASURE_INFO } from '@parley/shared/rules/call-measures'
import { adoptionColour } from '@parley/shared/rules/notetaker-adoption-rate'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import type { TAdoptionRow } from '@parley/shared/schemas/notetaker-adoption'
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
import { ADOPTION_EXPORT_PATH, useAdoptionOptions, useAdoptionPage } from '../api/notetakerAdoption'
import { AdoptionCharts } from './AdoptionCharts'
import { adoptionColumns } from './adoptionColumns'
import '../notetakerAdoption.css'

const KEY = 'notetaker_adoption'
/** "Notetaker adoption default lastMonth"; "Notetaker adoption report: last 6 months to today". */
const RANGES = REPORT_RANGES.notetaker_adoption

interface NotetakerAdoptionTabProps extends ReportBodyProps {
  /** Opens Call Details (page 2) with the tab's filters and these. */
  openCallDetails: (filters: Record<string, string[]>) => void
}

/** Notetaker Adoption: filter bar, totals, adoption per period and per rep, one row per rep. */
export function NotetakerAdoptionTab({ state, setState, scope, profile, openCallDetails }: NotetakerAdoptionTabProps) {
  const { debounced, debouncedKey } = useReportQuery(state, RANGES, scope)
  const [tablePage, setTablePage] = useResetPage(debouncedKey, 1)

  const pageAnswer = useAdoptionPage(debounced, tablePage)
  const options = useAdoptionOptions(debounced)
  const rows = pageAnswer.data?.result ?? []
  const total = pageAnswer.data?.total ?? 0
  const totals = pageAnswer.data?.totals

  const [visible, setVisible] = useVisibleFilters(NOTETAKER_ADOPTION_DEFAULT_FILTERS, state.filters)
  const choices = filterChoices(options.data?.labels, 'Rep', NOTETAKER_ADOPTION_FILTERS)
  const setFilter = useChartFilter({ profile, report: KEY, state, setState, setVisible })
  const filterRep = (rep: string) => setFilter('rep', rep)
  const rate = totals?.notetakerAdoptionRate ?? 0

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
        visible={visible}
        onVisibleChange={setVisible}
        exportMenu={
          <ReportExportMenu
            profile={profile}
            report={KEY}
            total={pageAnswer.data ? total : undefined}
            download={(format) => exportReport(ADOPTION_EXPORT_PATH, format, debounced, 'notetaker-adoption')}
          />
        }
      />
      <ReportStats
        label="Notetaker adoption totals"
        loading={pageAnswer.isFetching}
        stats={[
          {
            key: 'scheduled',
            label: 'Scheduled',
            value: totals?.scheduled ?? '—',
            info: CALL_MEASURE_INFO.scheduled,
          },
          {
            key: 'eligible',
            label: 'Eligible',
            value: totals?.eligible ?? '—',
            note: totals ? `${totals.eligibleNotetaker} scheduled, ${totals.eligibleExternal} without a schedule` : undefined,
            info: `${CALL_MEASURE_INFO.eligible} ${CALL_MEASURE_INFO.eligibleUnscheduled}`,
          },
          {
            key: 'recorded',
            label: 'Recorded',
            value: totals?.recorded ?? '—',
            note: totals ? `${totals.recordedNotetaker} scheduled, ${totals.recordedExternal} without a schedule` : undefined,
            info: CALL_MEASURE_INFO.recorded,
          },
          {
            key: 'instant',
            label: 'Instant',
            value: totals?.instant ?? '—',
            info: 'Instant recordings the reps started themselves; counted apart from eligible and recorded.',
          },
          {
            key: 'adoption',
            label: 'Adoption',
            value: totals ? `${rate}%` : '—',
            tone: totals ? adoptionColour(rate) : undefined,
            note: totals ? `${totals.recorded} of ${totals.eligible} eligible calls recorded` : undefined,
            info: 'Recorded of eligible, in whole percent (0 when nothing was eligible). Up to 40 red, below 60 orange, else green.',
          },
        ]}
      />
      <AdoptionCharts query={debounced} group={state.group} onGroup={(group) => setState({ ...state, group, view: null })} onRep={filterRep} />
      <section className="adoption-card" aria-labelledby="adoption-card-title">
        <h2 id="adoption-card-title" className="adoption-card__title">
          Reps ({total} {total === 1 ? 'rep' : 'reps'})
        </h2>
        <ReportTable<TAdoptionRow>
          caption="Notetaker adoption per rep"
          rows={rows}
          rowKey="rep_id"
          total={total}
          page={tablePage}
          onPage={setTablePage}
          loading={pageAnswer.isFetching}
          scrollX={1000}
          columns={adoptionColumns({ sort: state.sort, onRep: (rep) => openCallDetails({ rep: [rep] }) })}
          onSort={(s) =>
            setState({
              ...state,
              sort: s ? { field: NOTETAKER_ADOPTION_SORT_MAP[s.column as AdoptionSortColumn] ?? s.column, type: s.type } : null,
              view: null,
            })
          }
        />
      </section>
    </>
  )
}
