import { describe, expect, it } from 'vitest'
import { compareFunnel, STAGE_GROUPS, sortByFunnel, stageGroupKeys } from './deal-stages'
import { REPORT_RANGES } from './report-ranges'
import {
  COUNT_COLUMN_GROUP,
  DECISION_DRIVER_COLUMNS,
  DEFAULT_DECISION_DRIVER_SORT,
  callInsightsLink,
  dealInsightsLink,
  lostStageComparator,
  stageGroupValues,
  UNKNOWN_LOST_STAGE,
  moreLabel,
  NATURE_VALUES,
  natureOf,
  CALLS_END_BEFORE_NOW_S,
  callsRangeEnd,
  OTHER_DRIVER,
  ourNature,
  decisionDriver,
  underlyingFactor,
  proposedActions,
  SWOT_TOOLTIPS,
  topWithMore,
  truncateName,
  WIN_LOSS_GROUPING_DEFS,
  WIN_LOSS_GROUPINGS,
  WIN_LOSS_TITLES,
  winLossGroupOf,
  winLossRates,
} from './win-loss'
import { WIN_LOSS_DEFAULT_FILTERS, WIN_LOSS_FILTER_CATEGORIES, WIN_LOSS_FILTERS } from './win-loss-filters'

describe("\"A selector table switches between Competitor ('Who's Hurting Us Most?'), Funnel By Product, Deal Owner, Decision Driver … Clicking a row or point sets a filter: competitor_name, funnel_by_product, owner_name or objection_category.\"", () => {
  it('has the four groupings in the spec order with their titles and filters', () => {
    expect(WIN_LOSS_GROUPINGS).toEqual(['competitor', 'funnel_by_product', 'deal_owner', 'objection_category'])
    expect(WIN_LOSS_GROUPINGS.map((g) => WIN_LOSS_GROUPING_DEFS[g].label)).toEqual(['Competitor', 'Funnel By Product', 'Deal Owner', 'Decision Driver'])
    expect(WIN_LOSS_GROUPING_DEFS.competitor.title).toBe("Who's Hurting Us Most?")
    expect(WIN_LOSS_GROUPINGS.map((g) => WIN_LOSS_GROUPING_DEFS[g].filter)).toEqual([
      'competitor_name',
      'funnel_by_product',
      'owner_name',
      'objection_category',
    ])
  })

  it('answers on the spec\'s calls: "/reports/battleCard-competitor-table and -graph; … -funnelByProduct-…; -dealOwner-…; -objectionCategory-table; -OBJ-graph"', () => {
    expect(WIN_LOSS_GROUPINGS.map((g) => WIN_LOSS_GROUPING_DEFS[g].tablePath)).toEqual([
      '/reports/battleCard-competitor-table',
      '/reports/battleCard-funnelByProduct-table',
      '/reports/battleCard-dealOwner-table',
      '/reports/battleCard-objectionCategory-table',
    ])
    expect(WIN_LOSS_GROUPING_DEFS.objection_category.graphPath).toBe('/reports/battleCard-OBJ-graph')
  })
})

