import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeGoogleCalendar, startFakeGoogleCalendar } from './google-calendar-server'

let g: FakeGoogleCalendar
let clock = Date.parse('2026-11-02T09:00:00Z')
beforeAll(async () => {
  g = await startFakeGoogleCalendar({ client: { id: 'cid', secret: 'cs' }, now: () => clock })
})
afterAll(() => g.stop())
beforeEach(() => g.reset())

interface EventsPage {
  items: {
    id: string
    status: string
    summary?: string
    hangoutLink?: string
    conferenceData?: { conferenceSolution: { key: { type: string } } }
    end?: unknown
  }[]
  nextPageToken?: string
  nextSyncToken?: string
}

const list = async (token: string, query: Record<string, string>) =>
  fetch(`${g.apiUrl}/calendars/primary/events?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${token}` } })

const token = async (form: Record<string, string>) =>
  fetch(g.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'cid', client_secret: 'cs', ...form }),
  })

describe('fake Google Calendar v3', () => {
  it('pages a full listing, puts nextSyncToken on the last page only, then lists changes with cancelled events', async () => {
    const email = 'paging@northwind.example'
    const { accessToken } = g.store.grant(email)
    for (let i = 0; i < 5; i++) {
      g.store.putEvent(email, { id: `ev${i}`, title: `Call ${i}`, start: `2026-11-0${3 + (i % 3)}T15:00:00Z`, end: `2026-11-0${3 + (i % 3)}T15:30:00Z` })
    }
    g.store.putEvent(email, {
      id: 'meet',
      title: 'Meet',
      start: '2026-11-04T10:00:00Z',
      end: '2026-11-04T11:00:00Z',
      conference: { kind: 'google_meet', url: 'https://meet.google.com/abc-defg-hij' },
    })
    g.store.deleteEvent(email, 'ev0')
    const window = { timeMin: '2026-11-02T00:00:00Z', timeMax: '2026-11-16T00:00:00Z', singleEvents: 'true', maxResults: '2' }
    const seen: string[] = []
    let page = (await (await list(accessToken, window)).json()) as EventsPage
    expect(page.nextSyncToken).toBeUndefined()
    seen.push(...page.items.map((i) => i.id))
    while (page.nextPageToken) {
      page = (await (await list(accessToken, { ...window, pageToken: page.nextPageToken })).json()) as EventsPage
      seen.push(...page.items.map((i) => i.id))
      if (page.nextPageToken) expect(page.nextSyncToken).toBeUndefined()
    }
    expect(seen.sort()).toEqual(['ev1', 'ev2', 'ev3', 'ev4', 'meet'])
    expect(page.nextSyncToken).toBeTruthy()

    // showDeleted brings the cancelled one into a full listing.
    const withDeleted = (await (await list(accessToken, { timeMin: window.timeMin, showDeleted: 'true' })).json()) as EventsPage
    expect(withDeleted.items.find((i) => i.id === 'ev0')?.status).toBe('cancelled')

    g.store.cancelEvent(email, 'ev1')
    g.store.updateEvent(email, 'ev2', { title: 'Moved call', start: '2026-11-10T15:00:00Z', end: '2026-11-10T16:00:00Z' })
    const changes = (await (await list(accessToken, { syncToken: page.nextSyncToken as string })).json()) as EventsPage
    expect(changes.items.map((i) => [i.id, i.status, i.summary])).toEqual([
      ['ev1', 'cancelled', undefined],
      ['ev2', 'confirmed', 'Moved call'],
    ])
    expect(changes.nextSyncToken).toBeTruthy()
    const none = (await (await list(accessToken, { syncToken: changes.nextSyncToken as string })).json()) as EventsPage
    expect(none.items).toEqual([])
  })

  it('renders Meet as hangoutLink + conferenceData and Zoom as an add-on', async () => {
    const email = 'conf@northwind.example'
    const { accessToken } = g.store.grant(email)
    g.store.putEvent(email, {
      id: 'm',
      title: 'Meet',
      start: '2026-11-04T10:00:00Z',
      end: '2026-11-04T11:00:00Z',
      conference: { kind: 'google_meet', url: 'https://meet.google.com/abc-defg-hij' },
    })
    g.store.putEvent(email, {
      id: 'z',
      title: 'Zoom',
      start: '2026-11-04T12:00:00Z',
      end: '2026-11-04T13:00:00Z',
      conference: { kind: 'zoom', url: 'https://acme.zoom.us/j/123' },
    })
    g.store.putEvent(email, { id: 'noend', title: 'Open', start: '2026-11-04T14:00:00Z', end: null })
    const page = (await (await list(accessToken, {})).json()) as EventsPage
    const byId = new Map(page.items.map((i) => [i.id, i]))
    expect(byId.get('m')?.hangoutLink).toBe('https://meet.google.com/abc-defg-hij')
    expect(byId.get('m')?.conferenceData?.conferenceSolution.key.type).toBe('hangoutsMeet')
    expect(byId.get('z')?.conferenceData?.conferenceSolution.key.type).toBe('addOn')
    expect(byId.get('noend')?.end).toBeUndefined()
  })

  it('answers 410 fullSyncRequired for a dead sync token and 400 when it is combined with timeMin', async () => {
    const email = 'gone@northwind.example'
    const { accessToken } = g.store.grant(email)
    const first = (await (await list(accessToken, {})).json()) as EventsPage
    const bad = await list(accessToken, { syncToken: first.nextSyncToken as string, timeMin: '2026-11-02T00:00:00Z' })
    expect(bad.status).toBe(400)
    g.store.invalidateSyncState(email)
    const gone = await list(accessToken, { syncToken: first.nextSyncToken as string })
    expect(gone.status).toBe(410)
    expect(await gone.json()).toMatchObject({ error: { code: 410, errors: [{ reason: 'fullSyncRequired', location: 'syncToken' }] } })
  })

  it('401 on expired access tokens; refresh_token grant works until revoked (invalid_grant)', async () => {
    const email = 'auth@northwind.example'
    const granted = g.store.grant(email)
    clock += 3601_000
    const expired = await list(granted.accessToken, {})
    expect(expired.status).toBe(401)
    expect(await expired.json()).toMatchObject({ error: { code: 401, errors: [{ reason: 'authError' }] } })
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: granted.refreshToken })
    expect(refreshed.status).toBe(200)
    const body = (await refreshed.json()) as { access_token: string; expires_in: number; token_type: string }
    expect(body).toMatchObject({ expires_in: 3600, token_type: 'Bearer' })
    expect((await list(body.access_token, {})).status).toBe(200)
    g.store.revoke(email)
    const revoked = await token({ grant_type: 'refresh_token', refresh_token: granted.refreshToken })
    expect(revoked.status).toBe(400)
    expect(await revoked.json()).toEqual({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' })
    expect((await token({ grant_type: 'refresh_token', refresh_token: granted.refreshToken, client_secret: 'wrong' })).status).toBe(401)
  })

  it('fails on demand: 429 with Retry-After, 500, and garbage JSON', async () => {
    const { accessToken } = g.store.grant('fail@northwind.example')
    g.failNext({ status: 429, retryAfterSeconds: 2 })
    g.failNext({ status: 500 })
    g.failNext({ status: 'garbage' })
    const limited = await list(accessToken, {})
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('2')
    expect(await limited.json()).toMatchObject({ error: { errors: [{ reason: 'rateLimitExceeded' }] } })
    expect((await list(accessToken, {})).status).toBe(500)
    await expect((await list(accessToken, {})).json()).rejects.toThrow()
    expect((await list(accessToken, {})).status).toBe(200)
  })
})
