import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface Secrets {
  jwtSecret: string
  /** 32 bytes, base64: AES-256-GCM key for tokens at rest. */
  encryptionKey: string
}

/** Start-up refused: a PostgreSQL deployment without its shared secrets in the environment. */
export class MissingSecretsError extends Error {}

/**
 * Secrets come from JWT_SECRET / ENCRYPTION_KEY; when absent they are generated once into the data directory so
 * `npm start` needs no setup and sessions survive restarts. With DATABASE_URL both are required: every web process
 * and worker of a deployment must sign sessions and seal tokens with the same secrets, and a generated file belongs
 * to one machine.
 */
export function loadSecrets(opts: { dataDir: string; jwtSecret?: string; encryptionKey?: string; databaseUrl?: string }): Secrets {
  if (opts.databaseUrl) {
    const missing = [opts.jwtSecret ? null : 'JWT_SECRET', opts.encryptionKey ? null : 'ENCRYPTION_KEY'].filter((n): n is string => n !== null)
    if (missing.length > 0) {
      throw new MissingSecretsError(
        `${missing.join(' and ')} must be set when DATABASE_URL is: every web server and worker of a deployment needs the same ` +
          `${missing.length > 1 ? 'values' : 'value'} (JWT_SECRET: 32 or more characters; ENCRYPTION_KEY: 32 bytes, base64, e.g. ` +
          `\`openssl rand -base64 32\`). A server that ran without them kept generated ones in ${path.join(opts.dataDir, 'secrets.json')}; ` +
          'copy those to keep its sessions and stored tokens.',
      )
    }
    return { jwtSecret: opts.jwtSecret as string, encryptionKey: opts.encryptionKey as string }
  }
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
