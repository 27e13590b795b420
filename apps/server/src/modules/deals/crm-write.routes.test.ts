import { type FakeHubSpot, startFakeHubSpot } from '@parley/fakes/hubspot/hubspot-server'
import { type FakeSalesforce, startFakeSalesforce } from '@parley/fakes/salesforce/salesforce-server'
import { CRM_NOT_DEAL_OWNER, CRM_TEXT_MAX, CRM_WRITE_SUCCESS, crmNoteText } from '@parley/shared/rules/crm-write'
import type { TCrmNoteLine, TCrmPreviewResponse } from '@parley/shared/schemas/crm-write'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { noteBodyText } from './providers/hubspot/hubspot.mapper'

// The insights-to-CRM modal's server. A Northwind rep writes the confirmed lines of their own
// call into the built-in CRM (no connection yet), then HubSpot, then Salesforce; every refusal leaves nothing written.

let t: TestApp
let hs: FakeHubSpot
let sf: FakeSalesforce
const ADMIN = 'avery.admin@northwind.example'
const HS_CLIENT = { id: 'parley-hubspot-write', secret: 'hubspot-secret' }
const SF_CLIENT = { id: 'parley-salesforce-write', secret: 'salesforce-secret' }
const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]
const one = async <T>(q: string, params: unknown[] = []) => (await rows<T>(q, params))[0] as T
let call: { meeting_id: number; deal_id: number; crm_deal_id: string; email: string; user_id: number; title: string }

const preview = async (email: string, meetingId = call.meeting_id) =>
  t.app.inject({ method: 'GET', url: `/api/crm-write/preview?meeting_id=${meetingId}`, headers: await t.as(email) })
const write = async (email: string, payload: Record<string, unknown>, extra: Record<string, unknown> = {}, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/write_to_crm${query}`,
    headers: await t.as(email),
    payload: { payload, zoom_recording_analytics_id: call.meeting_id, ...extra },
  })
const crmUpdated = async () => (await one<{ is_crm_updated: boolean }>('select is_crm_updated from meetings where id = $1', [call.meeting_id])).is_crm_updated
const resetUpdated = () => t.db.pool.query('update meetings set is_crm_updated = false where id = $1', [call.meeting_id])

/** Connects a CRM as the admin through the fake's consent; the first sync runs before the callback answers. */
async function connect(provider: 'hubspot' | 'salesforce') {
  const { url } = (await t.app.inject({ method: 'GET', url: `/api/crm/${provider}/connect`, headers: await t.as(ADMIN) })).json() as { url: string }
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') as string)
  const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` })
  expect(res.headers.location).toBe(`/settings?crm_connected=${provider}`)
}
const disconnect = async (provider: 'hubspot' | 'salesforce') =>
  expect((await t.app.inject({ method: 'DELETE', url: `/api/crm/${provider}`, headers: await t.as(ADMIN) })).statusCode).toBe(200)

/** The preview's lines as the user confirms them: the second dropped, the first edited. */
function confirmed(lines: TCrmNoteLine[]): TCrmNoteLine[] {
  const [first, , ...rest] = lines
  return [{ ...(first as TCrmNoteLine), text: `${first?.text} (edited)` }, ...rest]
}

beforeAll(async () => {
  hs = await startFakeHubSpot({ client: HS_CLIENT })
  sf = await startFakeSalesforce({ client: SF_CLIENT })
  t = await buildTestApp({
    PUBLIC_URL: 'https://parley.test',
    HUBSPOT_CLIENT_ID: HS_CLIENT.id,
    HUBSPOT_CLIENT_SECRET: HS_CLIENT.secret,
    HUBSPOT_API_URL: hs.apiUrl,
    HUBSPOT_AUTH_URL: hs.authorizeUrl,
    HUBSPOT_TOKEN_URL: hs.tokenUrl,
    SALESFORCE_CLIENT_ID: SF_CLIENT.id,
    SALESFORCE_CLIENT_SECRET: SF_CLIENT.secret,
    SALESFORCE_LOGIN_URL: sf.loginUrl,
    SALESFORCE_API_VERSION: '62.0',
  })
  // A processed Northwind call recorded by the rep who owns its primary deal.
  call = await one(
    `select m.id as meeting_id, d.id as deal_id, d.crm_deal_id, u.email, u.id as user_id, coalesce(m.title, '') as title
     from meetings m join meeting_deals md on md.meeting_id = m.id and md.is_primary join deals d on d.id = md.deal_id
     join users u on u.id = d.owner_id join companies c on c.id = m.company_id
     where c.name = 'Northwind Analytics' and m.user_id = d.owner_id and m.deleted_at is null and d.deleted_at is null
       and u.user_role = 'user' and exists (select 1 from analysis_results ar where ar.meeting_id = m.id and ar.summary <> '')
       and (select count(*) from meeting_insights i where i.meeting_id = m.id and i.signal_id is not null) >= 3
     order by m.id limit 1`,
  )
  expect(call?.meeting_id).toBeGreaterThan(0)
})
afterAll(async () => {
  await t?.close()
  await hs?.stop()
  await sf?.stop()
})

