import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type GraphEvent, mapGraphEvent } from './microsoft-graph.mapper'
import { parseMicrosoftGraphError } from './microsoft-graph.errors'

const page = JSON.parse(readFileSync(new URL('./fixtures/delta-page.json', import.meta.url), 'utf8')) as { value: GraphEvent[] }

describe('Microsoft Graph mapper (recorded delta page)', () => {
  const [teams, zoom, removed] = page.value.map(mapGraphEvent)

  it('maps a Teams meeting: UTC times, joinUrl, attendees without rooms, organizer lower-cased', () => {
    expect(teams).toEqual({
      kind: 'upsert',
      event: {
        providerEventId: 'AAMkADVxTAAA=',
        icalUid: '040000008200E00074C5B7101A82E00800000000D0A7',
        recurringEventId: null,
        status: 'confirmed',
        title: 'Acme discovery',
        description: 'Microsoft Teams meeting Join on your computer',
        startAt: new Date('2026-11-02T22:00:00Z'),
        endAt: new Date('2026-11-02T22:30:00Z'),
        allDay: false,
        organizerEmail: 'sam@contoso.example',
        organizerName: 'Sam Rep',
        attendees: [
          { email: 'jane@acme.example', name: 'Jane Buyer', response: 'accepted' },
          { email: 'omar@acme.example', name: 'Omar', response: 'tentative' },
        ],
        meetingUrl: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjA4%40thread.v2/0?context=%7b%22Tid%22%3a%22x%22%7d',
        meetingPlatform: 'teams',
      },
    })
  })

  it('a cancelled occurrence keeps its data with status cancelled and its Zoom link from the HTML body', () => {
    expect(zoom).toMatchObject({ kind: 'upsert', event: { status: 'cancelled', meetingPlatform: 'zoom', recurringEventId: 'AAMkSeries=' } })
    expect(zoom?.kind === 'upsert' && zoom.event.meetingUrl).toBe('https://acme.zoom.us/j/91234567890?pwd=x&from=addon')
  })

  it('@removed is a removal', () => {
    expect(removed).toEqual({ kind: 'removed', providerEventId: 'AAMkGone==' })
  })
})

describe('Microsoft Graph errors', () => {
  it.each([
    [410, { error: { code: 'syncStateNotFound' } }, 'sync_expired'],
    [400, { error: { code: 'resyncRequired' } }, 'sync_expired'],
    [401, { error: { code: 'InvalidAuthenticationToken' } }, 'unauthorized'],
    [429, { error: { code: 'TooManyRequests' } }, 'rate_limited'],
    [503, { error: { code: 'ServiceNotAvailable' } }, 'transient'],
    [403, { error: { code: 'ErrorAccessDenied' } }, 'permanent'],
  ])('HTTP %i → %s', (status, body, kind) => {
    expect(parseMicrosoftGraphError(status, body, 1000)).toMatchObject({ kind, retryAfterMs: 1000 })
  })
})
