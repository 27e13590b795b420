import { NOTETAKER_REASONS } from '@parley/shared/rules/notetaker-decision'
import { ZUpcomingEventsResponse } from '@parley/shared/schemas/upcoming-events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { findCompanySettings } from '../companies/companies.repository'
import { loadMeetingGroup } from '../notetaker/meeting-group'
import { findEvent } from '../notetaker/notetaker.repository'
import { fillUnknownWishes } from './bot-wishes.service'

// The Upcoming list decides the one bot per call from the wishes stored on the other reps' copies; every writer of a
// wish's inputs stores it again. After each change the list must say what the rule says over every copy decided now
// (loadMeetingGroup, which the bot scheduler uses).

let t: TestApp
const REPS = 12
const ALL_ON = { internal_meeting: true, external_meeting: true, internal_host: true, external_host: true, self_host: true }
const ALL_OFF = { internal_meeting: false, external_meeting: false, internal_host: false, external_host: false, self_host: false }
const START = new Date(TEST_NOW.getTime() + 3 * 86_400_000)
let reps: { id: number; email: string; companyId: number; eventId: number; gceId: string }[] = []
let superAdmin = ''

const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]
const post = async (email: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: await t.as(email), payload })
const rowOf = async (email: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/users/events?title=WishCheck', headers: await t.as(email) })
  expect(res.statusCode, res.body).toBe(200)
  return ZUpcomingEventsResponse.parse(res.json()).data.events[0]?.notetaker
}
const storedWishes = async () =>
  (
    await rows<{ bot_wanted: boolean | null }>(
      `select bot_wanted from calendar_events where title = 'WishCheck call' and user_id = any($1::int[]) order by user_id`,
      [reps.map((r) => r.id)],
    )
  ).map((r) => r.bot_wanted)

/** Every rep's row of the call says what the rule says over every copy decided now. */
async function expectListIsTheRule(): Promise<void> {
  for (const rep of reps) {
    const listed = await rowOf(rep.email)
    const live = await t.db.withTenant(rep.companyId, async (tx) => {
      const event = await findEvent(tx, rep.eventId)
      const domains = (await findCompanySettings(tx, rep.companyId))?.domains ?? []
      return loadMeetingGroup(tx, event as NonNullable<typeof event>, domains, TEST_NOW)
    })
    expect(listed, rep.email).toMatchObject({
      joins: live.ownerDecision.joins,
      reason: live.ownerDecision.reason,
      explanation: live.ownerDecision.explanation,
    })
  }
}

beforeAll(async () => {
  t = await buildTestApp()
  superAdmin = (await rows<{ email: string }>("select email from users where user_role = 'super_admin' order by id limit 1"))[0]?.email as string
  const picked = await rows<{ id: number; email: string; company_id: number }>(
    `update users set notetaker_enabled = true, notetaker_internal_meeting = true, notetaker_external_meeting = true,
       notetaker_internal_host = true, notetaker_external_host = true, notetaker_self_host = true
     where id in (select u.id from users u join companies c on c.id = u.company_id
                  where c.name = 'Northwind Analytics' and u.status = 'active' and u.deleted_at is null order by u.id limit ${REPS})
     returning id, email, company_id`,
  )
  picked.sort((a, b) => a.id - b.id)
  // Saving recording preferences needs a connected calendar.
  await t.db.pool.query(
    `insert into calendar_connections (company_id, user_id, provider, account_email, status, sync_pending)
     select company_id, id, 'google', email, 'connected', false from users where id = any($1::int[])
     on conflict (user_id, provider) do update set status = 'connected'`,
    [picked.map((p) => p.id)],
  )
  // One external call in every rep's calendar, written without wishes (as the demo generator and older rows are).
  reps = []
  for (const p of picked) {
    const gceId = `wishcheck-${p.id}`
    const [row] = await rows<{ id: number }>(
      `insert into calendar_events (company_id, user_id, gce_id, title, start_at, end_at, meeting_url, organizer_email, attendees, attendee_emails, source)
       values ($1, $2, $3, 'WishCheck call', $4, $5, 'https://meet.google.com/wsh-chck-all', 'buyer@globex.example', $6, $7, 'google_calendar') returning id`,
      [
        p.company_id,
        p.id,
        gceId,
        START,
        new Date(START.getTime() + 30 * 60_000),
        JSON.stringify([{ email: p.email }, { email: 'buyer@globex.example' }]),
        [p.email, 'buyer@globex.example'],
      ],
    )
    reps.push({ id: p.id, email: p.email, companyId: p.company_id, eventId: row?.id as number, gceId })
  }
})
afterAll(async () => t?.close())

