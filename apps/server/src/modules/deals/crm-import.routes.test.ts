import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { autoMapCallDeal } from './deal-mapping.service'

// The built-in CRM's CSV import: a company without HubSpot or Salesforce brings in its
// accounts, contacts and deals; they land in the CRM mirror's tables, with stage history, and calls map to them.

let t: TestApp
const ADMIN = 'gabe.globex@globex.example'
const REP = 'sasha.sales@northwind.example'
const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]
const one = async <T>(q: string, params: unknown[] = []) => (await rows<T>(q, params))[0] as T
let companyId = 0
let owner = ''
let stage = ''
let otherStage = ''

const post = async (kind: string, body: string, email = ADMIN, contentType = 'text/csv') =>
  t.app.inject({ method: 'POST', url: `/api/crm/import?kind=${kind}`, headers: { ...(await t.as(email)), 'content-type': contentType }, payload: body })

beforeAll(async () => {
  t = await buildTestApp()
  companyId = (await one<{ id: number }>("select id from companies where name like 'Globex%'")).id
  // A team without a CRM.
  await t.db.pool.query('update companies set crm_name = null where id = $1', [companyId])
  owner = (
    await one<{ email: string }>("select email from users where company_id = $1 and user_role = 'user' and status = 'active' order by id limit 1", [companyId])
  ).email
  const stages = await rows<{ name: string }>("select name from deal_stages where company_id = $1 and stage_group = 'open' order by display_order", [companyId])
  stage = stages[0]?.name as string
  otherStage = stages[1]?.name as string
})
afterAll(async () => t?.close())

