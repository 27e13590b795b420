import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeSalesforce, startFakeSalesforce } from './salesforce-server'

let sf: FakeSalesforce
let token: string
const CLIENT = { id: 'sf-client', secret: 'sf-secret' }
beforeAll(async () => {
  sf = await startFakeSalesforce({ client: CLIENT, batchSize: 2 })
})
afterAll(() => sf.stop())
beforeEach(() => {
  sf.reset()
  token = sf.grants.grant(sf.store.orgId).accessToken
})

const get = (path: string, bearer = token) => fetch(`${sf.instanceUrl}${path}`, { headers: { authorization: `Bearer ${bearer}` } })
const q = (soql: string, version = 'v62.0', all = false) => get(`/services/data/${version}/${all ? 'queryAll' : 'query'}?q=${encodeURIComponent(soql)}`)

describe('fake Salesforce REST', () => {
  it('the web-server flow answers instance_url and the org in id, without expires_in; invalid_grant once revoked', async () => {
    const redirect = 'https://parley.test/api/crm/salesforce/callback'
    const at = await fetch(`${sf.loginUrl}/services/oauth2/authorize?response_type=code&client_id=${CLIENT.id}&redirect_uri=${encodeURIComponent(redirect)}`, {
      redirect: 'manual',
    })
    const code = new URL(at.headers.get('location') as string).searchParams.get('code') as string
    const form = (f: Record<string, string>) =>
      fetch(`${sf.loginUrl}/services/oauth2/token`, { method: 'POST', body: new URLSearchParams({ client_id: CLIENT.id, client_secret: CLIENT.secret, ...f }) })
    const granted = (await (await form({ grant_type: 'authorization_code', code, redirect_uri: redirect })).json()) as Record<string, string>
    expect(granted).toMatchObject({ instance_url: sf.instanceUrl, token_type: 'Bearer' })
    expect(granted.id).toContain(`/id/${sf.store.orgId}/`)
    expect(granted.expires_in).toBeUndefined()
    sf.grants.revoke(sf.store.orgId)
    const refused = await form({ grant_type: 'refresh_token', refresh_token: granted.refresh_token as string })
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('pages a query with a relative nextRecordsUrl, filters on SystemModstamp and keeps deleted rows for queryAll', async () => {
    const a = sf.store.insert('Opportunity', { Name: 'A', StageName: 'Prospecting', Amount: 100 })
    sf.store.insert('Opportunity', { Name: 'B', StageName: 'Prospecting' })
    const c = sf.store.insert('Opportunity', { Name: 'C', StageName: 'Closed Won' })
    sf.store.delete('Opportunity', a.Id)
    const first = (await (await q('SELECT Id, Name FROM Opportunity ORDER BY SystemModstamp')).json()) as {
      totalSize: number
      done: boolean
      nextRecordsUrl: string
      records: { Name: string }[]
    }
    expect(first).toMatchObject({ totalSize: 2, done: true })
    const all = (await (await q('SELECT Id, Name FROM Opportunity ORDER BY SystemModstamp', 'v62.0', true)).json()) as {
      totalSize: number
      done: boolean
      nextRecordsUrl: string
      records: { Name: string; attributes: { type: string } }[]
    }
    expect(all).toMatchObject({ totalSize: 3, done: false })
    expect(all.nextRecordsUrl).toMatch(/^\/services\/data\/v62\.0\/query\/01g/)
    expect(all.records[0]?.attributes.type).toBe('Opportunity')
    const more = (await (await get(all.nextRecordsUrl)).json()) as { done: boolean; records: { Name: string }[] }
    expect(more).toMatchObject({ done: true, records: [{ Name: 'A' }] })
    const since = (c.SystemModstamp as string).replace('+0000', 'Z')
    const changed = (await (await q(`SELECT Id, Name FROM Opportunity WHERE SystemModstamp >= ${since}`)).json()) as { records: { Name: string }[] }
    expect(changed.records.map((r) => r.Name)).toEqual(['C'])
  })

  it('refuses unknown versions, fields, objects and bad SOQL with Salesforce error arrays', async () => {
    expect((await q('SELECT Id FROM Opportunity', 'v20.0')).status).toBe(404)
    expect((await get('/services/data/query?q=SELECT+Id+FROM+Opportunity')).status).toBe(404)
    expect(await (await q('SELECT Nope FROM Opportunity')).json()).toEqual([expect.objectContaining({ errorCode: 'INVALID_FIELD' })])
    expect(await (await q('SELECT Id FROM Nothing')).json()).toEqual([expect.objectContaining({ errorCode: 'INVALID_TYPE' })])
    expect(await (await q('SELEKT Id FROM Opportunity')).json()).toEqual([expect.objectContaining({ errorCode: 'MALFORMED_QUERY' })])
  })

  it('401 INVALID_SESSION_ID on a bad token; queued 403 REQUEST_LIMIT_EXCEEDED', async () => {
    expect((await q('SELECT Id FROM Account')).status).toBe(200)
    expect(await (await get('/services/data/v62.0/query?q=SELECT+Id+FROM+Account', 'nope')).json()).toEqual([
      { message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' },
    ])
    sf.failNext({ status: 403 })
    const limited = await q('SELECT Id FROM Account')
    expect(limited.status).toBe(403)
    expect(await limited.json()).toEqual([expect.objectContaining({ errorCode: 'REQUEST_LIMIT_EXCEEDED' })])
  })

  it('describes custom fields and creates a Task (201 with id), for the write-back', async () => {
    sf.store.addCustomField('Opportunity', { name: 'Seats__c', label: 'Seats', type: 'double' })
    const d = (await (await get('/services/data/v62.0/sobjects/Opportunity/describe')).json()) as { fields: { name: string; custom: boolean }[] }
    expect(d.fields.find((f) => f.name === 'Seats__c')?.custom).toBe(true)
    const created = await fetch(`${sf.instanceUrl}/services/data/v62.0/sobjects/Task/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Subject: 'Call: Acme', Description: 'Summary', Status: 'Completed' }),
    })
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({ success: true, errors: [] })
  })

  it('refuses a Task on a record that does not exist, a Note without its parent, and a too-long description', async () => {
    const create = (object: string, body: unknown) =>
      fetch(`${sf.instanceUrl}/services/data/v62.0/sobjects/${object}/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const dangling = await create('Task', { Subject: 'x', WhatId: '006000000000000AAA' })
    expect(dangling.status).toBe(400)
    expect(await dangling.json()).toEqual([expect.objectContaining({ errorCode: 'INVALID_CROSS_REFERENCE_KEY', fields: ['WhatId'] })])
    const opp = sf.store.insert('Opportunity', { Name: 'Mirrored', StageName: 'Prospecting' }, { id: '006RO00000AbCdEYAV' })
    expect((await create('Task', { Subject: 'x', WhatId: opp.Id })).status).toBe(201)
    expect(await (await create('Note', { Title: 'Call notes' })).json()).toEqual([expect.objectContaining({ errorCode: 'REQUIRED_FIELD_MISSING' })])
    expect(await (await create('Task', { Subject: 'x', Description: 'y'.repeat(32_001) })).json()).toEqual([
      expect.objectContaining({ errorCode: 'STRING_TOO_LONG' }),
    ])
    expect(sf.store.records('Task').filter((t) => t.WhatId === opp.Id)).toHaveLength(1)
  })
})
