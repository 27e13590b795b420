import { describe, expect, it } from 'vitest'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import { applySnapshot, joinValues, parseReportSearch, serializeReportSearch, splitValues, viewSnapshot } from './reportSearch'
import { toReportQuery } from './reportQuery'

describe('reports query string', () => {
  it('"role; page; group …; time …; startTime and endTime as unix seconds for custom; plus one key per filter holding comma-separated values"', () => {
    const s = parseReportSearch('?role=org&page=5&time=custom&startTime=1790000000&endTime=1792000000&sales_stage=Qualify,Won&owner_name=Morgan%20Manager')
    expect(s).toMatchObject({
      page: 5,
      role: 'org',
      group: 'month',
      activity: { time: 'custom', startTime: 1790000000, endTime: 1792000000 },
      filters: { sales_stage: ['Qualify', 'Won'], owner_name: ['Morgan Manager'] },
    })
    expect(serializeReportSearch(s)).toBe(
      'role=org&page=5&time=custom&startTime=1790000000&endTime=1792000000&sales_stage=Qualify%2CWon&owner_name=Morgan+Manager',
    )
  })

  it('"The query string is rewritten on each change and empty keys are removed."', () => {
    const s = parseReportSearch('?page=5&sales_stage=&deal_type=,,&time=lastMonth')
    expect(s.filters).toEqual({})
    expect(serializeReportSearch(s)).toBe('page=5&time=lastMonth')
  })

  it('keeps commas inside a value, the sort and the pipeline flags', () => {
    expect(splitValues(joinValues(['Acme, Inc.', 'a\\b']))).toEqual(['Acme, Inc.', 'a\\b'])
    const s = parseReportSearch('?sort=stage_date:asc&elasticSearch=true&accountTab=true&footerAMA=true')
    expect(s.sort).toEqual({ field: 'stage_date', type: 'asc' })
    expect(parseReportSearch('?sort=won_deals_last_4_qtrs_count:desc').sort).toEqual({ field: 'won_deals_last_4_qtrs_count', type: 'desc' })
    expect(s.flags).toEqual({ elasticSearch: 'true', accountTab: 'true', footerAMA: 'true' })
    expect(s.filters).toEqual({})
  })

  it('drops a scope that does not exist, a custom range without both ends and a malformed sort', () => {
    const s = parseReportSearch('?role=god&time=custom&startTime=12&sort=drop table:asc')
    expect([s.role, s.activity, s.sort]).toEqual([null, null, null])
  })

  it('a saved view restores its filters, ranges and sort over the current page', () => {
    const saved = viewSnapshot(parseReportSearch('?role=org&createTime=last6Months&deal_type=New%20Logo&sort=deal_amount:desc'))
    const applied = applySnapshot(parseReportSearch('?page=5&owner_name=Riley%20Rep'), saved, 7)
    expect(applied).toMatchObject({ page: 5, role: 'org', view: 7, filters: { deal_type: ['New Logo'] }, sort: { field: 'deal_amount', type: 'desc' } })
    expect(applied.created).toEqual({ time: 'last6Months', startTime: null, endTime: null })
  })

  it('Activity Review\'s "group manager or rep" lives in group, round trip and saved views, leaving the period group alone', () => {
    const s = parseReportSearch('?page=6&group=rep&rep=Riley%20Rep')
    expect(s).toMatchObject({ page: 6, group: 'month', activityGroup: 'rep', filters: { rep: ['Riley Rep'] } })
    expect(serializeReportSearch(s)).toBe('page=6&group=rep&rep=Riley+Rep')
    expect(serializeReportSearch({ ...s, activityGroup: 'manager' })).toBe('page=6&group=manager&rep=Riley+Rep')
    expect(parseReportSearch('?group=week').activityGroup).toBeUndefined()
    const applied = applySnapshot(parseReportSearch('?page=6'), viewSnapshot(s), 3)
    expect(applied.activityGroup).toBe('rep')
    expect(applySnapshot(s, viewSnapshot(parseReportSearch('?page=6')), 4).activityGroup).toBeUndefined()
  })
})

describe('toReportQuery', () => {
  // The viewer's clock; presets start at the start of the day a month back (rules/report-ranges presetRange).
  const now = new Date(2026, 10, 2, 9, 0)
  it('sends the default activity range, the deal ranges only when chosen, the filters and the sort', () => {
    const q = toReportQuery(
      parseReportSearch('?closeTime=custom&closeStartTime=1790000000&closeEndTime=1800000000&deal_type=Renewal'),
      REPORT_RANGES.pipeline_review,
      'org',
      now,
    )
    expect(q).toEqual({
      role: 'org',
      startTime: new Date(2026, 9, 2).getTime() / 1000,
      endTime: Math.floor(now.getTime() / 1000),
      closeDateStartTime: 1790000000,
      closeDateEndTime: 1800000000,
      filter: { deal_type: ['Renewal'] },
    })
    expect(toReportQuery(parseReportSearch('?createTime=all'), REPORT_RANGES.pipeline_review, 'user', now).createdDateStartTime).toBeUndefined()
  })
})
