import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTokenCipher } from './tokens/token-cipher'
import { loadSecrets } from './secrets'

// Tokens are encrypted at rest (AES-256-GCM, key from ENCRYPTION_KEY, generated into the data directory in embedded
// mode).
const dirs: string[] = []
const dataDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'parley-secrets-'))
  dirs.push(d)
  return d
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})
const fileOf = (dir: string) => path.join(dir, 'secrets.json')

describe('loadSecrets', () => {
  it('without ENCRYPTION_KEY generates a 32-byte key into the data directory (owner-only) and keeps it', () => {
    const dir = dataDir()
    const first = loadSecrets({ dataDir: dir })
    expect(Buffer.from(first.encryptionKey, 'base64')).toHaveLength(32)
    expect(statSync(fileOf(dir)).mode & 0o777).toBe(0o600)
    const again = loadSecrets({ dataDir: dir })
    expect(again).toEqual(first)
    // A token sealed before a restart opens after it.
    const sealed = createTokenCipher(first.encryptionKey).seal('refresh-token')
    expect(createTokenCipher(again.encryptionKey).open(sealed)).toBe('refresh-token')
  })

  it('ENCRYPTION_KEY wins and is never written to disk', () => {
    const dir = dataDir()
    const key = Buffer.alloc(32, 9).toString('base64')
    const secrets = loadSecrets({ dataDir: dir, encryptionKey: key })
    expect(secrets.encryptionKey).toBe(key)
    const stored = JSON.parse(readFileSync(fileOf(dir), 'utf8')) as Record<string, string>
    expect(stored.encryptionKey).toBeUndefined()
    expect(stored.jwtSecret).toBe(secrets.jwtSecret)
  })
})

describe('loadSecrets with DATABASE_URL', () => {
  const databaseUrl = 'postgres://parley@db/parley'
  const key = Buffer.alloc(32, 7).toString('base64')
  const jwt = 'j'.repeat(40)

  it('refuses to start without JWT_SECRET and ENCRYPTION_KEY, naming both, and writes nothing', () => {
    const dir = dataDir()
    expect(() => loadSecrets({ dataDir: dir, databaseUrl })).toThrow(/^JWT_SECRET and ENCRYPTION_KEY must be set when DATABASE_URL is/)
    expect(() => loadSecrets({ dataDir: dir, databaseUrl, jwtSecret: jwt })).toThrow(/^ENCRYPTION_KEY must be set/)
    expect(() => loadSecrets({ dataDir: dir, databaseUrl, encryptionKey: key })).toThrow(/^JWT_SECRET must be set/)
    expect(() => readFileSync(fileOf(dir))).toThrow()
  })

  it("uses the environment's secrets only, so every process of a deployment shares them", () => {
    const dir = dataDir()
    expect(loadSecrets({ dataDir: dir, databaseUrl, jwtSecret: jwt, encryptionKey: key })).toEqual({ jwtSecret: jwt, encryptionKey: key })
    expect(() => readFileSync(fileOf(dir))).toThrow()
  })
})
