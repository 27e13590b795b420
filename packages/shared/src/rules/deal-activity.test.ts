import { describe, expect, it } from 'vitest'
import {
  ACTIVITY_COLOURS,
  type ActivityItem,
  activityCounts,
  crmCustomFieldRows,
  crmInfoMessage,
  DEAL_NOT_IN_CRM_MESSAGE,
  DEFAULT_ACTIVITY_TOGGLES,
  formatDealAmount,
  groupTimeline,
  markerSize,
  NO_CRM_INFO_MESSAGE,
  NO_DEAL_MESSAGE,
  STALE_GAP_DAYS,
  TIMELINE_GROUPS_PER_PAGE,
  TIMELINE_LOADING_MS,
  timelineWindowStart,
  visibleGroups,
} from './deal-activity'

const item = (kind: ActivityItem['kind'], at: string): ActivityItem => ({ kind, at })
const noStale = { ...DEFAULT_ACTIVITY_TOGGLES, stale: false }

describe('markerSize — "Call marker size on timelines: 10px plus 2px per 5 minutes, capped at 40px."', () => {
  it.each([
    [0, 10],
    [4 * 60 + 59, 10],
    [5 * 60, 12],
    [30 * 60, 22],
    [74 * 60, 38],
    [75 * 60, 40],
    [3 * 3600, 40],
  ])('%d seconds → %d px', (seconds, px) => {
    expect(markerSize(seconds)).toBe(px)
  })

  it('no length (an e-mail, an unknown duration) → the base 10 px', () => {
    expect(markerSize(null)).toBe(10)
    expect(markerSize(undefined)).toBe(10)
    expect(markerSize(Number.NaN)).toBe(10)
    expect(markerSize(-60)).toBe(10)
  })
})

describe('colours — "Recorded calls orange, unrecorded blue, emails purple."', () => {
  it('three distinct colours in the orange, blue and purple families', () => {
    expect(ACTIVITY_COLOURS).toEqual({ recorded: '#fa8c16', unrecorded: '#1677ff', email: '#722ed1' })
  })
})

describe('groupTimeline — "timeline grouped by date"', () => {
  const items = [
    item('email', '2026-11-10T09:00:00Z'),
    item('recorded', '2026-11-10T15:00:00Z'),
    item('unrecorded', '2026-11-09T10:00:00Z'),
    item('email', '2026-10-01T10:00:00Z'),
  ]

  it('one group per day, newest day first, items of a day newest first', () => {
    const groups = groupTimeline(items, noStale)
    expect(groups.map((g) => (g.type === 'day' ? g.date : 'stale'))).toEqual(['2026-11-10', '2026-11-09', '2026-10-01'])
    const first = groups[0]
    expect(first?.type === 'day' && first.items.map((i) => i.kind)).toEqual(['recorded', 'email'])
  })

  it('"Activity toggles: recorded calls, not recorded calls, emails" hide their kind', () => {
    const days = (t: typeof noStale) => groupTimeline(items, t).flatMap((g) => (g.type === 'day' ? g.items.map((i) => i.kind) : []))
    expect(days({ ...noStale, recorded: false })).not.toContain('recorded')
    expect(days({ ...noStale, unrecorded: false })).not.toContain('unrecorded')
    expect(days({ ...noStale, emails: false })).toEqual(['recorded', 'unrecorded'])
    expect(groupTimeline(items, { recorded: false, unrecorded: false, emails: false, stale: true })).toEqual([])
  })

  it('"stale (no activity)": a stretch of 14 or more empty days between shown days is a row of its own', () => {
    const groups = groupTimeline(items, DEFAULT_ACTIVITY_TOGGLES)
    expect(groups[2]).toEqual({ type: 'stale', from: '2026-10-02', to: '2026-11-08', days: 38 })
    expect(groups).toHaveLength(4)
    const short = groupTimeline(
      [item('email', '2026-11-01T10:00:00Z'), item('email', `2026-11-${String(1 + STALE_GAP_DAYS).padStart(2, '0')}T10:00:00Z`)],
      DEFAULT_ACTIVITY_TOGGLES,
    )
    expect(short.map((g) => g.type)).toEqual(['day', 'day'])
  })

  it("groups by the day the caller names (the page passes the viewer's local day)", () => {
    const groups = groupTimeline([item('email', '2026-11-10T23:30:00Z')], noStale, () => '2026-11-11')
    expect(groups[0]).toMatchObject({ type: 'day', date: '2026-11-11' })
  })
})

