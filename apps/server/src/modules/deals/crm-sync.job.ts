import { z } from 'zod'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs'
import { mailerFor } from '../../platform/mail/mailer-for'
import { type Secrets, loadSecrets } from '../../platform/secrets'
import { createTokenCipher } from '../../platform/tokens/token-cipher'
import { listConnectedCrms } from './crm-connection.repository'
import { type CrmSyncDeps, syncCrmConnection } from './crm-sync.service'
import { crmProviders } from './providers/crm-provider.registry'
import { recomputeCompanyDealRollups, recomputeDealRollups } from './deal-rollups.service'
import { dealRollupsJobKey, RECOMPUTE_DEAL_ROLLUPS } from './recompute-deal-rollups.job'

export const CRM_SYNC = 'crm-sync'
export const CRM_SYNC_ALL = 'crm-sync-all'
/** Past this many changed deals one company-wide recompute is cheaper than one job per deal. */
const PER_DEAL_ROLLUP_LIMIT = 200

const ZCrmSyncData = z.object({ companyId: z.number().int().positive(), connectionId: z.number().int().positive() })
export type CrmSyncData = z.infer<typeof ZCrmSyncData>

/** Deal roll-ups after a sync: queued per deal (or once for the company) when there is a queue, else inline. */
export function rollupsAfterSync(db: Database, jobs: Jobs | undefined, now?: () => Date): CrmSyncDeps['onDealsChanged'] {
  return async (companyId, dealIds) => {
    const many = dealIds.length > PER_DEAL_ROLLUP_LIMIT
    if (jobs) {
      if (many) await jobs.send(RECOMPUTE_DEAL_ROLLUPS, { companyId })
      else for (const dealId of dealIds) await jobs.send(RECOMPUTE_DEAL_ROLLUPS, { companyId, dealId }, { singletonKey: dealRollupsJobKey(companyId, dealId) })
      return
    }
    if (many) await recomputeCompanyDealRollups({ db, now }, companyId)
    else for (const dealId of dealIds) await recomputeDealRollups({ db, now }, companyId, dealId)
  }
}

/** The sync's dependencies from configuration; the key is the process's (env, else the data directory). */
export function crmSyncDeps(deps: { db: Database; config: Config; jobs?: Jobs; secrets?: Secrets }): CrmSyncDeps {
  const c = deps.config
  const { encryptionKey } =
    deps.secrets ?? loadSecrets({ dataDir: c.dataDir, jwtSecret: c.jwtSecret, encryptionKey: c.encryptionKey, databaseUrl: c.databaseUrl })
  return {
    db: deps.db,
    providers: crmProviders(deps.config),
    cipher: createTokenCipher(encryptionKey, deps.config.encryptionKeysPrevious),
    mailer: mailerFor({ config: deps.config, db: deps.db }),
    onDealsChanged: rollupsAfterSync(deps.db, deps.jobs),
  }
}

/** One queued and one running sync per connection, so 'Refresh deals' during a periodic run adds one. */
export async function enqueueCrmSync(jobs: Jobs, data: CrmSyncData): Promise<void> {
  await jobs.send(CRM_SYNC, data, { singletonKey: `crm-connection-${data.connectionId}` })
}

/**
 * `crm-sync` syncs one connection (a failure is retried by pg-boss with back-off; the cursor is saved per page, so
 * a retry resumes where it stopped); `crm-sync-all` queues every connected CRM every CRM_SYNC_INTERVAL_MINUTES.
 */
export function crmSyncJobs(deps: { db: Database; config: Config; jobs?: Jobs; secrets?: Secrets }, given?: CrmSyncDeps): JobDefinition[] {
  // Built on first use, so registering the queues reads no key file.
  let built = given
  const sync = () => {
    built ??= crmSyncDeps(deps)
    return built
  }
  return [
    {
      name: CRM_SYNC,
      policy: 'stately',
      handler: async (data) => {
        await syncCrmConnection(sync(), ZCrmSyncData.parse(data))
      },
    },
    {
      name: CRM_SYNC_ALL,
      schedule: `*/${deps.config.crm.syncIntervalMinutes} * * * *`,
      policy: 'singleton',
      handler: async () => {
        for (const c of await listConnectedCrms(deps.db.system)) {
          const data = { companyId: c.companyId, connectionId: c.id }
          if (deps.jobs) await enqueueCrmSync(deps.jobs, data)
          else await syncCrmConnection(sync(), data).catch(() => undefined)
        }
      },
    },
  ]
}
