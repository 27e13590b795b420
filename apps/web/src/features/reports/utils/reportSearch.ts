import { ACTIVITY_GROUPS, type ActivityGroup } from '@parley/shared/rules/activity-review'
import { type DealRangePreset, TIME_PRESETS } from '@parley/shared/rules/report-ranges'
import { SCOPES, type Scope } from '@parley/shared/rules/scope'

// The reports page's whole state in the query string: role; page; group; time, startTime and endTime
// (unix seconds) for the report's range; createTime / closeTime with their own start and end for the deal ranges; one
// key per filter holding comma-separated values; sort as field:asc|desc; the saved view; the pipeline flags. Empty keys
// are removed, so a reload or a shared link restores the screen.

export type Group = 'day' | 'week' | 'month'
const isActivityGroup = (v: unknown): v is ActivityGroup => (ACTIVITY_GROUPS as readonly unknown[]).includes(v)

export interface RangeState {
  time: DealRangePreset
  startTime: number | null
  endTime: number | null
}

export interface ReportState {
  page: number | null
  role: Scope | null
  group: Group
  /** Activity Review's Manager / Team toggle, also `group` in the URL ("group manager or rep"); absent elsewhere. */
  activityGroup?: ActivityGroup
  activity: RangeState | null
  created: RangeState | null
  close: RangeState | null
  filters: Record<string, string[]>
  sort: { field: string; type: 'asc' | 'desc' } | null
  view: number | null
  /** elasticSearch, accountTab, footerAMA, and the tab of a page (Notetaker Adoption on page 1): kept as they came. */
  flags: Record<string, string>
}

const RANGE_KEYS = {
  activity: ['time', 'startTime', 'endTime'],
  created: ['createTime', 'createStartTime', 'createEndTime'],
  close: ['closeTime', 'closeStartTime', 'closeEndTime'],
} as const
export const FLAG_KEYS = ['elasticSearch', 'accountTab', 'footerAMA', 'tab'] as const
/** Keys that are never filters. */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['page', 'role', 'group', 'sort', 'view', ...FLAG_KEYS, ...Object.values(RANGE_KEYS).flat()])

const PRESETS: readonly string[] = ['all', ...TIME_PRESETS]

/** Values joined by commas; a comma or backslash inside a value is escaped with a backslash. */
export function joinValues(values: readonly string[]): string {
  return values.map((v) => v.replace(/\\/g, '\\\\').replace(/,/g, '\\,')).join(',')
}

export function splitValues(text: string): string[] {
  const out: string[] = []
  let current = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '\\' && i + 1 < text.length) {
      current += text[++i]
    } else if (c === ',') {
      out.push(current)
      current = ''
    } else current += c
  }
  out.push(current)
  return out.map((v) => v.trim()).filter((v) => v !== '')
}

const intOrNull = (v: string | null) => (v !== null && /^\d{1,12}$/.test(v) ? Number(v) : null)

function readRange(p: URLSearchParams, keys: readonly [string, string, string]): RangeState | null {
  const time = p.get(keys[0])
  if (!time || !PRESETS.includes(time)) return null
  const startTime = intOrNull(p.get(keys[1]))
  const endTime = intOrNull(p.get(keys[2]))
  if (time === 'custom' && (startTime === null || endTime === null)) return null
  return { time: time as DealRangePreset, startTime: time === 'custom' ? startTime : null, endTime: time === 'custom' ? endTime : null }
}

export function parseReportSearch(search: string): ReportState {
  const p = new URLSearchParams(search)
  const role = p.get('role')
  const group = p.get('group')
  // Digits too: Account Review sorts by won_deals_last_4_qtrs_count.
  const sort = /^([a-z0-9_]{1,60}):(asc|desc)$/.exec(p.get('sort') ?? '')
  const filters: Record<string, string[]> = {}
  const flags: Record<string, string> = {}
  for (const [key, value] of p) {
    if ((FLAG_KEYS as readonly string[]).includes(key)) flags[key] = value
    if (RESERVED_KEYS.has(key)) continue
    const values = splitValues(value)
    if (values.length) filters[key] = values
  }
  return {
    page: intOrNull(p.get('page')),
    role: role && (SCOPES as readonly string[]).includes(role) ? (role as Scope) : null,
    group: group === 'day' || group === 'week' ? group : 'month',
    ...(isActivityGroup(group) ? { activityGroup: group } : {}),
    activity: readRange(p, RANGE_KEYS.activity),
    created: readRange(p, RANGE_KEYS.created),
    close: readRange(p, RANGE_KEYS.close),
    filters,
    sort: sort ? { field: sort[1] as string, type: sort[2] as 'asc' | 'desc' } : null,
    view: intOrNull(p.get('view')),
    flags,
  }
}

function writeRange(p: URLSearchParams, keys: readonly [string, string, string], r: RangeState | null): void {
  if (!r) return
  p.set(keys[0], r.time)
  if (r.time === 'custom' && r.startTime !== null && r.endTime !== null) {
    p.set(keys[1], String(r.startTime))
    p.set(keys[2], String(r.endTime))
  }
}

/** The query string of a state; "the query string is rewritten on each change and empty keys are removed". */
export function serializeReportSearch(s: ReportState): string {
  const p = new URLSearchParams()
  if (s.role) p.set('role', s.role)
  if (s.page !== null) p.set('page', String(s.page))
  if (s.activityGroup) p.set('group', s.activityGroup)
  else if (s.group !== 'month') p.set('group', s.group)
  writeRange(p, RANGE_KEYS.activity, s.activity)
  writeRange(p, RANGE_KEYS.created, s.created)
  writeRange(p, RANGE_KEYS.close, s.close)
  for (const [key, values] of Object.entries(s.filters)) {
    if (!RESERVED_KEYS.has(key) && values.length) p.set(key, joinValues(values))
  }
  if (s.sort) p.set('sort', `${s.sort.field}:${s.sort.type}`)
  if (s.view !== null) p.set('view', String(s.view))
  for (const [key, value] of Object.entries(s.flags)) if (value) p.set(key, value)
  return p.toString()
}

/** What a saved view keeps: the scope, the ranges, the filters and the sort (not the page or the view itself). */
export function viewSnapshot(s: ReportState): Record<string, unknown> {
  return {
    role: s.role,
    group: s.group,
    ...(s.activityGroup ? { activityGroup: s.activityGroup } : {}),
    activity: s.activity,
    created: s.created,
    close: s.close,
    filters: s.filters,
    sort: s.sort,
  }
}

/** A saved view's snapshot applied over the current state (unknown or malformed parts are ignored). */
export function applySnapshot(s: ReportState, snapshot: Record<string, unknown>, viewId: number): ReportState {
  const rebuilt = parseReportSearch(
    serializeReportSearch({
      ...s,
      role: (snapshot.role as Scope | null) ?? null,
      group: (snapshot.group as Group) ?? 'month',
      activityGroup: isActivityGroup(snapshot.activityGroup) ? snapshot.activityGroup : undefined,
      activity: (snapshot.activity as RangeState | null) ?? null,
      created: (snapshot.created as RangeState | null) ?? null,
      close: (snapshot.close as RangeState | null) ?? null,
      filters: typeof snapshot.filters === 'object' && snapshot.filters !== null ? (snapshot.filters as Record<string, string[]>) : {},
      sort: (snapshot.sort as ReportState['sort']) ?? null,
    }),
  )
  return { ...rebuilt, page: s.page, flags: s.flags, view: viewId }
}
