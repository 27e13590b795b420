import { describe, expect, it } from 'vitest'
import { defaultCompanySettings } from '../schemas/company-settings'
import { chartOptions, PIE_CHART_KEYS, pipelineColumns, QUALIFICATION_INFO } from './pipeline-columns'
import {
  checklistFilterKey,
  checklistSignalOf,
  drawerStartTab,
  drawerTabs,
  drawerWidth,
  followUpBucket,
  forecastOfLevel,
  notesPreview,
  PIPELINE_DEFAULT_FILTERS,
  PIPELINE_SORT_MAP,
  pipelineAmount,
  pipelineFilters,
  productsDiscussed,
  showDealNotes,
  showLikeliness,
} from './pipeline-review'

describe('sorting — "forecast -> playbook_coverage, days_in_current_stage -> stage_date, deal_followup_email_count -> follow_ups, likeliness_score, amount -> deal_amount"', () => {
  it('maps the table columns to the API sort fields', () => {
    expect(PIPELINE_SORT_MAP).toEqual({
      activity: 'activity',
      engagement: 'engagement',
      rep_engagement: 'rep_engagement',
      prospect_engagement: 'prospect_engagement',
      forecast: 'playbook_coverage',
      days_in_current_stage: 'stage_date',
      deal_followup_email_count: 'follow_ups',
      likeliness_score: 'likeliness_score',
      amount: 'deal_amount',
    })
  })
})

describe("likeliness — \"Value '-5' (and for the default layout also '-2') means no score. The Likeliness column … appear only when at least one loaded deal has another value\"", () => {
  it.each([
    [['-5', '-2'], 'default', false],
    [['-5', '-2'], 'alternative', true],
    [['-5', 'High'], 'default', true],
    [[null], 'default', false],
  ] as const)('%j in the %s layout → %s', (scores, layout, shown) => {
    expect(
      showLikeliness(
        scores.map((likeliness_score) => ({ likeliness_score })),
        layout,
      ),
    ).toBe(shown)
  })
})

describe('row values', () => {
  it('"amount (string; a leading minus is stripped and it is shown as a dollar figure; -1 means none)"', () => {
    expect(pipelineAmount('383000')).toBe('$383,000')
    expect(pipelineAmount('-1200.4')).toBe('$1,200')
    expect(pipelineAmount('-1')).toBeNull()
    expect(pipelineAmount(null)).toBeNull()
  })

  it('"Deal Notes (only when some deal has notes; first 20 characters then an ellipsis…)"', () => {
    expect(notesPreview('Strong champion in RevOps, economic buyer')).toBe('Strong champion in R…')
    expect(notesPreview('Short note')).toBe('Short note')
    expect(notesPreview('  ')).toBeNull()
    expect(showDealNotes([{ crm_notes: null }, { crm_notes: ' ' }])).toBe(false)
    expect(showDealNotes([{ crm_notes: null }, { crm_notes: 'x' }])).toBe(true)
  })

  it('"product_discussed (list or text; NA and \'not discussed\' count as none)"', () => {
    expect(productsDiscussed('Insight Coach, NA, not discussed')).toEqual(['Insight Coach'])
    expect(productsDiscussed(['N/A', ' FleetOS '])).toEqual(['FleetOS'])
    expect(productsDiscussed(null)).toEqual([])
  })

  it('"Follow-up buckets: 0-2, 3-4, 5-7, >7."', () => {
    expect([0, 2, 3, 4, 5, 7, 8, 30].map(followUpBucket)).toEqual(['0-2', '0-2', '3-4', '3-4', '5-7', '5-7', '>7', '>7'])
  })

  it('a qualification slice sets the forecast filter: "High Likely -> High; Likely -> Mid; Less Likely -> Low; No forecast -> None"', () => {
    expect(['High', 'Mid', 'Low', 'None', 'Other'].map(forecastOfLevel)).toEqual(['High Likely', 'Likely', 'Less Likely', 'No forecast', null])
  })
})

describe('filters — "Add-filter categories: Rep, Call, Deal, Engagement, CRM, Checklist. Default visible filters: sales_stage, deal_type, owner_name."', () => {
  it('offers the default filters and the company-specific ones by setting', () => {
    const plain = pipelineFilters(defaultCompanySettings()).map((f) => f.key)
    expect(plain).toEqual(expect.arrayContaining([...PIPELINE_DEFAULT_FILTERS]))
    expect(plain).not.toContain('region')
    expect(plain).not.toContain('first_meeting_score')
    const rich = pipelineFilters({ regionFilter: true, firstMeetingScore: true, productsDiscussed: true }).map((f) => f.key)
    expect(rich).toEqual(expect.arrayContaining(['region', 'first_meeting_score', 'product_discussed']))
  })

  it('"Checklist-derived filter keys are the signal id plus _tag, _category or _grade."', () => {
    expect(checklistFilterKey(12)).toBe('12_grade')
    expect(checklistSignalOf('12_grade')).toBe(12)
    expect(checklistSignalOf('grade')).toBeNull()
    expect(checklistSignalOf('12_tag')).toBeNull()
  })
})

describe('columns and charts', () => {
  it('"Products Discussed (one company only)"; "for one company First Meeting Score"', () => {
    const fields = (s: Parameters<typeof pipelineColumns>[0]) => pipelineColumns(s).map((c) => c.field)
    expect(fields({ productsDiscussed: false, firstMeetingScore: false, regionFilter: false })).not.toContain('product_discussed')
    expect(fields({ productsDiscussed: true, firstMeetingScore: true, regionFilter: true })).toEqual(
      expect.arrayContaining(['product_discussed', 'first_meeting_score', 'region']),
    )
  })

  it('"The qualification-score tooltip: High = buyer pain and timeline clearly discussed; Mid = partial clarity; Low = unclear or missing; None = no recorded calls."', () => {
    expect(pipelineColumns(defaultCompanySettings()).find((c) => c.field === 'forecast')?.info).toBe(QUALIFICATION_INFO)
  })

  it('pie dimensions follow the settings (region, first meeting score)', () => {
    expect(chartOptions(PIE_CHART_KEYS, { regionFilter: false, firstMeetingScore: false }).map((c) => c.key)).toEqual(['engagement', 'playbook'])
  })
})

describe('deal drawer', () => {
  it('"800 px wide, 300 px under 768 px screens"', () => {
    expect([1440, 768, 767, 375].map(drawerWidth)).toEqual([800, 800, 300, 300])
  })

  it('"Tabs: Deal Activity (1), ask-anything (2), Deal Insights (3, default when opened from a score), CRM Info (4), Likeliness Info (5, only when likeliness exists), Account Activity (6), Account Insights (7)"', () => {
    expect(drawerTabs({ likeliness: false, accountTabs: false }).map((t) => t.key)).toEqual(['1', '2', '3', '4'])
    expect(drawerTabs({ likeliness: true, accountTabs: true }).map((t) => t.label)).toEqual([
      'Deal Activity',
      'Ask Anything',
      'Deal Insights',
      'CRM Info',
      'Likeliness Info',
      'Account Activity',
      'Account Insights',
    ])
    expect(drawerStartTab(true)).toBe('3')
    expect(drawerStartTab(false)).toBe('1')
  })
})
