import type { TProfile } from '@parley/shared/schemas/user'
import { type Dispatch, type SetStateAction, useCallback } from 'react'
import { trackReportEvent } from '../api/trackReportEvent'
import type { ReportState } from '../utils/reportSearch'

interface ChartFilterArgs {
  profile: TProfile
  /** The report key sent with the chart_click event. */
  report: string
  state: ReportState
  setState: (next: ReportState) => void
  setVisible: Dispatch<SetStateAction<string[]>>
}

/**
 * "Clicking a chart element sets the corresponding filter.": tracks the chart_click, shows the filter on the bar and sets
 * it to the clicked value alone (which leaves any saved view).
 */
export function useChartFilter({ profile, report, state, setState, setVisible }: ChartFilterArgs) {
  return useCallback(
    (key: string, value: string) => {
      trackReportEvent(profile, 'chart_click', { report, filter: key, value })
      setVisible((v) => (v.includes(key) ? v : [...v, key]))
      setState({ ...state, filters: { ...state.filters, [key]: [value] }, view: null })
    },
    [profile, report, state, setState, setVisible],
  )
}