describe('stored bot wishes and the Upcoming list', () => {
  it('wishes no writer decided are read as unknown (decided on the spot), and the calendar cron fills them in', async () => {
    expect(await storedWishes()).toEqual(reps.map(() => null))
    await expectListIsTheRule()
    expect(await fillUnknownWishes(t.db, TEST_NOW)).toBeGreaterThanOrEqual(REPS)
    expect(await storedWishes()).toEqual(reps.map(() => true))
    await expectListIsTheRule()
    // The lowest user id sends the one bot; everyone else's row names another rep.
    expect((await rowOf(reps[0]?.email as string))?.reason).toBe(NOTETAKER_REASONS.willJoin)
    expect((await rowOf(reps[5]?.email as string))?.reason).toBe(NOTETAKER_REASONS.otherReps)
  })

  it('a rep’s per-meeting choice is that copy’s wish at once, so the next rep sends the bot', async () => {
    const first = reps[0] as (typeof reps)[number]
    const res = await post(first.email, '/api/users/updateBotScheduleForMeeting', { id: first.eventId, gce_id: first.gceId, status: false })
    expect(res.statusCode, res.body).toBe(200)
    expect((await storedWishes())[0]).toBe(false)
    expect((await rowOf(reps[1]?.email as string))?.reason).toBe(NOTETAKER_REASONS.willJoin)
    expect((await rowOf(reps[5]?.email as string))?.explanation).toContain('Another rep')
    await expectListIsTheRule()
  })

  it('a rep’s recording preferences change every upcoming copy’s wish at once', async () => {
    // Everyone but the last rep switches the notetaker off: only the last rep's calendar sends it now.
    for (const rep of reps.slice(0, -1)) {
      const res = await post(rep.email, '/api/users/updateNotetakerSettings', { ...ALL_OFF, notetaker_enabled: false })
      expect(res.statusCode, res.body).toBe(200)
    }
    expect(await storedWishes()).toEqual(reps.map((_, i) => i === REPS - 1))
    const last = reps[REPS - 1] as (typeof reps)[number]
    expect((await rowOf(last.email))?.reason).toBe(NOTETAKER_REASONS.willJoin)
    expect(await rowOf(reps[2]?.email as string)).toMatchObject({ joins: true, reason: NOTETAKER_REASONS.otherReps })
    await expectListIsTheRule()
    // The last rep records internal meetings only: nobody's bot joins this external call.
    expect((await post(last.email, '/api/users/updateNotetakerSettings', { ...ALL_OFF, internal_meeting: true })).statusCode).toBe(200)
    expect(await storedWishes()).toEqual(reps.map(() => false))
    expect(await rowOf(reps[2]?.email as string)).toMatchObject({ joins: false })
    await expectListIsTheRule()
    // And back on for everything.
    expect((await post(last.email, '/api/users/updateNotetakerSettings', { ...ALL_ON, notetaker_enabled: true })).statusCode).toBe(200)
    expect((await storedWishes())[REPS - 1]).toBe(true)
    await expectListIsTheRule()
  })

  it('new company domains send the wishes back to unknown; the list still answers by the rule, the cron decides again', async () => {
    const companyId = reps[0]?.companyId as number
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${companyId}/settings`,
      headers: await t.as(superAdmin),
      // Globex's domain counted as Northwind's: the call becomes an internal one; only the last rep records those.
      payload: { domains: ['northwind.example', 'globex.example'] },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await storedWishes()).toEqual(reps.map(() => null))
    await expectListIsTheRule()
    await fillUnknownWishes(t.db, TEST_NOW)
    expect(await storedWishes()).toEqual(reps.map((_, i) => i === REPS - 1))
    await expectListIsTheRule()
  })

  it('a deactivated rep’s wish no longer counts', async () => {
    const last = reps[REPS - 1] as (typeof reps)[number]
    await t.db.pool.query("update users set status = 'cancelled' where id = $1", [last.id])
    expect(await rowOf(reps[2]?.email as string)).toMatchObject({ joins: false, reason: NOTETAKER_REASONS.willNotJoin })
    await t.db.pool.query("update users set status = 'active' where id = $1", [last.id])
  })
})
