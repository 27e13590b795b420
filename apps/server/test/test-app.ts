import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp, type App } from '../src/app'
import { loadConfig, type Config } from '../src/config'
import { openDatabase, type Database } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { seedDemoIfEmpty } from '../src/demo/seed'
import { createSessionTokens, type SessionTokens } from '../src/platform/auth/session-token'
import type { Secrets } from '../src/platform/secrets'
import { withDatabase } from './global-setup'
import { TEST_NOW } from './constants'

/** A fresh copy of the seeded template database for one test file. */
export async function createTestDatabase(): Promise<Database> {
  const externalUrl = process.env.TEST_DATABASE_URL
  if (externalUrl) {
    // Named after the run (the template's pid suffix), so another run's clean-up can tell live copies from leftovers.
    const runId = inject('templateDatabase').replace('parley_tpl_', '')
    const name = `parley_t_${runId}_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: externalUrl })
    await admin.connect()
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`)
    await admin.end()
    const db = await openDatabase({ databaseUrl: withDatabase(externalUrl, name), poolSize: 4 })
    return {
      ...db,
      async close() {
        await db.close()
        const drop = new pg.Client({ connectionString: externalUrl })
        await drop.connect()
        await drop.query(`drop database if exists ${name} with (force)`)
        await drop.end()
      },
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-t-'))
  const dump = new Blob([readFileSync(inject('templateDump'))])
  const db = await openDatabase({ socketDir: dir, loadDataDir: dump })
  return {
    ...db,
    async close() {
      await db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A database of its own, migrated and seeded with the demo generated from another seed (the template is seed TEST_SEED):
 * for checks that must hold on any data, not only on the demo's.
 */
export async function createSeededTestDatabase(seed: number): Promise<Database> {
  const externalUrl = process.env.TEST_DATABASE_URL
  let db: Database
  if (externalUrl) {
    const runId = inject('templateDatabase').replace('parley_tpl_', '')
    const name = `parley_t_${runId}_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: externalUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const opened = await openDatabase({ databaseUrl: withDatabase(externalUrl, name), poolSize: 4 })
    db = {
      ...opened,
      async close() {
        await opened.close()
        const drop = new pg.Client({ connectionString: externalUrl })
        await drop.connect()
        await drop.query(`drop database if exists ${name} with (force)`)
        await drop.end()
      },
    }
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'parley-s-'))
    const opened = await openDatabase({ socketDir: dir })
    db = {
      ...opened,
      async close() {
        await opened.close()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  await migrateDatabase(db)
  await seedDemoIfEmpty(db, { seed, now: TEST_NOW })
  return db
}

export interface TestApp {
  app: App
  db: Database
  config: Config
  tokens: SessionTokens
  /** Authorization headers for a user, found by e-mail. */
  as(email: string): Promise<{ authorization: string }>
  close(): Promise<void>
}

export const TEST_SECRETS: Secrets = { jwtSecret: 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz', encryptionKey: Buffer.alloc(32, 7).toString('base64') }

/** The app over a fresh copy of the demo template, or over `database` (which it closes with itself). */
export async function buildTestApp(env: Record<string, string> = {}, database?: Database): Promise<TestApp> {
  const db = database ?? (await createTestDatabase())
  const config = loadConfig({ DEMO: '1', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', PARLEY_DATA_DIR: tmpdir(), ...env })
  const tokens = createSessionTokens(TEST_SECRETS.jwtSecret, 3600)
  const app = await buildApp({ config, db, tokens, secrets: TEST_SECRETS, now: () => TEST_NOW })
  await app.ready()
  return {
    app,
    db,
    config,
    tokens,
    async as(email) {
      const { rows } = await db.pool.query<{ id: number; company_id: number; session_version: number }>(
        'select id, company_id, session_version from users where lower(email) = lower($1)',
        [email],
      )
      const user = rows[0]
      if (!user) throw new Error(`no test user ${email}`)
      return { authorization: `Bearer ${await tokens.sign({ userId: user.id, companyId: user.company_id, sessionVersion: user.session_version })}` }
    },
    async close() {
      await app.close()
      await db.close()
    },
  }
}
