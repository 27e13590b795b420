import { describe, expect, it } from 'vitest'
import {
  CALENDAR_MESSAGES,
  type CalendarProfile,
  dayLabel,
  groupByDay,
  isCalendarDisconnected,
  showsSyncNow,
  UPCOMING_PAGE_SIZE,
  upcomingEmptyState,
  upcomingPage,
  upcomingWindow,
} from './upcoming-list'

const now = new Date('2026-05-04T20:00:00Z') // Monday 4 May, 20:00 UTC = Tuesday 01:30 in Kolkata

describe('"Upcoming meetings page size: 10. Window is now to one year ahead."', () => {
  it('pages of 10', () => {
    expect(UPCOMING_PAGE_SIZE).toBe(10)
  })
  it.each([
    [1, 0],
    [2, 10],
    [5, 40],
    [0, 0],
    [-3, 0],
    [1.5, 0],
    [undefined, 0],
  ])('page %s → offset %s', (page, offset) => {
    expect(upcomingPage(page)).toEqual({ offset, limit: 10 })
  })
  it.each([
    ['2026-05-04T20:00:00.000Z', '2027-05-04T20:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', '2029-03-01T12:00:00.000Z'],
  ])('%s → %s', (from, to) => {
    expect(upcomingWindow(new Date(from))).toEqual({ from: new Date(from), to: new Date(to) })
  })
})

describe('"The list is grouped by day."', () => {
  const ev = (id: number, startAt: string) => ({ id, startAt })
  const events = [
    ev(3, '2026-05-05T09:00:00Z'),
    ev(1, '2026-05-04T21:00:00Z'),
    ev(2, '2026-05-04T22:30:00Z'),
    ev(4, '2026-05-08T15:00:00Z'),
    ev(5, '2027-01-04T15:00:00Z'),
  ]

  it('in UTC', () => {
    expect(groupByDay(events, now, 'UTC').map((g) => [g.label, g.events.map((e) => e.id)])).toEqual([
      ['Today', [1, 2]],
      ['Tomorrow', [3]],
      ['Friday, May 8', [4]],
      ['Monday, January 4, 2027', [5]],
    ])
  })

  it("in the viewer's time zone (days change at local midnight)", () => {
    expect(groupByDay(events, now, 'Asia/Kolkata').map((g) => [g.day, g.label, g.events.map((e) => e.id)])).toEqual([
      ['2026-05-05', 'Today', [1, 2, 3]],
      ['2026-05-08', 'Friday, May 8', [4]],
      ['2027-01-04', 'Monday, January 4, 2027', [5]],
    ])
  })

  it('tomorrow in Los Angeles', () => {
    expect(dayLabel(new Date('2026-05-05T08:00:00Z'), now, 'America/Los_Angeles')).toBe('Tomorrow')
  })
})

describe("Empty states — \"While a sync is pending: 'Syncing your calendar...'\", \"Sync done and no events: 'Calendar sync successful!'\", \"No calendar integrated: 'You're almost there!'\", \"A table with 'No Data Yet' is also used.\"", () => {
  const p = (integrated: boolean, lastSynced: string | null, pending?: boolean): CalendarProfile => ({
    calendar_integrated: integrated,
    calendar_last_synced_at: lastSynced,
    meta_data: pending === undefined ? null : { calendar_sync_pending: pending },
  })
  it.each([
    ['events exist', p(true, '2026-05-04T19:00:00Z'), 3, false, null],
    ['not integrated', p(false, null), 0, false, 'not_integrated'],
    ['disconnected', p(false, '2026-05-01T10:00:00Z', true), 0, false, 'not_integrated'],
    ['sync pending', p(true, null, true), 0, false, 'sync_pending'],
    ['pending beats an older sync', p(true, '2026-05-01T10:00:00Z', true), 0, false, 'sync_pending'],
    ['synced, no events', p(true, '2026-05-04T19:00:00Z', false), 0, false, 'synced_no_events'],
    ['integrated, never synced, not pending', p(true, null), 0, false, 'no_data'],
    ['a search that finds nothing', p(true, '2026-05-04T19:00:00Z'), 0, true, 'no_data'],
  ] as const)('%s → %s', (_label, profile, total, searching, state) => {
    expect(upcomingEmptyState(profile, total, searching)).toBe(state)
  })

  it('"A calendar-disconnected state exists when calendar_integrated is false and a last-synced time exists."', () => {
    expect(isCalendarDisconnected(p(false, '2026-05-01T10:00:00Z'))).toBe(true)
    expect(isCalendarDisconnected(p(false, null))).toBe(false)
    expect(isCalendarDisconnected(p(true, '2026-05-01T10:00:00Z'))).toBe(false)
  })

  it('"A \'Sync Now\' button is shown once the calendar is integrated."', () => {
    expect(showsSyncNow(p(true, null))).toBe(true)
    expect(showsSyncNow(p(false, '2026-05-01T10:00:00Z'))).toBe(false)
  })
})

describe('notetaker and calendar messages', () => {
  it("'Calendar sync successfully!' and the calendar integration return, with Parley as the notetaker's name", () => {
    expect(CALENDAR_MESSAGES.syncDone).toBe('Calendar sync successfully!')
    expect(CALENDAR_MESSAGES.connected).toBe(
      'Calendar integration completed. Now, Parley Notetaker will start joining your calendar meetings. You can choose to not admit it to specific meetings, when it joins.',
    )
  })
})
