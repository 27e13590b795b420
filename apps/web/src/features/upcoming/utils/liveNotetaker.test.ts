import { NOTETAKER_REASONS } from '@parley/shared/rules/notetaker-decision'
import type { TUpcomingEvent } from '@parley/shared/schemas/upcoming-events'
import { describe, expect, it } from 'vitest'
import { liveNotetaker } from './liveNotetaker'

const start = new Date('2026-11-02T10:00:00Z')
const event = (over: Partial<TUpcomingEvent['notetaker']> = {}, latest: string | null = null): TUpcomingEvent => ({
  id: 1,
  gce_id: 'g1',
  title: 'Demo',
  start_at: start.toISOString(),
  end_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
  attendees: '',
  attendee_company: '',
  attendee_name: '',
  attendee_list: [],
  attendee_count: 0,
  organizer_email: null,
  meeting_url: 'https://meet.google.com/abc-defg-hij',
  meeting_platform: 'google_meet',
  note_taker_allowed: true,
  global_note_taker_allowed: true,
  event_properties: { updatedByUser: false },
  latest_event_type: latest,
  notetaker: {
    joins: true,
    reason: NOTETAKER_REASONS.willJoin,
    explanation: '',
    toggle_enabled: true,
    toggle_on: true,
    timing: 'before_start',
    bot_control: null,
    ...over,
  },
})
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000)

describe('liveNotetaker: the timing rules on the browser clock', () => {
  it('before start the server answer stands', () => {
    expect(liveNotetaker(event(), at(-5))).toEqual({ timing: 'before_start', toggleEnabled: true, reason: NOTETAKER_REASONS.willJoin, botControl: null })
  })
  it('"A meeting counts as started 1 minute before its start time": toggle locks, Send Notetaker In Call appears', () => {
    const live = liveNotetaker(event(), at(-1))
    expect(live).toMatchObject({ timing: 'in_progress', toggleEnabled: false, reason: NOTETAKER_REASONS.started })
    expect(live.botControl?.label).toBe('Send Notetaker In Call')
  })
  it("a bot in the call offers 'Remove Notetaker From Call'", () => {
    expect(liveNotetaker(event({ timing: 'in_progress', reason: NOTETAKER_REASONS.started }, 'in_call_recording'), at(5)).botControl?.label).toBe(
      'Remove Notetaker From Call',
    )
  })
  it('keeps the user’s own choice as the reason', () => {
    expect(liveNotetaker(event({ reason: NOTETAKER_REASONS.disabledByYou }), at(2)).reason).toBe(NOTETAKER_REASONS.disabledByYou)
  })
  it('"Completed: the end is within the next minute or past"', () => {
    expect(liveNotetaker(event(), at(29)).timing).toBe('completed')
  })
})