describe('CSV import into the built-in CRM', () => {
  it('imports accounts with their domains and owners, and marks the company as keeping its deals in Parley', async () => {
    const res = await post(
      'accounts',
      `ID,Name,Domain,Owner Email,Industry\nBF-1,Bluefin Robotics,https://www.bluefin-robotics.example/,${owner},Robotics\nBF-2,"Kestrel, Inc.",kestrel.example,,\n`,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      message: 'Imported 2 accounts.',
      data: { kind: 'accounts', rows: 2, imported: 2, unchanged: 0, warnings: [], warning_count: 0 },
    })
    expect(await one('select name, custom_fields, industry from accounts where company_id = $1 and crm_account_id = $2', [companyId, 'BF-1'])).toEqual({
      name: 'Bluefin Robotics',
      custom_fields: { domain: 'bluefin-robotics.example' },
      industry: 'Robotics',
    })
    expect((await one<{ name: string }>('select name from accounts where crm_account_id = $1', ['BF-2'])).name).toBe('Kestrel, Inc.')
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: await t.as(ADMIN) })).json()
    expect(JSON.stringify(profile)).toContain('"crm_name":"parley"')
    expect(await one('select action, details from audit_log where company_id = $1 and action = $2', [companyId, 'crm.import'])).toMatchObject({
      details: { kind: 'accounts', rows: 2, imported: 2 },
    })
  })

  it('imports contacts of an imported account; a reference to an account the company lacks refuses the whole file', async () => {
    const northwindAccount = (
      await one<{ crm_account_id: string }>(
        "select a.crm_account_id from accounts a join companies c on c.id = a.company_id where c.name = 'Northwind Analytics' limit 1",
      )
    ).crm_account_id
    const bad = await post(
      'contacts',
      `id,name,email,account_id\nC-1,Jane Buyer,jane@bluefin-robotics.example,BF-1\nC-2,Someone,someone@x.example,${northwindAccount}\n`,
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toMatchObject({
      code: 'invalid_rows',
      message: expect.stringMatching(/^1 of 2 rows could not be read, so nothing was imported\./),
      fields: [{ field: 'line 3', message: `Line 3: account_id '${northwindAccount}' is not an account of your company (import the accounts first).` }],
    })
    expect(await rows('select id from contacts where crm_contact_id = $1', ['C-1'])).toEqual([])

    const res = await post('contacts', 'id,name,email,title,account_id\nC-1,Jane Buyer,Jane@Bluefin-Robotics.example,CFO,BF-1\n')
    expect(res.statusCode).toBe(200)
    expect(
      await one('select c.email, c.title, a.crm_account_id from contacts c join accounts a on a.id = c.account_id where c.crm_contact_id = $1', ['C-1']),
    ).toEqual({
      email: 'jane@bluefin-robotics.example',
      title: 'CFO',
      crm_account_id: 'BF-1',
    })
  })

  it('imports deals with stage, owner, amount, custom fields and contacts; each stage change is one history row', async () => {
    const header = 'id,name,account_id,owner_email,stage,amount,close_date,next_step,contact_ids,updated_at,custom: Sales play\n'
    const res = await post('deals', `${header}BD-1,Bluefin platform,BF-1,${owner},${stage},"$48,000",2026-12-31,Send the proposal,C-1,2026-11-01,Expand\n`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ imported: 1, warnings: [] })
    const deal = await one<Record<string, unknown>>(
      `select d.id, d.name, d.amount, d.close_date::text, d.stage_name, d.stage_id is not null as staged, d.is_closed, d.next_step, d.custom_fields, u.email owner
       from deals d left join users u on u.id = d.owner_id where d.crm_deal_id = 'BD-1' and d.company_id = $1`,
      [companyId],
    )
    expect(deal).toMatchObject({
      name: 'Bluefin platform',
      close_date: '2026-12-31',
      stage_name: stage,
      staged: true,
      is_closed: false,
      owner,
      custom_fields: { sales_play: 'Expand' },
    })
    expect(Number(deal.amount)).toBe(48000)
    expect(await rows('select c.crm_contact_id from deal_contacts dc join contacts c on c.id = dc.contact_id where dc.deal_id = $1', [deal.id])).toEqual([
      { crm_contact_id: 'C-1' },
    ])
    expect(await one('select label, field_type from crm_custom_fields where company_id = $1 and db_field = $2', [companyId, 'sales_play'])).toEqual({
      label: 'Sales play',
      field_type: 'text',
    })

    // The next export moves the deal on: one more history row, marked as an import.
    const moved = await post('deals', `${header}BD-1,Bluefin platform,BF-1,${owner},${otherStage},48000,2026-12-31,,C-1,2026-11-10,Expand\n`)
    expect(moved.json().data).toMatchObject({ imported: 1, unchanged: 0 })
    expect(
      await rows('select from_stage, to_stage, source, changed_at::date::text as day from deal_stage_history where deal_id = $1 order by id', [deal.id]),
    ).toEqual([
      { from_stage: null, to_stage: stage, source: 'import', day: '2026-11-01' },
      { from_stage: stage, to_stage: otherStage, source: 'import', day: '2026-11-10' },
    ])
    // An older export read again changes nothing.
    const stale = await post('deals', `${header}BD-1,Old name,BF-1,${owner},${stage},1,2026-12-31,,C-1,2026-11-05,Expand\n`)
    expect(stale.json()).toMatchObject({ message: 'Imported 0 deals (1 unchanged).', data: { imported: 0, unchanged: 1 } })
    expect((await one<{ name: string }>("select name from deals where crm_deal_id = 'BD-1' and company_id = $1", [companyId])).name).toBe('Bluefin platform')
  })

  it('imports with warnings an owner who is nobody in Parley and a stage the company lacks', async () => {
    const res = await post('deals', 'id,name,owner_email,stage\nBD-2,Kestrel pilot,ghost@kestrel.example,Haggling\n')
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      imported: 1,
      warning_count: 2,
      warnings: [
        { line: 2, message: "owner_email 'ghost@kestrel.example' is nobody in Parley; imported without an owner." },
        { line: 2, message: "stage 'Haggling' is not one of your company's deal stages; kept as written." },
      ],
    })
    expect(await one("select owner_id, stage_name, stage_id from deals where crm_deal_id = 'BD-2' and company_id = $1", [companyId])).toEqual({
      owner_id: null,
      stage_name: 'Haggling',
      stage_id: null,
    })
  })

  it('a call with an attendee of an imported account is mapped to its deal', async () => {
    const call = await one<{ meeting_id: number; event_id: number; owner_id: number }>(
      `select m.id meeting_id, m.calendar_event_id event_id, u.id owner_id from meetings m join users u on u.id = m.user_id
       where m.company_id = $1 and u.email = $2 and m.calendar_event_id is not null and m.deleted_at is null order by m.id limit 1`,
      [companyId, owner],
    )
    await t.db.pool.query('delete from meeting_deals where meeting_id = $1', [call.meeting_id])
    await t.db.pool.query('delete from meeting_participants where meeting_id = $1', [call.meeting_id])
    await t.db.pool.query(
      `update calendar_events set primary_deal_id = null, organizer_email = $2, attendee_emails = array[$2, 'jane@bluefin-robotics.example'],
       attendees = jsonb_build_array(jsonb_build_object('email', $2::text), jsonb_build_object('email', 'jane@bluefin-robotics.example')) where id = $1`,
      [call.event_id, owner],
    )
    const mapped = await autoMapCallDeal({ db: t.db, now: () => TEST_NOW }, companyId, call.meeting_id)
    const deal = await one<{ id: number }>("select id from deals where crm_deal_id = 'BD-1' and company_id = $1", [companyId])
    expect(mapped).toMatchObject({ dealId: deal.id, changed: true })
  })
})

