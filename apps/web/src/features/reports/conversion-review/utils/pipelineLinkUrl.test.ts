import { REVIEW_SECTIONS } from '@parley/shared/rules/conversion-review-page'
import { defaultCompanySettings } from '@parley/shared/schemas/company-settings'
import { describe, expect, it } from 'vitest'
import { parseReportSearch } from '../../utils/reportSearch'
import { pipelineLinkUrl } from './pipelineLinkUrl'

describe('"The Pipeline Review link opens a new tab at /reports with the filters as query parameters (each value list joined by commas, encoded)"', () => {
  it('opens page 5 with the view, the deal ranges, the scope and the filters, in a query string the reports page reads back', () => {
    const state = parseReportSearch('page=10&role=org&createTime=last6Months&owner_name=Riley%20Rep,Sasha%20Sales')
    const section = REVIEW_SECTIONS.qualified[1]
    if (!section) throw new Error('no section')
    const url = pipelineLinkUrl('qualified', section, state, defaultCompanySettings(), { startTime: 1_790_000_000, endTime: 1_792_600_000 })
    expect(url.startsWith('/reports?')).toBe(true)
    const back = parseReportSearch(url.slice('/reports?'.length))
    expect(back).toMatchObject({ page: 5, role: 'org', view: 88, activity: { time: 'last1Year' }, created: { time: 'last6Months' } })
    expect(back.filters).toEqual({
      owner_name: ['Riley Rep', 'Sasha Sales'],
      review_section: ['qualified:engage_more:1790000000:1792600000'],
    })
    expect(url).toContain('review_section=qualified%3Aengage_more%3A1790000000%3A1792600000')
  })
})
