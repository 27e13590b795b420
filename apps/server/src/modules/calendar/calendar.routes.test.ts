import { NOTETAKER_REASONS } from '@parley/shared/rules/notetaker-decision'
import { ZUpcomingEventsResponse } from '@parley/shared/schemas/upcoming-events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
const REP = 'riley.rep@northwind.example'
const MANAGER = 'morgan.manager@northwind.example'
const SUPER = 'sam.super@northwind.example'
const ACME = 'alex.acme@acme.example'
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T
const inMinutes = (m: number) => new Date(TEST_NOW.getTime() + m * 60_000)

interface Seed {
  email: string
  title: string
  start: Date
  end: Date
  url?: string | null
  organizer?: string | null
  attendees?: string[]
  status?: string
  noteTakerAllowed?: boolean
  updatedByUser?: boolean
  latest?: string | null
  ical?: string
}

async function seed(e: Seed): Promise<number> {
  const u = await one<{ id: number; company_id: number }>('select id, company_id from users where email = $1', [e.email])
  const attendees = (e.attendees ?? []).map((email) => ({ email, name: email.split('@')[0], company: email.split('@')[1] }))
  const row = await one<{ id: number }>(
    `insert into calendar_events (company_id, user_id, gce_id, ical_uid, title, start_at, end_at, meeting_url, organizer_email, attendees, attendee_emails,
       status, note_taker_allowed, event_properties, latest_event_type, source)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'google_calendar') returning id`,
    [
      u.company_id,
      u.id,
      `uptest-${Math.random().toString(36).slice(2)}`,
      e.ical ?? null,
      e.title,
      e.start,
      e.end,
      e.url === undefined ? 'https://meet.google.com/abc-defg-hij' : e.url,
      e.organizer ?? e.email,
      JSON.stringify(attendees),
      e.attendees ?? [],
      e.status ?? 'confirmed',
      e.noteTakerAllowed ?? true,
      JSON.stringify(e.updatedByUser === undefined ? {} : { updatedByUser: e.updatedByUser }),
      e.latest ?? null,
    ],
  )
  return row.id
}

const list = async (email: string, query = '') => t.app.inject({ method: 'GET', url: `/api/users/events${query}`, headers: await t.as(email) })
type Listed = ReturnType<typeof ZUpcomingEventsResponse.parse>['data']
const events = async (email: string, query: string): Promise<Listed> => {
  const res = await list(email, query)
  expect(res.statusCode).toBe(200)
  return ZUpcomingEventsResponse.parse(res.json()).data
}

beforeAll(async () => {
  t = await buildTestApp()
  // Everyone's notetaker on with all five flags, so only the per-meeting facts decide.
  await t.db.pool.query(
    `update users set notetaker_enabled = true, notetaker_internal_meeting = true, notetaker_external_meeting = true, notetaker_internal_host = true,
       notetaker_external_host = true, notetaker_self_host = true where email = any($1)`,
    [[REP, MANAGER]],
  )
  await seed({ email: REP, title: 'UpTest tomorrow', start: inMinutes(24 * 60), end: inMinutes(24 * 60 + 30), attendees: ['buyer@globex.example'] })
  await seed({ email: REP, title: 'UpTest in progress', start: inMinutes(-10), end: inMinutes(30), latest: 'in_call_recording' })
  await seed({ email: REP, title: 'UpTest starting now', start: inMinutes(0.5), end: inMinutes(30), url: 'https://acme.zoom.us/j/81234567890' })
  await seed({ email: REP, title: 'UpTest ends within a minute', start: inMinutes(-30), end: inMinutes(0.5) })
  await seed({ email: REP, title: 'UpTest cancelled', start: inMinutes(60), end: inMinutes(90), status: 'cancelled' })
  await seed({ email: REP, title: 'UpTest next year', start: inMinutes(366 * 24 * 60), end: inMinutes(366 * 24 * 60 + 30) })
  await seed({ email: REP, title: 'UpTest no link', start: inMinutes(120), end: inMinutes(150), url: null })
  await seed({ email: REP, title: 'UpTest switched off', start: inMinutes(180), end: inMinutes(210), noteTakerAllowed: false, updatedByUser: true })
  await seed({ email: REP, title: 'UpTest 100% sure', start: inMinutes(240), end: inMinutes(270) })
  await seed({ email: MANAGER, title: 'UpTest manager only', start: inMinutes(60), end: inMinutes(90) })
  // One call in two calendars: the manager organises it, so the manager's calendar sends the one bot.
  const shared = {
    start: inMinutes(300),
    end: inMinutes(330),
    url: 'https://acme.zoom.us/j/99999999999?pwd=a',
    organizer: MANAGER,
    attendees: [REP, MANAGER, 'buyer@globex.example'],
  }
  await seed({ ...shared, email: REP, title: 'UpTest shared call', url: 'https://acme.zoom.us/j/99999999999?pwd=b' })
  await seed({ ...shared, email: MANAGER, title: 'UpTest shared call' })
})
afterAll(async () => t?.close())

