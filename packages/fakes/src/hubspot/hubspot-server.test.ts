import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeHubSpot, startFakeHubSpot } from './hubspot-server'

let hs: FakeHubSpot
let token: string
const CLIENT = { id: 'hs-client', secret: 'hs-secret' }
beforeAll(async () => {
  hs = await startFakeHubSpot({ client: CLIENT })
})
afterAll(() => hs.stop())
beforeEach(() => {
  hs.reset()
  token = hs.grants.grant(String(hs.store.portalId)).accessToken
})

const api = (path: string, init: RequestInit = {}, bearer = token) =>
  fetch(`${hs.apiUrl}${path}`, { ...init, headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...init.headers } })
const tokenCall = (form: Record<string, string>) =>
  fetch(hs.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT.id, client_secret: CLIENT.secret, ...form }),
  })

describe('fake HubSpot CRM v3', () => {
  it('consent redirects back with a code that the token endpoint exchanges once; refresh stops after revoke', async () => {
    const redirect = 'https://parley.test/api/crm/hubspot/callback'
    const at = await fetch(`${hs.authorizeUrl}?client_id=${CLIENT.id}&redirect_uri=${encodeURIComponent(redirect)}&state=s1`, { redirect: 'manual' })
    const back = new URL(at.headers.get('location') as string)
    expect(back.searchParams.get('state')).toBe('s1')
    const code = back.searchParams.get('code') as string
    const first = await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: redirect })
    const granted = (await first.json()) as { access_token: string; refresh_token: string; expires_in: number }
    expect(granted.expires_in).toBe(1800)
    expect((await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: redirect })).status).toBe(400)
    expect((await tokenCall({ grant_type: 'refresh_token', refresh_token: granted.refresh_token })).status).toBe(200)
    hs.grants.revoke(String(hs.store.portalId))
    const refused = await tokenCall({ grant_type: 'refresh_token', refresh_token: granted.refresh_token })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ status: 'BAD_REFRESH_TOKEN' })
  })

  it('401 on a bad token, with HubSpot’s error body', async () => {
    const res = await api('/crm/v3/objects/deals', {}, 'nope')
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ status: 'error', category: 'INVALID_AUTHENTICATION' })
  })

  it('lists deals with `after` paging, string properties and associations; archived ones apart', async () => {
    const company = hs.store.create('companies', { name: 'Acme', domain: 'acme.example' })
    const ids = [1, 2, 3].map(
      (i) => hs.store.create('deals', { dealname: `Deal ${i}`, amount: String(i * 1000), dealstage: 'qualifiedtobuy' }, { companies: [company.id] }).id,
    )
    hs.store.archive('deals', ids[2] as string)
    const page1 = (await (await api('/crm/v3/objects/deals?limit=1&properties=dealname,amount&associations=companies')).json()) as {
      results: { id: string; properties: Record<string, string>; associations: { companies: { results: { id: string; type: string }[] } } }[]
      paging: { next: { after: string } }
    }
    expect(page1.results[0]?.properties).toMatchObject({ dealname: 'Deal 1', amount: '1000' })
    expect(page1.results[0]?.associations.companies.results).toEqual([{ id: company.id, type: 'deal_to_company' }])
    const page2 = (await (await api(`/crm/v3/objects/deals?limit=1&after=${page1.paging.next.after}`)).json()) as {
      results: { id: string }[]
      paging?: unknown
    }
    expect(page2.results.map((r) => r.id)).toEqual([ids[1]])
    expect(page2.paging).toBeUndefined()
    const archived = (await (await api('/crm/v3/objects/deals?archived=true')).json()) as { results: { id: string; archived: boolean }[] }
    expect(archived.results.map((r) => [r.id, r.archived])).toEqual([[ids[2], true]])
  })

  it('searches by hs_lastmodifieddate ascending, refuses past the 10k window, and reads associations in v4 batches', async () => {
    const d = hs.store.create('deals', { dealname: 'Searched' })
    const contact = hs.store.create('contacts', { email: 'x@acme.example' })
    hs.store.associate('deals', d.id, 'contacts', contact.id)
    const since = Date.parse(d.properties.hs_lastmodifieddate as string)
    hs.store.update('deals', d.id, { dealstage: 'closedwon' })
    const body = (after: string, limit = 100) =>
      JSON.stringify({
        filterGroups: [{ filters: [{ propertyName: 'hs_lastmodifieddate', operator: 'GTE', value: String(since) }] }],
        sorts: [{ propertyName: 'hs_lastmodifieddate', direction: 'ASCENDING' }],
        properties: ['dealstage'],
        limit,
        after,
      })
    const found = (await (await api('/crm/v3/objects/deals/search', { method: 'POST', body: body('0') })).json()) as {
      total: number
      results: { id: string; properties: Record<string, string> }[]
    }
    expect(found.results.map((r) => r.id)).toContain(d.id)
    expect(found.results.find((r) => r.id === d.id)?.properties.dealstage).toBe('closedwon')
    expect((await api('/crm/v3/objects/deals/search', { method: 'POST', body: body('9950') })).status).toBe(400)
    const assoc = (await (
      await api('/crm/v4/associations/deals/contacts/batch/read', { method: 'POST', body: JSON.stringify({ inputs: [{ id: d.id }] }) })
    ).json()) as {
      results: { from: { id: string }; to: { toObjectId: number }[] }[]
    }
    expect(assoc.results).toEqual([{ from: { id: d.id }, to: [expect.objectContaining({ toObjectId: Number(contact.id) })] }])
  })

  it('answers 429 TEN_SECONDLY_ROLLING with Retry-After, and injected 5xx', async () => {
    hs.failNext({ status: 429, retryAfterSeconds: 2 })
    hs.failNext({ status: 502 })
    const limited = await api('/crm/v3/owners')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('2')
    expect(await limited.json()).toMatchObject({ policyName: 'TEN_SECONDLY_ROLLING', message: 'You have reached your secondly limit.' })
    expect((await api('/crm/v3/owners')).status).toBe(502)
    expect((await api('/crm/v3/owners')).status).toBe(200)
  })

  it('creates a note associated to a deal (hs_timestamp required), for the write-back', async () => {
    const d = hs.store.create('deals', { dealname: 'Noted' })
    const note = (properties: Record<string, string>) =>
      api('/crm/v3/objects/notes', {
        method: 'POST',
        body: JSON.stringify({ properties, associations: [{ to: { id: d.id }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 214 }] }] }),
      })
    expect((await note({ hs_note_body: 'no time' })).status).toBe(400)
    const created = await note({ hs_note_body: '<p>Summary</p>', hs_timestamp: '2026-11-21T10:00:00Z' })
    expect(created.status).toBe(201)
    const id = ((await created.json()) as { id: string }).id
    expect([...(hs.store.get('deals', d.id)?.associations.get('notes') ?? [])]).toEqual([id])
    expect(hs.store.notesOf(d.id).map((n) => n.properties.hs_note_body)).toEqual(['<p>Summary</p>'])
    // A note to a deal the portal does not have is refused, and nothing is stored.
    const dangling = await api('/crm/v3/objects/notes', {
      method: 'POST',
      body: JSON.stringify({
        properties: { hs_note_body: 'x', hs_timestamp: '2026-11-21T10:00:00Z' },
        associations: [{ to: { id: '99999999' }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 214 }] }],
      }),
    })
    expect(dangling.status).toBe(400)
    expect(hs.store.notesOf(d.id)).toHaveLength(1)
  })

  it('seeds an object under an id of its own (a portal matching records Parley mirrors); listing stays in id order', async () => {
    const mirrored = hs.store.create('deals', { dealname: 'Mirrored' }, {}, { id: '1000000111' })
    expect(mirrored.id).toBe('1000000111')
    expect(() => hs.store.create('deals', { dealname: 'Again' }, {}, { id: '1000000111' })).toThrow()
    const next = hs.store.create('deals', { dealname: 'After' })
    expect(Number(next.id)).toBeGreaterThan(1000000111)
    const listed = (await (await api('/crm/v3/objects/deals?limit=100')).json()) as { results: { id: string }[] }
    const ids = listed.results.map((r) => Number(r.id))
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
  })

  it('serves owners, pipelines with string metadata and deal property definitions', async () => {
    hs.store.addOwner({ email: 'sasha.sales@northwind.example', firstName: 'Sasha', lastName: 'Sales' })
    hs.store.addDealProperty({ name: 'region_geo', label: 'Region (geo)', type: 'geo_point', fieldType: 'text' })
    const owners = (await (await api('/crm/v3/owners')).json()) as { results: { id: string; email: string; type: string }[] }
    expect(owners.results.at(-1)).toMatchObject({ email: 'sasha.sales@northwind.example', type: 'PERSON' })
    const pipelines = (await (await api('/crm/v3/pipelines/deals')).json()) as {
      results: { stages: { id: string; metadata: { isClosed: string; probability: string } }[] }[]
    }
    expect(pipelines.results[0]?.stages.find((s) => s.id === 'closedwon')?.metadata).toEqual({ isClosed: 'true', probability: '1.0' })
    const props = (await (await api('/crm/v3/properties/deals')).json()) as { results: { name: string; hubspotDefined: boolean }[] }
    expect(props.results.find((p) => p.name === 'region_geo')?.hubspotDefined).toBe(false)
  })
})
