import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashShareToken, isWellFormedShareToken, newShareToken } from './share-token'

describe('share tokens', () => {
  it('carry 256 random bits as base64url (at least 128 asked), never repeating', () => {
    const tokens = Array.from({ length: 1000 }, newShareToken)
    expect(new Set(tokens).size).toBe(1000)
    for (const t of tokens) {
      expect(isWellFormedShareToken(t)).toBe(true)
      expect(Buffer.from(t, 'base64url')).toHaveLength(32)
    }
  })

  it('are stored as their SHA-256 only', () => {
    const token = newShareToken()
    expect(hashShareToken(token)).toBe(createHash('sha256').update(token).digest('hex'))
    expect(hashShareToken(token)).not.toContain(token)
  })

  it('refuse what the generator cannot make (UUIDs, short or padded strings)', () => {
    expect(isWellFormedShareToken('3f0e4c1a-9b7d-4d2e-8f31-2c5a6b7d8e9f')).toBe(false)
    expect(isWellFormedShareToken('abc')).toBe(false)
    expect(isWellFormedShareToken(`${newShareToken()}=`)).toBe(false)
  })
})
