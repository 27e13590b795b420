import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface Secrets {
  jwtSecret: string
  /** 32 bytes, base64: AES-256-GCM key for tokens at rest. */
  encryptionKey: string
}

/**
 * Secrets come from JWT_SECRET / ENCRYPTION_KEY; when absent they are generated once into the data directory so
 * `npm start` needs no setup and sessions survive restarts.
 */
export function loadSecrets(opts: { dataDir: string; jwtSecret?: string; encryptionKey?: string }): Secrets {
  const file = path.join(opts.dataDir, 'secrets.json')
  let stored: Partial<Secrets> = {}
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>
  const secrets: Secrets = {
    jwtSecret: opts.jwtSecret ?? stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    encryptionKey: opts.encryptionKey ?? stored.encryptionKey ?? randomBytes(32).toString('base64'),
  }
  // Only what was generated (or found) here is kept in the file: a secret given in the environment never lands on disk.
  const keep: Partial<Secrets> = {
    ...(opts.jwtSecret ? (stored.jwtSecret ? { jwtSecret: stored.jwtSecret } : {}) : { jwtSecret: secrets.jwtSecret }),
    ...(opts.encryptionKey ? (stored.encryptionKey ? { encryptionKey: stored.encryptionKey } : {}) : { encryptionKey: secrets.encryptionKey }),
  }
  if (keep.jwtSecret !== stored.jwtSecret || keep.encryptionKey !== stored.encryptionKey) {
    mkdirSync(opts.dataDir, { recursive: true })
    writeFileSync(file, JSON.stringify(keep), { mode: 0o600 })
  }
  return secrets
}
