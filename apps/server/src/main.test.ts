import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

// "The data directory unwritable or the database unreachable at start: one clear line saying which and how to
// fix it, exit non-zero."
function start(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
  return { status: run.status, lines: run.stderr.split('\n').filter((l) => l.trim() && !l.includes('nodedir')) }
}

const SECRETS = { JWT_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64') }

describe('start-up failures', () => {
  it('names an unreachable database and how to fix it', () => {
    const { status, lines } = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nowhere', DEMO: '0', ...SECRETS })
    expect(status).not.toBe(0)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^Parley could not start: Cannot reach the database at postgres:\/\/nobody@127\.0\.0\.1:1\/nowhere.*Start PostgreSQL or fix DATABASE_URL\.$/,
    )
  })

  it('on PostgreSQL, names the shared secrets that are missing', () => {
    const { status, lines } = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nowhere', DEMO: '0' })
    expect(status).not.toBe(0)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^Parley could not start: JWT_SECRET and ENCRYPTION_KEY must be set when DATABASE_URL is/)
  })

  it('names an unwritable data directory and how to fix it', () => {
    // Tests may run as root, who writes anywhere; a path under a regular file is unwritable for everyone.
    const { status, lines } = start({ PARLEY_DATA_DIR: '/dev/null/parley' })
    expect(status).not.toBe(0)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/data directory \/dev\/null\/parley is not writable\. Set PARLEY_DATA_DIR/)
  })

  it('names an invalid variable', () => {
    const { status, lines } = start({ PORT: 'eighty' })
    expect(status).not.toBe(0)
    expect(lines).toEqual([expect.stringMatching(/^Parley could not start: Invalid environment variable PORT/)])
  })
})
