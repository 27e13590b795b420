import { describe, expect, it } from 'vitest'
import { attendeeDurationSeconds, attendeeStatusEvent } from './attendee.mapper'

const envelope = (data: Record<string, unknown>, trigger = 'bot.state_change') => ({ idempotency_key: 'k', bot_id: 'bot_1', trigger, data })

describe('Attendee states in the latest_event_type vocabulary (spec: in_call_recording, in_waiting_room, in_call_not_recording)', () => {
  it.each([
    ['joining', null, 'joining_call'],
    ['waiting_room', null, 'in_waiting_room'],
    ['joined_not_recording', null, 'in_call_not_recording'],
    ['joined_recording_paused', null, 'in_call_not_recording'],
    ['joined_recording', null, 'in_call_recording'],
    ['leaving', 'leave_requested', 'call_ended'],
    ['post_processing', 'meeting_ended', 'call_ended'],
    ['ended', 'meeting_ended', 'call_ended'],
    ['ended', 'post_processing_completed', 'done'],
    ['fatal_error', 'could_not_join_meeting', 'fatal'],
  ])('%s (%s) → %s', (new_state, event_type, type) => {
    expect(attendeeStatusEvent(envelope({ new_state, event_type, created_at: '2026-11-02T09:00:00Z' }), 0)?.type).toBe(type)
  })

  it('ignores states Parley does not track and other triggers', () => {
    expect(attendeeStatusEvent(envelope({ new_state: 'scheduled' }), 0)).toBeNull()
    expect(attendeeStatusEvent(envelope({ new_state: 'joined_recording' }, 'transcript.update'), 0)).toBeNull()
  })

  it('reads the call length from utterance offsets or epoch timestamps', () => {
    const offsets = [
      { timestamp_ms: 1000, duration_ms: 4000 },
      { timestamp_ms: 60_000, duration_ms: 5000 },
    ]
    expect(attendeeDurationSeconds(offsets, null)).toBe(65)
    const epoch = offsets.map((u) => ({ ...u, timestamp_ms: u.timestamp_ms + 1_733_114_771_000 }))
    expect(attendeeDurationSeconds(epoch, 1_733_114_771_000)).toBe(65)
    expect(attendeeDurationSeconds([], null)).toBeNull()
  })
})
