import { api } from '../lib/api'
import { hasToken } from '../lib/session'
import { readSession, writeSession } from '../lib/storage'
import { SESSION_KEYS } from '../lib/storageKeys'

function trackingSessionId(): string {
  const existing = readSession(SESSION_KEYS.trackingSessionId)
  if (existing) return existing
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`
  writeSession(SESSION_KEYS.trackingSessionId, id)
  return id
}

let lastTracked = ''

/** POST /api/users/trackUserEvents with a page_view; best effort, never shown to the user. */
export function trackPageView(input: { page: string; userId: number; metadata: Record<string, string> }): void {
  // The same address twice in a row is one view (React may run an effect twice in development).
  const key = `${input.userId} ${input.page}${input.metadata.search ?? ''}`
  if (key === lastTracked || !hasToken()) return
  lastTracked = key
  void api
    .post(
      '/users/trackUserEvents',
      {
        page: input.page,
        user_id: input.userId,
        event_type: 'page_view',
        session_id: trackingSessionId(),
        impersonation: false,
        metadata: input.metadata,
      },
      { silent: true },
    )
    .catch(() => undefined)
}
