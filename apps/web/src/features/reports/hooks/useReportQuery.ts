import type { ReportRanges } from '@parley/shared/rules/report-ranges'
import type { Scope } from '@parley/shared/rules/scope'
import { useMemo } from 'react'
import { stableNow, toReportQuery } from '../utils/reportQuery'
import type { ReportState } from '../utils/reportSearch'
import { useDebouncedQuery } from './useDebouncedQuery'

/** The report query of the URL state (toReportQuery, presets counted from the stable minute), debounced. */
export function useReportQuery(state: ReportState, ranges: ReportRanges, scope: Scope) {
  const query = useMemo(() => toReportQuery(state, ranges, scope, stableNow()), [state, ranges, scope])
  return useDebouncedQuery(query)
}
