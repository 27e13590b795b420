import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * OAuth tokens at rest: AES-256-GCM, one random 96-bit IV per value. The stored text names the key that sealed it
 * (`v1.<keyId>.<iv>.<tag>.<ciphertext>`, base64url parts), so ENCRYPTION_KEY can be rotated: the old key moves to
 * ENCRYPTION_KEY_PREVIOUS, old values still open, and `needsReseal` tells writers to seal them again with the new one.
 */
export interface TokenCipher {
  seal(plain: string): string
  open(sealed: string): string
  /** True when the value was sealed by a key other than the current one. */
  needsReseal(sealed: string): boolean
}

export class TokenCipherError extends Error {}

const VERSION = 'v1'

function keyBytes(base64Key: string): Buffer {
  const key = Buffer.from(base64Key, 'base64')
  if (key.length !== 32) throw new TokenCipherError('An encryption key must be 32 bytes, base64-encoded (openssl rand -base64 32).')
  return key
}

/** Eight hex characters of the key's SHA-256: enough to pick the key, useless to an attacker. */
const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8)

export function createTokenCipher(currentKey: string, previousKeys: readonly string[] = []): TokenCipher {
  const current = keyBytes(currentKey)
  const currentId = keyIdOf(current)
  const ring = new Map<string, Buffer>([[currentId, current]])
  for (const k of previousKeys) {
    const key = keyBytes(k)
    if (!ring.has(keyIdOf(key))) ring.set(keyIdOf(key), key)
  }
  const parse = (sealed: string) => {
    const [version, keyId, iv, tag, data] = sealed.split('.')
    if (version !== VERSION || !keyId || !iv || !tag || data === undefined) throw new TokenCipherError('Not a sealed token.')
    return { keyId, iv: Buffer.from(iv, 'base64url'), tag: Buffer.from(tag, 'base64url'), data: Buffer.from(data, 'base64url') }
  }
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', current, iv)
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [VERSION, currentId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.')
    },
    open(sealed) {
      const p = parse(sealed)
      const key = ring.get(p.keyId)
      if (!key) throw new TokenCipherError(`The token was sealed with key ${p.keyId}, which is neither ENCRYPTION_KEY nor in ENCRYPTION_KEY_PREVIOUS.`)
      const decipher = createDecipheriv('aes-256-gcm', key, p.iv)
      decipher.setAuthTag(p.tag)
      try {
        return Buffer.concat([decipher.update(p.data), decipher.final()]).toString('utf8')
      } catch {
        throw new TokenCipherError('The sealed token was altered or the key is wrong.')
      }
    },
    needsReseal: (sealed) => parse(sealed).keyId !== currentId,
  }
}
