import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Actor } from '@parley/shared/rules/capabilities'
import type { TCompanySettings } from '@parley/shared/schemas/company-settings'
import type { AppDeps } from '../../platform/deps'
import { findSessionUser, type SessionUser } from '../../modules/users/users.repository'
import { AppError, unauthorized } from '../errors'
import type { VerifiedSession } from './session-token'

export interface AuthContext {
  user: SessionUser
  settings: TCompanySettings
  actor: Actor
  /** Set when a super admin is impersonating this user: tracking and error reports are suppressed. */
  impersonatorId?: number
  /** The bearer token's claims: logout revokes this token by its id. */
  session?: VerifiedSession
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null
  }
}

/** Reads the bearer token on every request; routes that need a user call `requireUser`. */
export function registerAuthentication(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('auth', null)
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization
    if (!header) return
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) {
      request.authError = 'Authorization Header incorrect'
      return
    }
    const claims = await deps.tokens.verify(match[1] as string)
    if (!claims) {
      request.authError = 'Unauthorized'
      return
    }
    const user = await findSessionUser(deps.db, claims.userId, claims.companyId, claims.tokenId)
    // A signed-out token, or one older than the user's last deactivation, reactivation or role change, is dead.
    const ended = user && (user.tokenRevoked || user.sessionVersion !== claims.sessionVersion)
    if (!user || ended || user.companyId !== claims.companyId || user.status !== 'active') {
      request.authError = 'Not authorized.'
      return
    }
    request.auth = { user, settings: user.settings, actor: actorOf(user), impersonatorId: claims.impersonatorId, session: claims }
  })
}

declare module 'fastify' {
  interface FastifyRequest {
    authError?: string
  }
}

export function actorOf(user: SessionUser): Actor {
  return { user_role: user.userRole, is_manager: user.isManager, policy: user.policy, function: user.function, settings: user.settings }
}

/** The signed-in user, or a 401 carrying the spec's unauthorized message. */
export function requireUser(request: FastifyRequest): AuthContext {
  if (request.auth) return request.auth
  throw unauthorized(request.authError ?? 'Authorization Header missing')
}

/** A 403 unless `allowed` holds; permission rules come from packages/shared/src/rules/capabilities.ts. */
export function requireCapability(request: FastifyRequest, allowed: (a: Actor) => boolean, message?: string): AuthContext {
  const auth = requireUser(request)
  if (!allowed(auth.actor)) throw new AppError(403, 'forbidden', message ?? 'You do not have access to this.')
  return auth
}
