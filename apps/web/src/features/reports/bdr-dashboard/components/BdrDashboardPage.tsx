import { BDR_DEFAULT_FILTERS, BDR_DEFINITIONS, BDR_FILTERS, BDR_SECTIONS } from '@parley/shared/rules/bdr-dashboard'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import { trackReportEvent } from '../../api/trackReportEvent'
import type { ReportBodyProps } from '../../components/ReportsPage'
import { ReportFilterBar } from '../../components/ReportFilterBar'
import { useReportQuery } from '../../hooks/useReportQuery'
import { useVisibleFilters } from '../../hooks/useVisibleFilters'
import { filterChoices } from '../../utils/filterChoices'
import { useBdrCounts, useBdrOptions, useBdrRepScores } from '../api/bdrDashboard'
import { scrollToSection } from '../utils/sectionAnchor'
import { BdrSectionView } from './BdrSectionView'
import { BdrSummaryCards } from './BdrSummaryCards'
import { RepScoresChart } from './RepScoresChart'
import '../bdr-dashboard.css'

const RANGES = REPORT_RANGES.bdr_to_mql

/**
 * Conversion Dashboard: Call to Meeting (page 9): filter bar, summary cards, the three sections and
 * the Rep Scores chart, over the recorded calls of BDRs.
 */
export function BdrDashboardPage({ state, setState, scope, profile }: ReportBodyProps) {
  const { debounced } = useReportQuery(state, RANGES, scope)
  const counts = useBdrCounts(debounced)
  const reps = useBdrRepScores(debounced)
  const options = useBdrOptions(debounced)

  // "Defaults: rep and manager filters shown … a call-disposition CRM filter."
  const [visible, setVisible] = useVisibleFilters(BDR_DEFAULT_FILTERS, state.filters)
  const choices = filterChoices(options.data?.labels, 'Call', BDR_FILTERS)

  const filterRep = (rep: string) => {
    trackReportEvent(profile, 'chart_click', { report: 'bdr_to_mql', filter: 'rep', value: rep })
    setState({ ...state, filters: { ...state.filters, rep: [rep] }, view: null })
  }

  return (
    <div className="bdr-dashboard">
      <ReportFilterBar
        reportKey="bdr_to_mql"
        state={state}
        onChange={setState}
        ranges={RANGES}
        rangeMenus={['activity']}
        choices={choices}
        options={options.data?.lists}
        visible={visible}
        onVisibleChange={setVisible}
        exportMenu={null}
      />
      <details className="bdr-definitions">
        <summary>How calls are counted</summary>
        <ul>
          <li>{BDR_DEFINITIONS.connected}</li>
          <li>{BDR_DEFINITIONS.junk}</li>
          <li>{BDR_DEFINITIONS.conversation}</li>
          <li>{BDR_DEFINITIONS.meetingSet}</li>
        </ul>
      </details>
      <BdrSummaryCards metrics={counts.data?.data} junk={counts.data?.junk} loading={counts.isFetching} onOpen={scrollToSection} />
      {BDR_SECTIONS.map((s) => (
        <BdrSectionView
          key={s.key}
          section={s}
          query={debounced}
          onExport={(format) => trackReportEvent(profile, 'export_click', { report: 'bdr_to_mql', section: s.key, format })}
        />
      ))}
      <RepScoresChart reps={reps.data?.data} total={reps.data?.reps ?? 0} loading={reps.isFetching} onSelect={filterRep} />
    </div>
  )
}
