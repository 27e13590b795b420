import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// recording_list (migration 0011) is a copy kept by triggers: after any write to the recordings, their calendar
// events, their deal mappings or the deals, it must hold exactly the rows the four-table join would give, and the
// dashboard must answer from it at once.

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
// Pages of 100: a renamed deal may carry more calls than one page of 10.
const URL = '/api/reports/activity-dashboard?take=100&skip=0'

/** The Recorded tab's rows as the join the list table replaces computes them, every company. */
const JOINED = `
  select m.id as meeting_id, m.company_id, ce.id as event_id, m.start_time, m.video_duration, m.user_id as owner_id,
    coalesce(m.title, ce.title) as title, coalesce(ce.source, m.source) as source, ce.sales_stage,
    coalesce(m.agenda_type, ce.agenda_type) as agenda_type, m.call_disposition, ce.custom_fields as event_custom_fields,
    case when md.deal_id is not null then md.deal_id else ce.primary_deal_id end as deal_id, d.name as deal_name,
    d.stage_name as deal_stage, d.owner_id as deal_owner_id, d.custom_fields as deal_custom_fields
  from meetings m
  left join calendar_events ce on ce.id = m.calendar_event_id and ce.company_id = m.company_id
  left join meeting_deals md on md.meeting_id = m.id and md.is_primary
  left join deals d on d.id = (case when md.deal_id is not null then md.deal_id else ce.primary_deal_id end) and d.company_id = m.company_id
  where m.deleted_at is null order by m.id`
const LISTED = `
  select meeting_id, company_id, event_id, start_time, video_duration, owner_id, title, source, sales_stage, agenda_type,
    call_disposition, event_custom_fields, deal_id, deal_name, deal_stage, deal_owner_id, deal_custom_fields
  from recording_list order by meeting_id`

async function expectListMatchesJoin(): Promise<void> {
  const [joined, listed] = [(await t.db.pool.query(JOINED)).rows, (await t.db.pool.query(LISTED)).rows]
  expect(listed.length).toBe(joined.length)
  expect(listed).toEqual(joined)
}

const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T

/** Runs SQL as the app does: parley_app inside the company's tenant transaction. */
async function asTenant(companyId: number, q: string, params: unknown[] = []): Promise<void> {
  await t.db.withTenant(companyId, async (tx) => {
    await (tx as unknown as { $client: { query: (q: string, p: unknown[]) => Promise<unknown> } }).$client.query(q, params)
  })
}

async function dashboard(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: URL, headers: await t.as(ADMIN), payload: { role: 'company_admin', ...payload } })
  expect(res.statusCode).toBe(200)
  return res.json().data as { total: number; data: { id: number; crmDealDetails: { deal_name: string } | null }[] }
}

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('recording_list', () => {
  it('holds the joined row of every live recording of the seeded demo', async () => {
    expect((await t.db.pool.query(LISTED)).rows.length).toBeGreaterThan(100)
    await expectListMatchesJoin()
  })

  it('follows deal, event, mapping and recording writes in the same transaction', async () => {
    const call = await one<{ meeting_id: number; company_id: number; event_id: number; deal_id: number }>(
      `select r.meeting_id, r.company_id, r.event_id, r.deal_id from recording_list r join users u on u.company_id = r.company_id
       where u.email = $1 and r.event_id is not null and r.deal_id is not null order by r.meeting_id limit 1`,
      [ADMIN],
    )
    const c = call.company_id

    // A renamed deal is found by its new name at once.
    await asTenant(
      c,
      "update deals set name = 'Zephyr Renamed Expansion', stage_name = 'Won', custom_fields = custom_fields || '{\"sales_play\":\"Land\"}' where id = $1",
      [call.deal_id],
    )
    const found = await dashboard({ deal_name: 'Zephyr Renamed' })
    expect(found.data.map((r) => r.id)).toContain(call.meeting_id)
    await expectListMatchesJoin()

    // The event's stage, title, source and custom fields.
    await asTenant(
      c,
      "update calendar_events set sales_stage = 'Negotiation', title = 'Zephyr call', source = 'zoom', custom_fields = '{\"call_disposition\":\"Connected\"}' where id = $1",
      [call.event_id],
    )
    await expectListMatchesJoin()

    // Another deal becomes the primary mapping; then the mapping goes and the event's primary deal applies.
    const other = await one<{ id: number }>('select id from deals where company_id = $1 and id <> $2 order by id limit 1', [c, call.deal_id])
    await asTenant(c, 'update meeting_deals set is_primary = false where meeting_id = $1', [call.meeting_id])
    await asTenant(
      c,
      'insert into meeting_deals (company_id, meeting_id, deal_id, is_primary) values ($1, $2, $3, true) on conflict (meeting_id, deal_id) do update set is_primary = true',
      [c, call.meeting_id, other.id],
    )
    await expectListMatchesJoin()
    await asTenant(c, 'delete from meeting_deals where meeting_id = $1', [call.meeting_id])
    await expectListMatchesJoin()

    // The recording's own columns, a soft delete and its undo.
    await asTenant(c, "update meetings set title = null, video_duration = 61, agenda_type = 'Demo', call_disposition = 'Connected' where id = $1", [
      call.meeting_id,
    ])
    await expectListMatchesJoin()
    const before = (await dashboard({})).total
    await asTenant(c, 'update meetings set deleted_at = now() where id = $1', [call.meeting_id])
    expect((await dashboard({})).total).toBe(before - 1)
    await expectListMatchesJoin()
    await asTenant(c, 'update meetings set deleted_at = null where id = $1', [call.meeting_id])
    expect((await dashboard({})).total).toBe(before)

    // Deleting the event, then a deal other calls map to, reaches the list through the cascades.
    await asTenant(c, 'delete from calendar_events where id = $1', [call.event_id])
    await expectListMatchesJoin()
    const mapped = await one<{ deal_id: number }>('select deal_id from meeting_deals where company_id = $1 and is_primary order by id limit 1', [c])
    await asTenant(c, 'delete from deals where id = $1', [mapped.deal_id])
    await expectListMatchesJoin()

    // A new recording, and a hard delete.
    const added = await one<{ id: number }>(
      "insert into meetings (company_id, user_id, title, start_time, video_duration) select company_id, id, 'Zephyr upload', $2::timestamptz - interval '1 hour', 900 from users where email = $1 returning id",
      [ADMIN, TEST_NOW.toISOString()],
    )
    expect((await dashboard({ title: 'Zephyr upload' })).data.map((r) => r.id)).toEqual([added.id])
    await asTenant(c, 'delete from meetings where id = $1', [added.id])
    await expectListMatchesJoin()
  })
})
