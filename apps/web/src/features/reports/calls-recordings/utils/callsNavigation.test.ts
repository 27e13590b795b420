import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import { describe, expect, it } from 'vitest'
import { parseReportSearch, serializeReportSearch } from '../../utils/reportSearch'
import { backToCalls, callsTabOf, openCallDetails, rangeFor, switchCallsTab } from './callsNavigation'

const now = new Date('2026-11-20T12:00:00')
const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000)

describe('moving between Calls & Recordings, its Notetaker Adoption tab and Call Details', () => {
  it('"The notetaker adoption report is one tab of the reports page": page 1 with tab=notetaker-adoption, kept out of the filters', () => {
    const s = parseReportSearch('?page=1&tab=notetaker-adoption&rep=Riley%20Rep')
    expect(callsTabOf(s)).toBe('notetaker-adoption')
    expect(s.filters).toEqual({ rep: ['Riley Rep'] })
    expect(callsTabOf(parseReportSearch('?page=1'))).toBe('calls')
  })

  it('switching to the adoption tab keeps the rep and manager filters, the group and an allowed range; drops the rest and the sort', () => {
    const s = parseReportSearch('?page=1&group=week&time=last3Months&rep=Riley%20Rep&call_source=orum&sort=title:asc&view=4')
    const next = switchCallsTab(s, 'notetaker-adoption', now)
    expect(serializeReportSearch(next)).toBe('page=1&group=week&time=last3Months&rep=Riley+Rep&tab=notetaker-adoption')
    expect(switchCallsTab(next, 'calls', now)).toMatchObject({ page: 1, flags: {}, sort: null, filters: { rep: ['Riley Rep'] } })
  })

  it('"Notetaker adoption report: last 6 months to today": Last 1 Year falls back to the default, and so does an older custom range', () => {
    const ranges = REPORT_RANGES.notetaker_adoption
    expect(rangeFor({ time: 'last1Year', startTime: null, endTime: null }, ranges, now)).toBeNull()
    expect(rangeFor({ time: 'last6Months', startTime: null, endTime: null }, ranges, now)?.time).toBe('last6Months')
    const recent = { time: 'custom' as const, startTime: unix('2026-06-01T00:00:00'), endTime: unix('2026-06-30T23:59:59') }
    const old = { time: 'custom' as const, startTime: unix('2026-04-01T00:00:00'), endTime: unix('2026-04-30T23:59:59') }
    expect(rangeFor(recent, ranges, now)).toEqual(recent)
    expect(rangeFor(old, ranges, now)).toBeNull()
    expect(rangeFor(old, REPORT_RANGES.calls_recordings, now)).toEqual(old)
  })

  it('"Detailed calls view is page 2": Call Details gets the filters (plus a rep from the adoption table) and back again keeps the sort', () => {
    const adoption = parseReportSearch('?page=1&tab=notetaker-adoption&manager=Morgan%20Manager&sort=adoption:desc')
    const details = openCallDetails(adoption, now, { rep: ['Riley Rep'] })
    expect(serializeReportSearch(details)).toBe('page=2&manager=Morgan+Manager&rep=Riley+Rep')
    const sorted = { ...details, sort: { field: 'start_at', type: 'asc' as const } }
    expect(serializeReportSearch(backToCalls(sorted, now))).toBe('page=1&manager=Morgan+Manager&rep=Riley+Rep&sort=start_at%3Aasc')
  })
})
