import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'

/**
 * What a Parley bearer token carries. `imp` is the super admin who minted an impersonation session; `sv` the
 * user's session version when it was signed (a bump ends every older session).
 */
export interface SessionClaims {
  userId: number
  companyId: number
  /** The user's `session_version`; a user nobody has changed is at the first, 1. */
  sessionVersion?: number
  impersonatorId?: number
}

/** Every user's first session version (the column's default). */
export const FIRST_SESSION_VERSION = 1

/** A verified token: its claims, its id (what logout revokes) and when it expires. */
export interface VerifiedSession extends SessionClaims {
  sessionVersion: number
  tokenId: string
  expiresAt: Date
}

export interface SessionTokens {
  sign(claims: SessionClaims, ttlSeconds?: number): Promise<string>
  /** Returns undefined for a forged, expired or malformed token. */
  verify(token: string): Promise<VerifiedSession | undefined>
}

const ISSUER = 'parley'
const AUDIENCE = 'parley-web'

export function createSessionTokens(secret: string, defaultTtlSeconds: number): SessionTokens {
  const key = new TextEncoder().encode(secret)
  return {
    async sign(claims, ttlSeconds = defaultTtlSeconds) {
      const jwt = new SignJWT({
        cid: claims.companyId,
        sv: claims.sessionVersion ?? FIRST_SESSION_VERSION,
        ...(claims.impersonatorId ? { imp: claims.impersonatorId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      return jwt.sign(key)
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] })
        const userId = Number(payload.sub)
        const companyId = Number(payload.cid)
        const sessionVersion = Number(payload.sv)
        if (!Number.isInteger(userId) || !Number.isInteger(companyId) || !Number.isInteger(sessionVersion)) return undefined
        if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return undefined
        const imp = payload.imp === undefined ? undefined : Number(payload.imp)
        return { userId, companyId, sessionVersion, impersonatorId: imp, tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000) }
      } catch {
        return undefined
      }
    },
  }
}