describe('"Decision Driver columns: Total Deals (default sort descending), Open, Won, Lost, Won (%), Loss (%)." — "Clicking a count filters sales_stage by the open, won or lost stage group."', () => {
  it('lists the columns and the default sort', () => {
    expect(DECISION_DRIVER_COLUMNS.map((c) => c.label)).toEqual(['Total Deals', 'Open', 'Won', 'Lost', 'Won (%)', 'Loss (%)'])
    expect(DEFAULT_DECISION_DRIVER_SORT).toEqual({ field: 'total_deals', type: 'desc' })
  })

  it('maps each count column to its stage group', () => {
    expect(COUNT_COLUMN_GROUP).toEqual({ open_deals: 'open', wins: 'won', losses: 'lost' })
  })

  it.each([
    ['Closed-Lost', null, 'lost'],
    ['Closed Won', 'lost', 'won'],
    ['RFP', null, 'open'],
    ['Negotiation/Technical Win', 'open', 'open'],
    ['Won', 'won', 'won'],
    ['Someday Maybe', null, null],
  ] as const)('puts %s (company group %s) in the group %s: the spec lists first, then the company pipeline', (stage, company, group) => {
    expect(winLossGroupOf(stage, company)).toBe(group)
  })

  it("a count click's sales_stage values are the company's stages in the group by the same rule; the spec's list when it names none", () => {
    const values = stageGroupValues([
      { name: 'Qualify (RSD/VP Qualification)', group: 'open' },
      { name: 'Won', group: 'won' },
      { name: 'Closed-Lost', group: 'lost' },
      { name: 'Closed Won', group: 'lost' },
      { name: 'Someday Maybe', group: null },
    ])
    expect(values.won).toEqual(['Won', 'Closed Won'])
    expect(values.lost).toEqual(['Closed-Lost'])
    expect(values.open).toEqual(['Qualify (RSD/VP Qualification)'])
    expect(stageGroupValues([]).lost).toEqual([...STAGE_GROUPS.lost])
  })

  it('Won (%) and Loss (%) are shares of the closed deals, rounded at .5; 0 when none closed', () => {
    expect(winLossRates(1, 3)).toEqual({ closed: 4, win_rate: 25, loss_rate: 75 })
    expect(winLossRates(1, 1)).toEqual({ closed: 2, win_rate: 50, loss_rate: 50 })
    expect(winLossRates(1, 7)).toEqual({ closed: 8, win_rate: 13, loss_rate: 88 })
    expect(winLossRates(0, 0)).toEqual({ closed: 0, win_rate: 0, loss_rate: 0 })
  })
})

describe('"Names truncated at 30 characters (27 plus ellipsis) with a tooltip."', () => {
  it.each([
    ['Gong', 'Gong'],
    ['a'.repeat(30), 'a'.repeat(30)],
    ['a'.repeat(31), `${'a'.repeat(27)}...`],
    ['Northwind Insight Data Cloud Enterprise', 'Northwind Insight Data Clou...'],
  ])('shows %s as %s', (name, shown) => {
    expect(truncateName(name)).toBe(shown)
    expect(truncateName(name).length).toBeLessThanOrEqual(30)
  })

  it('counts characters, not UTF-16 units', () => {
    expect(truncateName(`${'é'.repeat(28)}😀😀😀`)).toBe(`${'é'.repeat(27)}...`)
  })
})

