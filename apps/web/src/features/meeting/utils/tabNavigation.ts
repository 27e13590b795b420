import {
  initialMeetingTab,
  MEETING_TAB_KEYS,
  type MeetingPageQuery,
  type MeetingTab,
  type MeetingTabKey,
  TAB_QUERY_KEYS,
} from '@parley/shared/rules/meeting-tabs'

// How the open tab lives in the URL and how the number keys pick a tab (the query options and the
// key column of the tabs table). Pure, so the page, its keys and the tests share one reading.

export function isMeetingTabKey(value: string | null | undefined): value is MeetingTabKey {
  return MEETING_TAB_KEYS.some((k) => k === value)
}

const QUERY_NAME_BY_KEY = new Map<MeetingTabKey, string>(Object.entries(TAB_QUERY_KEYS).map(([name, key]) => [key, name]))

/** The `tab` value written for a tab: the spec's name (transcript, summary, …); tabs 6 and 7 have none, so their key. */
export function tabQueryValue(key: MeetingTabKey): string {
  return QUERY_NAME_BY_KEY.get(key) ?? key
}

/** The page's query as the tab rules read it (`time` is another name for `start`). */
export function meetingQuery(params: URLSearchParams): MeetingPageQuery {
  return { tab: params.get('tab'), checklist: params.get('checklist'), start: params.get('start') ?? params.get('time'), ama: params.get('ama') }
}

/** The open tab for a URL: a tab key as `tab` (how tabs 6 and 7 are written) when usable, else the shared rules. */
export function openingTab(params: URLSearchParams, tabs: readonly MeetingTab[]): MeetingTabKey {
  const raw = params.get('tab')?.trim()
  if (isMeetingTabKey(raw) && tabs.some((t) => t.key === raw && !t.disabled)) return raw
  return initialMeetingTab(meetingQuery(params), tabs)
}

/** Entry-only options: a snippet link plays once, and `ama` only chooses the opening tab, which `tab` now names. */
const DROPPED_ON_SWITCH = ['start', 'end', 'time', 'ama'] as const

/**
 * The query after the user opens `key`: `tab` names it; the snippet options go, so a reload does not jump the player
 * back; `checklist` stays only on the Call Checklist tab it points into; anything else (sharingToken) is kept.
 */
export function tabSearchParams(params: URLSearchParams, key: MeetingTabKey): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const name of DROPPED_ON_SWITCH) next.delete(name)
  if (key !== '3') next.delete('checklist')
  next.set('tab', tabQueryValue(key))
  return next
}

export interface KeyPress {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}

/** What a number key asks for: open an enabled tab, or explain why a disabled one cannot open. */
export type DigitChoice = { kind: 'open'; tab: MeetingTab } | { kind: 'unavailable'; tab: MeetingTab; reason: string }

/** Keys 1–8 open the tab with that key (the spec's table); any modifier leaves the key to the browser. */
export function digitChoice(press: KeyPress, tabs: readonly MeetingTab[]): DigitChoice | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.shiftKey) return null
  const tab = tabs.find((t) => t.key === press.key)
  if (!tab) return null
  if (tab.disabled) return { kind: 'unavailable', tab, reason: tab.tooltip ?? 'This tab is not available for this call.' }
  return { kind: 'open', tab }
}
