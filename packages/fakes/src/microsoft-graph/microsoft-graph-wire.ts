import { randomUUID } from 'node:crypto'
import { type FakeCalendarEvent, eventSpan } from '../calendar-common/fake-calendar-store'

// Microsoft Graph v1.0 wire shapes: the event resource, removed items and the error body.

const RESPONSE: Record<string, string> = { accepted: 'accepted', declined: 'declined', tentative: 'tentativelyAccepted', needsAction: 'notResponded' }

/** Graph's dateTimeTimeZone: seven fractional digits, no offset, the zone beside it. */
const graphTime = (ms: number) => ({ dateTime: new Date(ms).toISOString().replace('Z', '0000'), timeZone: 'UTC' })

export function graphEvent(e: FakeCalendarEvent, owner: string): Record<string, unknown> {
  const { start, end } = eventSpan(e)
  const organizer = e.organizer ?? { email: owner }
  const teams = e.conference?.kind === 'teams' ? e.conference.url : null
  const otherLink = e.conference && e.conference.kind !== 'teams' ? e.conference.url : null
  const body = e.description ?? (otherLink ? `<html><body><p>Join: <a href="${otherLink}">${otherLink}</a></p></body></html>` : '')
  return {
    '@odata.type': '#microsoft.graph.event',
    '@odata.etag': `W/"${e.seq}"`,
    id: e.id,
    iCalUId: e.icalUid,
    createdDateTime: e.created,
    lastModifiedDateTime: e.updated,
    subject: e.title,
    bodyPreview: body.replace(/<[^>]+>/g, '').slice(0, 255),
    body: { contentType: 'html', content: body },
    start: graphTime(start),
    end: graphTime(end),
    isAllDay: Boolean(e.allDay),
    isCancelled: e.cancelled,
    isOrganizer: organizer.email === owner,
    isOnlineMeeting: teams !== null,
    onlineMeetingProvider: teams ? 'teamsForBusiness' : 'unknown',
    onlineMeeting: teams ? { joinUrl: teams } : null,
    location: { displayName: e.location ?? '', locationType: 'default' },
    type: e.recurringEventId ? 'occurrence' : 'singleInstance',
    seriesMasterId: e.recurringEventId ?? null,
    organizer: { emailAddress: { name: organizer.name ?? organizer.email, address: organizer.email } },
    attendees: (e.attendees ?? []).map((a) => ({
      type: 'required',
      status: { response: RESPONSE[a.response ?? 'needsAction'], time: '0001-01-01T00:00:00Z' },
      emailAddress: { name: a.name ?? a.email, address: a.email },
    })),
  }
}

/** How a delta round reports an event that left the calendar (or the window). */
export const removedEvent = (id: string) => ({ '@odata.type': '#microsoft.graph.event', id, '@removed': { reason: 'deleted' } })

/** Overlaps [from, to). */
export function overlaps(e: FakeCalendarEvent, from: number, to: number): boolean {
  const { start, end } = eventSpan(e)
  return Math.max(end, start) > from && start < to
}

export function graphError(code: string, message: string) {
  return { error: { code, message, innerError: { date: new Date().toISOString(), 'request-id': randomUUID(), 'client-request-id': randomUUID() } } }
}