describe('the preview', () => {
  it('lists every line with its moment, the deals the user owns, and the built-in CRM of a company without a connection', async () => {
    const res = await preview(call.email)
    expect(res.statusCode).toBe(200)
    const data = (res.json() as TCrmPreviewResponse).data
    expect(data).toMatchObject({
      meeting_id: call.meeting_id,
      target: 'builtin',
      target_label: 'Parley CRM',
      not_integrated_reason: null,
      max_chars: CRM_TEXT_MAX,
    })
    expect(data.deals).toContainEqual(expect.objectContaining({ id: call.deal_id, crm_deal_id: call.crm_deal_id, is_primary: true }))
    expect(data.lines[0]).toMatchObject({ key: 'summary', kind: 'summary', seconds: null })
    expect(data.lines.filter((l) => l.kind === 'checklist').length).toBeGreaterThanOrEqual(3)
    expect(data.lines.some((l) => l.seconds !== null)).toBe(true)
  })

  it('leaves out insights whose signal is for admins only (access company_admin or super_admin)', async () => {
    const before = (await preview(call.email)).json().data.lines as TCrmNoteLine[]
    const hidden = await one<{ id: number; signal_id: number }>(
      'select id, signal_id from meeting_insights where meeting_id = $1 and signal_id is not null order by id limit 1',
      [call.meeting_id],
    )
    expect(before.some((l) => l.key === `insight:${hidden.id}`)).toBe(true)
    await t.db.pool.query(`update checklist_definitions set properties = properties || '{"access":"company_admin"}' where id = $1`, [hidden.signal_id])
    const after = (await preview(call.email)).json().data.lines as TCrmNoteLine[]
    expect(after.some((l) => l.key === `insight:${hidden.id}`)).toBe(false)
    // An admin's preview leaves it out too: the note goes into a CRM everyone on the deal reads.
    expect(((await preview(ADMIN)).json().data.lines as TCrmNoteLine[]).some((l) => l.key === `insight:${hidden.id}`)).toBe(false)
    await t.db.pool.query(`update checklist_definitions set properties = properties - 'access' where id = $1`, [hidden.signal_id])
  })

  it("answers 400 for a bad id and 404 for another company's call", async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/crm-write/preview?meeting_id=abc', headers: await t.as(call.email) })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields[0].field).toBe('meeting_id')
    const other = await one<{ id: number }>("select m.id from meetings m join companies c on c.id = m.company_id where c.name <> 'Northwind Analytics' limit 1")
    expect((await preview(call.email, other.id)).statusCode).toBe(404)
  })
})

