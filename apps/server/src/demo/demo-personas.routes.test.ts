import { NOTETAKER_REASONS } from '@parley/shared/rules/notetaker-decision'
import { ZUpcomingEventsResponse } from '@parley/shared/schemas/upcoming-events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

const RILEY = 'riley.rep@northwind.example'
const get = async (email: string, url: string) => t.app.inject({ method: 'GET', url, headers: await t.as(email) })
const upcoming = async (email: string, skip = 0) => {
  const res = await get(email, `/api/users/events?take=10&skip=${skip}`)
  expect(res.statusCode, email).toBe(200)
  return ZUpcomingEventsResponse.parse(res.json()).data
}

describe('the demo personas on a fresh seed', () => {
  it('give Riley Rep two pages of upcoming meetings with every reason the list can show, and one under way', async () => {
    const first = await upcoming(RILEY)
    expect(first.total).toBeGreaterThan(10)
    expect(first.events).toHaveLength(10)
    const second = await upcoming(RILEY, 10)
    expect(second.events.length).toBeGreaterThan(0)
    const all = [...first.events, ...second.events]
    const reasons = new Set(all.map((e) => e.notetaker.reason))
    for (const reason of [
      NOTETAKER_REASONS.willJoin,
      NOTETAKER_REASONS.noUrl,
      NOTETAKER_REASONS.disabledByYou,
      NOTETAKER_REASONS.enabledByYou,
      NOTETAKER_REASONS.started,
      NOTETAKER_REASONS.otherReps,
    ]) {
      expect(reasons, reason).toContain(reason)
    }
    expect(all.some((e) => e.notetaker.bot_control?.action === 'send')).toBe(true)
    expect(first.superAdmin).toBe(false)
  })

  it('show a BDR the meetings their recording preferences leave out', async () => {
    const all = [...(await upcoming('bailey.bdr@northwind.example')).events, ...(await upcoming('bailey.bdr@northwind.example', 10)).events]
    expect(all.map((e) => e.notetaker.reason)).toContain(NOTETAKER_REASONS.willNotJoin)
  })

  it('give the super admin and each company admin upcoming meetings of their own, the super admin with event ids', async () => {
    const sam = await upcoming('sam.super@northwind.example')
    expect(sam.total).toBeGreaterThan(10)
    expect(sam.superAdmin).toBe(true)
    for (const admin of ['avery.admin@northwind.example', 'vic.viewer@northwind.example', 'alex.acme@acme.example', 'gabe.globex@globex.example']) {
      expect((await upcoming(admin)).total, admin).toBeGreaterThan(10)
    }
  })

  it('leave Mika Marketing with a calendar sync pending and no meetings yet', async () => {
    const profile = await get('mika.marketing@northwind.example', '/api/profile')
    expect(profile.statusCode).toBe(200)
    expect((profile.json() as { meta_data: { calendar_sync_pending: boolean } }).meta_data.calendar_sync_pending).toBe(true)
    expect((await upcoming('mika.marketing@northwind.example')).total).toBe(0)
  })

  it('give Riley recorded calls on his own deals, analysed with a checklist and objections', async () => {
    const rows = await t.db.pool.query<{ n: number; with_deal: number; with_objections: number; done: number }>(
      `select count(*)::int n,
              count(*) filter (where exists (select 1 from meeting_deals d where d.meeting_id = m.id))::int with_deal,
              count(*) filter (where exists (select 1 from objections o where o.meeting_id = m.id))::int with_objections,
              count(*) filter (where m.processing_status = 2)::int done
       from meetings m join users u on u.id = m.user_id where u.email = $1`,
      [RILEY],
    )
    const r = rows.rows[0]
    expect(r?.n).toBeGreaterThanOrEqual(6)
    expect(r?.with_deal).toBeGreaterThanOrEqual(6)
    expect(r?.done).toBeGreaterThanOrEqual(6)
    expect(r?.with_objections).toBeGreaterThan(0)
    const open = await t.db.pool.query<{ n: number }>(
      'select count(*)::int n from deals d join users u on u.id = d.owner_id where u.email = $1 and not d.is_closed',
      [RILEY],
    )
    expect(open.rows[0]?.n).toBeGreaterThanOrEqual(3)
  })

  it("after Riley disconnects his calendar, its meetings go, the one under way included ('You're almost there!')", async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/update_user_details?remove_calendar_integration=true', headers: await t.as(RILEY) })
    expect(res.statusCode, res.body).toBe(200)
    expect((await upcoming(RILEY)).total).toBe(0)
  })

  it('send no Globex user to a page that does not exist', async () => {
    const profile = await get('gabe.globex@globex.example', '/api/profile')
    expect((profile.json() as { company_meta_data: unknown }).company_meta_data).toMatchObject({
      overhaul_enabled: false,
      overhaul_force_redirect: false,
      overhaul_domain: '',
    })
  })
})
