import path from 'node:path'
import { buildApp } from './app'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { StartupError, ensureWritableDirectory } from './db/embedded'
import { migrateDatabase } from './db/migrate'
import { startDemoNotetaker } from './modules/notetaker/providers/demo/demo-notetaker'
import { seedDemoIfEmpty } from './demo/seed'
import { type JobDeps, jobDefinitions } from './jobs'
import { openJobs } from './platform/jobs/jobs'
import { createStorage } from './platform/storage/storage'
import { createSessionTokens } from './platform/auth/session-token'
import { MissingSecretsError, loadSecrets } from './platform/secrets'

/** The process: config, database (embedded or external), migrate, seed demo when empty, listen. */
async function main(): Promise<void> {
  const config = loadConfig()
  ensureWritableDirectory(config.dataDir)
  const secrets = loadSecrets({ dataDir: config.dataDir, jwtSecret: config.jwtSecret, encryptionKey: config.encryptionKey, databaseUrl: config.databaseUrl })
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    replicaUrl: config.databaseReplicaUrl,
    transactionPooling: config.databasePooling === 'transaction',
    dataDir: path.resolve(config.dataDir),
  })
  await migrateDatabase(db)
  // Before seeding: the demo calls' synthetic audio track is written through it.
  const storage = await createStorage(config.storage)
  if (config.demo) {
    const started = Date.now()
    const seeded = await seedDemoIfEmpty(db, { seed: config.demoSeed, storage })
    if (seeded) console.log(`Seeded the demo companies in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  // Demo mode without a notetaker service: bots go to the built-in demo notetaker, through the same Recall path.
  const demoNotetaker = await startDemoNotetaker(config)
  if (demoNotetaker) config.notetaker = demoNotetaker.notetaker
  // The queue exists before any handler is built, so every handler (and the app) can queue follow-up work.
  const jobs = await openJobs(db, { work: config.workers === 'inline', timing: config.jobTiming })
  const jobDeps: JobDeps = { db, config, storage, secrets, jobs }
  await jobs.work(jobDefinitions(jobDeps))
  const app = await buildApp({ config, db, secrets, storage, jobs, tokens: createSessionTokens(secrets.jwtSecret, config.jwtTtlSeconds) })
  demoNotetaker?.deliverTo(app)
  const close = async () => {
    await app.close()
    await demoNotetaker?.stop()
    await jobs.stop()
    await db.close()
    process.exit(0)
  }
  process.once('SIGINT', close)
  process.once('SIGTERM', close)
  await app.listen({ port: config.port, host: config.host })
  console.log(`Parley is running at ${config.publicUrl}${config.demo ? ' (demo mode: pick a demo user on the sign-in page)' : ''}`)
  if (demoNotetaker) console.log(`The demo notetaker joins calls for ${config.notetaker.demoCallSeconds} s (no notetaker service is configured)`)
}

main().catch((err: unknown) => {
  if (err instanceof StartupError || err instanceof MissingSecretsError || (err instanceof Error && err.message.startsWith('Invalid environment variable'))) {
    console.error(`Parley could not start: ${err.message}`)
  } else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error('Parley could not start: the port is already in use. Stop the other process or set PORT to a free port.')
  } else {
    console.error('Parley could not start:', err)
  }
  process.exit(1)
})
