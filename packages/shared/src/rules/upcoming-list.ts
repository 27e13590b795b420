// Upcoming meetings list.

/** "Upcoming meetings page size: 10. Window is now to one year ahead." */
export const UPCOMING_PAGE_SIZE = 10
/** "A server sync runs every 30 minutes and covers the next 2 weeks." */
export const CALENDAR_SYNC_WINDOW_DAYS = 14
export const CALENDAR_SYNC_INTERVAL_MINUTES = 30
/** The calendar messages (the brand word is the product's notetaker name). */
export const CALENDAR_MESSAGES = {
  syncDone: 'Calendar sync successfully!',
  connected:
    'Calendar integration completed. Now, Parley Notetaker will start joining your calendar meetings. You can choose to not admit it to specific meetings, when it joins.',
} as const
/** "While pending, the upcoming-meetings page reloads itself every 30 seconds." */
export const SYNC_PENDING_RELOAD_MS = 30_000

/** The list's window: now to the same moment one calendar year later (29 February → 1 March). */
export function upcomingWindow(now: Date): { from: Date; to: Date } {
  const to = new Date(now.getTime())
  to.setUTCFullYear(to.getUTCFullYear() + 1)
  return { from: new Date(now.getTime()), to }
}

/** Page n (1-based; anything else is page 1) → offset and limit at 10 per page. */
export function upcomingPage(page: number | null | undefined): { offset: number; limit: number } {
  const p = Number.isInteger(page) && (page as number) > 0 ? (page as number) : 1
  return { offset: (p - 1) * UPCOMING_PAGE_SIZE, limit: UPCOMING_PAGE_SIZE }
}

const dayKey = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d)

/** 'Today', 'Tomorrow', else 'Wednesday, May 6' (with the year when it is not this year), in the viewer's zone. */
export function dayLabel(startAt: Date, now: Date, timeZone: string): string {
  const key = dayKey(startAt, timeZone)
  if (key === dayKey(now, timeZone)) return 'Today'
  if (key === dayKey(new Date(now.getTime() + 86_400_000), timeZone)) return 'Tomorrow'
  const sameYear = key.slice(0, 4) === dayKey(now, timeZone).slice(0, 4)
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(startAt)
}

export interface DayGroup<E> {
  /** YYYY-MM-DD in the viewer's zone. */
  day: string
  label: string
  events: E[]
}

/** "The list is grouped by day." Groups in start order, events within a day in start order. */
export function groupByDay<E extends { startAt: Date | string }>(events: readonly E[], now: Date, timeZone: string): DayGroup<E>[] {
  const sorted = [...events].sort((a, b) => new Date(a.startAt).getTime() - new Date(b.startAt).getTime())
  const groups: DayGroup<E>[] = []
  for (const e of sorted) {
    const start = new Date(e.startAt)
    const day = dayKey(start, timeZone)
    const last = groups.at(-1)
    if (last?.day === day) last.events.push(e)
    else groups.push({ day, label: dayLabel(start, now, timeZone), events: [e] })
  }
  return groups
}

export interface CalendarProfile {
  calendar_integrated: boolean
  calendar_last_synced_at: string | Date | null | undefined
  meta_data?: { calendar_sync_pending?: boolean | null } | null
}

export type UpcomingEmptyState = 'sync_pending' | 'synced_no_events' | 'not_integrated' | 'no_data'

export const EMPTY_STATE_TEXT = {
  sync_pending: { title: 'Syncing your calendar...', action: 'Refresh' },
  synced_no_events: { title: 'Calendar sync successful!', text: 'No upcoming calls detected for the next 2 weeks' },
  not_integrated: { title: "You're almost there!", action: 'Integrate Now', to: '/settings' },
  no_data: { title: 'No Data Yet' },
} as const

/** "A calendar-disconnected state exists when calendar_integrated is false and a last-synced time exists." */
export function isCalendarDisconnected(p: CalendarProfile): boolean {
  return !p.calendar_integrated && Boolean(p.calendar_last_synced_at)
}

/**
 * Which of the four empty states an empty list shows (null when there are events). A search that finds nothing
 * shows 'No Data Yet' (the calendar itself is fine); a disconnected calendar asks to integrate again.
 */
export function upcomingEmptyState(p: CalendarProfile, total: number, searching: boolean): UpcomingEmptyState | null {
  if (total > 0) return null
  if (!p.calendar_integrated) return 'not_integrated'
  if (p.meta_data?.calendar_sync_pending) return 'sync_pending'
  if (searching) return 'no_data'
  return p.calendar_last_synced_at ? 'synced_no_events' : 'no_data'
}

/** "A 'Sync Now' button is shown once the calendar is integrated." */
export function showsSyncNow(p: CalendarProfile): boolean {
  return p.calendar_integrated
}
