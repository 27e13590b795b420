import { createHash, randomBytes } from 'node:crypto'
import type { TDemoUsers } from '@parley/shared/schemas/auth'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { AppError, forbidden, notFound } from '../../platform/errors'
import { findActiveUsersByEmail, touchLastLogin } from '../users'
import { audit } from '../../platform/audit'
import { consumeImpersonationToken, findUserCompany, insertImpersonationToken, listDemoUsers, revokeToken } from './auth.repository'

export type SignInResult = { ok: true; jwt: string } | { ok: false; message: string }

export const IMPERSONATION_TTL_SECONDS = 60 * 60
const IMPERSONATION_SESSION_SECONDS = 2 * 60 * 60

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export function createAuthService(deps: AppDeps) {
  const now = () => deps.now?.() ?? new Date()

  /**
   * Who may sign in (docs/decisions.md): an invited, active user whose e-mail matches the verified e-mail of
   * the identity provider. Nobody is created on first sign-in.
   */
  async function signInByEmail(email: string, via: 'google' | 'microsoft' | 'teams' | 'demo'): Promise<SignInResult> {
    const matches = await findActiveUsersByEmail(deps.db, email)
    const active = matches.filter((m) => m.status === 'active').sort((a, b) => a.id - b.id)
    const user = active[0]
    if (!user) {
      return {
        ok: false,
        message: matches.length
          ? `The Parley account for ${email} is deactivated. Ask your company admin to activate it.`
          : `No Parley account exists for ${email}. Ask your company admin to invite you.`,
      }
    }
    await deps.db.withTenant(user.companyId, async (tx) => {
      await touchLastLogin(tx, user.id, now())
      await audit(tx, { companyId: user.companyId, actorUserId: user.id, action: 'auth.sign_in', targetType: 'user', targetId: user.id, details: { via } })
    })
    return { ok: true, jwt: await deps.tokens.sign({ userId: user.id, companyId: user.companyId, sessionVersion: user.sessionVersion }) }
  }

  async function demoUsers(): Promise<TDemoUsers> {
    if (!deps.config.demo) throw notFound('Demo sign-in is off on this server.')
    return listDemoUsers(deps.db)
  }

  async function demoLogin(userId: number): Promise<SignInResult> {
    if (!deps.config.demo) throw notFound('Demo sign-in is off on this server.')
    const target = await findUserCompany(deps.db, userId)
    if (!target) return { ok: false, message: 'No such demo user.' }
    return signInByEmail(target.email, 'demo')
  }

  /** Only a super admin mints impersonation links; each is random, stored hashed, expires and is audited. */
  async function mintImpersonation(auth: AuthContext, targetUserId: number): Promise<{ token: string; expires_at: string }> {
    if (auth.user.userRole !== 'super_admin' || auth.impersonatorId) throw forbidden('Only a super admin can impersonate users.')
    const target = await findUserCompany(deps.db, targetUserId)
    if (!target) throw notFound('No such user.')
    const token = randomBytes(32).toString('base64url')
    const expiresAt = new Date(now().getTime() + IMPERSONATION_TTL_SECONDS * 1000)
    await deps.db.withTenant(target.companyId, async (tx) => {
      await insertImpersonationToken(tx, { companyId: target.companyId, tokenHash: hashToken(token), targetUserId, createdBy: auth.user.id, expiresAt })
      await audit(tx, {
        companyId: target.companyId,
        actorUserId: auth.user.id,
        action: 'impersonation.mint',
        targetType: 'user',
        targetId: targetUserId,
        details: { by_company: auth.user.companyId },
      })
    })
    return { token, expires_at: expiresAt.toISOString() }
  }

  async function redeemImpersonation(token: string): Promise<{ jwt: string }> {
    const row = await consumeImpersonationToken(deps.db, hashToken(token), now())
    if (!row || row.createdBy === null) throw new AppError(401, 'unauthorized', 'Unauthorized')
    const impersonatorId = row.createdBy
    const target = await findUserCompany(deps.db, row.targetUserId)
    if (!target) throw new AppError(401, 'unauthorized', 'Unauthorized')
    await deps.db.withTenant(row.companyId, (tx) =>
      audit(tx, {
        companyId: row.companyId,
        actorUserId: row.targetUserId,
        impersonatorUserId: impersonatorId,
        action: 'impersonation.start',
        targetType: 'user',
        targetId: row.targetUserId,
        details: {},
      }),
    )
    const claims = { userId: row.targetUserId, companyId: row.companyId, sessionVersion: target.sessionVersion, impersonatorId }
    const jwt = await deps.tokens.sign(claims, IMPERSONATION_SESSION_SECONDS)
    return { jwt }
  }

  /** Logout: this token is refused from now on, whatever its expiry (other devices stay signed in). */
  async function logout(auth: AuthContext | null): Promise<void> {
    const session = auth?.session
    if (!auth || !session) return
    await deps.db.withTenant(auth.user.companyId, async (tx) => {
      await revokeToken(tx, { jti: session.tokenId, companyId: auth.user.companyId, userId: auth.user.id, expiresAt: session.expiresAt })
      await audit(tx, {
        companyId: auth.user.companyId,
        actorUserId: auth.user.id,
        impersonatorUserId: auth.impersonatorId,
        action: 'auth.sign_out',
        targetType: 'user',
        targetId: auth.user.id,
        details: {},
      })
    })
  }

  return { signInByEmail, demoUsers, demoLogin, mintImpersonation, redeemImpersonation, logout }
}
