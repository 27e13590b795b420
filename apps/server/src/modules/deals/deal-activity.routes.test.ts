import type { TCrmDealInfo, TDealActivity, TDealEmailBody } from '@parley/shared/schemas/deal-activity'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// GET /api/users/dealActivityTab, /api/users/dealEmailBody and /api/users/deal_crm_info on the seeded demo data.

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const RILEY = 'riley.rep@northwind.example'
const ACME_ADMIN_COMPANY = 'Acme Robotics'

const rows = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows as T[]
const one = async <T>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0] as T

async function get<T>(url: string, email: string | null): Promise<{ status: number; body: T }> {
  const headers = email ? await t.as(email) : {}
  const res = await t.app.inject({ method: 'GET', url, headers })
  return { status: res.statusCode, body: res.json() as T }
}

/** Northwind's deal with the most recorded calls that also has e-mails and unrecorded calls. */
let dealId = 0
let counts = { recorded: 0, unrecorded: 0, emails: 0 }

beforeAll(async () => {
  t = await buildTestApp()
  const deal = await one<{ id: number; recorded: number; unrecorded: number; emails: number }>(
    `with d as (
       select d.id,
         (select count(*) from meeting_deals md join meetings m on m.id = md.meeting_id
           where md.deal_id = d.id and md.is_primary and m.deleted_at is null)::int as recorded,
         (select count(*) from calendar_events e where e.primary_deal_id = d.id and e.deleted_at is null and e.status <> 'cancelled'
           and e.start_at <= $1 and not exists (select 1 from meetings m where m.calendar_event_id = e.id and m.deleted_at is null))::int as unrecorded,
         (select count(*) from emails e where e.deal_id = d.id)::int as emails
       from deals d join companies c on c.id = d.company_id where c.name = 'Northwind Analytics')
     select * from d where recorded > 0 and unrecorded > 0 and emails > 0 order by recorded desc, id limit 1`,
    [TEST_NOW],
  )
  expect(deal).toBeDefined()
  dealId = deal.id
  counts = { recorded: deal.recorded, unrecorded: deal.unrecorded, emails: deal.emails }
}, 120_000)
afterAll(async () => t?.close())