describe('GET /users/events: a call in many reps’ calendars (the first copies read, the rest only when needed)', () => {
  // More reps than the first copies read per lookup (8), so the sender may be among the copies not read at first.
  let reps: { id: number; email: string }[] = []
  const STANDUP = { start: inMinutes(2 * 24 * 60), end: inMinutes(2 * 24 * 60 + 15), url: 'https://meet.google.com/all-hands-now' }
  const standup = async (email: string) => (await events(email, '?title=AllHandsCheck')).events[0]?.notetaker
  const setWants = async (wanting: number[]) =>
    t.db.pool.query(
      `update calendar_events set note_taker_allowed = (user_id = any($1::int[])), event_properties = '{"updatedByUser": true}'
        where title = 'AllHandsCheck call'`,
      [wanting],
    )

  beforeAll(async () => {
    const company = await one<{ id: number }>('select company_id id from users where email = $1', [REP])
    reps = (
      await t.db.pool.query<{ id: number; email: string }>(
        `update users set notetaker_enabled = true, notetaker_internal_meeting = true, notetaker_external_meeting = true,
           notetaker_internal_host = true, notetaker_external_host = true, notetaker_self_host = true
         where id in (select id from users where company_id = $1 and status = 'active' and deleted_at is null order by id limit 14)
         returning id, email`,
        [company.id],
      )
    ).rows.sort((a, b) => a.id - b.id)
    expect(reps.length).toBe(14)
    const organizer = reps[13]?.email as string
    for (const r of reps) {
      await seed({ ...STANDUP, email: r.email, title: 'AllHandsCheck call', organizer, attendees: reps.map((x) => x.email), ical: `standup-${r.id}` })
    }
  })

  it('the organiser’s calendar sends the bot even when the organiser has the highest user id', async () => {
    await setWants(reps.map((r) => r.id))
    const lowest = reps[0]?.email as string
    expect(await standup(lowest)).toMatchObject({ joins: true, reason: NOTETAKER_REASONS.enabledByYou })
    expect((await standup(lowest))?.explanation).toContain('Another rep')
    expect((await standup(reps[13]?.email as string))?.explanation).not.toContain('Another rep')
  })

  it('without the organiser, the lowest user id that wants it sends it, read past the first copies', async () => {
    const last = reps[12] as { id: number; email: string }
    await setWants([last.id])
    // Only the 13th rep wants the bot: everyone else's row still says it joins, through that rep.
    expect(await standup(reps[0]?.email as string)).toMatchObject({ joins: true, reason: NOTETAKER_REASONS.disabledByYou })
    expect((await standup(reps[0]?.email as string))?.explanation).toContain('Another rep')
    expect((await standup(last.email))?.explanation).not.toContain('Another rep')
    await setWants([])
    expect(await standup(reps[0]?.email as string)).toMatchObject({ joins: false, reason: NOTETAKER_REASONS.disabledByYou })
    expect((await standup(reps[0]?.email as string))?.explanation).not.toContain('Another rep')
    // Two reps after the first copies want it: the lower of them sends it, so the higher one's row names another rep.
    await setWants([reps[11]?.id as number, reps[12]?.id as number])
    expect((await standup(reps[12]?.email as string))?.explanation).toContain('Another rep')
    expect((await standup(reps[11]?.email as string))?.explanation).not.toContain('Another rep')
  })
})

