import { z } from 'zod'
import { api } from '../lib/api'
import { startSession } from '../lib/startSession'

const TEAMS_INIT_TIMEOUT_MS = 2500
const ZMsTeamsLogin = z.object({ data: z.object({ data: z.string().min(1) }) })

let attempt: Promise<boolean> | null = null

export function isInFrame(): boolean {
  try {
    return window.parent !== window
  } catch {
    return true
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('timeout')), ms)
    promise.then(
      (value) => {
        window.clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        window.clearTimeout(timer)
        reject(error)
      },
    )
  })
}

async function signInThroughTeams(): Promise<boolean> {
  try {
    // Loaded only inside a frame, so normal visits never download the Teams SDK.
    const { app, authentication } = await import('@microsoft/teams-js')
    await withTimeout(app.initialize(), TEAMS_INIT_TIMEOUT_MS)
    const clientToken = await withTimeout(authentication.getAuthToken(), TEAMS_INIT_TIMEOUT_MS * 4)
    const answer = await api.get('/users/msteamsLogin', { query: { clientToken }, schema: ZMsTeamsLogin, silent: true })
    startSession(answer.data.data)
    return true
  } catch {
    return false
  }
}

/**
 * Without a token inside the workplace-chat frame (Microsoft Teams), that app's login is tried
 * first: Teams SSO token → GET /api/users/msteamsLogin?clientToken= → our JWT. Tried once per page load.
 */
export function trySignInThroughTeams(): Promise<boolean> {
  if (!isInFrame()) return Promise.resolve(false)
  attempt ??= signInThroughTeams()
  return attempt
}
