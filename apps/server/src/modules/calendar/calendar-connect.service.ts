import { createHash, randomBytes } from 'node:crypto'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { badRequest } from '../../platform/errors'
import type { TokenCipher } from '../../platform/tokens/token-cipher'
import { authorizationCodeGrant } from '../../platform/tokens/token-refresh'
import { saveConnection } from './calendar-connect.repository'
import { enqueueCalendarSync } from './calendar-sync.job'
import { syncCalendarConnection } from './calendar-sync.service'
import type { CalendarProviderId } from './providers/calendar-provider'
import type { CalendarProviders } from './providers/calendar-provider.registry'

/** Read-only calendar access plus what names the account; offline access for a refresh token. */
export const CALENDAR_SCOPES: Record<CalendarProviderId, string[]> = {
  google: ['openid', 'email', 'https://www.googleapis.com/auth/calendar.readonly'],
  microsoft: ['openid', 'email', 'offline_access', 'https://graph.microsoft.com/Calendars.Read'],
}
/** The return path names the provider: "referred_by google or outlook". */
const REFERRED_BY: Record<CalendarProviderId, string> = { google: 'google', microsoft: 'outlook' }
const STATE_TTL_MS = 10 * 60_000

export interface ConnectDeps extends AppDeps {
  cipher: TokenCipher
  providers: CalendarProviders
}

interface ConnectState {
  userId: number
  companyId: number
  email: string
  provider: CalendarProviderId
  verifier: string
  exp: number
}

export const calendarRedirectUri = (deps: AppDeps, provider: CalendarProviderId) => `${deps.config.publicUrl}/api/calendar/${provider}/callback`

/**
 * The consent URL for connecting the signed-in user's calendar (authorization code + PKCE). The state is sealed
 * with the token key, so it is tamper-proof, carries the verifier privately and expires in 10 minutes.
 */
export function startConnect(deps: ConnectDeps, auth: AuthContext, provider: CalendarProviderId): { url: string } {
  const client = deps.providers[provider].oauthClient
  if (!client.clientId) {
    throw badRequest(`${provider === 'google' ? 'Google' : 'Microsoft'} calendar is not configured on this server (set ${provider.toUpperCase()}_CLIENT_ID).`)
  }
  const verifier = randomBytes(32).toString('base64url')
  const now = deps.now?.() ?? new Date()
  const state: ConnectState = {
    userId: auth.user.id,
    companyId: auth.user.companyId,
    email: auth.user.email,
    provider,
    verifier,
    exp: now.getTime() + STATE_TTL_MS,
  }
  const url = new URL(deps.config.calendar[provider].authUrl)
  const params: Record<string, string> = {
    client_id: client.clientId,
    redirect_uri: calendarRedirectUri(deps, provider),
    response_type: 'code',
    scope: CALENDAR_SCOPES[provider].join(' '),
    state: deps.cipher.seal(JSON.stringify(state)),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    login_hint: auth.user.email,
    // Google hands out a refresh token only with offline access, and again only when consent is asked.
    ...(provider === 'google' ? { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' } : { prompt: 'select_account' }),
  }
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return { url: url.toString() }
}

function openState(deps: ConnectDeps, raw: string | undefined, provider: CalendarProviderId): ConnectState | null {
  if (!raw) return null
  try {
    const s = JSON.parse(deps.cipher.open(raw)) as ConnectState
    const now = (deps.now?.() ?? new Date()).getTime()
    return s.provider === provider && s.exp > now ? s : null
  } catch {
    return null
  }
}

/** The account e-mail from the ID token the token endpoint returned (trusted: it came straight from that endpoint). */
function emailOfIdToken(idToken: string | null): string | null {
  const payload = idToken?.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown; preferred_username?: unknown }
    const email = typeof claims.email === 'string' ? claims.email : typeof claims.preferred_username === 'string' ? claims.preferred_username : null
    return email?.includes('@') ? email.toLowerCase() : null
  } catch {
    return null
  }
}

/**
 * The consent came back: exchange the code, store the sealed grant, start the first sync, and say where the browser
 * goes — the upcoming meetings with referred_by on success, Settings with the reason otherwise.
 */
export async function finishConnect(
  deps: ConnectDeps,
  provider: CalendarProviderId,
  query: { code?: string; state?: string; error?: string; error_description?: string },
): Promise<string> {
  const fail = (message: string) => `/settings?calendar_error=${encodeURIComponent(message)}`
  const state = openState(deps, query.state, provider)
  if (!state) return fail('The calendar connection expired or was not started here. Please try again.')
  if (query.error || !query.code) {
    return fail(
      query.error === 'access_denied'
        ? 'Calendar access was not granted.'
        : `The calendar provider refused: ${query.error_description ?? query.error ?? 'no code'}`,
    )
  }
  let granted: Awaited<ReturnType<typeof authorizationCodeGrant>>
  try {
    granted = await authorizationCodeGrant(deps.providers[provider].oauthClient, {
      code: query.code,
      redirectUri: calendarRedirectUri(deps, provider),
      codeVerifier: state.verifier,
    })
  } catch (err) {
    return fail(`Failed to connect the calendar: ${err instanceof Error ? err.message : String(err)}`)
  }
  if (!granted.refreshToken) return fail('The calendar provider gave no refresh token. Remove Parley from your account’s connected apps and connect again.')
  const now = deps.now?.() ?? new Date()
  const connectionId = await deps.db.withTenant(state.companyId, (tx) =>
    saveConnection(tx, {
      companyId: state.companyId,
      userId: state.userId,
      provider,
      accountEmail: emailOfIdToken(granted.idToken) ?? state.email,
      scopes: CALENDAR_SCOPES[provider],
      tokens: {
        accessTokenEnc: deps.cipher.seal(granted.accessToken),
        refreshTokenEnc: deps.cipher.seal(granted.refreshToken as string),
        expiresAt: new Date(now.getTime() + granted.expiresInSeconds * 1000),
      },
    }),
  )
  const ref = { companyId: state.companyId, connectionId }
  if (deps.jobs) await enqueueCalendarSync(deps.jobs, ref)
  // Without a queue (API tests) the first sync runs before the redirect; a failure leaves it pending for the cron.
  else await syncCalendarConnection({ db: deps.db, providers: deps.providers, cipher: deps.cipher, now: deps.now }, ref).catch(() => undefined)
  return `/upcoming-meetings?referred_by=${REFERRED_BY[provider]}`
}
