import { describe, expect, it } from 'vitest'
import { FEATURE_NOT_AVAILABLE_TOOLTIP, initialMeetingTab, MEETING_TAB_NAMES, meetingTabs, TRANSCRIPTION_IN_PROGRESS_TOOLTIP } from './meeting-tabs'

const legacy = { checklistMinMeetingId: 1331, amaMinMeetingId: 500, dealInsightsMinMeetingId: 500 }
const tab = (tabs: ReturnType<typeof meetingTabs>, key: string) => tabs.find((t) => t.key === key)

describe('meetingTabs — the tabs of the call page', () => {
  it('names keys 1–8 as the table: "1 Transcript … 2 Call Actions … 8 Deal Insights"', () => {
    expect(Object.keys(MEETING_TAB_NAMES)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
    expect(MEETING_TAB_NAMES['2']).toBe('Call Actions')
    expect(MEETING_TAB_NAMES['8']).toBe('Deal Insights')
  })

  it('disables nothing on a new install (thresholds default to 0)', () => {
    const tabs = meetingTabs({ meetingId: 1, transcriptStatus: 'done', shared: false })
    expect(tabs.every((t) => !t.disabled && t.tooltip === null)).toBe(true)
  })

  it('"3 Call Checklist: disabled when meeting id is below 1331" with the legacy setting', () => {
    expect(tab(meetingTabs({ meetingId: 1330, transcriptStatus: 'done', shared: false, thresholds: legacy }), '3')).toMatchObject({
      disabled: true,
      tooltip: FEATURE_NOT_AVAILABLE_TOOLTIP,
    })
    expect(tab(meetingTabs({ meetingId: 1331, transcriptStatus: 'done', shared: false, thresholds: legacy }), '3')?.disabled).toBe(false)
  })

  it('"4 Ask Me Anything: disabled … meeting id below 500"; "8 Deal Insights disabled when meeting id below 500"', () => {
    const tabs = meetingTabs({ meetingId: 499, transcriptStatus: 'done', shared: false, thresholds: legacy })
    expect(tab(tabs, '4')?.tooltip).toBe('This feature not avilable for this meeting')
    expect(tab(tabs, '8')?.disabled).toBe(true)
    expect(tab(meetingTabs({ meetingId: 500, transcriptStatus: 'done', shared: false, thresholds: legacy }), '8')?.disabled).toBe(false)
  })

  it('"While transcriptStatus is \'created\' … Call Actions and Ask Me Anything are disabled"', () => {
    const tabs = meetingTabs({ meetingId: 10, transcriptStatus: 'created', shared: false })
    expect(tab(tabs, '2')).toMatchObject({ disabled: true, tooltip: TRANSCRIPTION_IN_PROGRESS_TOOLTIP })
    expect(tab(tabs, '4')).toMatchObject({ disabled: true, tooltip: 'Transcription is in progress…' })
    expect(tab(tabs, '1')?.disabled).toBe(false)
  })

  it('"On a shared meeting tabs 4, 5, 7 and 8 show a placeholder"', () => {
    const tabs = meetingTabs({ meetingId: 10, transcriptStatus: 'done', shared: true })
    expect(tabs.filter((t) => t.placeholder).map((t) => t.key)).toEqual(['4', '5', '7', '8'])
  })
})

describe('initialMeetingTab — query options tab, checklist, start, ama', () => {
  const tabs = meetingTabs({ meetingId: 10, transcriptStatus: 'done', shared: false })
  it.each([
    [{}, '2'],
    [{ tab: 'transcript' }, '1'],
    [{ tab: 'insights' }, '3'],
    [{ tab: 'eureka' }, '4'],
    [{ tab: 'dealactivity' }, '5'],
    [{ tab: 'dealinsights' }, '8'],
    [{ checklist: 'budget' }, '3'],
    [{ start: '90' }, '1'],
    [{ ama: 'true' }, '4'],
    [{ tab: 'nonsense' }, '2'],
    [{ tab: 'constructor' }, '2'],
  ])('%j opens tab %s', (query, key) => {
    expect(initialMeetingTab(query, tabs)).toBe(key)
  })

  it('falls back to the Transcript when the wanted tab and Call Actions are disabled', () => {
    const inProcess = meetingTabs({ meetingId: 10, transcriptStatus: 'created', shared: false })
    expect(initialMeetingTab({ tab: 'eureka' }, inProcess)).toBe('1')
  })
})
