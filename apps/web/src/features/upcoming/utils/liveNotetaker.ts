import { botControlFor, type BotControl, type MeetingTiming, meetingTiming } from '@parley/shared/rules/meeting-timing'
import { NOTETAKER_REASONS } from '@parley/shared/rules/notetaker-decision'
import type { TUpcomingEvent } from '@parley/shared/schemas/upcoming-events'

export interface LiveNotetaker {
  timing: MeetingTiming
  toggleEnabled: boolean
  reason: string
  botControl: BotControl | null
}

/**
 * The server decided at fetch time; a meeting can start while the page is open. The meeting timing rules
 * are re-applied on the browser's clock: the toggle locks and the in-call button appears.
 */
export function liveNotetaker(e: TUpcomingEvent, now: Date): LiveNotetaker {
  const timing = meetingTiming(e.start_at, e.end_at, now)
  const startedSinceFetch = timing !== 'before_start' && e.notetaker.timing === 'before_start'
  const byYou = e.notetaker.reason === NOTETAKER_REASONS.enabledByYou || e.notetaker.reason === NOTETAKER_REASONS.disabledByYou
  const reason = startedSinceFetch && !byYou ? (timing === 'completed' ? NOTETAKER_REASONS.completed : NOTETAKER_REASONS.started) : e.notetaker.reason
  return {
    timing,
    toggleEnabled: e.notetaker.toggle_enabled && timing === 'before_start',
    reason,
    botControl: botControlFor({ startAt: e.start_at, endAt: e.end_at, meetingUrl: e.meeting_url, latestEventType: e.latest_event_type, now }),
  }
}
