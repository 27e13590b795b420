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
    const url = pipelineLinkUrl('qualified', section, state, defaultCompanySettings())
    expect(url.startsWith('/reports?')).toBe(true)
    const back = parseReportSearch(url.slice('/reports?'.length))
    expect(back).toMatchObject({ page: 5, role: 'org', view: 88, activity: { time: 'last1Year' }, created: { time: 'last6Months' } })
    expect(back.filters).toEqual({
      owner_name: ['Riley Rep', 'Sasha Sales'],
      sales_stage: ['Qualify (RSD/VP Qualification)', 'Outcome Definition'],
      prospect_engagement: ['Mid', 'Low', 'None'],
    })
    expect(url).toContain('sales_stage=Qualify+%28RSD%2FVP+Qualification%29%2COutcome+Definition')
  })
})
