import type { Actor } from '@parley/shared/rules/capabilities'
import { useMatches } from 'react-router'

/** Per-route facts the shell reads: the document title, top-bar visibility and the capability a page needs. */
export interface RouteHandle {
  title: string
  /** The page sets document.title itself (the reports: '{report name} - Reports'). */
  pageSetsTitle?: boolean
  hideTopBar?: boolean
  capability?: (actor: Actor) => boolean
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string'
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle
    if (isRouteHandle(handle)) return handle
  }
  return null
}
