// npx tsx bench/crm-sync.ts — initial sync of 50,000 deals, 20,000 accounts and 200,000 e-mails
// from the HubSpot fake ≤ 5 minutes; an incremental sync with 100 changes ≤ 10 s.
// The real sync use case (HubSpot client over HTTP, token module, per-page transactions with the cursor, stage
// history, deleted deals) against the local HubSpot fake, on PostgreSQL: without BENCH_DATABASE_URL it creates the
// scratch database parley_crm_bench on 127.0.0.1:5432 and drops it afterwards.
// Options: --deals 50000 --accounts 20000 --emails 200000 --contacts-per-account 1 --changes 100 --keep.
// Prints figures and the machine's load; asserts nothing.
import { randomBytes } from 'node:crypto'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { seedHubSpotPortal } from '@parley/fakes/hubspot/hubspot-seed'
import { startFakeHubSpot } from '@parley/fakes/hubspot/hubspot-server'
import pg from 'pg'
import { type Database, openDatabase } from '../apps/server/src/db/client'
import { migrateDatabase } from '../apps/server/src/db/migrate'
import { type CrmSyncDeps, type CrmSyncResult, syncCrmConnection } from '../apps/server/src/modules/deals/crm-sync.service'
import { hubspotProvider } from '../apps/server/src/modules/deals/providers/hubspot/hubspot.client'
import { salesforceProvider } from '../apps/server/src/modules/deals/providers/salesforce/salesforce.client'
import { createTokenCipher } from '../apps/server/src/platform/tokens/token-cipher'

const { values } = parseArgs({
  options: {
    deals: { type: 'string', default: '50000' },
    accounts: { type: 'string', default: '20000' },
    emails: { type: 'string', default: '200000' },
    'contacts-per-account': { type: 'string', default: '1' },
    changes: { type: 'string', default: '100' },
    keep: { type: 'boolean', default: false },
  },
})
const DEALS = Number(values.deals)
const ACCOUNTS = Number(values.accounts)
const EMAILS = Number(values.emails)
const CONTACTS = Number(values['contacts-per-account'])
const CHANGES = Number(values.changes)
const SCRATCH = 'postgres://postgres@127.0.0.1:5432/parley_crm_bench'
const COMPANY = 'CRM Bench Co'
const DOMAIN = 'crmbench.example'

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const load = () => `load average ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores`

async function onServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: Object.assign(new URL(SCRATCH), { pathname: '/postgres' }).toString() })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

async function openBenchDatabase(): Promise<{ db: Database; cleanup: () => Promise<void>; where: string }> {
  const given = process.env.BENCH_DATABASE_URL
  if (!given) {
    await onServer('drop database if exists parley_crm_bench with (force)')
    await onServer('create database parley_crm_bench')
  }
  const db = await openDatabase({ databaseUrl: given ?? SCRATCH, poolSize: 4 })
  return {
    db,
    where: given ? 'BENCH_DATABASE_URL' : 'local PostgreSQL (scratch database parley_crm_bench)',
    cleanup: async () => {
      if (given && !values.keep) await db.pool.query('delete from companies where name = $1', [COMPANY])
      await db.close()
      if (!given && !values.keep) await onServer('drop database if exists parley_crm_bench with (force)')
    },
  }
}

const describe = (r: CrmSyncResult) =>
  `${r.status}, ${r.batches} batches: ${r.stored.accounts} accounts, ${r.stored.contacts} contacts, ${r.stored.deals} deals, ${r.stored.emails} e-mails, ${r.stored.deleted} deleted`

