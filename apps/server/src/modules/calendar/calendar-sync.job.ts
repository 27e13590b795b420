import { CALENDAR_SYNC_INTERVAL_MINUTES } from '@parley/shared/rules/upcoming-list'
import { z } from 'zod'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs'
import { type Secrets, loadSecrets } from '../../platform/secrets'
import { createTokenCipher } from '../../platform/tokens/token-cipher'
import { enqueueReconcileAfterSync } from '../notetaker'
import { fillUnknownWishes } from './bot-wishes.service'
import { listConnectedCalendars } from './calendar-sync.repository'
import { type CalendarSyncDeps, syncCalendarConnection } from './calendar-sync.service'
import { calendarProviders } from './providers/calendar-provider.registry'

export const CALENDAR_SYNC = 'calendar-sync'
export const CALENDAR_SYNC_ALL = 'calendar-sync-all'

const ZCalendarSyncData = z.object({ companyId: z.number().int().positive(), connectionId: z.number().int().positive() })
export type CalendarSyncData = z.infer<typeof ZCalendarSyncData>

/** The sync's dependencies from configuration; the key is the process's (env, else the data directory). */
export function calendarSyncDeps(db: Database, config: Config, secrets?: Secrets): CalendarSyncDeps {
  const { encryptionKey } =
    secrets ?? loadSecrets({ dataDir: config.dataDir, jwtSecret: config.jwtSecret, encryptionKey: config.encryptionKey, databaseUrl: config.databaseUrl })
  return { db, providers: calendarProviders(config), cipher: createTokenCipher(encryptionKey, config.encryptionKeysPrevious) }
}

/** Queues one connection's sync: one queued and one running per connection, so 'Sync Now' during a cron run adds one. */
export async function enqueueCalendarSync(jobs: Jobs, data: CalendarSyncData): Promise<void> {
  await jobs.send(CALENDAR_SYNC, data, { singletonKey: `calendar-connection-${data.connectionId}` })
}

/**
 * Two queues: `calendar-sync` syncs one connection (a failure is retried by pg-boss with back-off, the cursor
 * saved per page so a retry resumes where it stopped), and `calendar-sync-all`, every 30 minutes,
 * queues every connected calendar.
 */
export function calendarSyncJobs(deps: { db: Database; config: Config; jobs?: Jobs; secrets?: Secrets }, given?: CalendarSyncDeps): JobDefinition[] {
  // Built on first use, so registering the queues reads no key file.
  let built = given
  const sync = () => {
    built ??= calendarSyncDeps(deps.db, deps.config, deps.secrets)
    return built
  }
  return [
    {
      name: CALENDAR_SYNC,
      policy: 'stately',
      handler: async (data) => {
        const ref = ZCalendarSyncData.parse(data)
        await syncCalendarConnection(sync(), ref)
        // New, moved or cancelled meetings change who the bot joins for.
        await enqueueReconcileAfterSync(deps.db, deps.jobs, ref)
      },
    },
    {
      name: CALENDAR_SYNC_ALL,
      schedule: `*/${CALENDAR_SYNC_INTERVAL_MINUTES} * * * *`,
      policy: 'singleton',
      handler: async () => {
        // Upcoming copies whose bot wish no writer decided (demo rows, an upgrade, new company domains) get one.
        await fillUnknownWishes(deps.db, new Date())
        for (const c of await listConnectedCalendars(deps.db.system)) {
          const data = { companyId: c.companyId, connectionId: c.id }
          if (deps.jobs) await enqueueCalendarSync(deps.jobs, data)
          else await syncCalendarConnection(sync(), data).catch(() => undefined)
        }
      },
    },
  ]
}