describe('GET /api/users/dealActivityTab', () => {
  it("answers the deal's calls and e-mails, newest first, with the counts", async () => {
    const { status, body } = await get<{ data: TDealActivity }>(`/api/users/dealActivityTab?deal_id=${dealId}`, ADMIN)
    expect(status).toBe(200)
    const d = body.data
    expect(d.deal.id).toBe(dealId)
    expect(d.recordedCount).toBe(counts.recorded)
    expect(d.unrecordedCount).toBe(counts.unrecorded)
    expect(d.emailCount).toBe(counts.emails)
    expect(d.totalActivity).toBe(counts.recorded + counts.unrecorded + counts.emails)
    expect(d.calls.filter((c) => c.is_meeting_recorded)).toHaveLength(counts.recorded)
    expect(d.emails).toHaveLength(counts.emails)
    const starts = d.calls.map((c) => c.start_at)
    expect(starts).toEqual([...starts].sort().reverse())
    // An admin opens every call; recorded calls carry their recording id, the others their event.
    expect(d.calls.every((c) => c.can_view && c.title !== null)).toBe(true)
    expect(d.calls.filter((c) => c.is_meeting_recorded).every((c) => c.zra_id !== null)).toBe(true)
    expect(d.calls.filter((c) => !c.is_meeting_recorded).every((c) => c.zra_id === null && c.id !== null)).toBe(true)
    expect(d.calls.every((c) => c.date === c.start_at.slice(0, 10))).toBe(true)
    // Bodies are loaded one at a time.
    expect(Object.keys(d.emails[0] ?? {})).not.toContain('body')
    expect(['INCOMING_EMAIL', 'OUTGOING_EMAIL']).toContain(d.emails[0]?.direction)
  })

  it('a rep sees the same timeline, but calls they may not open have no title or outcomes', async () => {
    const admin = (await get<{ data: TDealActivity }>(`/api/users/dealActivityTab?deal_id=${dealId}`, ADMIN)).body.data
    const { status, body } = await get<{ data: TDealActivity }>(`/api/users/dealActivityTab?deal_id=${dealId}`, RILEY)
    expect(status).toBe(200)
    expect(body.data.totalActivity).toBe(admin.totalActivity)
    expect(body.data.calls.map((c) => c.start_at)).toEqual(admin.calls.map((c) => c.start_at))
    const hidden = body.data.calls.filter((c) => !c.can_view)
    // Riley keeps no recorded demo calls, so at least the recorded ones are closed to them.
    expect(hidden.length).toBeGreaterThan(0)
    for (const c of hidden) {
      expect(c.title).toBeNull()
      expect(c.outcomes).toEqual([])
      expect([c.id, c.zra_id]).toEqual([null, null])
    }
    const adminTitles = new Set(admin.calls.filter((c) => c.title).map((c) => c.title))
    const leaked = JSON.stringify(hidden)
    for (const title of adminTitles) if (title && !body.data.calls.some((c) => c.can_view && c.title === title)) expect(leaked).not.toContain(title)
  })

  it('a manager opens the calls of the reps below them, without being invited', async () => {
    const MANAGER = 'morgan.manager@northwind.example'
    const call = await one<{ deal_id: number; meeting_id: number } | undefined>(
      `with recursive tree(id) as (
         select um.user_id from user_managers um join users mg on mg.id = um.manager_id where lower(mg.email) = $1
         union select um.user_id from user_managers um join tree on um.manager_id = tree.id)
       select md.deal_id, m.id as meeting_id from meeting_deals md join meetings m on m.id = md.meeting_id
       left join calendar_events ce on ce.id = m.calendar_event_id
       where md.is_primary and m.deleted_at is null and m.user_id in (select id from tree)
         and not ($1 = any(coalesce(ce.attendee_emails, '{}')))
         and not exists (select 1 from meeting_participants p where p.meeting_id = m.id and lower(p.email) = $1)
       order by m.id limit 1`,
      [MANAGER],
    )
    expect(call).toBeDefined()
    const { body } = await get<{ data: TDealActivity }>(`/api/users/dealActivityTab?deal_id=${call?.deal_id}`, MANAGER)
    const row = body.data.calls.find((c) => c.zra_id === call?.meeting_id)
    expect(row).toMatchObject({ can_view: true, is_meeting_recorded: true })
    expect(row?.title).not.toBeNull()
  })

  it("another company's deal is not found", async () => {
    const other = await one<{ id: number }>(`select d.id from deals d join companies c on c.id = d.company_id where c.name = $1 limit 1`, [ACME_ADMIN_COMPANY])
    const { status, body } = await get<{ error: { message: string } }>(`/api/users/dealActivityTab?deal_id=${other.id}`, ADMIN)
    expect(status).toBe(404)
    expect(body.error.message).toBe('Deal not found.')
  })

  it.each([
    ['', 'deal_id'],
    ['?deal_id=abc', 'deal_id'],
    ['?deal_id=0', 'deal_id'],
    ['?deal_id=99999999999', 'deal_id'],
  ])('%s → 400 naming %s', async (query, field) => {
    const { status, body } = await get<{ error: { fields: { field: string; message: string }[] } }>(`/api/users/dealActivityTab${query}`, ADMIN)
    expect(status).toBe(400)
    expect(body.error.fields[0]?.field).toBe(field)
  })

  it('needs a signed-in user', async () => {
    expect((await get(`/api/users/dealActivityTab?deal_id=${dealId}`, null)).status).toBe(401)
  })

  it('a deal deleted in the CRM keeps its history', async () => {
    await t.db.pool.query('update deals set deleted_at = now() where id = $1', [dealId])
    try {
      const { status, body } = await get<{ data: TDealActivity }>(`/api/users/dealActivityTab?deal_id=${dealId}`, ADMIN)
      expect(status).toBe(200)
      expect(body.data.deal.deleted).toBe(true)
      expect(body.data.recordedCount).toBe(counts.recorded)
      // The call page still names the deal, so CRM Info can say it is gone from the CRM.
      const call = await one<{ meeting_id: number }>('select meeting_id from meeting_deals where deal_id = $1 and is_primary limit 1', [dealId])
      const page = await t.app.inject({
        method: 'POST',
        url: `/api/reports/call-details?id=${call.meeting_id}`,
        headers: await t.as(ADMIN),
        payload: { role: 'company_admin' },
      })
      expect(page.json().data.data[0].crmDealDetails).toMatchObject({ deal_id: dealId })
    } finally {
      await t.db.pool.query('update deals set deleted_at = null where id = $1', [dealId])
    }
  })
})