describe('GET /users/events', () => {
  it('lists the user’s own upcoming meetings by start, hiding completed, cancelled and out-of-window ones', async () => {
    const data = await events(REP, '?title=UpTest&take=50')
    expect(data.superAdmin).toBe(false)
    expect(data.events.map((e) => e.title)).toEqual([
      'UpTest in progress',
      'UpTest starting now',
      'UpTest no link',
      'UpTest switched off',
      'UpTest 100% sure',
      'UpTest shared call',
      'UpTest tomorrow',
    ])
    expect(data.total).toBe(7)
  })

  it('pages 10 by default with skip, and keeps the total', async () => {
    const first = await events(REP, '')
    const second = await events(REP, '?skip=10')
    expect(first.events.length).toBeLessThanOrEqual(10)
    expect(second.total).toBe(first.total)
    if (first.total > 10) expect(second.events[0]?.id).not.toBe(first.events[0]?.id)
    const page = await events(REP, '?title=UpTest&take=2&skip=2')
    expect(page.events.map((e) => e.title)).toEqual(['UpTest no link', 'UpTest switched off'])
  })

  it('searches titles literally (a % is a percent sign, not a wildcard)', async () => {
    expect((await events(REP, '?title=100%25')).events.map((e) => e.title)).toEqual(['UpTest 100% sure'])
    expect((await events(REP, '?title=nothing-like-this')).total).toBe(0)
  })

  it('gives each row the spec’s fields and the notetaker decision with its reason', async () => {
    const byTitle = new Map((await events(REP, '?title=UpTest&take=50')).events.map((e) => [e.title, e]))
    const tomorrow = byTitle.get('UpTest tomorrow')
    expect(tomorrow).toMatchObject({
      attendees: 'buyer@globex.example',
      attendee_company: 'globex.example',
      attendee_count: 1,
      organizer_email: REP,
      meeting_url: 'https://meet.google.com/abc-defg-hij',
      note_taker_allowed: true,
      event_properties: { updatedByUser: false },
      notetaker: { joins: true, reason: NOTETAKER_REASONS.willJoin, toggle_enabled: true, toggle_on: true, timing: 'before_start', bot_control: null },
    })
    expect(byTitle.get('UpTest in progress')?.notetaker).toMatchObject({
      reason: NOTETAKER_REASONS.started,
      toggle_enabled: false,
      timing: 'in_progress',
      bot_control: { action: 'remove', label: 'Remove Notetaker From Call' },
    })
    expect(byTitle.get('UpTest starting now')?.notetaker).toMatchObject({
      timing: 'in_progress',
      bot_control: { action: 'send', label: 'Send Notetaker In Call' },
    })
    expect(byTitle.get('UpTest no link')?.notetaker).toMatchObject({ joins: false, reason: NOTETAKER_REASONS.noUrl, toggle_enabled: false })
    expect(byTitle.get('UpTest switched off')?.notetaker).toMatchObject({ joins: false, reason: NOTETAKER_REASONS.disabledByYou, toggle_on: false })
    expect(byTitle.get('UpTest switched off')?.event_properties.updatedByUser).toBe(true)
  })

  it('one bot per call across reps: the organiser’s calendar sends it, the other rep sees “enabled by other reps”', async () => {
    const rep = (await events(REP, '?title=shared')).events[0]
    expect(rep?.notetaker).toMatchObject({ joins: true, reason: NOTETAKER_REASONS.otherReps })
    const manager = (await events(MANAGER, '?title=shared')).events[0]
    expect(manager?.notetaker).toMatchObject({ joins: true, reason: NOTETAKER_REASONS.willJoin })
    // The manager turns it off for this call: the rep's calendar sends the bot instead.
    await t.db.pool.query(
      `update calendar_events set note_taker_allowed = false, event_properties = '{"updatedByUser": true}' where title = 'UpTest shared call'
         and user_id = (select id from users where email = $1)`,
      [MANAGER],
    )
    expect((await events(REP, '?title=shared')).events[0]?.notetaker.reason).toBe(NOTETAKER_REASONS.willJoin)
  })

  it('narrows the window with startTime and endTime', async () => {
    const q = `?title=UpTest&startTime=${encodeURIComponent(inMinutes(100).toISOString())}&endTime=${encodeURIComponent(inMinutes(200).toISOString())}`
    expect((await events(REP, q)).events.map((e) => e.title)).toEqual(['UpTest no link', 'UpTest switched off'])
  })

  it('tells super admins so (the event id tooltip)', async () => {
    expect((await events(SUPER, '')).superAdmin).toBe(true)
  })

  it.each([
    ['?take=0', 'take', 'take must be at least 1'],
    ['?take=abc', 'take', 'take must be a number'],
    ['?skip=-1', 'skip', 'skip cannot be negative'],
    ['?startTime=yesterday', 'startTime', 'Give the time as an ISO date and time'],
    [`?startTime=2026-11-05T00:00:00Z&endTime=2026-11-04T00:00:00Z`, 'endTime', 'endTime must not be before startTime'],
    [`?title=${'x'.repeat(201)}`, 'title', 'Search at most 200 characters'],
    ['?foo=1', 'foo', 'Unknown field'],
  ])('400 for %s with the field and a message', async (query, field, message) => {
    const res = await list(REP, query)
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.error.fields[0].field).toContain(field)
    expect(body.error.fields[0].message).toContain(message)
  })

  it('401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/events' })
    expect(res.statusCode).toBe(401)
  })

  it('another company never sees these meetings', async () => {
    const data = await events(ACME, '?title=UpTest&take=100')
    expect(data.total).toBe(0)
    const all = await list(ACME, '?take=100')
    expect(all.body).not.toContain('UpTest')
    expect(all.body).not.toContain('northwind.example')
  })
})
