import { type FakeCalendarEvent, eventSpan } from '../calendar-common/fake-calendar-store'

// Google Calendar v3 wire shapes: the event resource and the error body.

const RESPONSE: Record<string, string> = { accepted: 'accepted', declined: 'declined', tentative: 'tentative', needsAction: 'needsAction' }

function when(value: string, allDay: boolean | undefined) {
  return allDay ? { date: value.slice(0, 10) } : { dateTime: new Date(value).toISOString().replace('.000Z', 'Z'), timeZone: 'UTC' }
}

/** The event resource; a deleted or cancelled event in an incremental sync is only id, etag and status. */
export function googleEvent(e: FakeCalendarEvent, owner: string, minimalWhenCancelled: boolean): Record<string, unknown> {
  const status = e.deleted || e.cancelled ? 'cancelled' : 'confirmed'
  if (status === 'cancelled' && minimalWhenCancelled) return { kind: 'calendar#event', etag: `"${e.seq}"`, id: e.id, status }
  const organizer = e.organizer ?? { email: owner }
  const conference = e.conference
  return {
    kind: 'calendar#event',
    etag: `"${e.seq}"`,
    id: e.id,
    status,
    htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(e.id).toString('base64url')}`,
    created: e.created,
    updated: e.updated,
    summary: e.title,
    ...(e.description !== undefined ? { description: e.description } : {}),
    ...(e.location !== undefined ? { location: e.location } : {}),
    creator: { email: organizer.email },
    organizer: { email: organizer.email, ...(organizer.name ? { displayName: organizer.name } : {}), ...(organizer.email === owner ? { self: true } : {}) },
    start: when(e.start, e.allDay),
    ...(e.end === null ? {} : { end: when(e.end ?? e.start, e.allDay) }),
    iCalUID: e.icalUid,
    sequence: 0,
    ...(e.recurringEventId ? { recurringEventId: e.recurringEventId } : {}),
    ...(e.attendees
      ? {
          attendees: e.attendees.map((a) => ({
            email: a.email,
            ...(a.name ? { displayName: a.name } : {}),
            responseStatus: RESPONSE[a.response ?? 'needsAction'],
            ...(a.email === organizer.email ? { organizer: true } : {}),
            ...(a.email === owner ? { self: true } : {}),
          })),
        }
      : {}),
    ...(conference?.kind === 'google_meet'
      ? {
          hangoutLink: conference.url,
          conferenceData: {
            conferenceId: conference.url.split('/').pop(),
            conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
            entryPoints: [{ entryPointType: 'video', uri: conference.url, label: conference.url.replace('https://', '') }],
          },
        }
      : {}),
    ...(conference?.kind === 'zoom'
      ? {
          conferenceData: {
            conferenceId: conference.url.split('/').pop()?.split('?')[0],
            conferenceSolution: { key: { type: 'addOn' }, name: 'Zoom Meeting' },
            entryPoints: [{ entryPointType: 'video', uri: conference.url }],
          },
        }
      : {}),
    // Teams links reach Google calendars only as text, like an invite from Outlook.
    ...(conference?.kind === 'teams' && e.description === undefined
      ? { description: `Microsoft Teams meeting\nJoin on your computer or mobile app\nClick here to join the meeting <${conference.url}>` }
      : {}),
    reminders: { useDefault: true },
    eventType: 'default',
  }
}

/** Whether the event overlaps [timeMin, timeMax) as events.list filters ("end after timeMin, start before timeMax"). */
export function inWindow(e: FakeCalendarEvent, timeMin: number | null, timeMax: number | null): boolean {
  const { start, end } = eventSpan(e)
  return (timeMin === null || Math.max(end, start) > timeMin) && (timeMax === null || start < timeMax)
}

export function googleError(code: number, reason: string, message: string, extra: Record<string, string> = {}) {
  return { error: { errors: [{ domain: code === 401 ? 'global' : code === 410 ? 'calendar' : 'usageLimits', reason, message, ...extra }], code, message } }
}
