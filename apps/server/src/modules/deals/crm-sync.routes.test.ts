import { type FakeHubSpot, startFakeHubSpot } from '@parley/fakes/hubspot/hubspot-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_SECRETS, type TestApp } from '../../../test/test-app'
import { mailerFor } from '../../platform/mail/mailer-for'
import { createTokenCipher } from '../../platform/tokens/token-cipher'
import { upsertDeals } from './crm-deals.repository'
import { rollupsAfterSync } from './crm-sync.job'
import { type CrmSyncDeps, syncCrmConnection } from './crm-sync.service'
import { crmProviders } from './providers/crm-provider.registry'

let t: TestApp
let hs: FakeHubSpot
let deps: CrmSyncDeps
let ref: { companyId: number; connectionId: number }
const waits: number[] = []
const ADMIN = 'avery.admin@northwind.example'
const CLIENT = { id: 'parley-hubspot-test', secret: 'hubspot-secret' }
const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]
const one = async <T>(q: string, params: unknown[] = []) => (await rows<T>(q, params))[0] as T
const ids: Record<string, string> = {}

beforeAll(async () => {
  hs = await startFakeHubSpot({ client: CLIENT })
  t = await buildTestApp({
    PUBLIC_URL: 'https://parley.test',
    HUBSPOT_CLIENT_ID: CLIENT.id,
    HUBSPOT_CLIENT_SECRET: CLIENT.secret,
    HUBSPOT_API_URL: hs.apiUrl,
    HUBSPOT_AUTH_URL: hs.authorizeUrl,
    HUBSPOT_TOKEN_URL: hs.tokenUrl,
  })
  const s = hs.store
  s.addOwner({ email: 'Sasha.Sales@northwind.example', firstName: 'Sasha', lastName: 'Sales' })
  s.addOwner({ email: 'nobody@elsewhere.example', firstName: 'No', lastName: 'Body' })
  s.addDealProperty({ name: 'seats', label: 'Seats', type: 'number', fieldType: 'number' })
  s.addDealProperty({ name: 'hq_location', label: 'HQ location', type: 'geo_point', fieldType: 'text' })
  const owner = s.owners[0]?.id as string
  ids.company = s.create('companies', { name: 'Globex', domain: 'Globex.example', industry: 'Energy', hubspot_owner_id: owner }).id
  ids.contact = s.create('contacts', { firstname: 'Gina', lastname: 'Globex', email: 'gina@globex.example', jobtitle: 'CFO' }, { companies: [ids.company] }).id
  ids.deal = s.create(
    'deals',
    {
      dealname: 'Globex expansion',
      amount: '48000.50',
      closedate: '2026-12-31T00:00:00Z',
      dealstage: 'qualifiedtobuy',
      pipeline: 'default',
      dealtype: 'newbusiness',
      hs_next_step: 'Send the proposal',
      description: 'Budget approved in Q4',
      hubspot_owner_id: owner,
      seats: '120',
      hq_location: '{"lat":40.7,"lng":-74}',
    },
    { companies: [ids.company], contacts: [ids.contact] },
  ).id
  ids.other = s.create('deals', { dealname: 'Globex pilot', dealstage: 'appointmentscheduled', pipeline: 'default' }, { companies: [ids.company] }).id
  ids.email = s.create(
    'emails',
    {
      hs_timestamp: '2026-11-10T15:00:00Z',
      hs_email_direction: 'INCOMING_EMAIL',
      hs_email_subject: 'Re: proposal',
      hs_email_text: 'Looks good',
      hs_email_headers: JSON.stringify({ from: { email: 'Gina@globex.example' }, to: [{ email: 'sasha.sales@northwind.example' }], cc: [] }),
      hubspot_owner_id: owner,
    },
    { deals: [ids.deal], companies: [ids.company] },
  ).id

  // The admin connects (the fake grants at once); the first sync runs before the callback answers.
  const { url } = (await t.app.inject({ method: 'GET', url: '/api/crm/hubspot/connect', headers: await t.as(ADMIN) })).json() as { url: string }
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') as string)
  const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` })
  expect(res.headers.location).toBe('/settings?crm_connected=hubspot')
  const conn = await one<{ id: number; company_id: number }>("select id, company_id from crm_connections where provider = 'hubspot'")
  ref = { companyId: conn.company_id, connectionId: conn.id }
  deps = {
    db: t.db,
    providers: crmProviders(t.config),
    cipher: createTokenCipher(TEST_SECRETS.encryptionKey),
    sleep: async (ms) => {
      waits.push(ms)
    },
    mailer: mailerFor({ config: t.config, db: t.db }),
    onDealsChanged: rollupsAfterSync(t.db, undefined),
  }
})
afterAll(async () => {
  await t?.close()
  await hs?.stop()
})

const dealRow = (crmId: string) =>
  one<Record<string, unknown>>(
    `select d.*, d.close_date::text as close_date, u.email as owner_email, a.name as account_name from deals d left join users u on u.id = d.owner_id
     left join accounts a on a.id = d.account_id where d.crm_deal_id = $1`,
    [crmId],
  )

describe('HubSpot sync into the CRM mirror', () => {
  it('the first sync stores accounts, contacts, deals with owner, stage, custom fields, and e-mails', async () => {
    const deal = await dealRow(ids.deal as string)
    expect(deal).toMatchObject({
      name: 'Globex expansion',
      close_date: '2026-12-31',
      stage_name: 'Qualified To Buy',
      type: 'newbusiness',
      next_step: 'Send the proposal',
      notes: 'Budget approved in Q4',
      owner_email: 'sasha.sales@northwind.example',
      account_name: 'Globex',
      is_closed: false,
      deleted_at: null,
    })
    expect(Number(deal.amount)).toBe(48000.5)
    // A field type we do not know (geo_point) is stored as the CRM's text.
    expect(deal.custom_fields).toEqual({ seats: 120, hq_location: '{"lat":40.7,"lng":-74}' })
    expect(await rows('select db_field, field_type from crm_custom_fields where db_field in ($1, $2) order by db_field', ['hq_location', 'seats'])).toEqual([
      { db_field: 'hq_location', field_type: 'text' },
      { db_field: 'seats', field_type: 'number' },
    ])
    const account = await one<{ custom_fields: { domain: string }; industry: string }>(
      'select custom_fields, industry from accounts where crm_account_id = $1',
      [ids.company],
    )
    expect(account).toMatchObject({ custom_fields: { domain: 'globex.example' }, industry: 'Energy' })
    const email = await one<Record<string, unknown>>(
      'select e.direction, e.subject, e.from_email, e.to_emails, d.crm_deal_id from emails e join deals d on d.id = e.deal_id where e.crm_email_id = $1',
      [ids.email],
    )
    expect(email).toEqual({
      direction: 'INCOMING_EMAIL',
      subject: 'Re: proposal',
      from_email: 'gina@globex.example',
      to_emails: ['sasha.sales@northwind.example'],
      crm_deal_id: ids.deal,
    })
    expect(
      await rows('select c.email from deal_contacts dc join contacts c on c.id = dc.contact_id join deals d on d.id = dc.deal_id where d.crm_deal_id = $1', [
        ids.deal,
      ]),
    ).toEqual([{ email: 'gina@globex.example' }])
    const stages = await rows<{ name: string; stage_group: string }>(
      "select name, stage_group from deal_stages where crm_stage_id in ('closedwon', 'closedlost') order by name",
    )
    expect(stages).toEqual([
      { name: 'Closed Lost', stage_group: 'lost' },
      { name: 'Closed Won', stage_group: 'won' },
    ])
    const c = await one<{ last_synced_at: Date | null; sync_cursor: string; status: string }>(
      'select last_synced_at, sync_cursor, status from crm_connections where id = $1',
      [ref.connectionId],
    )
    expect(c.status).toBe('connected')
    expect(c.last_synced_at).not.toBeNull()
    expect(JSON.parse(c.sync_cursor)).toMatchObject({ round: null, since: { deals: expect.any(String), emails: expect.any(String) } })
  })

  it('an incremental sync reads changes by search; a stage change adds one history row', async () => {
    hs.reset()
    hs.store.update('deals', ids.deal as string, { dealstage: 'contractsent' })
    const result = await syncCrmConnection(deps, ref)
    expect(result).toMatchObject({ status: 'synced', dealsChanged: 1 })
    expect(hs.requests.some((r) => r.path === '/crm/v3/objects/deals/search')).toBe(true)
    expect(hs.requests.some((r) => r.method === 'GET' && r.path === '/crm/v3/objects/deals' && r.query.archived !== 'true')).toBe(false)
    const history = await rows<{ from_stage: string | null; to_stage: string }>(
      'select h.from_stage, h.to_stage from deal_stage_history h join deals d on d.id = h.deal_id where d.crm_deal_id = $1 order by h.changed_at, h.id',
      [ids.deal],
    )
    expect(history).toEqual([
      { from_stage: null, to_stage: 'Qualified To Buy' },
      { from_stage: 'Qualified To Buy', to_stage: 'Contract Sent' },
    ])
    expect((await dealRow(ids.deal as string)).stage_name).toBe('Contract Sent')
  })

  it('a record older than the stored one (out of order) changes nothing', async () => {
    const stale = {
      crmId: ids.deal as string,
      name: 'Old name',
      amount: 1,
      closeDate: null,
      createdAt: null,
      pipeline: 'default',
      stageCrmId: 'appointmentscheduled',
      stageName: null,
      type: null,
      nextStep: null,
      notes: null,
      leadSource: null,
      isClosed: null,
      ownerCrmId: null,
      accountCrmId: null,
      contactCrmIds: [],
      customFields: {},
      crmUrl: null,
      updatedAt: new Date('2020-01-01T00:00:00Z'),
    }
    const written = await t.db.withTenant(ref.companyId, (tx) =>
      upsertDeals(tx, ref.companyId, [stale, { ...stale }], { owners: new Map(), stages: new Map() }),
    )
    expect(written).toEqual([])
    expect((await dealRow(ids.deal as string)).name).toBe('Globex expansion')
  })

  it('429 with Retry-After, then success: the sync waits as told and finishes', async () => {
    hs.reset()
    waits.length = 0
    hs.store.update('deals', ids.other as string, { amount: '999' })
    hs.failNext({ status: 429, retryAfterSeconds: 1 }, 2)
    const result = await syncCrmConnection(deps, ref)
    expect(result.status).toBe('synced')
    expect(waits).toEqual([1000, 1000])
    expect(Number((await dealRow(ids.other as string)).amount)).toBe(999)
  })

  it('500 is a passing fault: retried with back-off, then the sync finishes', async () => {
    hs.reset()
    waits.length = 0
    hs.store.update('deals', ids.other as string, { amount: '1000' })
    hs.failNext({ status: 500 }, 2)
    const result = await syncCrmConnection(deps, ref)
    expect(result.status).toBe('synced')
    expect(waits).toHaveLength(2)
    expect(Number((await dealRow(ids.other as string)).amount)).toBe(1000)
  })

  it('a record sent twice in one page (a retried page) is stored once, as its latest version', async () => {
    const base = { ...(await dealRow(ids.deal as string)) }
    const record = (updatedAt: string, name: string) => ({
      crmId: ids.deal as string,
      name,
      amount: null,
      closeDate: null,
      createdAt: null,
      pipeline: 'default',
      stageCrmId: 'contractsent',
      stageName: null,
      type: null,
      nextStep: null,
      notes: null,
      leadSource: null,
      isClosed: null,
      ownerCrmId: null,
      accountCrmId: null,
      contactCrmIds: [],
      customFields: {},
      crmUrl: null,
      updatedAt: new Date(updatedAt),
    })
    const newer = new Date((base.crm_updated_at as Date).getTime() + 60_000).toISOString()
    const newest = new Date((base.crm_updated_at as Date).getTime() + 120_000).toISOString()
    const written = await t.db.withTenant(ref.companyId, (tx) =>
      upsertDeals(tx, ref.companyId, [record(newest, 'Globex expansion II'), record(newer, 'Globex expansion (older)')], {
        owners: new Map(),
        stages: new Map(),
      }),
    )
    expect(written).toHaveLength(1)
    expect((await dealRow(ids.deal as string)).name).toBe('Globex expansion II')
    // Put the name back as the CRM has it, for the tests after.
    await t.db.pool.query('update deals set name = $2, crm_updated_at = $3 where crm_deal_id = $1', [ids.deal, base.name, base.crm_updated_at])
  })

  it('a failure mid-step keeps the cursor; the next run resumes at the page in flight', async () => {
    for (let i = 0; i < 1100; i++) hs.store.create('contacts', { firstname: 'Bulk', lastname: String(i), email: `bulk${i}@globex.example` })
    hs.reset()
    // Owners, stages, fields, accounts and the first batch of contacts (10 pages) pass; then the CRM fails past the retries.
    let calls = 0
    const failing: CrmSyncDeps = {
      ...deps,
      sleep: async () => {
        calls++
      },
    }
    let served = 0
    const flaky: typeof fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.includes('/crm/v3/objects/contacts/search') && served++ >= 10) return new Response('{"status":"error","message":"down"}', { status: 503 })
      return fetch(input, init)
    }
    await expect(syncCrmConnection({ ...failing, providers: crmProviders(t.config, flaky) }, ref)).rejects.toThrow(/503/)
    expect(calls).toBeGreaterThan(0)
    const cursor = JSON.parse((await one<{ sync_cursor: string }>('select sync_cursor from crm_connections where id = $1', [ref.connectionId])).sync_cursor)
    expect(cursor.round).toMatchObject({ step: 1, pageToken: expect.any(String) })
    const stored = Number((await one<{ n: string }>("select count(*) as n from contacts where email like 'bulk%'")).n)
    expect(stored).toBeGreaterThan(0)
    expect(stored).toBeLessThan(1100)
    const resumed = await syncCrmConnection(deps, ref)
    expect(resumed.status).toBe('synced')
    expect(Number((await one<{ n: string }>("select count(*) as n from contacts where email like 'bulk%'")).n)).toBe(1100)
  })

  it('a deal deleted in the CRM is marked deleted; calls mapped to it keep the mapping', async () => {
    const deal = await dealRow(ids.other as string)
    const meeting = await one<{ id: number }>('select id from meetings where company_id = $1 order by id limit 1', [ref.companyId])
    await t.db.pool.query('insert into meeting_deals (company_id, meeting_id, deal_id, source) values ($1, $2, $3, $4)', [
      ref.companyId,
      meeting.id,
      deal.id,
      'user',
    ])
    hs.store.archive('deals', ids.other as string)
    const result = await syncCrmConnection(deps, ref)
    expect(result.stored.deleted).toBe(1)
    expect((await dealRow(ids.other as string)).deleted_at).not.toBeNull()
    expect(await rows('select meeting_id from meeting_deals where deal_id = $1', [deal.id])).toEqual([{ meeting_id: meeting.id }])
    // Seen again on the next round, it is not marked twice.
    expect((await syncCrmConnection(deps, ref)).stored.deleted).toBe(0)
  })

  it('a revoked grant: refresh once, then the connection is revoked, crm_access_status says so and the admins are told', async () => {
    hs.grants.revoke(String(hs.store.portalId))
    const result = await syncCrmConnection(deps, ref)
    expect(result.status).toBe('revoked')
    const c = await one<{ status: string; last_error: string }>('select status, last_error from crm_connections where id = $1', [ref.connectionId])
    expect(c.status).toBe('revoked')
    expect(c.last_error).toContain('An admin must reconnect HubSpot in Settings')
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: await t.as(ADMIN) })).json()
    expect(JSON.stringify(profile)).toContain('"crm_access_status":"revoked"')
    const mail = await rows<{ to_email: string }>("select * from mail_outbox where template = 'crm_revoked'")
    expect(mail.length).toBeGreaterThan(0)
    const listed = (await t.app.inject({ method: 'GET', url: '/api/crm/connections', headers: await t.as(ADMIN) })).json()
    expect(listed.connections).toEqual([expect.objectContaining({ provider: 'hubspot', status: 'revoked', notice: expect.stringContaining('reconnect') })])
    // A revoked connection is not synced again until reconnected.
    expect((await syncCrmConnection(deps, ref)).status).toBe('skipped')
  })

  it("403 even after a fresh token (scopes withdrawn) revokes the connection with HubSpot's words", async () => {
    // The admin reconnects; then HubSpot refuses the app's scopes.
    const { url } = (await t.app.inject({ method: 'GET', url: '/api/crm/hubspot/connect', headers: await t.as(ADMIN) })).json() as { url: string }
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') as string)
    expect((await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` })).headers.location).toBe('/settings?crm_connected=hubspot')
    expect((await one<{ status: string }>('select status from crm_connections where id = $1', [ref.connectionId])).status).toBe('connected')
    hs.reset()
    hs.failNext({ status: 403 }, 2)
    const result = await syncCrmConnection(deps, ref)
    expect(result).toMatchObject({ status: 'revoked', message: expect.stringContaining('HubSpot answered HTTP 403: Injected failure 403') })
    // The second 403 came right after a refreshed token: [… token, 403, token, 403].
    expect(hs.requests.slice(-3).map((r) => r.path)).toEqual([expect.stringMatching(/^\/crm\//), '/oauth/v1/token', expect.stringMatching(/^\/crm\//)])
    const c = await one<{ status: string; last_error: string }>('select status, last_error from crm_connections where id = $1', [ref.connectionId])
    expect(c).toMatchObject({ status: 'revoked', last_error: expect.stringContaining('An admin must reconnect HubSpot in Settings') })
  })
})
