import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { SessionTokens } from './auth/session-token'
import type { Jobs } from './jobs/jobs'
import type { Secrets } from './secrets'
import type { Storage } from './storage/storage'

/** What every module's routes are built from: the process's configuration, database, secrets and services. */
export interface AppDeps {
  config: Config
  db: Database
  tokens: SessionTokens
  secrets: Secrets
  /** Recordings and clips; built from config.storage when absent. */
  storage?: Storage
  /** The job queue. Absent in API tests: work that would be queued (call processing) runs inline. */
  jobs?: Jobs
  /** Overrides for tests: a clock. */
  now?: () => Date
}

export type App = FastifyInstance
