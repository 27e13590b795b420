import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_COLUMNS,
  ACCOUNT_FILTER_CATEGORIES,
  ACCOUNT_FILTERS,
  ACCOUNT_SORT_MAP,
  accountEngagement,
  accountReviewTitle,
  countsAsWonLast4Qtrs,
  createdThisQuarter,
  dealStageGroup,
  isRenewalDeal,
  last4QuartersWindow,
  NO_OPEN_DEALS,
  NO_WON_DEALS,
  quarterStart,
} from './account-review'
import { REPORT_RANGES } from './report-ranges'

const NOW = new Date('2026-11-02T09:00:00Z')

describe('"Note: the last 4 quarters exclude Renewal deals and deals created in the current quarter."', () => {
  it('the last four quarters are the four calendar quarters before the current one', () => {
    expect(quarterStart(NOW).toISOString()).toBe('2026-10-01T00:00:00.000Z')
    expect(last4QuartersWindow(NOW)).toEqual({ start: new Date('2025-10-01T00:00:00Z'), end: new Date('2026-10-01T00:00:00Z') })
    expect(last4QuartersWindow(new Date('2026-01-01T00:00:00Z')).start.toISOString()).toBe('2025-01-01T00:00:00.000Z')
  })

  const won = { group: 'won' as const, type: 'New Logo', createdAt: new Date('2026-03-01T00:00:00Z'), closeDate: '2026-06-30' }
  it.each([
    ['a won New Logo deal closed last quarter', won, true],
    ['a Renewal deal', { ...won, type: 'Renewal' }, false],
    ['a deal created in the current quarter', { ...won, createdAt: new Date('2026-10-05T00:00:00Z'), closeDate: '2026-09-30' }, false],
    ['a deal closed in the current quarter', { ...won, closeDate: '2026-10-15' }, false],
    ['a deal closed five quarters ago', { ...won, closeDate: '2025-09-30' }, false],
    ['a deal closed on the first day of the window', { ...won, closeDate: '2025-10-01' }, true],
    ['an open deal', { ...won, group: 'open' as const }, false],
    ['a won deal without a close date', { ...won, closeDate: null }, false],
  ])('%s → %s', (_name, deal, expected) => {
    expect(countsAsWonLast4Qtrs(deal, NOW)).toBe(expected)
  })

  it('Renewal deals are the deal types that name a renewal', () => {
    expect(isRenewalDeal('Renewal')).toBe(true)
    expect(isRenewalDeal('renewal - upsell')).toBe(true)
    expect(isRenewalDeal('New Logo')).toBe(false)
    expect(isRenewalDeal(null)).toBe(false)
  })

  it('"Deals Created (Current Qtr)" counts deals created since the quarter began', () => {
    expect(createdThisQuarter(new Date('2026-10-01T00:00:00Z'), NOW)).toBe(true)
    expect(createdThisQuarter(new Date('2026-09-30T23:59:59Z'), NOW)).toBe(false)
    expect(createdThisQuarter(null, NOW)).toBe(false)
  })

  it("a deal's group is its company stage's group, else the spec's group of its stage name, else open until closed", () => {
    expect(dealStageGroup('lost', 'Closed Won', true)).toBe('lost')
    expect(dealStageGroup(null, 'Closed Won', true)).toBe('won')
    expect(dealStageGroup(undefined, 'Nobody knows', false)).toBe('open')
    expect(dealStageGroup(undefined, 'Nobody knows', true)).toBeNull()
  })
})

describe('"Account sort fields: account_name, owner_name, tier, won_deals_last_4_qtrs_count/amount, open_deals_count/amount, current_quarter_deals_count, deal_confidence_score, objection_count."', () => {
  it('maps the columns to exactly those fields', () => {
    expect(Object.values(ACCOUNT_SORT_MAP)).toEqual([
      'account_name',
      'owner_name',
      'tier',
      'won_deals_last_4_qtrs_count',
      'won_deals_last_4_qtrs_amount',
      'open_deals_count',
      'open_deals_amount',
      'current_quarter_deals_count',
      'deal_confidence_score',
      'objection_count',
    ])
  })
})

describe('"Filters: Views; \'Accounts with activity in\' (Last Month, Last 3 Months, Last 6 Months, Last 1 Year default, Custom range); added Rep, Call, Account, Deal, CRM filters"', () => {
  it('offers those presets with Last 1 Year as the default', () => {
    const range = REPORT_RANGES.account_review.activity
    expect(range.label).toBe('Accounts with activity in')
    expect(range.presets).toEqual(['lastMonth', 'last3Months', 'last6Months', 'last1Year', 'custom'])
    expect(range.defaultPreset).toBe('last1Year')
  })

  it('groups its filters in those categories', () => {
    expect(ACCOUNT_FILTER_CATEGORIES).toEqual(['Rep', 'Call', 'Account', 'Deal', 'CRM'])
    for (const f of ACCOUNT_FILTERS) expect(ACCOUNT_FILTER_CATEGORIES).toContain(f.category)
  })
})

describe('account review columns, title and popovers', () => {
  it('"Columns: Account Name; activity timeline; Account Owner; Partner Tier; Deals Won (Last 4 Qtrs) …; Open Deals …; Deals Created (Current Qtr); New Deal Registration Score; Objection Count; Account Engagement …; Products Discussed."', () => {
    expect(ACCOUNT_COLUMNS.map((c) => c.label)).toEqual([
      'Account Name',
      'Activity timeline',
      'Account Owner',
      'Partner Tier',
      'Deals Won (Last 4 Qtrs)',
      'Open Deals',
      'Deals Created (Current Qtr)',
      'New Deal Registration Score',
      'Objection Count',
      'Account Engagement',
      'Products Discussed',
    ])
  })

  it("\"Title 'Account Review (N accounts)'\" and \"'No won deals' or 'No open deals' in account deal popovers\"", () => {
    expect(accountReviewTitle(12)).toBe('Account Review (12 accounts)')
    expect(accountReviewTitle(1)).toBe('Account Review (1 account)')
    expect([NO_WON_DEALS, NO_OPEN_DEALS]).toEqual(['No won deals', 'No open deals'])
  })

  it('"account_engagement (High, Medium/Mid, Low, NA/-/None)" reads as one level each', () => {
    expect(['High', 'Medium', 'Mid', 'Low', 'NA', '-', 'None', null].map(accountEngagement)).toEqual([
      'High',
      'Mid',
      'Mid',
      'Low',
      'None',
      'None',
      'None',
      'None',
    ])
  })
})