describe('what the import refuses', () => {
  it('anyone but an admin (403)', async () => {
    expect((await post('accounts', 'id,name\nX,Y\n', REP)).statusCode).toBe(403)
    expect((await post('accounts', 'id,name\nX,Y\n', 'gwen.governance@globex.example')).statusCode).toBe(403)
  })

  it.each([
    ['an unknown kind', 'leads', 'id,name\nX,Y\n', 400, /kind is accounts, contacts or deals/],
    ['a quote never closed', 'accounts', 'id,name\nX,"Y\n', 400, /^The file is not a readable CSV file: Line 2: a quoted value is never closed\.$/],
    ['an empty file', 'accounts', '', 400, /^The file is empty\.$/],
    ['a header without rows', 'accounts', 'id,name\n', 400, /no rows/],
    ['an unknown column', 'accounts', 'id,name,tier\nX,Y,Z\n', 400, /^Unknown column 'tier': accounts files take id, name, domain/],
    ['a missing column', 'deals', 'id\nX\n', 400, /^The column 'name' is required\.$/],
  ])('%s', async (_, kind, body, status, message) => {
    const res = await post(kind, body)
    expect(res.statusCode).toBe(status)
    expect(res.json().error.message).toMatch(message)
  })

  it('a JSON body (415) and more rows than one import takes (413)', async () => {
    const json = await post('accounts', JSON.stringify({ id: 'X' }), ADMIN, 'application/json')
    expect(json.statusCode).toBe(415)
    expect(json.json().error.message).toMatch(/Content-Type text\/csv/)
    let big = 'id,name\n'
    for (let i = 0; i <= 50_000; i++) big += `A${i},N\n`
    const res = await post('accounts', big)
    expect(res.statusCode).toBe(413)
    expect(res.json().error.message).toBe('The file has 50,001 rows; import at most 50,000 at a time.')
  })

  it('a company whose CRM is connected syncs instead (409), and writes nothing', async () => {
    const acme = (await one<{ id: number }>("select id from companies where name like 'Acme%'")).id
    await t.db.pool.query("insert into crm_connections (company_id, provider, status) values ($1, 'salesforce', 'connected')", [acme])
    const res = await post('accounts', 'id,name\nAC-X,Acme import\n', 'alex.acme@acme.example')
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe("Your company's deals sync from Salesforce; CSV import is for companies without a connected CRM.")
    expect(await rows("select id from accounts where crm_account_id = 'AC-X'")).toEqual([])
  })
})
