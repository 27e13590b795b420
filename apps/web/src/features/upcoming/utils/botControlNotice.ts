import type { BotControl } from '@parley/shared/rules/meeting-timing'
import { ApiError } from '../../../lib/api'

/** The texts of the in-call buttons. */
export const BOT_CONTROL_TEXT = {
  sent: 'Notetaker sent!',
  removed: 'Notetaker removed!',
  failed: "Notetaker couldn't be sent, please try again!",
} as const

export interface BotControlNotice {
  kind: 'success' | 'info' | 'error'
  text: string
  /** "After a send or remove answered with status 204, the page reloads after 2.5 seconds." */
  reload: boolean
}

/**
 * What a 'Send Notetaker In Call' / 'Remove Notetaker From Call' answer shows: 204 → sent/removed and a
 * reload; 200 → its message as an info notice (the conflict case); 400 or 404 → the server's text; anything else
 * (a 5xx, the network) → 'Notetaker couldn't be sent, please try again!'.
 */
export function botControlNotice(action: BotControl['action'], outcome: { conflict: string | undefined } | { error: unknown }): BotControlNotice {
  if ('error' in outcome) {
    const e = outcome.error
    const serverText = e instanceof ApiError && (e.status === 400 || e.status === 404)
    return { kind: 'error', text: serverText ? e.message : BOT_CONTROL_TEXT.failed, reload: false }
  }
  if (outcome.conflict !== undefined) return { kind: 'info', text: outcome.conflict, reload: false }
  return { kind: 'success', text: action === 'send' ? BOT_CONTROL_TEXT.sent : BOT_CONTROL_TEXT.removed, reload: true }
}
