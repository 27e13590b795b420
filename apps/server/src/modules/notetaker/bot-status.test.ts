import { describe, expect, it } from 'vitest'
import { nextBotStatus } from './bot-status'

describe('bot status from provider events (latest_event_type drives the in-call button)', () => {
  it('moves forward through the call', () => {
    expect(nextBotStatus('scheduled', 'joining_call')).toBe('joining')
    expect(nextBotStatus('joining', 'in_waiting_room')).toBe('joining')
    expect(nextBotStatus('joining', 'in_call_recording')).toBe('in_call')
    expect(nextBotStatus('in_call', 'in_call_not_recording')).toBe('in_call')
    expect(nextBotStatus('in_call', 'call_ended')).toBe('ended')
    expect(nextBotStatus('ended', 'done')).toBe('done')
    expect(nextBotStatus('joining', 'fatal')).toBe('failed')
  })

  it('ignores late deliveries and anything after a finished, failed or unscheduled bot', () => {
    expect(nextBotStatus('in_call', 'joining_call')).toBeNull()
    expect(nextBotStatus('ended', 'in_call_recording')).toBeNull()
    expect(nextBotStatus('done', 'done')).toBeNull()
    expect(nextBotStatus('failed', 'in_call_recording')).toBeNull()
    expect(nextBotStatus('removed', 'joining_call')).toBeNull()
  })
})
