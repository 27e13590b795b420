import type { BotEventType } from './providers/notetaker-provider'

/** notetaker_bots.status from a provider event; ordered so a late or repeated delivery never moves a bot back. */
export const BOT_STATUS_ORDER = ['scheduled', 'joining', 'in_call', 'ended', 'done', 'failed', 'removed'] as const
export type BotStatus = (typeof BOT_STATUS_ORDER)[number]

const STATUS_OF: Record<BotEventType, BotStatus> = {
  joining_call: 'joining',
  in_waiting_room: 'joining',
  in_call_not_recording: 'in_call',
  in_call_recording: 'in_call',
  recording_permission_denied: 'in_call',
  call_ended: 'ended',
  done: 'done',
  fatal: 'failed',
}

const rank = (s: string) => BOT_STATUS_ORDER.indexOf(s as BotStatus)

const TERMINAL: readonly string[] = ['done', 'failed', 'removed']

/**
 * The bot's next status, or null when the event changes nothing: forward only (an in-call state may follow another,
 * waiting room → recording), and nothing moves a finished, failed or unscheduled bot.
 */
export function nextBotStatus(current: string, event: BotEventType): BotStatus | null {
  if (TERMINAL.includes(current)) return null
  const next = STATUS_OF[event]
  return rank(next) >= rank(current) ? next : null
}
