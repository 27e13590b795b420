import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeMicrosoftGraph, startFakeMicrosoftGraph } from './microsoft-graph-server'

let m: FakeMicrosoftGraph
let clock = Date.parse('2026-11-02T09:00:00Z')
beforeAll(async () => {
  m = await startFakeMicrosoftGraph({ client: { id: 'cid', secret: 'cs' }, now: () => clock })
})
afterAll(() => m.stop())
beforeEach(() => m.reset())

interface DeltaPage {
  value: {
    id: string
    subject?: string
    isCancelled?: boolean
    '@removed'?: { reason: string }
    onlineMeeting?: { joinUrl: string } | null
    start?: { dateTime: string }
  }[]
  '@odata.nextLink'?: string
  '@odata.deltaLink'?: string
}

const get = (url: string, token: string, headers: Record<string, string> = {}) => fetch(url, { headers: { authorization: `Bearer ${token}`, ...headers } })
const WINDOW = 'startDateTime=2026-11-02T00:00:00Z&endDateTime=2026-11-16T00:00:00Z'

async function round(first: string, token: string): Promise<{ items: DeltaPage['value']; deltaLink: string; pages: number }> {
  const items: DeltaPage['value'] = []
  let url: string | undefined = first
  let pages = 0
  let page: DeltaPage = { value: [] }
  while (url) {
    page = (await (await get(url, token, { prefer: 'odata.maxpagesize=2' })).json()) as DeltaPage
    pages++
    items.push(...page.value)
    if (page['@odata.nextLink']) expect(page['@odata.deltaLink']).toBeUndefined()
    url = page['@odata.nextLink']
  }
  return { items, deltaLink: page['@odata.deltaLink'] as string, pages }
}

describe('fake Microsoft Graph calendar', () => {
  it('delta: pages by absolute nextLink, ends with a deltaLink, then reports changes and @removed', async () => {
    const email = 'delta@northwind.example'
    const { accessToken } = m.store.grant(email)
    for (let i = 0; i < 4; i++)
      m.store.putEvent(email, { id: `e${i}`, title: `Call ${i}`, start: `2026-11-0${3 + i}T15:00:00Z`, end: `2026-11-0${3 + i}T15:30:00Z` })
    m.store.putEvent(email, {
      id: 'teams',
      title: 'Teams',
      start: '2026-11-05T10:00:00Z',
      end: '2026-11-05T11:00:00Z',
      conference: { kind: 'teams', url: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_x' },
    })
    m.store.putEvent(email, { id: 'far', title: 'Outside', start: '2026-12-20T10:00:00Z', end: '2026-12-20T11:00:00Z' })
    const first = await round(`${m.apiUrl}/me/calendarView/delta?${WINDOW}`, accessToken)
    expect(first.pages).toBe(3)
    expect(first.items.map((i) => i.id).sort()).toEqual(['e0', 'e1', 'e2', 'e3', 'teams'])
    expect(first.items.find((i) => i.id === 'teams')?.onlineMeeting?.joinUrl).toContain('teams.microsoft.com')
    expect(first.items[0]?.start?.dateTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}$/)
    expect(first.deltaLink.startsWith(`${m.apiUrl}/me/calendarView/delta?$deltatoken=`)).toBe(true)

    m.store.deleteEvent(email, 'e0')
    m.store.cancelEvent(email, 'e1')
    m.store.updateEvent(email, 'e2', { title: 'Renamed' })
    const second = await round(first.deltaLink, accessToken)
    expect(second.items).toEqual([
      { '@odata.type': '#microsoft.graph.event', id: 'e0', '@removed': { reason: 'deleted' } },
      expect.objectContaining({ id: 'e1', isCancelled: true }),
      expect.objectContaining({ id: 'e2', subject: 'Renamed' }),
    ])
    const third = await round(second.deltaLink, accessToken)
    expect(third.items).toEqual([])

    m.store.invalidateSyncState(email)
    const gone = await get(third.deltaLink, accessToken)
    expect(gone.status).toBe(410)
    expect(await gone.json()).toMatchObject({ error: { code: 'syncStateNotFound' } })
  })

  it('delta without a window is refused like Graph does', async () => {
    const { accessToken } = m.store.grant('nowindow@northwind.example')
    const res = await get(`${m.apiUrl}/me/calendarView/delta`, accessToken)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'ErrorInvalidParameter' } })
  })

  it('calendarView pages with $top and @odata.nextLink', async () => {
    const email = 'view@northwind.example'
    const { accessToken } = m.store.grant(email)
    for (let i = 0; i < 3; i++) m.store.putEvent(email, { title: `V${i}`, start: `2026-11-0${3 + i}T15:00:00Z`, end: `2026-11-0${3 + i}T16:00:00Z` })
    const p1 = (await (await get(`${m.apiUrl}/me/calendarView?${WINDOW}&$top=2`, accessToken)).json()) as DeltaPage
    expect(p1.value.map((v) => v.subject)).toEqual(['V0', 'V1'])
    const p2 = (await (await get(p1['@odata.nextLink'] as string, accessToken)).json()) as DeltaPage
    expect(p2.value.map((v) => v.subject)).toEqual(['V2'])
    expect(p2['@odata.nextLink']).toBeUndefined()
  })

  it('401 InvalidAuthenticationToken once expired; Entra refresh errors carry AADSTS codes', async () => {
    const email = 'auth@northwind.example'
    const granted = m.store.grant(email)
    clock += 3601_000
    const res = await get(`${m.apiUrl}/me/calendarView/delta?${WINDOW}`, granted.accessToken)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: { code: 'InvalidAuthenticationToken' } })
    const form = (rt: string) => new URLSearchParams({ grant_type: 'refresh_token', refresh_token: rt, client_id: 'cid', client_secret: 'cs' })
    const ok = await fetch(m.tokenUrl, { method: 'POST', body: form(granted.refreshToken) })
    expect(ok.status).toBe(200)
    m.store.revoke(email)
    const bad = await fetch(m.tokenUrl, { method: 'POST', body: form(granted.refreshToken) })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: 'invalid_grant', error_codes: [700082] })
  })

  it('429 TooManyRequests with Retry-After', async () => {
    const { accessToken } = m.store.grant('busy@northwind.example')
    m.failNext({ status: 429, retryAfterSeconds: 3 })
    const res = await get(`${m.apiUrl}/me/calendarView/delta?${WINDOW}`, accessToken)
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('3')
    expect(await res.json()).toMatchObject({ error: { code: 'TooManyRequests' } })
  })
})
