import type { CalendarChange } from '../calendar-provider'
import { findMeetingLink, meetingLinkOf } from '../../meeting-links'

// Google Calendar v3 event → CalendarChange. Pure; tested on a recorded page (fixtures/events-page.json).

export interface GoogleEventTime {
  dateTime?: string
  date?: string
  timeZone?: string
}

export interface GoogleEvent {
  id: string
  status?: string
  summary?: string
  description?: string
  location?: string
  iCalUID?: string
  recurringEventId?: string
  start?: GoogleEventTime
  end?: GoogleEventTime
  organizer?: { email?: string; displayName?: string }
  attendees?: { email?: string; displayName?: string; responseStatus?: string; resource?: boolean }[]
  hangoutLink?: string
  conferenceData?: { entryPoints?: { entryPointType?: string; uri?: string }[] }
}

/** An event without an end is taken to last an hour (docs/decisions.md, calendar). */
export const DEFAULT_DURATION_MS = 60 * 60_000

function instant(t: GoogleEventTime | undefined): { at: Date; allDay: boolean } | null {
  if (t?.dateTime) {
    const at = new Date(t.dateTime)
    return Number.isNaN(at.getTime()) ? null : { at, allDay: false }
  }
  if (t?.date && /^\d{4}-\d\d-\d\d$/.test(t.date)) return { at: new Date(`${t.date}T00:00:00Z`), allDay: true }
  return null
}

export function mapGoogleEvent(e: GoogleEvent): CalendarChange {
  const start = instant(e.start)
  // Incremental syncs send deletions as {id, status: cancelled} with nothing else.
  if (e.status === 'cancelled' && !start) return { kind: 'removed', providerEventId: e.id }
  if (!start) return { kind: 'removed', providerEventId: e.id }
  const end = instant(e.end)
  const endAt = end && end.at.getTime() >= start.at.getTime() ? end.at : new Date(start.at.getTime() + DEFAULT_DURATION_MS)
  const video = e.conferenceData?.entryPoints?.find((p) => p.entryPointType === 'video')?.uri
  const link = meetingLinkOf(e.hangoutLink) ?? meetingLinkOf(video) ?? findMeetingLink(e.location, e.description)
  const seen = new Set<string>()
  const attendees = (e.attendees ?? [])
    .filter((a) => a.email && !a.resource)
    .map((a) => ({ email: (a.email as string).trim().toLowerCase(), name: a.displayName ?? null, response: a.responseStatus ?? null }))
    .filter((a) => !seen.has(a.email) && seen.add(a.email))
  return {
    kind: 'upsert',
    event: {
      providerEventId: e.id,
      icalUid: e.iCalUID ?? null,
      recurringEventId: e.recurringEventId ?? null,
      status: e.status === 'cancelled' ? 'cancelled' : 'confirmed',
      title: e.summary ?? null,
      description: e.description ?? null,
      startAt: start.at,
      endAt,
      allDay: start.allDay,
      organizerEmail: e.organizer?.email?.trim().toLowerCase() ?? null,
      organizerName: e.organizer?.displayName ?? null,
      attendees,
      meetingUrl: link?.url ?? null,
      meetingPlatform: link?.platform ?? null,
    },
  }
}
