import { describe, expect, it } from 'vitest'
import { botControlFor, isBotInCall, isListedMeeting, meetingTiming } from './meeting-timing'

const T = Date.parse('2026-05-04T10:00:00Z')
const min = 60_000
const start = new Date(T)
const end = new Date(T + 30 * min)

describe('Meeting timing — "In progress: … A meeting counts as started 1 minute before its start time. Completed: the end is within the next minute or past. Completed meetings are hidden from the list."', () => {
  it.each([
    ['an hour before', T - 60 * min, 'before_start', true],
    ['61 s before', T - 61_000, 'before_start', true],
    ['exactly 1 minute before', T - min, 'in_progress', true],
    ['at the start', T, 'in_progress', true],
    ['mid-meeting', T + 15 * min, 'in_progress', true],
    ['61 s before the end', T + 30 * min - 61_000, 'in_progress', true],
    ['1 minute before the end', T + 29 * min, 'completed', false],
    ['at the end', T + 30 * min, 'completed', false],
    ['after the end', T + 90 * min, 'completed', false],
  ] as const)('%s → %s', (_label, now, timing, listed) => {
    expect(meetingTiming(start, end, now)).toBe(timing)
    expect(isListedMeeting(start, end, now)).toBe(listed)
  })

  it('accepts ISO strings', () => {
    expect(meetingTiming('2026-05-04T10:00:00Z', '2026-05-04T10:30:00Z', '2026-05-04T10:05:00Z')).toBe('in_progress')
  })

  it('a meeting shorter than the margin is completed, never in progress', () => {
    expect(meetingTiming(start, new Date(T + 30_000), T - 30_000)).toBe('completed')
  })
})

describe("\"For a meeting in progress, the bot-in-call states are latest_event_type in_call_recording, in_waiting_room or in_call_not_recording. Then the button is 'Remove Notetaker From Call'. Otherwise, if a meeting URL exists, the button is 'Send Notetaker In Call'.\"", () => {
  const url = 'https://meet.google.com/abc-defg-hij'
  it.each([
    ['in_call_recording', url, T + min, 'remove'],
    ['in_waiting_room', url, T + min, 'remove'],
    ['in_call_not_recording', url, T + min, 'remove'],
    ['in_call_recording', null, T + min, 'remove'],
    ['joining_call', url, T + min, 'send'],
    ['done', url, T + min, 'send'],
    [null, url, T + min, 'send'],
    [null, null, T + min, null],
    [null, '  ', T + min, null],
    [null, url, T - 10 * min, null],
    ['in_call_recording', url, T + 40 * min, null],
  ] as const)('%s, url %s at %s → %s', (latest, meetingUrl, now, action) => {
    const control = botControlFor({ startAt: start, endAt: end, meetingUrl, latestEventType: latest, now })
    expect(control?.action ?? null).toBe(action)
    if (control?.action === 'remove') expect(control.label).toBe('Remove Notetaker From Call')
    if (control?.action === 'send') expect(control.label).toBe('Send Notetaker In Call')
  })

  it.each([
    ['in_call_recording', true],
    ['in_waiting_room', true],
    ['in_call_not_recording', true],
    ['call_ended', false],
    [undefined, false],
  ] as const)('isBotInCall(%s) → %s', (state, inCall) => {
    expect(isBotInCall(state)).toBe(inCall)
  })
})
