import { type FakeGoogleCalendar, startFakeGoogleCalendar } from '@parley/fakes/google-calendar/google-calendar-server'
import { type FakeMicrosoftGraph, startFakeMicrosoftGraph } from '@parley/fakes/microsoft-graph/microsoft-graph-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type CalendarSyncDeps, syncCalendarConnection } from '../src/modules/calendar/calendar-sync.service'
import { CalendarProviderError, type SyncCursor } from '../src/modules/calendar/providers/calendar-provider'
import { googleCalendarProvider } from '../src/modules/calendar/providers/google/google-calendar.client'
import { microsoftGraphProvider } from '../src/modules/calendar/providers/microsoft/microsoft-graph.client'
import { createTokenCipher } from '../src/platform/tokens/token-cipher'
import { TEST_NOW } from './constants'
import { TEST_SECRETS, buildTestApp, type TestApp } from './test-app'

// The sync use case against the fakes over real HTTP on ephemeral ports, and the real (PGlite) database.

const CLIENT = { id: 'parley-test', secret: 'parley-test-secret' }
const cipher = createTokenCipher(TEST_SECRETS.encryptionKey)
let t: TestApp
let google: FakeGoogleCalendar
let graph: FakeMicrosoftGraph
let deps: CalendarSyncDeps
let slept: number[] = []

const rows = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows as T[]
const one = async <T>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0] as T
const at = (dayOffset: number, hour: number, minutes = 0) => new Date(Date.UTC(2026, 10, 2 + dayOffset, hour, minutes)).toISOString()

beforeAll(async () => {
  t = await buildTestApp()
  google = await startFakeGoogleCalendar({ client: CLIENT })
  graph = await startFakeMicrosoftGraph({ client: CLIENT })
  deps = {
    db: t.db,
    cipher,
    now: () => TEST_NOW,
    sleep: async (ms) => {
      slept.push(ms)
    },
    providers: {
      google: googleCalendarProvider({
        apiUrl: google.apiUrl,
        oauthClient: { tokenUrl: google.tokenUrl, clientId: CLIENT.id, clientSecret: CLIENT.secret },
        pageSize: 2,
      }),
      microsoft: microsoftGraphProvider({
        apiUrl: graph.apiUrl,
        oauthClient: { tokenUrl: graph.tokenUrl, clientId: CLIENT.id, clientSecret: CLIENT.secret },
        pageSize: 2,
      }),
    },
  }
})
afterAll(async () => {
  await google?.stop()
  await graph?.stop()
  await t?.close()
})
beforeEach(() => {
  google.reset()
  graph.reset()
  slept = []
})

/** Connects a demo user's calendar to a fake as the OAuth callback would: sealed tokens, sync pending. */
async function connect(email: string, provider: 'google' | 'microsoft') {
  const granted = (provider === 'google' ? google : graph).store.grant(email)
  const u = await one<{ id: number; company_id: number }>('select id, company_id from users where lower(email) = lower($1)', [email])
  const c = await one<{ id: number }>(
    `insert into calendar_connections (company_id, user_id, provider, account_email, access_token_enc, refresh_token_enc, expires_at, status, sync_pending)
     values ($1, $2, $3, $4, $5, $6, $7, 'connected', true)
     on conflict (user_id, provider) do update set access_token_enc = excluded.access_token_enc, refresh_token_enc = excluded.refresh_token_enc,
       expires_at = excluded.expires_at, status = 'connected', sync_pending = true, sync_token = null, sync_page_token = null,
       sync_window_from = null, sync_round_started_at = null, last_error = null
     returning id`,
    [u.company_id, u.id, provider, email, cipher.seal(granted.accessToken), cipher.seal(granted.refreshToken), new Date(TEST_NOW.getTime() + 3600_000)],
  )
  return { ref: { companyId: u.company_id, connectionId: c.id }, userId: u.id }
}

interface EventRow {
  gce_id: string
  title: string
  status: string
  meeting_url: string | null
  meeting_platform: string | null
  attendee_emails: string[]
  attendee_companies: string[]
  start_at: Date
  source: string
  note_taker_allowed: boolean
}
const eventsOf = (connectionId: number) =>
  rows<EventRow>(
    `select gce_id, title, status, meeting_url, meeting_platform, attendee_emails, attendee_companies, start_at, source, note_taker_allowed
       from calendar_events where connection_id = $1 and gce_id ~ '^[gm]-' order by gce_id`,
    [connectionId],
  )
