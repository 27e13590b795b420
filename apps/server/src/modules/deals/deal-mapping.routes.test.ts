import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { processCall } from '../analysis/analysis.service'
import { autoMapCallDeal } from './deal-mapping.service'

// Deal mapping: the suggestion lists, the explanation, the audit, remap / unlink with the deal tag editing
// rule on the server, the roll-ups after a change, and the automatic mapping when processing ends.

let t: TestApp
const rows = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows as T[]
const one = async <T>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0] as T

interface Call {
  meeting_id: number
  event_id: number
  company_id: number
  deal_id: number
  crm_deal_id: string
  rep_email: string
  rep_id: number
}

/** A recorded call of a Northwind rep (not riley.rep, who keeps no demo calls) with a primary deal. */
async function repCall(offset = 0, openDeal = false): Promise<Call> {
  return one(
    `select m.id meeting_id, m.calendar_event_id event_id, m.company_id, md.deal_id, d.crm_deal_id, u.email rep_email, u.id rep_id
     from meetings m join users u on u.id = m.user_id join companies c on c.id = m.company_id
     join meeting_deals md on md.meeting_id = m.id and md.is_primary join deals d on d.id = md.deal_id
     where c.name = 'Northwind Analytics' and u.user_role = 'user' and u.status = 'active' and m.deleted_at is null
       and m.calendar_event_id is not null and d.account_id is not null and (not $2 or not d.is_closed)
     order by m.id limit 1 offset $1`,
    [offset, openDeal],
  )
}