describe('POST /api/write_to_crm into the built-in CRM', () => {
  it('stores exactly the confirmed lines, marks the call CRM-updated and lists the write', async () => {
    const lines = confirmed((await preview(call.email)).json().data.lines)
    expect(await crmUpdated()).toBe(false)
    const res = await write(call.email, { deal_id: call.deal_id, lines }, { user_id: call.user_id })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      message: CRM_WRITE_SUCCESS,
      data: { status: 'done', target: 'builtin', deal_id: call.deal_id, content: crmNoteText(lines) },
    })
    expect(res.json().data.content).toContain('(edited)')
    expect(await crmUpdated()).toBe(true)
    const timeline = await t.app.inject({ method: 'GET', url: `/api/users/updateInCrmTimelines?id=${call.meeting_id}`, headers: await t.as(call.email) })
    expect(timeline.statusCode).toBe(200)
    expect(timeline.json().data[0]).toMatchObject({ id: res.json().data.id, content: crmNoteText(lines), status: 'done' })
  })

  it('refuses what the modal refuses: no text, over 15,000 characters, an unknown field', async () => {
    const empty = await write(call.email, { deal_id: call.deal_id, lines: [{ key: 'summary', kind: 'summary', text: '  ', seconds: null }] })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.fields[0].field).toBe('payload.lines')
    const long = Array.from({ length: 2 }, (_, i) => ({ key: `k${i}`, kind: 'summary', text: 'x'.repeat(8000), seconds: null }))
    const tooLong = await write(call.email, { deal_id: call.deal_id, lines: long })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.message).toContain('15,000')
    const unknown = await write(call.email, { deal_id: call.deal_id, lines: [], note: 'x' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.fields[0].field).toBe('payload.note')
    const noDeal = await write(call.email, { lines: [] })
    expect(noDeal.statusCode).toBe(400)
    expect(noDeal.json().error.fields[0].field).toBe('payload.deal_id')
  })

  it("refuses a deal of someone else (403), another company's deal (404), a shared viewer (403) and writing as someone else", async () => {
    const lines = [{ key: 'summary', kind: 'summary', text: 'Summary', seconds: null }]
    const admin = await write(ADMIN, { deal_id: call.deal_id, lines })
    expect(admin.statusCode).toBe(403)
    expect(admin.json().error.message).toBe(CRM_NOT_DEAL_OWNER)
    const foreign = await one<{ id: number }>("select d.id from deals d join companies c on c.id = d.company_id where c.name <> 'Northwind Analytics' limit 1")
    expect((await write(call.email, { deal_id: foreign.id, lines })).statusCode).toBe(404)
    expect((await write(call.email, { deal_id: call.deal_id, lines }, {}, `?sharingToken=${'A'.repeat(43)}`)).statusCode).toBe(403)
    const adminId = await one<{ id: number }>('select id from users where email = $1', [ADMIN])
    expect((await write(call.email, { deal_id: call.deal_id, lines }, { user_id: adminId.id })).statusCode).toBe(403)
    // A colleague who cannot open the call (reached it only through a share link) cannot write it either.
    const reps = await rows<{ email: string }>(
      "select u.email from users u join companies c on c.id = u.company_id where c.name = 'Northwind Analytics' and u.user_role = 'user' and not u.is_manager and u.id <> $1 and u.status = 'active' order by u.id",
      [call.user_id],
    )
    let outsider: string | null = null
    for (const r of reps) {
      if ((await preview(r.email)).statusCode === 403) {
        outsider = r.email
        break
      }
    }
    expect(outsider).not.toBeNull()
    expect((await write(outsider as string, { deal_id: call.deal_id, lines })).statusCode).toBe(403)
    // Without a session there is nothing to write as.
    const anonymous = { payload: { deal_id: call.deal_id, lines }, zoom_recording_analytics_id: call.meeting_id }
    expect((await t.app.inject({ method: 'POST', url: '/api/write_to_crm', payload: anonymous })).statusCode).toBe(401)
  })
})

