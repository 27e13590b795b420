import { type FakeSalesforce, startFakeSalesforce } from '@parley/fakes/salesforce/salesforce-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_SECRETS, type TestApp } from '../../../test/test-app'
import { createTokenCipher } from '../../platform/tokens/token-cipher'
import { type CrmSyncDeps, syncCrmConnection } from './crm-sync.service'
import { crmProviders } from './providers/crm-provider.registry'

let t: TestApp
let sf: FakeSalesforce
let deps: CrmSyncDeps
let ref: { companyId: number; connectionId: number }
const waits: number[] = []
const ADMIN = 'avery.admin@northwind.example'
const CLIENT = { id: 'parley-salesforce-test', secret: 'salesforce-secret' }
const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]
const one = async <T>(q: string, params: unknown[] = []) => (await rows<T>(q, params))[0] as T
const ids: Record<string, string> = {}

beforeAll(async () => {
  sf = await startFakeSalesforce({ client: CLIENT, batchSize: 2 })
  t = await buildTestApp({
    PUBLIC_URL: 'https://parley.test',
    SALESFORCE_CLIENT_ID: CLIENT.id,
    SALESFORCE_CLIENT_SECRET: CLIENT.secret,
    SALESFORCE_LOGIN_URL: sf.loginUrl,
    SALESFORCE_API_VERSION: '62.0',
  })
  const s = sf.store
  const owner = s.insert('User', { Name: 'Sasha Sales', Email: 'sasha.sales@northwind.example', IsActive: true }).Id
  for (const [i, [name, closed, won]] of (
    [
      ['Prospecting', false, false],
      ['Negotiation/Review', false, false],
      ['Closed Won', true, true],
      ['Closed Lost', true, false],
    ] as const
  ).entries()) {
    s.insert('OpportunityStage', { ApiName: name, MasterLabel: name, IsActive: true, IsClosed: closed, IsWon: won, SortOrder: i + 1 })
  }
  s.addCustomField('Opportunity', { name: 'Seats__c', label: 'Seats', type: 'double' })
  s.addCustomField('Opportunity', { name: 'Site__c', label: 'Site', type: 'location' })
  ids.account = s.insert('Account', { Name: 'Initech', Website: 'https://www.initech.example', OwnerId: owner }).Id
  s.insert('Contact', { FirstName: 'Peter', LastName: 'Gibbons', Email: 'peter@initech.example', AccountId: ids.account })
  ids.opp = s.insert('Opportunity', {
    Name: 'Initech renewal',
    AccountId: ids.account,
    Amount: 15000,
    StageName: 'Prospecting',
    CloseDate: '2026-12-15',
    OwnerId: owner,
    IsClosed: false,
    Type: 'Renewal',
    NextStep: 'Pricing call',
    Seats__c: 40,
    Site__c: { latitude: 1, longitude: 2 },
  }).Id
  ids.gone = s.insert('Opportunity', { Name: 'Initech upsell', AccountId: ids.account, StageName: 'Prospecting' }).Id
  s.insert('Opportunity', { Name: 'Initech pilot', AccountId: ids.account, StageName: 'Closed Won', IsClosed: true })
  s.insert('EmailMessage', {
    Subject: 'Pricing',
    FromAddress: 'peter@initech.example',
    ToAddress: 'sasha.sales@northwind.example; ops@northwind.example',
    Incoming: true,
    MessageDate: '2026-11-12T10:00:00.000+0000',
    TextBody: 'Numbers?',
    RelatedToId: ids.opp,
  })

  const { url } = (await t.app.inject({ method: 'GET', url: '/api/crm/salesforce/connect', headers: await t.as(ADMIN) })).json() as { url: string }
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') as string)
  const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` })
  expect(res.headers.location).toBe('/settings?crm_connected=salesforce')
  const conn = await one<{ id: number; company_id: number }>("select id, company_id from crm_connections where provider = 'salesforce'")
  ref = { companyId: conn.company_id, connectionId: conn.id }
  deps = {
    db: t.db,
    providers: crmProviders(t.config),
    cipher: createTokenCipher(TEST_SECRETS.encryptionKey),
    sleep: async (ms) => {
      waits.push(ms)
    },
  }
})
afterAll(async () => {
  await t?.close()
  await sf?.stop()
})

describe('Salesforce sync into the CRM mirror', () => {
  it('stores the org, instance URL and the first sync, paging with nextRecordsUrl on the pinned API version', async () => {
    const c = await one<{ instance_url: string; external_account_id: string; last_synced_at: Date | null }>(
      'select instance_url, external_account_id, last_synced_at from crm_connections where id = $1',
      [ref.connectionId],
    )
    expect(c).toMatchObject({ instance_url: sf.instanceUrl, external_account_id: sf.store.orgId })
    expect(c.last_synced_at).not.toBeNull()
    const api = sf.requests.filter((r) => r.path.startsWith('/services/data/'))
    expect(api.length).toBeGreaterThan(0)
    expect(api.every((r) => r.path.startsWith('/services/data/v62.0/'))).toBe(true)
    expect(api.some((r) => /\/query\/01g/.test(r.path))).toBe(true)
    const deal = await one<Record<string, unknown>>(
      `select d.name, d.amount::float as amount, d.close_date::text as close_date, d.stage_name, d.type, d.next_step, d.custom_fields, d.crm_url,
              u.email as owner_email, a.name as account_name, a.custom_fields as account_fields
       from deals d left join users u on u.id = d.owner_id left join accounts a on a.id = d.account_id where d.crm_deal_id = $1`,
      [ids.opp],
    )
    expect(deal).toMatchObject({
      name: 'Initech renewal',
      amount: 15000,
      close_date: '2026-12-15',
      stage_name: 'Prospecting',
      type: 'Renewal',
      next_step: 'Pricing call',
      owner_email: 'sasha.sales@northwind.example',
      account_name: 'Initech',
      account_fields: { domain: 'initech.example' },
      crm_url: `${sf.instanceUrl}/lightning/r/Opportunity/${ids.opp}/view`,
    })
    // 'location' is a field type Parley does not know: kept as text.
    expect(deal.custom_fields).toEqual({ Seats__c: 40, Site__c: '{"latitude":1,"longitude":2}' })
    expect(
      await rows("select name, stage_group from deal_stages where company_id = $1 and name in ('Closed Won', 'Closed Lost') order by name", [ref.companyId]),
    ).toEqual([
      { name: 'Closed Lost', stage_group: 'lost' },
      { name: 'Closed Won', stage_group: 'won' },
    ])
    const email = await one<Record<string, unknown>>(
      'select e.direction, e.to_emails, d.crm_deal_id from emails e join deals d on d.id = e.deal_id where e.subject = $1',
      ['Pricing'],
    )
    expect(email).toEqual({ direction: 'INCOMING_EMAIL', to_emails: ['sasha.sales@northwind.example', 'ops@northwind.example'], crm_deal_id: ids.opp })
  })

  it('incremental: SystemModstamp filter, a stage change recorded, a deleted opportunity marked; 403 REQUEST_LIMIT_EXCEEDED backs off', async () => {
    sf.reset()
    waits.length = 0
    sf.store.update('Opportunity', ids.opp as string, { StageName: 'Negotiation/Review' })
    sf.store.delete('Opportunity', ids.gone as string)
    sf.failNext({ status: 403 })
    const result = await syncCrmConnection(deps, ref)
    expect(result.status).toBe('synced')
    expect(waits.length).toBe(1)
    const soql = sf.requests.flatMap((r) => (r.query.q ? [r.query.q] : []))
    expect(soql.some((q) => /FROM Opportunity WHERE SystemModstamp >= \d{4}-\d{2}-\d{2}T[\d:]+Z ORDER BY SystemModstamp/.test(q))).toBe(true)
    expect(sf.requests.some((r) => r.path === '/services/data/v62.0/queryAll')).toBe(true)
    const history = await rows(
      'select h.from_stage, h.to_stage from deal_stage_history h join deals d on d.id = h.deal_id where d.crm_deal_id = $1 order by h.id',
      [ids.opp],
    )
    expect(history).toEqual([
      { from_stage: null, to_stage: 'Prospecting' },
      { from_stage: 'Prospecting', to_stage: 'Negotiation/Review' },
    ])
    expect((await one<{ deleted_at: Date | null }>('select deleted_at from deals where crm_deal_id = $1', [ids.gone])).deleted_at).not.toBeNull()
  })

  it('401 INVALID_SESSION_ID refreshes the token once and carries on', async () => {
    sf.grants.expireAccessTokens()
    const result = await syncCrmConnection(deps, ref)
    expect(result.status).toBe('synced')
    expect(sf.requests.some((r) => r.path === '/services/oauth2/token')).toBe(true)
  })
})