async function main(): Promise<void> {
  const client = { id: 'bench', secret: 'bench-secret' }
  // The portal's records were made a day before the first sync, as in a real CRM (the fake's clock is moved back
  // while seeding), so the incremental round reads only what changed since.
  let clockOffset = -86_400_000
  const hs = await startFakeHubSpot({ client, now: () => Date.now() + clockOffset })
  const { db, cleanup, where } = await openBenchDatabase()
  try {
    await migrateDatabase(db)
    const seedStart = performance.now()
    await db.pool.query('delete from companies where name = $1', [COMPANY])
    const companyId = (await db.pool.query<{ id: number }>("insert into companies (name, parley_domain) values ($1, 'crmbench') returning id", [COMPANY]))
      .rows[0]?.id as number
    const owners = Array.from({ length: 50 }, (_, i) => `rep${i}@${DOMAIN}`)
    await db.pool.query(
      `insert into users (company_id, name, email, status) select $1, 'Rep ' || i, e, 'active' from unnest($2::text[]) with ordinality as t(e, i)`,
      [companyId, owners],
    )
    seedHubSpotPortal(hs.store, owners, { companies: ACCOUNTS, contactsPerCompany: CONTACTS, deals: DEALS, emails: EMAILS })
    clockOffset = 0
    const cipher = createTokenCipher(randomBytes(32).toString('base64'))
    const grant = hs.grants.grant(String(hs.store.portalId))
    const connectionId = (
      await db.pool.query<{ id: number }>(
        `insert into crm_connections (company_id, provider, instance_url, external_account_id, access_token_enc, refresh_token_enc, expires_at, status)
         values ($1, 'hubspot', $2, $3, $4, $5, now() + interval '1 hour', 'connected') returning id`,
        [companyId, hs.apiUrl, String(hs.store.portalId), cipher.seal(grant.accessToken), cipher.seal(grant.refreshToken)],
      )
    ).rows[0]?.id as number
    console.log(
      `seeded the HubSpot fake (${ACCOUNTS} companies, ${ACCOUNTS * CONTACTS} contacts, ${DEALS} deals, ${EMAILS} e-mails) and ${where} in ${secs(performance.now() - seedStart)}`,
    )

    const oauthClient = { tokenUrl: hs.tokenUrl, clientId: client.id, clientSecret: client.secret }
    const deps: CrmSyncDeps = {
      db,
      cipher,
      providers: {
        hubspot: hubspotProvider({ apiUrl: hs.apiUrl, authUrl: hs.authorizeUrl, appUrl: null, oauthClient }),
        salesforce: salesforceProvider({ loginUrl: 'http://127.0.0.1:9', apiVersion: '62.0', oauthClient }),
      },
    }
    const ref = { companyId, connectionId }

    console.log(`initial sync starting (${load()})`)
    const t0 = performance.now()
    const initial = await syncCrmConnection(deps, ref)
    const initialMs = performance.now() - t0
    console.log(`initial sync: ${secs(initialMs)} (target ≤ 300 s) — ${describe(initial)}; ${hs.requests.length} HubSpot requests (${load()})`)

    // CHANGES changes: stage moves and amounts on deals, a few archived, a few new e-mails.
    hs.reset()
    const dealIds = [...hs.store.all('deals')].map((d) => d.id)
    const stages = ['qualifiedtobuy', 'contractsent', 'closedwon']
    for (let i = 0; i < CHANGES; i++) {
      const id = dealIds[(i * 499) % dealIds.length] as string
      if (i % 10 === 9) hs.store.archive('deals', id)
      else hs.store.update('deals', id, { dealstage: stages[i % stages.length] as string, amount: String(1000 + i) })
    }
    const t1 = performance.now()
    const incremental = await syncCrmConnection(deps, ref)
    const incrementalMs = performance.now() - t1
    console.log(
      `incremental sync with ${CHANGES} changes: ${secs(incrementalMs)} (target ≤ 10 s) — ${describe(incremental)}; ${hs.requests.length} HubSpot requests (${load()})`,
    )
    const counts = (
      await db.pool.query<{ deals: string; accounts: string; emails: string; history: string; deleted: string }>(
        `select (select count(*) from deals where company_id = $1) as deals, (select count(*) from accounts where company_id = $1) as accounts,
                (select count(*) from emails where company_id = $1) as emails, (select count(*) from deal_stage_history where company_id = $1) as history,
                (select count(*) from deals where company_id = $1 and deleted_at is not null) as deleted`,
        [companyId],
      )
    ).rows[0]
    console.log(
      `stored: ${counts?.deals} deals (${counts?.deleted} deleted), ${counts?.accounts} accounts, ${counts?.emails} e-mails, ${counts?.history} stage-history rows`,
    )
  } finally {
    await cleanup()
    await hs.stop()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exitCode = 1
})