describe('GET /api/users/dealEmailBody', () => {
  it("answers one e-mail's body", async () => {
    const email = await one<{ id: number; body: string }>('select id, body from emails where deal_id = $1 and body is not null order by id limit 1', [dealId])
    const { status, body } = await get<{ data: TDealEmailBody }>(`/api/users/dealEmailBody?id=${email.id}`, RILEY)
    expect(status).toBe(200)
    expect(body.data.body).toBe(email.body)
    expect(body.data.id).toBe(email.id)
  })

  it("another company's e-mail is not found; a bad id is 400", async () => {
    const other = await one<{ id: number }>(`select e.id from emails e join companies c on c.id = e.company_id where c.name = $1 limit 1`, [ACME_ADMIN_COMPANY])
    expect((await get(`/api/users/dealEmailBody?id=${other.id}`, ADMIN)).status).toBe(404)
    const bad = await get<{ error: { fields: { field: string }[] } }>('/api/users/dealEmailBody?id=x', ADMIN)
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields[0]?.field).toBe('id')
  })
})

describe('GET /api/users/deal_crm_info', () => {
  it('answers the CRM deal: name, amount, owner, account, stage, custom fields, notes, next step', async () => {
    const deal = await one<{ crm_deal_id: string; name: string; amount: string; custom_fields: Record<string, unknown> }>(
      'select crm_deal_id, name, amount, custom_fields from deals where id = $1',
      [dealId],
    )
    const { status, body } = await get<{ data: TCrmDealInfo }>(`/api/users/deal_crm_info?crm_deal_id=${encodeURIComponent(deal.crm_deal_id)}`, RILEY)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ deal_id: dealId, deal_name: deal.name, amount: Number(deal.amount), crm_name: 'hubspot', in_crm: true })
    expect(body.data.owner_name).toBeTruthy()
    expect(body.data.account_name).toBeTruthy()
    expect(body.data.sales_stage).toBeTruthy()
    expect(body.data.crm_custom_field).toEqual(deal.custom_fields)
  })

  it('a deal deleted in the CRM is not in the CRM', async () => {
    const deal = await one<{ crm_deal_id: string }>('select crm_deal_id from deals where id = $1', [dealId])
    const url = `/api/users/deal_crm_info?crm_deal_id=${encodeURIComponent(deal.crm_deal_id)}`
    await t.db.pool.query('update deals set deleted_at = now() where id = $1', [dealId])
    try {
      expect((await get<{ data: TCrmDealInfo }>(url, ADMIN)).body.data.in_crm).toBe(false)
    } finally {
      await t.db.pool.query('update deals set deleted_at = null where id = $1', [dealId])
    }
  })

  it("another company's deal is not found; a missing id is 400", async () => {
    const other = await one<{ crm_deal_id: string }>(`select d.crm_deal_id from deals d join companies c on c.id = d.company_id where c.name = $1 limit 1`, [
      ACME_ADMIN_COMPANY,
    ])
    expect((await get(`/api/users/deal_crm_info?crm_deal_id=${encodeURIComponent(other.crm_deal_id)}`, ADMIN)).status).toBe(404)
    const bad = await get<{ error: { fields: { field: string }[] } }>('/api/users/deal_crm_info', ADMIN)
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields[0]?.field).toBe('crm_deal_id')
  })
})