const get = async (email: string, url: string) => t.app.inject({ method: 'GET', url, headers: await t.as(email) })
const put = async (email: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/update_deal', headers: await t.as(email), payload })
const audit = async (email: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/auditDealMapping', headers: await t.as(email), payload })
const pageDeal = async (email: string, meetingId: number) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/reports/call-details?id=${meetingId}`, headers: await t.as(email), payload: { role: 'user' } })
  return res.json().data.data[0].crmDealDetails as { deal_id: number; deal_name: string } | null
}

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('GET /api/users/dropdownDeals and /api/users/deals', () => {
  it("suggests the open deals of the attendees' accounts, lists the rep's own deals and searches the company's from 3 characters", async () => {
    // A call on an open deal, so its account has an open deal to suggest.
    const call = await repCall(0, true)
    const suggested = await get(call.rep_email, `/api/users/dropdownDeals?type=recommended&calendar_event=${call.event_id}`)
    expect(suggested.statusCode).toBe(200)
    const list = suggested.json().data as { id: number; open: boolean; crm_deal_id: string; deal_name: string }[]
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((d) => d.open)).toBe(true)

    const own = await get(call.rep_email, '/api/users/dropdownDeals?type=owner')
    expect(own.statusCode).toBe(200)
    expect((own.json().data as { owner_email: string }[]).every((d) => d.owner_email.toLowerCase() === call.rep_email.toLowerCase())).toBe(true)
    const byOwner = await get(call.rep_email, `/api/users/deals?owner=${encodeURIComponent(call.rep_email)}`)
    expect(byOwner.json().data).toEqual(own.json().data)

    const name = await one<{ name: string }>('select name from deals where id = $1', [call.deal_id])
    const search = await get(call.rep_email, `/api/users/dropdownDeals?type=company&search=${encodeURIComponent(name.name.slice(0, 6))}`)
    expect(search.statusCode).toBe(200)
    expect((search.json().data as { deal_name: string }[]).some((d) => d.deal_name === name.name)).toBe(true)
  })

  it.each([
    ['a search under 3 characters', '/api/users/dropdownDeals?type=company&search=ab', 'search'],
    ['an unknown type', '/api/users/dropdownDeals?type=everything', 'type'],
    ['suggestions without the calendar event', '/api/users/dropdownDeals?type=recommended', 'calendar_event'],
    ['a calendar event that is not a number', '/api/users/dropdownDeals?type=recommended&calendar_event=abc', 'calendar_event'],
    ['an owner that is not an e-mail', '/api/users/deals?owner=nobody', 'owner'],
    ['explainability without crm_deal', '/api/users/dealExplainability?calendar_event=1', 'crm_deal'],
  ])('400 for %s, naming the field', async (_case, url, field) => {
    const call = await repCall()
    const res = await get(call.rep_email, url)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.map((f: { field: string }) => f.field)).toContain(field)
  })
})

describe('GET /api/users/dealExplainability', () => {
  it("explains the call's deal with the spec's fields, and 404s an unknown deal", async () => {
    const call = await repCall()
    const res = await get(call.rep_email, `/api/users/dealExplainability?calendar_event=${call.event_id}&crm_deal=${encodeURIComponent(call.crm_deal_id)}`)
    expect(res.statusCode).toBe(200)
    const e = res.json().data
    expect(e.attendees_data.external_attendees_size).toBe(e.attendees_data.external_attendees.length)
    expect(e.attendees_data.external_attendees_size).toBeGreaterThan(0)
    expect(e).toMatchObject({ mapped_by: 'auto', deal: { id: call.deal_id } })
    for (const key of ['prospect', 'prospect_email', 'account', 'account_name', 'owner', 'owner_email', 'open']) expect(e).toHaveProperty(key)
    expect(e.account_name).not.toBeNull()
    const missing = await get(call.rep_email, `/api/users/dealExplainability?calendar_event=${call.event_id}&crm_deal=no-such-deal`)
    expect(missing.statusCode).toBe(404)
  })
})

describe('PUT /api/update_deal', () => {
  it('remaps with feedback (audited, shown after reload, both roll-ups recomputed), then unlinks with the text null', async () => {
    const call = await repCall(1)
    const other = await one<{ id: number }>(
      'select id from deals where company_id = $1 and id <> $2 and deleted_at is null and not is_closed order by id limit 1',
      [call.company_id, call.deal_id],
    )
    await t.db.pool.query('delete from deal_metrics where deal_id in ($1, $2)', [call.deal_id, other.id])
    const res = await put(call.rep_email, {
      source: 'meeting_page',
      user_id: call.rep_id,
      zoom_recording_analytics_id: call.meeting_id,
      updated_primary_deal_id: other.id,
      description: 'The buyer moved to the expansion deal.',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ message: 'Deal updated successfully', data: { previous_deal_id: call.deal_id, deal: { id: other.id } } })
    expect((await pageDeal(call.rep_email, call.meeting_id))?.deal_id).toBe(other.id)
    const review = await one<{ type: string; description: string; deal_id: number }>(
      'select type, description, deal_id from deal_mapping_reviews where meeting_id = $1 order by id desc limit 1',
      [call.meeting_id],
    )
    expect(review).toEqual({ type: 'Remap', description: 'The buyer moved to the expansion deal.', deal_id: other.id })
    const metrics = await rows<{ deal_id: number }>('select deal_id from deal_metrics where deal_id in ($1, $2)', [call.deal_id, other.id])
    expect(metrics.map((m) => m.deal_id).sort()).toEqual([call.deal_id, other.id].sort())
    expect((await one<{ primary_deal_id: number }>('select primary_deal_id from calendar_events where id = $1', [call.event_id])).primary_deal_id).toBe(
      other.id,
    )

    // The automatic mapping never overrides a person's choice.
    expect(await autoMapCallDeal({ db: t.db, now: () => TEST_NOW }, call.company_id, call.meeting_id)).toMatchObject({ dealId: other.id, changed: false })

    const unlink = await put(call.rep_email, {
      source: 'meeting_page',
      user_id: call.rep_id,
      zoom_recording_analytics_id: call.meeting_id,
      updated_primary_deal_id: 'null',
    })
    expect(unlink.statusCode).toBe(200)
    expect(unlink.json()).toMatchObject({ message: 'Call unlinked from the deal', data: { previous_deal_id: other.id, deal: null } })
    expect(await pageDeal(call.rep_email, call.meeting_id)).toBeNull()
    expect(await autoMapCallDeal({ db: t.db, now: () => TEST_NOW }, call.company_id, call.meeting_id)).toMatchObject({ dealId: null, changed: false })
  })

  it("refuses a user the deal tag editing rule does not allow (403), someone else's user_id (403), another company's deal or call (404) and bad ids (400)", async () => {
    const call = await repCall(2)
    const body = { source: 'meeting_page', user_id: call.rep_id, zoom_recording_analytics_id: call.meeting_id, updated_primary_deal_id: call.deal_id }
    const foreignDeal = await one<{ id: number }>('select min(id)::int id from deals where company_id <> $1', [call.company_id])
    const foreignCall = await one<{ id: number }>('select min(id)::int id from meetings where company_id <> $1', [call.company_id])
    expect((await put(call.rep_email, { ...body, updated_primary_deal_id: foreignDeal.id })).statusCode).toBe(404)
    expect((await put(call.rep_email, { ...body, zoom_recording_analytics_id: foreignCall.id })).statusCode).toBe(404)
    expect((await put(call.rep_email, { ...body, user_id: call.rep_id + 1 })).statusCode).toBe(403)
    for (const bad of [{ updated_primary_deal_id: 'abc' }, { updated_primary_deal_id: -3 }, { zoom_recording_analytics_id: 'x' }, { extra: 1 }]) {
      const res = await put(call.rep_email, { ...body, ...bad })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields.length).toBeGreaterThan(0)
    }
    // The owner may open the call, but once they are neither an attendee nor of an attendee company they may not map it.
    await t.db.pool.query(
      `update calendar_events set attendees = '[{"email":"buyer@elsewhere.example","company":"Elsewhere"}]', attendee_emails = '{buyer@elsewhere.example}',
       attendee_companies = '{Elsewhere}', organizer_email = 'buyer@elsewhere.example' where id = $1`,
      [call.event_id],
    )
    await t.db.pool.query('delete from meeting_participants where meeting_id = $1', [call.meeting_id])
    const refused = await put(call.rep_email, body)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toMatch(/attendees/)
  })
})

describe('POST /api/users/auditDealMapping', () => {
  it("stores a review and a wrong-deal report with its feedback, answering the spec's thanks", async () => {
    const call = await repCall()
    const review = await audit(call.rep_email, { type: 'Review', source: 'meeting_page', calendar_event_id: call.event_id, primary_deal_id: call.deal_id })
    expect(review.statusCode).toBe(200)
    expect(review.json().message).toBe('Thank you for your feedback. We will make the required changes.')
    const report = await audit(call.rep_email, {
      type: 'Wrong deal',
      source: 'meeting_page',
      zoom_recording_analytics_id: call.meeting_id,
      description: 'Wrong account',
    })
    expect(report.statusCode).toBe(200)
    const stored = await one<{ type: string; calendar_event_id: number; description: string }>(
      'select type, calendar_event_id, description from deal_mapping_reviews where id = $1',
      [report.json().data.id],
    )
    expect(stored).toEqual({ type: 'Wrong deal', calendar_event_id: call.event_id, description: 'Wrong account' })
  })

  it.each([
    ['no call named', { type: 'Review', source: 'meeting_page' }, 400],
    ['an unknown type', { type: 'Maybe', source: 'meeting_page', calendar_event_id: 1 }, 400],
    ['feedback over 2,000 characters', { type: 'Wrong deal', source: 'x', calendar_event_id: 1, description: 'x'.repeat(2001) }, 400],
  ])('%s is refused', async (_case, payload, status) => {
    const call = await repCall()
    expect((await audit(call.rep_email, payload)).statusCode).toBe(status)
  })

  it("404s another company's deal named on the rep's own call", async () => {
    const call = await repCall()
    const foreignDeal = await one<{ id: number }>('select min(id)::int id from deals where company_id <> $1', [call.company_id])
    const res = await audit(call.rep_email, { type: 'Review', source: 'meeting_page', calendar_event_id: call.event_id, primary_deal_id: foreignDeal.id })
    expect(res.statusCode).toBe(404)
  })
})

describe('automatic mapping when processing finishes', () => {
  it('maps an unmapped call from its attendees, stores the explanation, and a second run changes nothing', async () => {
    const call = await repCall(3, true)
    await t.db.pool.query('delete from meeting_deals where meeting_id = $1', [call.meeting_id])
    await t.db.pool.query('update calendar_events set primary_deal_id = null where id = $1', [call.event_id])
    await processCall({ db: t.db, config: t.config, now: () => TEST_NOW }, { companyId: call.company_id, meetingId: call.meeting_id })
    const mapped = await one<{ deal_id: number; source: string; mapped_by: number | null; explanation: Record<string, unknown> }>(
      'select deal_id, source, mapped_by, explanation from meeting_deals where meeting_id = $1 and is_primary',
      [call.meeting_id],
    )
    expect(mapped).toMatchObject({ source: 'auto', mapped_by: null })
    expect(mapped.explanation).toMatchObject({ open: true, attendees_data: expect.objectContaining({ external_attendees_size: expect.any(Number) }) })
    expect((await one<{ primary_deal_id: number }>('select primary_deal_id from calendar_events where id = $1', [call.event_id])).primary_deal_id).toBe(
      mapped.deal_id,
    )
    expect(await one('select deal_id from deal_metrics where deal_id = $1', [mapped.deal_id])).toBeDefined()

    const again = await autoMapCallDeal({ db: t.db, now: () => TEST_NOW }, call.company_id, call.meeting_id)
    expect(again).toEqual({ dealId: mapped.deal_id, previousDealId: mapped.deal_id, changed: false })
    const crm = await one<{ crm_deal_id: string }>('select crm_deal_id from deals where id = $1', [mapped.deal_id])
    const explained = await get(call.rep_email, `/api/users/dealExplainability?calendar_event=${call.event_id}&crm_deal=${encodeURIComponent(crm.crm_deal_id)}`)
    expect(explained.json().data).toMatchObject({ ...mapped.explanation, mapped_by: 'auto' })
  })
})