const connection = (id: number) =>
  one<{
    status: string
    sync_token: string | null
    sync_page_token: string | null
    sync_pending: boolean
    last_synced_at: Date | null
    last_error: string | null
    access_token_enc: string
  }>('select status, sync_token, sync_page_token, sync_pending, last_synced_at, last_error, access_token_enc from calendar_connections where id = $1', [id])

describe('Google Calendar sync', () => {
  const REP = 'riley.rep@northwind.example'
  let ref: { companyId: number; connectionId: number }
  let userId: number

  beforeAll(async () => {
    ;({ ref, userId } = await connect(REP, 'google'))
    const s = google.store
    s.putEvent(REP, {
      id: 'g-meet',
      title: 'Acme discovery',
      start: at(1, 15),
      end: at(1, 16),
      organizer: { email: REP },
      attendees: [{ email: REP }, { email: 'Jane.Buyer@acme.example', name: 'Jane Buyer' }],
      conference: { kind: 'google_meet', url: 'https://meet.google.com/abc-defg-hij' },
    })
    s.putEvent(REP, { id: 'g-zoom', title: 'Zoom in text', start: at(2, 10), end: at(2, 11), location: 'https://acme.zoom.us/j/81234567890?pwd=x' })
    s.putEvent(REP, {
      id: 'g-teams',
      title: 'Teams from Outlook',
      start: at(3, 10),
      end: at(3, 11),
      conference: { kind: 'teams', url: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_a%40thread.v2/0' },
    })
    s.putEvent(REP, { id: 'g-allday', title: 'Offsite', start: '2026-11-04', end: '2026-11-05', allDay: true })
    s.putEvent(REP, { id: 'g-noend', title: 'No end', start: at(4, 9), end: null })
    s.putEvent(REP, { id: 'g-far', title: 'Next quarter', start: at(60, 9), end: at(60, 10) })
    s.putEvent(REP, { id: 'g-gone', title: 'Deleted before the first sync', start: at(2, 12), end: at(2, 13) })
    s.deleteEvent(REP, 'g-gone')
  })

  it('a first (full) sync pages through the window and stores every event with links, attendees and companies', async () => {
    const result = await syncCalendarConnection(deps, ref)
    expect(result).toMatchObject({ status: 'synced', fullResync: true })
    expect(result.pages).toBe(3)
    const events = await eventsOf(ref.connectionId)
    expect(events.map((e) => [e.gce_id, e.status])).toEqual([
      ['g-allday', 'confirmed'],
      ['g-meet', 'confirmed'],
      ['g-noend', 'confirmed'],
      ['g-teams', 'confirmed'],
      ['g-zoom', 'confirmed'],
    ])
    const meet = events.find((e) => e.gce_id === 'g-meet') as EventRow
    expect(meet).toMatchObject({ meeting_platform: 'google_meet', source: 'google_calendar', attendee_emails: [REP, 'jane.buyer@acme.example'] })
    expect(meet.attendee_companies).toHaveLength(2)
    expect(meet.attendee_companies[0]).toBe('Northwind Analytics')
    expect(events.find((e) => e.gce_id === 'g-zoom')?.meeting_platform).toBe('zoom')
    expect(events.find((e) => e.gce_id === 'g-teams')?.meeting_platform).toBe('teams')
    const c = await connection(ref.connectionId)
    expect(c).toMatchObject({ status: 'connected', sync_pending: false, sync_page_token: null, last_error: null })
    expect(c.sync_token).toBeTruthy()
    expect(c.last_synced_at).not.toBeNull()
    // The window was asked for, with cancelled events, recurrences expanded.
    expect(google.requests[0]?.query).toMatchObject({ singleEvents: 'true', showDeleted: 'true', timeMin: '2026-11-01T09:00:00.000Z' })
  })

  it('the next sync asks only for changes: moved, cancelled, new; a user choice on an event survives', async () => {
    await t.db.pool.query("update calendar_events set note_taker_allowed = false where user_id = $1 and gce_id = 'g-zoom'", [userId])
    google.store.updateEvent(REP, 'g-zoom', { start: at(5, 10), end: at(5, 11), title: 'Zoom, moved' })
    google.store.deleteEvent(REP, 'g-teams')
    google.store.putEvent(REP, { id: 'g-new', title: 'New call', start: at(6, 10), end: at(6, 11) })
    const result = await syncCalendarConnection(deps, ref)
    expect(result).toMatchObject({ status: 'synced', fullResync: false, upserted: 2, removed: 1 })
    expect(google.requests.every((r) => r.query.syncToken && !r.query.timeMin)).toBe(true)
    const events = await eventsOf(ref.connectionId)
    expect(events.find((e) => e.gce_id === 'g-zoom')).toMatchObject({ title: 'Zoom, moved', start_at: new Date(at(5, 10)), note_taker_allowed: false })
    expect(events.find((e) => e.gce_id === 'g-teams')?.status).toBe('cancelled')
    expect(events.find((e) => e.gce_id === 'g-new')?.status).toBe('confirmed')
  })

  it('is idempotent: a sync with no changes stores nothing new', async () => {
    const before = await eventsOf(ref.connectionId)
    const result = await syncCalendarConnection(deps, ref)
    expect(result).toMatchObject({ status: 'synced', pages: 1, upserted: 0, removed: 0 })
    expect(await eventsOf(ref.connectionId)).toEqual(before)
  })

  it('keeps the sync token for a day, then slides the window with a full listing', async () => {
    const later = (hours: number) => ({ ...deps, now: () => new Date(TEST_NOW.getTime() + hours * 3600_000) })
    expect((await syncCalendarConnection(later(2), ref)).fullResync).toBe(false)
    const slid = await syncCalendarConnection(later(26), ref)
    expect(slid).toMatchObject({ status: 'synced', fullResync: true, swept: 0 })
    expect(google.requests.at(-1)?.query.timeMin).toBe(new Date(TEST_NOW.getTime() + 2 * 3600_000).toISOString())
  })

  it('410 on the sync token: a full resync, nothing lost, deletions kept as cancelled', async () => {
    google.store.invalidateSyncState(REP)
    google.store.deleteEvent(REP, 'g-new')
    const result = await syncCalendarConnection(deps, ref)
    expect(result).toMatchObject({ status: 'synced', fullResync: true })
    expect(google.requests[0]?.status).toBe(410)
    const events = await eventsOf(ref.connectionId)
    expect(events.find((e) => e.gce_id === 'g-new')?.status).toBe('cancelled')
    expect(events.filter((e) => e.status === 'confirmed').map((e) => e.gce_id)).toEqual(['g-allday', 'g-meet', 'g-noend', 'g-zoom'])
  })

  it('429 with Retry-After, 500 and garbage JSON are retried with back-off', async () => {
    google.store.putEvent(REP, { id: 'g-after-429', title: 'After the limit', start: at(7, 10), end: at(7, 11) })
    google.failNext({ status: 429, retryAfterSeconds: 2 })
    google.failNext({ status: 500 })
    google.failNext({ status: 'garbage' })
    const result = await syncCalendarConnection(deps, ref)
    expect(result.status).toBe('synced')
    expect(slept[0]).toBe(2000)
    expect(slept).toHaveLength(3)
    expect((await eventsOf(ref.connectionId)).find((e) => e.gce_id === 'g-after-429')).toBeDefined()
  })

  it('a failure no retry mends (403 forbidden) is recorded and ends the pending state; a transient one keeps it', async () => {
    await t.db.pool.query('update calendar_connections set sync_pending = true where id = $1', [ref.connectionId])
    google.failNext({ status: 503 }, 10)
    await expect(syncCalendarConnection(deps, ref)).rejects.toThrow(/503/)
    expect((await connection(ref.connectionId)).sync_pending).toBe(true)
    google.reset()
    google.failNext({ status: 403 })
    const result = await syncCalendarConnection(deps, ref)
    expect(result.status).toBe('failed')
    const c = await connection(ref.connectionId)
    expect(c).toMatchObject({ status: 'connected', sync_pending: false })
    expect(c.last_error).toMatch(/403/)
    // The next sync goes through and clears the error.
    expect((await syncCalendarConnection(deps, ref)).status).toBe('synced')
    expect((await connection(ref.connectionId)).last_error).toBeNull()
  })

  it('a crash mid-round keeps the stored pages and their cursor; the next run resumes from there', async () => {
    google.store.invalidateSyncState(REP)
    for (let i = 0; i < 3; i++) google.store.putEvent(REP, { id: `g-crash-${i}`, title: `Crash ${i}`, start: at(8, 9 + i), end: at(8, 10 + i) })
    // The 410 and the first page of the full round get through; then the provider stays down past the retries.
    let calls = 0
    const real = deps.providers.google
    const flaky = {
      ...real,
      fetchChanges: async (token: string, cursor: SyncCursor) => {
        calls++
        if (calls > 2) throw new CalendarProviderError('transient', 'Google Calendar answered HTTP 503')
        return real.fetchChanges(token, cursor)
      },
    }
    await expect(syncCalendarConnection({ ...deps, providers: { ...deps.providers, google: flaky } }, ref)).rejects.toThrow(/503/)
    const cut = await connection(ref.connectionId)
    expect(cut.sync_page_token).toBeTruthy()
    expect(cut.last_error).toContain('503')
    google.reset()
    const resumed = await syncCalendarConnection(deps, ref)
    expect(resumed.status).toBe('synced')
    expect(google.requests[0]?.query.pageToken).toBe(cut.sync_page_token)
    const ids = (await eventsOf(ref.connectionId)).filter((e) => e.gce_id.startsWith('g-crash')).map((e) => e.gce_id)
    expect(ids).toEqual(['g-crash-0', 'g-crash-1', 'g-crash-2'])
    expect((await connection(ref.connectionId)).last_error).toBeNull()
  })

  it('an expired access token is refreshed once and re-sealed', async () => {
    const before = (await connection(ref.connectionId)).access_token_enc
    google.store.expireAccessTokens()
    const result = await syncCalendarConnection(deps, ref)
    expect(result.status).toBe('synced')
    expect(google.requests.map((r) => r.status)).toEqual([401, 200, 200])
    const after = (await connection(ref.connectionId)).access_token_enc
    expect(after).not.toBe(before)
    expect(after.startsWith('v1.')).toBe(true)
  })

  it('a revoked grant marks the calendar disconnected with the reason; the profile shows it', async () => {
    google.store.revoke(REP)
    const result = await syncCalendarConnection(deps, ref)
    expect(result.status).toBe('revoked')
    const c = await connection(ref.connectionId)
    expect(c.status).toBe('revoked')
    expect(c.last_error).toContain('invalid_grant')
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: await t.as(REP) })
    expect(profile.json()).toMatchObject({ calendar_integrated: false, meta_data: { disconnected_calendar_service_provider: 'google' } })
    expect(profile.json().calendar_last_synced_at).not.toBeNull()
    // A revoked connection is not synced again until the user reconnects.
    expect((await syncCalendarConnection(deps, ref)).status).toBe('skipped')
  })

  it("a seeded calendar that never held a grant (the demo's) is skipped and stays connected", async () => {
    const seeded = await one<{ id: number; company_id: number }>(
      `select c.id, c.company_id from calendar_connections c
       where c.status = 'connected' and c.access_token_enc is null and c.refresh_token_enc is null order by c.id limit 1`,
    )
    const result = await syncCalendarConnection(deps, { companyId: seeded.company_id, connectionId: seeded.id })
    expect(result.status).toBe('skipped')
    expect((await connection(seeded.id)).status).toBe('connected')
  })
})

