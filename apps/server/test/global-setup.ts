import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { seedDemoIfEmpty } from '../src/demo/seed'
import { TEST_NOW, TEST_SEED } from './constants'

declare module 'vitest' {
  export interface ProvidedContext {
    /** External PostgreSQL: the migrated, seeded template database each test file clones. */
    templateDatabase: string
    /** Embedded PGlite: a file holding the migrated, seeded database each test file loads. */
    templateDump: string
  }
}

/**
 * Migrates and seeds one template database per run, so every test file starts from its own copy of the demo
 * companies: on PGlite a gzipped dump, on PostgreSQL (TEST_DATABASE_URL) a template database.
 */
export default async function setup(project: TestProject) {
  const started = Date.now()
  const externalUrl = process.env.TEST_DATABASE_URL
  if (externalUrl) {
    const name = `parley_tpl_${process.pid}`
    const admin = new pg.Client({ connectionString: externalUrl })
    await admin.connect()
    await dropLeftovers(admin)
    await admin.query(`create database ${name}`)
    const db = await openDatabase({ databaseUrl: withDatabase(externalUrl, name), poolSize: 2 })
    await migrateDatabase(db)
    await seedDemoIfEmpty(db, { seed: TEST_SEED, now: TEST_NOW })
    await db.close()
    project.provide('templateDatabase', name)
    project.provide('templateDump', '')
    console.log(`api tests: template database ${name} ready in ${Date.now() - started} ms`)
    return async () => {
      await dropLeftovers(admin)
      await admin.end()
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-tpl-'))
  const db = await openDatabase({ socketDir: dir })
  await migrateDatabase(db)
  await seedDemoIfEmpty(db, { seed: TEST_SEED, now: TEST_NOW })
  const dump = await db.dump?.()
  await db.close()
  if (!dump) throw new Error('embedded database did not dump')
  const file = path.join(dir, 'template.tar.gz')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('templateDump', file)
  project.provide('templateDatabase', '')
  console.log(`api tests: embedded template ready in ${Date.now() - started} ms`)
  return () => rmSync(dir, { recursive: true, force: true })
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

/**
 * Databases this suite made (template and per-file copies) are dropped at the end, and after a crash next time.
 * Names carry the run's pid, so a run leaves alone the databases of another run still going on the same server.
 */
async function dropLeftovers(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'parley\\_tpl\\_%' or datname like 'parley\\_t\\_%'",
  )
  for (const { datname } of rows) {
    const pid = Number(/^parley_(?:tpl|t)_(\d+)/.exec(datname)?.[1])
    if (pid !== process.pid && isAlive(pid)) continue
    await admin.query(`drop database if exists ${datname} with (force)`)
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
