import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { StartupError } from './db/embedded'
import { type JobDeps, jobDefinitions } from './jobs'
import { openJobs } from './platform/jobs/jobs'
import { loadSecrets } from './platform/secrets'
import { createStorage } from './platform/storage/storage'

/** `npm run worker`: queue handlers in their own process, for PostgreSQL deployments (set WORKERS=off on the web servers). */
async function worker(): Promise<void> {
  const config = loadConfig()
  if (!config.databaseUrl) {
    throw new StartupError('npm run worker needs DATABASE_URL: the embedded database serves one process, which already runs the jobs.')
  }
  const secrets = loadSecrets({ dataDir: config.dataDir, jwtSecret: config.jwtSecret, encryptionKey: config.encryptionKey, databaseUrl: config.databaseUrl })
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    replicaUrl: config.databaseReplicaUrl,
    transactionPooling: config.databasePooling === 'transaction',
  })
  // The queue exists before any handler is built, so every handler can queue follow-up work from its first job on.
  const jobs = await openJobs(db, { work: true, timing: config.jobTiming })
  const jobDeps: JobDeps = { db, config, storage: await createStorage(config.storage), secrets, jobs }
  await jobs.work(jobDefinitions(jobDeps))
  console.log('Parley worker is running')
  const stop = async () => {
    await jobs.stop()
    await db.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

worker().catch((err: unknown) => {
  console.error(`Parley worker could not start: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
