import { useEffect, useState } from 'react'

/**
 * The table's page (a number, or a cursor stack), back to `first` whenever the debounced query's key changes:
 * "Changing any filter, date range or sort resets to page 1."
 */
export function useResetPage<P>(queryKey: string, first: P) {
  const [page, setPage] = useState(first)
  useEffect(() => {
    if (queryKey) setPage(first)
  }, [queryKey, first])
  return [page, setPage] as const
}