describe('POST /api/write_to_crm into HubSpot', () => {
  beforeAll(async () => {
    // The portal holds the deal Parley mirrors (same id), owned by the rep.
    const owner = hs.store.addOwner({ email: call.email, firstName: 'Deal', lastName: 'Owner' })
    hs.store.create(
      'deals',
      { dealname: 'Mirrored deal', dealstage: 'qualifiedtobuy', pipeline: 'default', hubspot_owner_id: owner.id },
      {},
      { id: call.crm_deal_id },
    )
    await connect('hubspot')
    await resetUpdated()
  })

  it('writes a note associated with the deal, holding exactly the confirmed text', async () => {
    const data = (await preview(call.email)).json().data
    expect(data).toMatchObject({ target: 'hubspot', target_label: 'HubSpot' })
    const lines = confirmed(data.lines)
    const res = await write(call.email, { deal_id: call.deal_id, lines })
    expect(res.statusCode).toBe(200)
    const notes = hs.store.notesOf(call.crm_deal_id)
    expect(notes).toHaveLength(1)
    const note = notes[0] as (typeof notes)[number]
    expect(noteBodyText(note.properties.hs_note_body as string)).toBe(crmNoteText(lines))
    expect(note.properties.hs_timestamp).toBeTruthy()
    expect(res.json().data).toMatchObject({ status: 'done', target: 'hubspot', external_id: note.id })
    expect(await crmUpdated()).toBe(true)
  })

  it.each([
    [429, 503, 'crm_rate_limited'],
    [500, 502, 'crm_unavailable'],
  ])('HubSpot %i → %i with nothing marked as written', async (status, answer, code) => {
    await resetUpdated()
    const before = hs.store.count('notes')
    hs.failNext({ status })
    const res = await write(call.email, { deal_id: call.deal_id, lines: [{ key: 'summary', kind: 'summary', text: 'Retry me', seconds: 12 }] })
    expect(res.statusCode).toBe(answer)
    expect(res.json().error).toMatchObject({ code, message: expect.stringContaining('Nothing was written') })
    expect(hs.store.count('notes')).toBe(before)
    expect(await crmUpdated()).toBe(false)
    const last = await one<{ status: string; error: string }>('select status, error from crm_writes where meeting_id = $1 order by id desc limit 1', [
      call.meeting_id,
    ])
    expect(last).toMatchObject({ status: 'failed', error: res.json().error.message })
  })

  it.each([401, 403])('HubSpot %i: refreshes the token once and writes; refused twice, tells to reconnect', async (status) => {
    await resetUpdated()
    hs.failNext({ status })
    const ok = await write(call.email, { deal_id: call.deal_id, lines: [{ key: 'summary', kind: 'summary', text: 'After refresh', seconds: null }] })
    expect(ok.statusCode).toBe(200)
    hs.failNext({ status }, 2)
    await resetUpdated()
    const refused = await write(call.email, { deal_id: call.deal_id, lines: [{ key: 'summary', kind: 'summary', text: 'Refused', seconds: null }] })
    expect(refused.statusCode).toBe(502)
    expect(refused.json().error).toMatchObject({ code: 'crm_unauthorized', message: expect.stringContaining('reconnect HubSpot') })
    expect(await crmUpdated()).toBe(false)
  })

  it('lists every attempt, newest first, failed ones with their reason', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/updateInCrmTimelines?id=${call.meeting_id}`, headers: await t.as(call.email) })
    const list = res.json().data as { status: string; target: string; created_at: string }[]
    expect(list.length).toBeGreaterThanOrEqual(7)
    expect(list.filter((w) => w.status === 'failed').length).toBe(4)
    expect([...list].sort((a, b) => b.created_at.localeCompare(a.created_at))).toEqual(list)
  })
})

describe('POST /api/write_to_crm into Salesforce, and without a CRM', () => {
  beforeAll(async () => {
    await disconnect('hubspot')
    const owner = sf.store.insert('User', { Name: 'Deal Owner', Email: call.email, IsActive: true }).Id
    sf.store.insert('Opportunity', { Name: 'Mirrored deal', StageName: 'Prospecting', OwnerId: owner, IsClosed: false }, { id: call.crm_deal_id })
    await connect('salesforce')
    await resetUpdated()
  })

  it('creates a completed call Task on the opportunity with exactly the confirmed text', async () => {
    const data = (await preview(call.email)).json().data
    expect(data.target).toBe('salesforce')
    const lines = confirmed(data.lines)
    const res = await write(call.email, { deal_id: call.deal_id, lines })
    expect(res.statusCode).toBe(200)
    const tasks = sf.store.records('Task')
    expect(tasks).toHaveLength(1)
    expect(tasks[0]).toMatchObject({ WhatId: call.crm_deal_id, Description: crmNoteText(lines), Status: 'Completed', TaskSubtype: 'Call' })
    expect(String(tasks[0]?.Subject)).toContain('Call insights')
    expect(sf.requests.some((r) => r.method === 'POST' && r.path === '/services/data/v62.0/sobjects/Task/')).toBe(true)
    expect(await crmUpdated()).toBe(true)
  })

  it('Salesforce REQUEST_LIMIT_EXCEEDED (403) → 503, nothing written', async () => {
    await resetUpdated()
    sf.failNext({ status: 403 })
    const res = await write(call.email, { deal_id: call.deal_id, lines: [{ key: 'summary', kind: 'summary', text: 'Later', seconds: null }] })
    expect(res.statusCode).toBe(503)
    expect(sf.store.records('Task')).toHaveLength(1)
    expect(await crmUpdated()).toBe(false)
  })

  it("a company whose CRM is disconnected gets 'CRM not integrated' (no target, 409 on write)", async () => {
    await disconnect('salesforce')
    const data = (await preview(call.email)).json().data
    expect(data).toMatchObject({ target: null, not_integrated_reason: expect.stringContaining('Settings') })
    const res = await write(call.email, { deal_id: call.deal_id, lines: [{ key: 'summary', kind: 'summary', text: 'Nowhere', seconds: null }] })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('crm_not_integrated')
  })
})
