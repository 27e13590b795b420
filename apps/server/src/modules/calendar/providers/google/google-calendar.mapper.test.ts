import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_DURATION_MS, type GoogleEvent, mapGoogleEvent } from './google-calendar.mapper'
import { parseGoogleCalendarError } from './google-calendar.errors'

const page = JSON.parse(readFileSync(new URL('./fixtures/events-page.json', import.meta.url), 'utf8')) as { items: GoogleEvent[] }

describe('Google Calendar mapper (recorded page)', () => {
  const [meet, zoom, deleted, allDay] = page.items.map(mapGoogleEvent)

  it('maps a Meet event: times to UTC, attendees lower-cased without rooms, the Meet link', () => {
    expect(meet).toEqual({
      kind: 'upsert',
      event: {
        providerEventId: '7cbh8rpc10lrc0ckih9tafss99',
        icalUid: '7cbh8rpc10lrc0ckih9tafss99@google.com',
        recurringEventId: null,
        status: 'confirmed',
        title: 'Acme <> Northwind discovery',
        description: null,
        startAt: new Date('2026-11-03T23:00:00Z'),
        endAt: new Date('2026-11-03T23:30:00Z'),
        allDay: false,
        organizerEmail: 'riley.rep@northwind.example',
        organizerName: null,
        attendees: [
          { email: 'riley.rep@northwind.example', name: null, response: 'accepted' },
          { email: 'jane.buyer@acme.example', name: 'Jane Buyer', response: 'accepted' },
        ],
        meetingUrl: 'https://meet.google.com/abc-defg-hij',
        meetingPlatform: 'google_meet',
      },
    })
  })

  it('finds a Zoom link in the location of a recurring instance', () => {
    expect(zoom).toMatchObject({ kind: 'upsert', event: { meetingPlatform: 'zoom', recurringEventId: 'zoomonly', organizerName: 'Gail Buyer' } })
    expect(zoom?.kind === 'upsert' && zoom.event.meetingUrl).toBe('https://us02web.zoom.us/j/81234567890?pwd=QWERTY')
  })

  it('a minimal cancelled item is a removal', () => {
    expect(deleted).toEqual({ kind: 'removed', providerEventId: 'deleted123' })
  })

  it('an all-day event runs from UTC midnight to the next', () => {
    expect(allDay).toMatchObject({
      event: { allDay: true, startAt: new Date('2026-11-05T00:00:00Z'), endAt: new Date('2026-11-06T00:00:00Z'), meetingUrl: null },
    })
  })
})

describe('Google Calendar mapper edge cases', () => {
  const base: GoogleEvent = { id: 'e1', start: { dateTime: '2026-11-03T10:00:00Z' }, end: { dateTime: '2026-11-03T11:00:00Z' } }
  it.each<[string, GoogleEvent, Record<string, unknown>]>([
    ['no end → one hour', { ...base, end: undefined }, { endAt: new Date(Date.parse('2026-11-03T10:00:00Z') + DEFAULT_DURATION_MS) }],
    ['end before start → one hour', { ...base, end: { dateTime: '2026-11-03T09:00:00Z' } }, { endAt: new Date('2026-11-03T11:00:00Z') }],
    ['a full cancelled event keeps its data, status cancelled', { ...base, status: 'cancelled' }, { status: 'cancelled' }],
    [
      'Teams link only in the description',
      { ...base, description: 'Click <https://teams.microsoft.com/l/meetup-join/19%3ameeting_x%40thread.v2/0>' },
      { meetingPlatform: 'teams' },
    ],
    [
      'a conference entry point that is not a known platform is kept',
      { ...base, conferenceData: { entryPoints: [{ entryPointType: 'video', uri: 'https://video.example/room' }] } },
      { meetingUrl: 'https://video.example/room', meetingPlatform: null },
    ],
    [
      'duplicate attendees once',
      { ...base, attendees: [{ email: 'A@x.example' }, { email: 'a@x.example' }] },
      { attendees: [{ email: 'a@x.example', name: null, response: null }] },
    ],
  ])('%s', (_name, input, expected) => {
    const change = mapGoogleEvent(input)
    expect(change.kind).toBe('upsert')
    if (change.kind === 'upsert') expect(change.event).toMatchObject(expected)
  })

  it('keeps all of 500 attendees', () => {
    const attendees = Array.from({ length: 500 }, (_, i) => ({ email: `p${i}@acme.example` }))
    const change = mapGoogleEvent({ ...base, attendees })
    expect(change.kind === 'upsert' && change.event.attendees).toHaveLength(500)
  })

  it('an event with unreadable times is dropped as a removal rather than stored wrong', () => {
    expect(mapGoogleEvent({ id: 'bad', start: { dateTime: 'not a date' } })).toEqual({ kind: 'removed', providerEventId: 'bad' })
  })
})

describe('Google Calendar errors', () => {
  it.each([
    [401, { error: { code: 401, errors: [{ reason: 'authError' }] } }, 'unauthorized'],
    [410, { error: { code: 410, errors: [{ reason: 'fullSyncRequired' }] } }, 'sync_expired'],
    [429, { error: { errors: [{ reason: 'rateLimitExceeded' }] } }, 'rate_limited'],
    [403, { error: { errors: [{ reason: 'userRateLimitExceeded' }] } }, 'rate_limited'],
    [403, { error: { errors: [{ reason: 'forbidden' }] } }, 'permanent'],
    [503, null, 'transient'],
    [404, { error: { errors: [{ reason: 'notFound' }] } }, 'permanent'],
  ])('HTTP %i → %s', (status, body, kind) => {
    expect(parseGoogleCalendarError(status, body, null).kind).toBe(kind)
  })
})
