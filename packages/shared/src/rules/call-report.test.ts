import { describe, expect, it } from 'vitest'
import { defaultCompanySettings } from '../schemas/company-settings'
import {
  CALL_COLUMNS,
  CALL_SORT_MAP,
  callColumns,
  callKind,
  callLink,
  callReportFilters,
  isEligibleCall,
  REASON_NOT_KNOWN,
  recordingStatus,
  yesNo,
} from './call-report'

describe('call kinds — "Calendar sources: outlook_calendar, google_calendar, Instant; dialer sources: orum, avoma, MYT"', () => {
  it.each([
    ['google_calendar', 'scheduled'],
    ['outlook_calendar', 'scheduled'],
    ['Instant', 'instant'],
    ['orum', 'external'],
    ['avoma', 'external'],
    ['MYT', 'external'],
    ['upload', 'external'],
    [null, 'external'],
  ] as const)('%s is %s', (source, kind) => {
    expect(callKind(source)).toBe(kind)
  })
})

describe('"is_eligible (derived)"', () => {
  it('a calendar meeting is eligible with a meeting link and an outside attendee', () => {
    expect(isEligibleCall({ kind: 'scheduled', hasMeetingUrl: true, isInternal: false })).toBe(true)
    expect(isEligibleCall({ kind: 'scheduled', hasMeetingUrl: false, isInternal: false })).toBe(false)
    expect(isEligibleCall({ kind: 'scheduled', hasMeetingUrl: true, isInternal: true })).toBe(false)
  })
  it('dialer calls, uploads and instant recordings are always eligible', () => {
    expect(isEligibleCall({ kind: 'external', hasMeetingUrl: false, isInternal: true })).toBe(true)
    expect(isEligibleCall({ kind: 'instant', hasMeetingUrl: false, isInternal: false })).toBe(true)
  })
})

describe('"recording_status (derived: Recorded, else the reason)"; "\'Reason not known\' when a not-recorded reason is missing"', () => {
  it.each([
    [true, 'Notetaker not admitted', 'Recorded'],
    [false, 'Notetaker not admitted', 'Notetaker not admitted'],
    [false, null, REASON_NOT_KNOWN],
    [false, '   ', REASON_NOT_KNOWN],
  ] as const)('recorded %s, reason %j → %s', (recorded, reason, status) => {
    expect(recordingStatus({ recorded, notRecordedReason: reason })).toBe(status)
  })
  it("the missing-reason text is the spec's", () => {
    expect(REASON_NOT_KNOWN).toBe('Reason not known')
  })
})

describe('"Call report row: start_at, title, zra_id, rep, deal_name, sales_stage, owner_name, first_meeting_score, note_taker_allowed, is_meeting_recorded, not_recorded_reason, note_taker_message, call_source, is_eligible (derived), recording_status (derived)"', () => {
  it('Call Details shows every field in that order; First Meeting Score only with its company setting', () => {
    const all = ['start_at', 'title', 'zra_id', 'rep', 'deal_name', 'sales_stage', 'owner_name', 'first_meeting_score', 'note_taker_allowed']
    const rest = ['is_meeting_recorded', 'not_recorded_reason', 'note_taker_message', 'call_source', 'is_eligible', 'recording_status']
    expect(CALL_COLUMNS.map((c) => c.field)).toEqual([...all, ...rest])
    const plain = defaultCompanySettings()
    expect(callColumns(plain, true).map((c) => c.field)).not.toContain('first_meeting_score')
    expect(callColumns({ ...plain, firstMeetingScore: true }, true).map((c) => c.field)).toContain('first_meeting_score')
    expect(callColumns(plain, false).length).toBeLessThan(callColumns(plain, true).length)
  })

  it('filter keys are the spec\'s: note_taker_message is "Not Eligible Reason", organizer_type "Host Type", external_meeting "Meeting Type"', () => {
    const filters = callReportFilters(defaultCompanySettings())
    const label = (k: string) => filters.find((f) => f.key === k)?.label
    expect(label('note_taker_message')).toBe('Not Eligible Reason')
    expect(label('organizer_type')).toBe('Host Type')
    expect(label('external_meeting')).toBe('Meeting Type')
    expect(filters.map((f) => f.key)).not.toContain('first_meeting_score')
  })

  it('sorts by the call date, title, rep, deal and status', () => {
    expect(Object.keys(CALL_SORT_MAP)).toEqual(['start_at', 'title', 'rep', 'deal_name', 'recording_status'])
  })

  it('Yes / No of a flag, nothing when unknown', () => {
    expect([yesNo(true), yesNo(false), yesNo(null)]).toEqual(['Yes', 'No', null])
  })
})

describe('"Call titles link to the meeting page with a source tag"', () => {
  it('names the report the link came from', () => {
    expect(callLink(42, 'call_details')).toBe('/meeting/42?source=reports_call_details')
  })
})
