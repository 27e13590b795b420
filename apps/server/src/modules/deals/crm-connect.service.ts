import { createHash, randomBytes } from 'node:crypto'
import type { TCrmConnection, TCrmProvider } from '@parley/shared/schemas/crm'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { badRequest } from '../../platform/errors'
import type { TokenCipher } from '../../platform/tokens/token-cipher'
import { authorizationCodeGrant } from '../../platform/tokens/token-refresh'
import { disconnectCrm, listCompanyCrmConnections, saveCrmConnection, setCrmAccessStatus } from './crm-connection.repository'
import { parseCrmCursor } from './crm-sync-cursor'
import type { CrmProviders } from './providers/crm-provider.registry'

const STATE_TTL_MS = 10 * 60_000

export interface CrmConnectDeps extends AppDeps {
  cipher: TokenCipher
  providers: CrmProviders
  /** Starts a connection's sync: queued in production, inline in API tests. */
  startSync(ref: { companyId: number; connectionId: number }): Promise<void>
}

interface ConnectState {
  companyId: number
  userId: number
  provider: TCrmProvider
  verifier: string
  exp: number
}

export const crmRedirectUri = (deps: AppDeps, provider: TCrmProvider) => `${deps.config.publicUrl}/api/crm/${provider}/callback`

/**
 * The consent URL for connecting the company's CRM (admins; the route checks). The state is sealed with the token
 * key: tamper-proof, carries the PKCE verifier privately, expires in 10 minutes.
 */
export function startCrmConnect(deps: CrmConnectDeps, auth: AuthContext, provider: TCrmProvider): { url: string } {
  const p = deps.providers[provider]
  if (!p.oauthClient.clientId) throw badRequest(`${p.label} is not configured on this server (set ${provider.toUpperCase()}_CLIENT_ID).`)
  const verifier = randomBytes(32).toString('base64url')
  const state: ConnectState = {
    companyId: auth.user.companyId,
    userId: auth.user.id,
    provider,
    verifier,
    exp: (deps.now?.() ?? new Date()).getTime() + STATE_TTL_MS,
  }
  const url = new URL(p.authUrl)
  const params = {
    client_id: p.oauthClient.clientId,
    redirect_uri: crmRedirectUri(deps, provider),
    response_type: 'code',
    scope: p.scopes.join(' '),
    state: deps.cipher.seal(JSON.stringify(state)),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return { url: url.toString() }
}

function openState(deps: CrmConnectDeps, raw: string | undefined, provider: TCrmProvider): ConnectState | null {
  if (!raw) return null
  try {
    const s = JSON.parse(deps.cipher.open(raw)) as ConnectState
    return s.provider === provider && s.exp > (deps.now?.() ?? new Date()).getTime() ? s : null
  } catch {
    return null
  }
}

/** The token endpoint's whole answer is wanted too (Salesforce's instance_url), so the fetch keeps a copy. */
function capturing(fetchImpl: typeof fetch): { fetch: typeof fetch; body: () => Record<string, unknown> } {
  let body: Record<string, unknown> = {}
  return {
    fetch: async (input, init) => {
      const res = await fetchImpl(input, init)
      body = ((await res
        .clone()
        .json()
        .catch(() => ({}))) ?? {}) as Record<string, unknown>
      return res
    },
    body: () => body,
  }
}

/** Consent came back: exchange the code, store the sealed grant, start the first sync, say where the browser goes. */
export async function finishCrmConnect(
  deps: CrmConnectDeps,
  provider: TCrmProvider,
  query: { code?: string; state?: string; error?: string; error_description?: string },
): Promise<string> {
  const p = deps.providers[provider]
  const fail = (message: string) => `/settings?crm_error=${encodeURIComponent(message)}`
  const state = openState(deps, query.state, provider)
  if (!state) return fail(`The ${p.label} connection expired or was not started here. Please try again.`)
  if (query.error || !query.code) {
    return fail(
      query.error === 'access_denied' ? `${p.label} access was not granted.` : `${p.label} refused: ${query.error_description ?? query.error ?? 'no code'}`,
    )
  }
  const capture = capturing(p.tokenFetch)
  let saved: { connectionId: number }
  try {
    const granted = await authorizationCodeGrant(
      p.oauthClient,
      { code: query.code, redirectUri: crmRedirectUri(deps, provider), codeVerifier: state.verifier },
      capture.fetch,
    )
    if (!granted.refreshToken) return fail(`${p.label} gave no refresh token. Remove Parley from the connected apps and connect again.`)
    const info = await p.grantInfo(capture.body(), granted.accessToken)
    const now = deps.now?.() ?? new Date()
    const connectionId = await deps.db.withTenant(state.companyId, async (tx) => {
      const id = await saveCrmConnection(tx, {
        companyId: state.companyId,
        provider,
        instanceUrl: info.instanceUrl,
        externalAccountId: info.externalAccountId,
        scopes: [...p.scopes],
        tokens: {
          accessTokenEnc: deps.cipher.seal(granted.accessToken),
          refreshTokenEnc: deps.cipher.seal(granted.refreshToken as string),
          expiresAt: new Date(now.getTime() + granted.expiresInSeconds * 1000),
        },
      })
      await setCrmAccessStatus(tx, 'connected')
      return id
    })
    saved = { connectionId }
  } catch (err) {
    return fail(`Failed to connect ${p.label}: ${err instanceof Error ? err.message : String(err)}`)
  }
  await deps.startSync({ companyId: state.companyId, connectionId: saved.connectionId })
  return `/settings?crm_connected=${provider}`
}

/** Disconnect (admins): the grant is forgotten, the synced deals stay (calls keep their mapping). */
export async function disconnectCrmProvider(deps: CrmConnectDeps, auth: AuthContext, provider: TCrmProvider): Promise<{ message: string }> {
  const label = deps.providers[provider].label
  const n = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const count = await disconnectCrm(tx, provider)
    if (count > 0) await setCrmAccessStatus(tx, 'disconnected')
    return count
  })
  return { message: n > 0 ? `${label} disconnected.` : `${label} was not connected.` }
}

/** The Settings CRM card: each company connection with its state and what the admin should know. */
export async function listCrmConnections(deps: CrmConnectDeps, auth: AuthContext): Promise<{ connections: TCrmConnection[] }> {
  const rows = await deps.db.withTenant(auth.user.companyId, (tx) => listCompanyCrmConnections(tx))
  return {
    connections: rows.map((r) => ({
      provider: r.provider,
      status: r.status,
      account_id: r.externalAccountId,
      last_synced_at: r.lastSyncedAt?.toISOString() ?? null,
      syncing: r.status === 'connected' && (r.lastSyncedAt === null || parseCrmCursor(r.syncCursor).round !== null),
      notice: r.status === 'disconnected' ? null : r.lastError,
    })),
  }
}
