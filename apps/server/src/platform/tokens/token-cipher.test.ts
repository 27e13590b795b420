import { describe, expect, it } from 'vitest'
import { TokenCipherError, createTokenCipher } from './token-cipher'

const KEY_A = Buffer.alloc(32, 1).toString('base64')
const KEY_B = Buffer.alloc(32, 2).toString('base64')

describe('token cipher (AES-256-GCM at rest)', () => {
  it('seals to text that hides the token and opens it again', () => {
    const c = createTokenCipher(KEY_A)
    const sealed = c.seal('ya29.secret-access-token')
    expect(sealed).not.toContain('secret')
    expect(sealed.split('.')).toHaveLength(5)
    expect(c.open(sealed)).toBe('ya29.secret-access-token')
  })

  it('uses a fresh IV each time', () => {
    const c = createTokenCipher(KEY_A)
    expect(c.seal('same')).not.toBe(c.seal('same'))
  })

  it('refuses altered ciphertext', () => {
    const c = createTokenCipher(KEY_A)
    const parts = c.seal('token').split('.')
    parts[4] = Buffer.from('tampered').toString('base64url')
    expect(() => c.open(parts.join('.'))).toThrow(TokenCipherError)
    expect(() => c.open('plain-text-token')).toThrow('Not a sealed token.')
  })

  it('rotates: the new key opens values of the previous key and asks for a reseal', () => {
    const old = createTokenCipher(KEY_A)
    const sealed = old.seal('refresh-1')
    const rotated = createTokenCipher(KEY_B, [KEY_A])
    expect(rotated.open(sealed)).toBe('refresh-1')
    expect(rotated.needsReseal(sealed)).toBe(true)
    expect(rotated.needsReseal(rotated.seal('x'))).toBe(false)
    expect(() => createTokenCipher(KEY_B).open(sealed)).toThrow(/neither ENCRYPTION_KEY/)
  })

  it('refuses keys that are not 32 bytes', () => {
    expect(() => createTokenCipher(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/)
  })
})
