import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { loadConfig } from '../../apps/server/src/config'
import { openDatabase } from '../../apps/server/src/db/client'
import { migrateDatabase } from '../../apps/server/src/db/migrate'
import { seedDemoIfEmpty } from '../../apps/server/src/demo/seed'
import { createStorage } from '../../apps/server/src/platform/storage/storage'
import { startParley, type RunningParley } from './parley'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A seeded embedded data directory each extra server copies. */
    e2eTemplateDir: string
    /** The shared demo server most browser tests use. */
    e2eBaseUrl: string
  }
}

/** Seeds one embedded data directory, then starts the shared demo server from a copy of it. */
export default async function setup(project: TestProject) {
  const started = Date.now()
  const templateDir = mkdtempSync(path.join(tmpdir(), 'parley-e2e-tpl-'))
  const db = await openDatabase({ dataDir: templateDir })
  await migrateDatabase(db)
  // The storage a server started on a copy of this directory finds (MEDIA_DIR defaults to <data dir>/media), so the
  // demo calls' synthetic audio track is copied along with the database.
  const storage = await createStorage(loadConfig({ PARLEY_DATA_DIR: templateDir }).storage)
  await seedDemoIfEmpty(db, { seed: 42, storage })
  await db.close()
  const server: RunningParley = await startParley({ templateDir })
  project.provide('e2eTemplateDir', templateDir)
  project.provide('e2eBaseUrl', server.url)
  console.log(`e2e: demo server ready at ${server.url} in ${Date.now() - started} ms`)
  return async () => {
    await server.stop()
    rmSync(templateDir, { recursive: true, force: true })
  }
}
