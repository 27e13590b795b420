import {
  type AdoptionSortColumn,
  NOTETAKER_ADOPTION_DEFAULT_FILTERS,
  NOTETAKER_ADOPTION_FILTERS,
  NOTETAKER_ADOPTION_SORT_MAP,
} from '@parley/shared/rules/notetaker-adoption'
import { adoptionColour } from '@parley/shared/rules/notetaker-adoption-rate'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import type { TAdoptionRow } from '@parley/shared/schemas/notetaker-adoption'
import type { TReportQuery } from '@parley/shared/schemas/reports'
import { useEffect, useMemo, useState } from 'react'
import { ExportMenu } from '../../../../components/ExportMenu'
import { useDebouncedValue } from '../../../../lib/useDebouncedValue'
import { exportReport } from '../../api/exportReport'
import { trackReportEvent } from '../../api/trackReportEvent'
import { ReportFilterBar } from '../../components/ReportFilterBar'
import type { ReportBodyProps } from '../../components/ReportsPage'
import { ReportStats } from '../../components/ReportStats'
import { ReportTable } from '../../components/ReportTable'
import { stableNow, toReportQuery } from '../../utils/reportQuery'
import { ADOPTION_EXPORT_PATH, useAdoptionOptions, useAdoptionPage } from '../api/notetakerAdoption'
import { AdoptionCharts } from './AdoptionCharts'
import { adoptionColumns } from './adoptionColumns'
import '../notetakerAdoption.css'

const KEY = 'notetaker_adoption'
/** "Notetaker adoption default lastMonth"; "Notetaker adoption report: last 6 months to today". */
const RANGES = REPORT_RANGES.notetaker_adoption
const DEBOUNCE_MS = 500
/** §5 "Exports with no rows: a warning 'No data available to export.' (notetaker adoption and similar)". */
const NO_EXPORT_DATA = 'No data available to export.'

interface NotetakerAdoptionTabProps extends ReportBodyProps {
  /** Opens Call Details (page 2) with the tab's filters and these. */
  openCallDetails: (filters: Record<string, string[]>) => void
}

/** Notetaker Adoption (spec part 3 §2.6): filter bar, totals, adoption per period and per rep, one row per rep. */
export function NotetakerAdoptionTab({ state, setState, scope, profile, openCallDetails }: NotetakerAdoptionTabProps) {
  const query = useMemo(() => toReportQuery(state, RANGES, scope, stableNow()), [state, scope])
  const debouncedKey = useDebouncedValue(JSON.stringify(query), DEBOUNCE_MS)
  const debounced = useMemo(() => JSON.parse(debouncedKey) as TReportQuery, [debouncedKey])
  const [tablePage, setTablePage] = useState(1)
  // "Changing any filter, date range or sort resets to page 1."
  useEffect(() => {
    if (debouncedKey) setTablePage(1)
  }, [debouncedKey])

  const pageAnswer = useAdoptionPage(debounced, tablePage)
  const options = useAdoptionOptions(debounced)
  const rows = pageAnswer.data?.result ?? []
  const total = pageAnswer.data?.total ?? 0
  const totals = pageAnswer.data?.totals

  const [visible, setVisible] = useState<string[]>(() => [...new Set([...NOTETAKER_ADOPTION_DEFAULT_FILTERS, ...Object.keys(state.filters)])])
  const labels = options.data?.labels
  const choices = labels
    ? Object.entries(labels).map(([key, f]) => ({ key, label: f.label, category: f.category ?? 'Rep' }))
    : NOTETAKER_ADOPTION_FILTERS.map((f) => ({ key: f.key, label: f.label, category: f.category }))
  const filterRep = (rep: string) => {
    trackReportEvent(profile, 'chart_click', { report: KEY, filter: 'rep', value: rep })
    setState({ ...state, filters: { ...state.filters, rep: [rep] }, view: null })
  }
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
          <ExportMenu
            total={pageAnswer.data ? total : undefined}
            download={(format) => {
              trackReportEvent(profile, 'export_click', { report: KEY, format })
              return exportReport(ADOPTION_EXPORT_PATH, format, debounced, 'notetaker-adoption')
            }}
            noDataMessage={NO_EXPORT_DATA}
            failedMessage="The export failed. Please try again."
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
            info: "Meetings on the reps' connected calendars in the range (cancelled ones left out).",
          },
          {
            key: 'eligible',
            label: 'Eligible',
            value: totals?.eligible ?? '—',
            note: totals ? `${totals.eligibleNotetaker} for the notetaker, ${totals.eligibleExternal} external` : undefined,
            info: 'Scheduled meetings with a meeting link and someone from outside the company, plus calls from a dialer or an upload.',
          },
          {
            key: 'recorded',
            label: 'Recorded',
            value: totals?.recorded ?? '—',
            note: totals ? `${totals.recordedNotetaker} by the notetaker, ${totals.recordedExternal} external` : undefined,
            info: 'Eligible calls that were recorded (by the notetaker, or the dialer or upload).',
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