describe('Microsoft Graph sync', () => {
  const REP = 'morgan.manager@northwind.example'
  let ref: { companyId: number; connectionId: number }

  beforeAll(async () => {
    ;({ ref } = await connect(REP, 'microsoft'))
    for (let i = 0; i < 3; i++) {
      graph.store.putEvent(REP, {
        id: `m-${i}`,
        title: `Graph call ${i}`,
        start: at(1 + i, 14),
        end: at(1 + i, 15),
        organizer: { email: 'buyer@acme.example' },
        attendees: [{ email: REP }, { email: 'buyer@acme.example' }],
        conference: { kind: 'teams', url: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${i}%40thread.v2/0` },
      })
    }
  })

  it('delta: full round by nextLink to a deltaLink, then changes with @removed → cancelled', async () => {
    const first = await syncCalendarConnection(deps, ref)
    expect(first).toMatchObject({ status: 'synced', pages: 2, upserted: 3, fullResync: true })
    const c = await connection(ref.connectionId)
    expect(c.sync_token?.startsWith(`${graph.apiUrl}/me/calendarView/delta?$deltatoken=`)).toBe(true)
    expect((await eventsOf(ref.connectionId)).map((e) => [e.gce_id, e.meeting_platform, e.source])).toEqual([
      ['m-0', 'teams', 'outlook_calendar'],
      ['m-1', 'teams', 'outlook_calendar'],
      ['m-2', 'teams', 'outlook_calendar'],
    ])
    graph.store.deleteEvent(REP, 'm-0')
    graph.store.cancelEvent(REP, 'm-1')
    const second = await syncCalendarConnection(deps, ref)
    expect(second).toMatchObject({ status: 'synced', fullResync: false })
    expect((await eventsOf(ref.connectionId)).map((e) => e.status)).toEqual(['cancelled', 'cancelled', 'confirmed'])
  })

  it('410 syncStateNotFound restarts the round; events deleted meanwhile are swept to cancelled', async () => {
    graph.store.putEvent(REP, { id: 'm-late', title: 'Late', start: at(4, 9), end: at(4, 10) })
    await syncCalendarConnection(deps, ref)
    graph.store.invalidateSyncState(REP)
    graph.store.deleteEvent(REP, 'm-late')
    const result = await syncCalendarConnection(deps, ref)
    expect(result).toMatchObject({ status: 'synced', fullResync: true })
    expect(result.swept).toBeGreaterThanOrEqual(1)
    const events = await eventsOf(ref.connectionId)
    expect(events.find((e) => e.gce_id === 'm-late')?.status).toBe('cancelled')
    expect(events.find((e) => e.gce_id === 'm-2')?.status).toBe('confirmed')
  })

  it('429 TooManyRequests waits for Retry-After', async () => {
    graph.failNext({ status: 429, retryAfterSeconds: 3 })
    const result = await syncCalendarConnection(deps, ref)
    expect(result.status).toBe('synced')
    expect(slept).toEqual([3000])
  })

  it('a sync that keeps failing throws (the job retries) and keeps the cursor', async () => {
    const before = (await connection(ref.connectionId)).sync_token
    graph.failNext({ status: 503 }, 10)
    await expect(syncCalendarConnection(deps, ref)).rejects.toThrow(/503/)
    const c = await connection(ref.connectionId)
    expect(c.sync_token).toBe(before)
    expect(c.status).toBe('connected')
  })
})

describe('bot wishes stored with the events (the one-bot rule reads them)', () => {
  const OWNER = 'sasha.sales@northwind.example'
  const wishes = async (userId: number) =>
    Object.fromEntries(
      (
        await rows<{ gce_id: string; bot_wanted: boolean | null }>(
          "select gce_id, bot_wanted from calendar_events where user_id = $1 and gce_id like 'w-%' order by gce_id",
          [userId],
        )
      ).map((r) => [r.gce_id, r.bot_wanted]),
    )

  it('stores each event’s wish by its owner’s settings; a per-meeting choice stays the wish through later syncs', async () => {
    const { ref, userId } = await connect(OWNER, 'google')
    // External meetings only, as most reps record.
    await t.db.pool.query(
      `update users set notetaker_enabled = true, notetaker_internal_meeting = false, notetaker_external_meeting = true,
         notetaker_internal_host = true, notetaker_external_host = true, notetaker_self_host = true where id = $1`,
      [userId],
    )
    const meet = (code: string) => ({ kind: 'google_meet' as const, url: `https://meet.google.com/${code}` })
    google.store.putEvent(OWNER, {
      id: 'w-external',
      title: 'Globex demo',
      start: at(1, 9),
      end: at(1, 10),
      organizer: { email: OWNER },
      attendees: [{ email: OWNER }, { email: 'buyer@globex.example' }],
      conference: meet('wsh-extr-nal'),
    })
    google.store.putEvent(OWNER, {
      id: 'w-internal',
      title: 'Pipeline review',
      start: at(1, 11),
      end: at(1, 12),
      organizer: { email: OWNER },
      attendees: [{ email: OWNER }, { email: 'riley.rep@northwind.example' }],
      conference: meet('wsh-intr-nal'),
    })
    google.store.putEvent(OWNER, { id: 'w-no-link', title: 'Lunch', start: at(1, 13), end: at(1, 14), attendees: [{ email: 'buyer@globex.example' }] })
    await syncCalendarConnection(deps, ref)
    expect(await wishes(userId)).toEqual({ 'w-external': true, 'w-internal': false, 'w-no-link': false })

    // The rep switches the external call off for this meeting (as updateBotScheduleForMeeting stores it)…
    await t.db.pool.query(
      `update calendar_events set note_taker_allowed = false, event_properties = event_properties || '{"updatedByUser": true}', bot_wanted = false
        where user_id = $1 and gce_id = 'w-external'`,
      [userId],
    )
    // …then the meeting changes upstream: the sync rewrites the event, and the choice is still its wish.
    google.store.updateEvent(OWNER, 'w-external', { title: 'Globex demo, moved', start: at(1, 15), end: at(1, 16) })
    google.store.updateEvent(OWNER, 'w-internal', { attendees: [{ email: OWNER }, { email: 'buyer@globex.example' }] })
    await syncCalendarConnection(deps, ref)
    // The pipeline review became external (a buyer was invited), so the rep now wants the bot there.
    expect(await wishes(userId)).toEqual({ 'w-external': false, 'w-internal': true, 'w-no-link': false })
  })
})
