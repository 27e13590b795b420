// Meeting timing and the in-call bot button.

/** "Meeting counts as started: 1 minute before its start" and "completed: when it ends within 1 minute". */
export const MEETING_TIMING_MARGIN_MS = 60_000

export type MeetingTiming = 'before_start' | 'in_progress' | 'completed'

type Instant = Date | string | number
const ms = (t: Instant): number => (t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t))

/**
 * "A meeting counts as started 1 minute before its start time." / "Completed: the end is within the next minute or
 * past." Completed wins, so a one-minute meeting never shows as in progress after it has ended.
 */
export function meetingTiming(startAt: Instant, endAt: Instant, now: Instant): MeetingTiming {
  const n = ms(now)
  if (ms(endAt) - n <= MEETING_TIMING_MARGIN_MS) return 'completed'
  if (n >= ms(startAt) - MEETING_TIMING_MARGIN_MS) return 'in_progress'
  return 'before_start'
}

/** "Completed meetings are hidden from the list." — stricter than "end still in the future", so it covers both. */
export function isListedMeeting(startAt: Instant, endAt: Instant, now: Instant): boolean {
  return meetingTiming(startAt, endAt, now) !== 'completed'
}

/** "the bot-in-call states are latest_event_type in_call_recording, in_waiting_room or in_call_not_recording" */
export const BOT_IN_CALL_STATES = ['in_call_recording', 'in_waiting_room', 'in_call_not_recording'] as const

export function isBotInCall(latestEventType: string | null | undefined): boolean {
  return (BOT_IN_CALL_STATES as readonly string[]).includes(latestEventType ?? '')
}

export const REMOVE_BOT_LABEL = 'Remove Notetaker From Call'
export const SEND_BOT_LABEL = 'Send Notetaker In Call'

export type BotControl = { action: 'remove'; label: typeof REMOVE_BOT_LABEL } | { action: 'send'; label: typeof SEND_BOT_LABEL }

/**
 * The button of a meeting in progress (botControlForOngoingMeeting): remove while the bot is in the call, else send
 * when there is a URL to send it to. Null for meetings not in progress or without a URL.
 */
export function botControlFor(event: {
  startAt: Instant
  endAt: Instant
  meetingUrl: string | null | undefined
  latestEventType: string | null | undefined
  now: Instant
}): BotControl | null {
  if (meetingTiming(event.startAt, event.endAt, event.now) !== 'in_progress') return null
  if (isBotInCall(event.latestEventType)) return { action: 'remove', label: REMOVE_BOT_LABEL }
  if (event.meetingUrl?.trim()) return { action: 'send', label: SEND_BOT_LABEL }
  return null
}
