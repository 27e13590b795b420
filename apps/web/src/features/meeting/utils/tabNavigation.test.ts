import { FEATURE_NOT_AVAILABLE_TOOLTIP, meetingTabs } from '@parley/shared/rules/meeting-tabs'
import { describe, expect, it } from 'vitest'
import { digitChoice, openingTab, tabQueryValue, tabSearchParams } from './tabNavigation'

const tabs = meetingTabs({ meetingId: 100, transcriptStatus: 'done', shared: false })
const noChecklist = meetingTabs({
  meetingId: 100,
  transcriptStatus: 'done',
  shared: false,
  thresholds: { checklistMinMeetingId: 1331, amaMinMeetingId: 0, dealInsightsMinMeetingId: 0 },
})
const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
})

describe('tabQueryValue', () => {
  it("writes the spec's names, and the key for the tabs that have none", () => {
    expect(['1', '2', '3', '4', '5', '6', '7', '8'].map((k) => tabQueryValue(k as '1'))).toEqual([
      'transcript',
      'summary',
      'insights',
      'eureka',
      'dealactivity',
      '6',
      '7',
      'dealinsights',
    ])
  })
})

describe('openingTab', () => {
  const open = (q: string, t = tabs) => openingTab(new URLSearchParams(q), t)
  it('reads every value it writes back to the same tab', () => {
    for (const t of tabs) expect(open(tabSearchParams(new URLSearchParams(), t.key).toString())).toBe(t.key)
  })
  it('falls back to the shared rules for a disabled or unknown tab', () => {
    expect(open('tab=3', noChecklist)).toBe('2')
    expect(open('tab=9')).toBe('2')
    expect(open('tab=7&start=30')).toBe('7')
    expect(open('tab=nope&start=30')).toBe('1')
    expect(open('time=00:01:00')).toBe('1')
  })
})

describe('tabSearchParams', () => {
  it('names the tab, drops the entry-only options and keeps the rest', () => {
    const next = tabSearchParams(new URLSearchParams('start=30&end=60&time=30&ama=true&sharingToken=abc&tab=transcript'), '2')
    expect(next.toString()).toBe('sharingToken=abc&tab=summary')
  })
  it('keeps checklist only on the Call Checklist tab', () => {
    expect(tabSearchParams(new URLSearchParams('checklist=budget'), '3').get('checklist')).toBe('budget')
    expect(tabSearchParams(new URLSearchParams('checklist=budget'), '1').has('checklist')).toBe(false)
  })
})

describe('digitChoice', () => {
  it('opens the tab with that key', () => {
    expect(digitChoice(press('1'), tabs)).toMatchObject({ kind: 'open', tab: { key: '1', name: 'Transcript' } })
    expect(digitChoice(press('8'), tabs)).toMatchObject({ kind: 'open', tab: { key: '8' } })
  })
  it('skips a disabled tab with its reason', () => {
    expect(digitChoice(press('3'), noChecklist)).toEqual({ kind: 'unavailable', tab: noChecklist[2], reason: FEATURE_NOT_AVAILABLE_TOOLTIP })
  })
  it('leaves other keys and any modifier alone', () => {
    expect(digitChoice(press('0'), tabs)).toBeNull()
    expect(digitChoice(press('9'), tabs)).toBeNull()
    expect(digitChoice(press('a'), tabs)).toBeNull()
    for (const mod of ['ctrlKey', 'metaKey', 'altKey', 'shiftKey'] as const) expect(digitChoice(press('1', { [mod]: true }), tabs)).toBeNull()
  })
})
