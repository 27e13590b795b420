import { SignJWT, jwtVerify } from 'jose'

/** What a Parley bearer token carries. `imp` is the super admin who minted an impersonation session. */
export interface SessionClaims {
  userId: number
  companyId: number
  impersonatorId?: number
}

export interface SessionTokens {
  sign(claims: SessionClaims, ttlSeconds?: number): Promise<string>
  /** Returns undefined for a forged, expired or malformed token. */
  verify(token: string): Promise<SessionClaims | undefined>
}

const ISSUER = 'parley'
const AUDIENCE = 'parley-web'

export function createSessionTokens(secret: string, defaultTtlSeconds: number): SessionTokens {
  const key = new TextEncoder().encode(secret)
  return {
    async sign(claims, ttlSeconds = defaultTtlSeconds) {
      const jwt = new SignJWT({ cid: claims.companyId, ...(claims.impersonatorId ? { imp: claims.impersonatorId } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      return jwt.sign(key)
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] })
        const userId = Number(payload.sub)
        const companyId = Number(payload.cid)
        if (!Number.isInteger(userId) || !Number.isInteger(companyId)) return undefined
        const imp = payload.imp === undefined ? undefined : Number(payload.imp)
        return { userId, companyId, impersonatorId: imp }
      } catch {
        return undefined
      }
    },
  }
}