describe('"Top 3 next steps or headings, then a \'+N more\' count." — "Top 3 threats and weaknesses."', () => {
  it('keeps three and counts the rest', () => {
    expect(topWithMore(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
    expect(topWithMore(['a'])).toEqual({ shown: ['a'], more: 0 })
    expect(moreLabel(2)).toBe('+2 more')
    expect(moreLabel(0)).toBe('')
  })
})

describe('"Only TECHNICAL and BUSINESS teams are kept when formatting proposed actions."', () => {
  it('drops other teams, merges a team given twice and de-duplicates its steps', () => {
    expect(
      proposedActions([
        { team: 'BUSINESS', next_steps: ['Send pricing', 'Book CFO call'] },
        { team: 'SALES', next_steps: ['Call back'] },
        { team: 'technical ', next_steps: ['Run the POC', ' '] },
        { team: 'BUSINESS', next_steps: ['Send pricing', 'Share references'] },
        { team: 'LEGAL', next_steps: ['Redlines'] },
      ]),
    ).toEqual([
      { team: 'TECHNICAL', next_steps: ['Run the POC'], steps_count: 1 },
      { team: 'BUSINESS', next_steps: ['Send pricing', 'Book CFO call', 'Share references'], steps_count: 3 },
    ])
  })

  it('lists at most `keep` steps and counts them all', () => {
    expect(proposedActions([{ team: 'BUSINESS', next_steps: ['a', 'b', 'c', 'd'] }], 3)).toEqual([
      { team: 'BUSINESS', next_steps: ['a', 'b', 'c'], steps_count: 4 },
    ])
  })

  it('answers nothing for calls without those teams', () => {
    expect(proposedActions([{ team: 'SUPPORT', next_steps: ['x'] }])).toEqual([])
    expect(proposedActions([{ team: 'BUSINESS', next_steps: [] }])).toEqual([])
  })
})

describe('"Funnel order (win-loss lost-stage sort): MQL/Prospecting, Qualify (RSD/VP Qualification), … Closed Invalid; unknown stages sort last" — "Lost Stage (funnel order ascending)"', () => {
  it('sorts lost stages by the funnel, unknown ones after every known one, never failing', () => {
    const stages = ['POC/Pilot', 'RFP', 'MQL/Prospecting', null, 'Technical Win / Negotiation', 'Qualify (RSD/VP Qualification)', '']
    expect(sortByFunnel(stages, (s) => s)).toEqual([
      'MQL/Prospecting',
      'Qualify (RSD/VP Qualification)',
      'RFP',
      'Technical Win / Negotiation',
      null,
      '',
      'POC/Pilot',
    ])
    expect(compareFunnel('rfp', 'RFI')).toBeGreaterThan(0)
  })

  it("puts stages the funnel does not name after it, in the company's pipeline order, and an unknown lost stage last", () => {
    const pipeline = ['MQL/Prospecting', 'Qualify (RSD/VP Qualification)', 'POC/Pilot', 'Negotiation/Technical Win', 'Procurement/Finalize']
    const stages = [
      UNKNOWN_LOST_STAGE,
      'Procurement/Finalize',
      'Zebra',
      'POC/Pilot',
      'Outcome Definition',
      'Negotiation/Technical Win',
      'Qualify (RSD/VP Qualification)',
    ]
    expect([...stages].sort(lostStageComparator(pipeline))).toEqual([
      'Qualify (RSD/VP Qualification)',
      'Outcome Definition',
      'POC/Pilot',
      'Negotiation/Technical Win',
      'Procurement/Finalize',
      'Zebra',
      UNKNOWN_LOST_STAGE,
    ])
  })

  it('offers the lost group the count clicks filter by', () => {
    expect(stageGroupKeys('lost')).toContain('closed-lost')
  })
})

describe('"Tooltips: Weakness = areas where the prospect says we need improvement; Threat = the prospect says something good about a competitor; Strength = positive aspects mentioned about us; Opportunity = the prospect says something negative about a competitor."', () => {
  it('has the four tooltips', () => {
    expect(SWOT_TOOLTIPS.weakness).toMatch(/prospect says we need improvement/)
    expect(SWOT_TOOLTIPS.threat).toMatch(/something good about a competitor/)
    expect(SWOT_TOOLTIPS.strength).toMatch(/Positive aspects mentioned about us/)
    expect(SWOT_TOOLTIPS.opportunity).toMatch(/something negative about a competitor/)
  })

  it('filters by nature with the four values', () => {
    expect(NATURE_VALUES).toEqual(['Strength', 'Weakness', 'Opportunity', 'Threat'])
    expect(natureOf('Weakness')).toBe('weakness')
    expect(natureOf('threat ')).toBe('threat')
    expect(natureOf('Risk')).toBeNull()
  })
})

describe('"\'Why We Are Loosing?\' table (label as spelled)"; "Deal and call names link to /meeting/{activityId} with tab=dealinsights"', () => {
  it('keeps the spelling and the link', () => {
    expect(WIN_LOSS_TITLES.lostStages).toBe('Why We Are Loosing?')
    expect(WIN_LOSS_TITLES.raw).toBe('Look At Each Decision Driver And Underlying Factor')
    expect(dealInsightsLink(42)).toMatch(/^\/meeting\/42\?tab=dealinsights/)
  })

  it('"Timestamp deep link: start (seconds) with tab=insights": a raw row\'s call opens at its moment, or at the start without one', () => {
    expect(callInsightsLink(7, '00:16:43')).toBe('/meeting/7?tab=insights&start=1003&source=win_loss')
    expect(callInsightsLink(7, 'No snippet')).toBe('/meeting/7?tab=insights&source=win_loss')
    expect(callInsightsLink(7)).toBe('/meeting/7?tab=insights&source=win_loss')
  })
})

describe('"Filter bar: Deals Created In, Deal Close Date (future allowed), Calls Done In (default Last 6 Months), added filters from Rep, Call, Deal, Account, CRM" — "Competitive win-loss: six months back to today."', () => {
  it('offers the ranges and limits', () => {
    const r = REPORT_RANGES.win_loss
    expect(r.activity.label).toBe('Calls Done In')
    expect(r.created?.label).toBe('Deals Created In')
    expect(r.close?.label).toBe('Deal Close Date')
    expect(r.activity.defaultPreset).toBe('last6Months')
    expect(r.activity.monthsBack).toBe(6)
    expect(r.activity.future).toBe(false)
    expect(r.close?.future).toBe(true)
    expect(r.created?.future).toBe(false)
  })

  it('groups every filter in those categories and shows the click-to-filter keys first', () => {
    expect(WIN_LOSS_FILTER_CATEGORIES).toEqual(['Rep', 'Call', 'Deal', 'Account', 'CRM'])
    const keys = WIN_LOSS_FILTERS.map((f) => f.key)
    for (const k of [...WIN_LOSS_DEFAULT_FILTERS, 'sales_stage', 'category', 'nature']) expect(keys).toContain(k)
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('"Threat = the prospect says something good about a competitor; … Opportunity = the prospect says something negative about a competitor" — insights about a competitor, from our side', () => {
  it.each([
    ['strength', true, 'threat'],
    ['weakness', true, 'opportunity'],
    ['threat', true, 'threat'],
    ['opportunity', true, 'opportunity'],
    ['strength', false, 'strength'],
    ['weakness', false, 'weakness'],
  ] as const)('%s about a competitor (%s) is our %s', (nature, about, ours) => {
    expect(ourNature(nature, about)).toBe(ours)
  })
})

describe('"Decision driver row: objection_category, category …" — the driver and its underlying factor', () => {
  it('takes the driver from objection_category, else the category, else Other', () => {
    expect(decisionDriver('Pricing', 'Budget')).toBe('Pricing')
    expect(decisionDriver(null, 'Budget')).toBe('Budget')
    expect(decisionDriver(' ', null)).toBe(OTHER_DRIVER)
  })

  it('takes the factor from a finer category, else the heading', () => {
    expect(underlyingFactor('Pricing', 'Budget approval', 'Needs CFO sign-off')).toBe('Budget approval')
    expect(underlyingFactor('Competitor', 'Competitor', 'Gong is in the picture')).toBe('Gong is in the picture')
    expect(underlyingFactor(null, null, '')).toBe(OTHER_DRIVER)
  })
})

describe('"Body query: … startTime, endTime … The end time sent is two hours before now."', () => {
  const now = new Date('2026-11-02T09:00:00Z')
  const nowS = now.getTime() / 1000
  it('ends the range two hours before now, never after', () => {
    expect(CALLS_END_BEFORE_NOW_S).toBe(7200)
    expect(callsRangeEnd(nowS - 86_400 * 180, nowS, now)).toBe(nowS - 7200)
    expect(callsRangeEnd(nowS - 86_400 * 30, nowS - 86_400, now)).toBe(nowS - 86_400)
  })

  it('never ends before the start', () => {
    expect(callsRangeEnd(nowS - 3600, nowS, now)).toBe(nowS - 3600)
  })
})