describe('visibleGroups — "shows 5 date groups at a time; \'Load More\' adds 5; loading spinner 1.5 s"', () => {
  const groups = Array.from({ length: 12 }, (_, i) => i)
  it('5 first, then 5 more per press, until none remain', () => {
    expect(TIMELINE_GROUPS_PER_PAGE).toBe(5)
    expect(TIMELINE_LOADING_MS).toBe(1500)
    expect(visibleGroups(groups, 0)).toEqual({ shown: [0, 1, 2, 3, 4], hasMore: true })
    expect(visibleGroups(groups, 1).shown).toHaveLength(10)
    expect(visibleGroups(groups, 2)).toEqual({ shown: groups, hasMore: false })
    expect(visibleGroups(groups.slice(0, 5), 0).hasMore).toBe(false)
  })
})

describe('timelineWindowStart — "Default window starts at the first of last month if no date is known."', () => {
  const now = new Date('2026-11-21T14:00:00Z')
  it('no known date → the first of last month', () => {
    expect(timelineWindowStart([], now).toISOString()).toBe('2026-10-01T00:00:00.000Z')
    expect(timelineWindowStart([null, undefined, 'not a date'], now).toISOString()).toBe('2026-10-01T00:00:00.000Z')
    expect(timelineWindowStart([], new Date('2026-01-15T00:00:00Z')).toISOString()).toBe('2025-12-01T00:00:00.000Z')
  })
  it('otherwise the earliest known date (deal creation or first activity)', () => {
    expect(timelineWindowStart(['2026-06-03T10:00:00Z', Date.parse('2026-05-01T00:00:00Z')], now).toISOString()).toBe('2026-05-01T00:00:00.000Z')
  })
})

describe('activityCounts — "Deal activity counts: recordedCount, unrecordedCount, emailCount, totalActivity"', () => {
  it('counts each kind and the total', () => {
    expect(activityCounts(['recorded', 'email', 'email', 'unrecorded', 'recorded', 'email'])).toEqual({
      recordedCount: 2,
      unrecordedCount: 1,
      emailCount: 3,
      totalActivity: 6,
    })
  })
})

describe('CRM info — "amount is shown as a rounded dollar value"', () => {
  it.each([
    [12345.6, '$12,346'],
    [500, '$500'],
    [0, '$0'],
    ['99999.49', '$99,999'],
  ])('%s → %s', (amount, shown) => {
    expect(formatDealAmount(amount)).toBe(shown)
  })
  it("no amount (null, empty, the CRM's -1) → nothing", () => {
    expect(formatDealAmount(null)).toBeNull()
    expect(formatDealAmount('')).toBeNull()
    expect(formatDealAmount(-1)).toBeNull()
  })
})

describe('CRM info — "custom fields record_type_id and numberofemployees and empty values are omitted"', () => {
  it('an object of fields', () => {
    expect(
      crmCustomFieldRows({
        sales_play: 'Land',
        record_type_id: '012xx',
        NumberOfEmployees: 250,
        acv: 24000,
        empty: '  ',
        none: null,
        list: [],
        products_discussed: ['Analytics', 'Alerts'],
        renewal: false,
      }),
    ).toEqual([
      { label: 'Sales play', value: 'Land' },
      { label: 'ACV', value: '24000' },
      { label: 'Products discussed', value: 'Analytics, Alerts' },
      { label: 'Renewal', value: 'No' },
    ])
  })
  it('a list of label and value', () => {
    expect(
      crmCustomFieldRows([
        { label: 'Region', value: 'EMEA' },
        { label: 'record_type_id', value: 'x' },
        { label: 'Number of employees', value: 50 },
        { label: 'Budget', value: '' },
        { value: 'no label' },
      ]),
    ).toEqual([{ label: 'Region', value: 'EMEA' }])
  })
  it('nothing usable → no rows', () => {
    expect(crmCustomFieldRows(null)).toEqual([])
    expect(crmCustomFieldRows('text')).toEqual([])
  })
})

describe('crmInfoMessage — empty states', () => {
  it("no deal → 'Map a deal to this call, to update insights.'", () => {
    expect(crmInfoMessage({ hasDeal: false, info: null })).toBe(NO_DEAL_MESSAGE)
    expect(NO_DEAL_MESSAGE).toBe('Map a deal to this call, to update insights.')
  })
  it("a mapped deal the CRM no longer holds → 'Deal not found in CRM. Please create the correct deal in CRM and map it to this call using the pencil icon'", () => {
    expect(crmInfoMessage({ hasDeal: true, info: { in_crm: false, has_details: true } })).toBe(DEAL_NOT_IN_CRM_MESSAGE)
  })
  it("a failed answer or nothing to show → 'No CRM information available.'", () => {
    expect(crmInfoMessage({ hasDeal: true, info: null })).toBe(NO_CRM_INFO_MESSAGE)
    expect(crmInfoMessage({ hasDeal: true, info: { in_crm: true, has_details: false } })).toBe(NO_CRM_INFO_MESSAGE)
  })
  it('otherwise the deal is shown', () => {
    expect(crmInfoMessage({ hasDeal: true, info: { in_crm: true, has_details: true } })).toBeNull()
  })
})
