import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { parseReportSearch, type ReportState, serializeReportSearch } from '../utils/reportSearch'

/** The reports page state, read from and written to the query string (replace, so Back leaves the page). */
export function useReportState(): [ReportState, (next: ReportState) => void] {
  const [params, setParams] = useSearchParams()
  const search = params.toString()
  const state = useMemo(() => parseReportSearch(search), [search])
  const set = useCallback(
    (next: ReportState) => {
      const text = serializeReportSearch(next)
      if (text !== search) setParams(text, { replace: true })
    },
    [search, setParams],
  )
  return [state, set]
}
