import { randomBytes } from 'node:crypto'

export interface IssuedGrant {
  accessToken: string
  refreshToken: string
  expiresIn: number
}

/**
 * OAuth grants of a fake CRM: one-use authorization codes, access tokens that expire, refresh tokens that can be
 * revoked (the customer uninstalled the app). The portal or org is the account a grant belongs to.
 */
export class FakeOAuthGrants {
  private codes = new Map<string, { account: string; redirectUri: string | null }>()
  private access = new Map<string, { account: string; expiresAt: number }>()
  private refresh = new Map<string, { account: string; revoked: boolean }>()
  /** Lifetime of issued access tokens, in seconds. */
  accessTokenTtl = 1800

  constructor(private readonly now: () => number = Date.now) {}

  /** Tokens for an account, as a finished consent would give. */
  grant(account: string): IssuedGrant {
    const refreshToken = `rt-${randomBytes(12).toString('hex')}`
    this.refresh.set(refreshToken, { account, revoked: false })
    return { ...this.mintAccess(account), refreshToken }
  }

  issueCode(account: string, redirectUri: string | null): string {
    const code = `code-${randomBytes(10).toString('hex')}`
    this.codes.set(code, { account, redirectUri })
    return code
  }

  /** A code is good once, and only with the redirect URI it was issued for. */
  redeemCode(code: string, redirectUri: string | null): { account: string; grant: IssuedGrant } | null {
    const c = this.codes.get(code)
    this.codes.delete(code)
    if (!c || (c.redirectUri !== null && c.redirectUri !== redirectUri)) return null
    return { account: c.account, grant: this.grant(c.account) }
  }

  refreshAccess(refreshToken: string): { account: string; accessToken: string; expiresIn: number } | null {
    const g = this.refresh.get(refreshToken)
    if (!g || g.revoked) return null
    return { account: g.account, ...this.mintAccess(g.account) }
  }

  /** The account of a live access token, or null (missing, unknown, expired or revoked). */
  accountOf(token: string | undefined): string | null {
    const t = token ? this.access.get(token) : undefined
    return t && t.expiresAt > this.now() ? t.account : null
  }

  expireAccessTokens(): void {
    for (const t of this.access.values()) t.expiresAt = 0
  }

  /** The app was uninstalled: refresh tokens stop working and access tokens die at once. */
  revoke(account: string): void {
    for (const g of this.refresh.values()) if (g.account === account) g.revoked = true
    for (const t of this.access.values()) if (t.account === account) t.expiresAt = 0
  }

  private mintAccess(account: string): { accessToken: string; expiresIn: number } {
    const accessToken = `at-${randomBytes(16).toString('hex')}`
    this.access.set(accessToken, { account, expiresAt: this.now() + this.accessTokenTtl * 1000 })
    return { accessToken, expiresIn: this.accessTokenTtl }
  }
}
