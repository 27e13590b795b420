import { canManageCompanyIntegrations } from '@parley/shared/rules/capabilities'
import type { TPlatformConnectKind } from '@parley/shared/schemas/settings'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { badRequest, forbidden } from '../../platform/errors'
import type { TokenCipher } from '../../platform/tokens/token-cipher'
import { audit } from '../../platform/audit'
import { markPlatformConnected } from './settings.repository'

// The Zoom and MS Teams cards of Settings (the external notetaker service: zoom auth redirect_uri,
// msteams auth redirect_uri, msteams delegated_redirect_uri). docs/decisions.md "Settings" records what happens
// after the return.

const STATE_TTL_MS = 10 * 60_000
const TEAMS_DELEGATED_SCOPES = ['openid', 'offline_access', 'OnlineMeetings.Read', 'Chat.ReadWrite']

export interface PlatformDeps extends AppDeps {
  cipher: TokenCipher
}

interface PlatformState {
  kind: TPlatformConnectKind
  userId: number
  companyId: number
  exp: number
}

export const platformCallbackUri = (deps: AppDeps, kind: TPlatformConnectKind) => `${deps.config.publicUrl}/api/integrations/${kind}/callback`

function allowed(auth: AuthContext, kind: TPlatformConnectKind): void {
  const s = auth.settings
  if (kind === 'zoom' && !s.zoomCard) throw forbidden('Zoom is not enabled for your company.')
  if (kind !== 'zoom' && !s.msTeamsCards) throw forbidden('Microsoft Teams is not enabled for your company.')
  if (kind === 'msteams' && !canManageCompanyIntegrations(auth.actor)) throw forbidden('Only company admins can connect Microsoft Teams for the company.')
}

/** The consent page to send the browser to; its state is sealed, names the user and expires in 10 minutes. */
export function platformRedirectUri(deps: PlatformDeps, auth: AuthContext, kind: TPlatformConnectKind): { redirect_uri: string } {
  allowed(auth, kind)
  const now = (deps.now?.() ?? new Date()).getTime()
  const state = deps.cipher.seal(
    JSON.stringify({ kind, userId: auth.user.id, companyId: auth.user.companyId, exp: now + STATE_TTL_MS } satisfies PlatformState),
  )
  const redirect = platformCallbackUri(deps, kind)
  if (kind === 'zoom') {
    const clientId = deps.config.zoom.clientId
    if (!clientId) throw badRequest('Zoom is not configured on this server (set ZOOM_CLIENT_ID).')
    const url = new URL(deps.config.zoom.authUrl)
    for (const [k, v] of Object.entries({ response_type: 'code', client_id: clientId, redirect_uri: redirect, state })) url.searchParams.set(k, v)
    return { redirect_uri: url.toString() }
  }
  const clientId = deps.config.oidc.microsoft?.clientId
  if (!clientId) throw badRequest('Microsoft Teams is not configured on this server (set MICROSOFT_CLIENT_ID).')
  const authorize = deps.config.calendar.microsoft.authUrl
  if (kind === 'msteams') {
    // Admin consent for the whole tenant: …/{tenant}/v2.0/adminconsent beside …/{tenant}/oauth2/v2.0/authorize.
    const url = new URL('../../v2.0/adminconsent', authorize)
    for (const [k, v] of Object.entries({ client_id: clientId, scope: 'https://graph.microsoft.com/.default', redirect_uri: redirect, state })) {
      url.searchParams.set(k, v)
    }
    return { redirect_uri: url.toString() }
  }
  const url = new URL(authorize)
  const params = {
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirect,
    scope: TEAMS_DELEGATED_SCOPES.join(' '),
    state,
    login_hint: auth.user.email,
  }
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return { redirect_uri: url.toString() }
}

export interface PlatformCallbackQuery {
  state?: string
  code?: string
  admin_consent?: string
  tenant?: string
  error?: string
}

function openState(deps: PlatformDeps, raw: string | undefined, kind: TPlatformConnectKind): PlatformState | null {
  if (!raw) return null
  try {
    const s = JSON.parse(deps.cipher.open(raw)) as PlatformState
    return s.kind === kind && s.exp > (deps.now?.() ?? new Date()).getTime() ? s : null
  } catch {
    return null
  }
}

/**
 * The browser comes back from the consent page: with a valid state and a grant (a code, or admin_consent=True
 * for the company's Teams) the authenticated flag is stored; the answer is where Settings shows the outcome.
 */
export async function finishPlatformConnect(deps: PlatformDeps, kind: TPlatformConnectKind, q: PlatformCallbackQuery): Promise<string> {
  const back = (status: string) => `/settings?integration=${kind}&status=${status}`
  const state = openState(deps, q.state, kind)
  if (!state) return back('expired')
  const granted = kind === 'msteams' ? q.admin_consent?.toLowerCase() === 'true' : Boolean(q.code)
  if (q.error || !granted) return back('denied')
  await deps.db.withTenant(state.companyId, async (tx) => {
    await markPlatformConnected(tx, {
      companyId: state.companyId,
      userId: kind === 'msteams' ? null : state.userId,
      provider: kind === 'zoom' ? 'zoom' : 'msteams',
      connectedBy: state.userId,
      settings: kind === 'msteams' && q.tenant ? { tenant: q.tenant } : {},
    })
    await audit(tx, {
      companyId: state.companyId,
      actorUserId: state.userId,
      action: 'settings.platform_connect',
      targetType: 'integration',
      targetId: kind,
      details: { kind },
    })
  })
  return back('connected')
}
