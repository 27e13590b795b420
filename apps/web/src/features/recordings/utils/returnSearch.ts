import { readSession, writeSession } from '../../../lib/storage'

const RETURN_KEY = 'recordingsDashboardReturn'

/** Remembers the dashboard's search params when a call is opened from it. */
export function rememberReturnSearch(search: string): void {
  writeSession(RETURN_KEY, search)
}

/** The remembered search, so a plain link back to /meetings (the call page's back link, the sidebar) restores it. */
export function readReturnSearch(): string | null {
  return readSession(RETURN_KEY) || null
}

/** Used once: the next plain visit starts from the URL or the default view again. */
export function forgetReturnSearch(): void {
  writeSession(RETURN_KEY, '')
}
