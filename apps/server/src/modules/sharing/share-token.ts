import { createHash, randomBytes } from 'node:crypto'
import { SHARE_TOKEN_BYTES, SHARE_TOKEN_PATTERN } from '@parley/shared/rules/share-access'

/** A new share token: SHARE_TOKEN_BYTES from the CSPRNG, base64url. Shown once; only its hash is stored. */
export function newShareToken(): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url')
}

/**
 * The stored form of a token. A plain SHA-256 is enough: the token carries 256 random bits, so there is nothing to
 * guess or look up in a table, and an exact-match index finds the row.
 */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** False for anything our generator cannot have made (no database look-up for those). */
export const isWellFormedShareToken = (token: string): boolean => SHARE_TOKEN_PATTERN.test(token)
