import type { ScopeActor } from '@parley/shared/rules/scope'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { type DashboardState, hasStateInUrl, readState, writeState } from '../utils/dashboardState'
import { forgetReturnSearch, readReturnSearch } from '../utils/returnSearch'

export type StateChange = Partial<Omit<DashboardState, 'page'>> & { page?: number }

/**
 * The dashboard's tab, page, scope and filters, kept in the URL's search params: a row link leaves this history
 * entry as it is, so coming back to it restores the filters. Any change other than the page starts again from page 1.
 */
export function useDashboardState(actor: ScopeActor) {
  const { search } = useLocation()
  // Arriving with a bare URL right after opening a call: read the filters the call was opened with.
  const [returnTo] = useState(() => {
    const saved = readReturnSearch()
    return saved && !hasStateInUrl(new URLSearchParams(search)) ? new URLSearchParams(saved) : undefined
  })
  useEffect(forgetReturnSearch, [])
  const [params, setParams] = useSearchParams(returnTo)
  const state = useMemo(() => readState(params, actor), [params, actor])
  const change = useCallback(
    (next: StateChange) =>
      setParams(
        (prev) => {
          const current = readState(prev, actor)
          const view = next.viewId === undefined ? current.viewId : next.viewId
          return writeState({ ...current, page: 1, ...next, viewId: view })
        },
        { replace: true },
      ),
    [setParams, actor],
  )
  /** Writes the state as it is read (defaults filled in, disallowed values dropped), when the URL says otherwise. */
  const normalize = useCallback(() => {
    const normal = writeState(state)
    if (normal.toString() !== params.toString()) setParams(normal, { replace: true })
  }, [state, params, setParams])
  return { state, change, normalize, params }
}
