import type { CalendarChange } from '../calendar-provider'
import { findMeetingLink, meetingLinkOf } from '../../meeting-links'

// Microsoft Graph event → CalendarChange. Pure; tested on a recorded delta page (fixtures/delta-page.json).

export interface GraphDateTime {
  dateTime?: string
  timeZone?: string
}

export interface GraphEvent {
  id: string
  '@removed'?: { reason?: string }
  iCalUId?: string
  seriesMasterId?: string | null
  subject?: string | null
  body?: { contentType?: string; content?: string } | null
  bodyPreview?: string
  start?: GraphDateTime
  end?: GraphDateTime
  isAllDay?: boolean
  isCancelled?: boolean
  onlineMeeting?: { joinUrl?: string | null } | null
  location?: { displayName?: string | null } | null
  organizer?: { emailAddress?: { name?: string; address?: string } } | null
  attendees?: { type?: string; status?: { response?: string }; emailAddress?: { name?: string; address?: string } }[]
}

const RESPONSE: Record<string, string> = {
  accepted: 'accepted',
  organizer: 'accepted',
  declined: 'declined',
  tentativelyAccepted: 'tentative',
  notResponded: 'needsAction',
  none: 'needsAction',
}

/**
 * Graph's dateTime has no offset; we ask for UTC (Prefer: outlook.timezone="UTC"), and a value in another zone
 * names it only by Windows or IANA name, so only UTC is trusted (others are read as UTC too).
 */
function instant(t: GraphDateTime | undefined): Date | null {
  if (!t?.dateTime) return null
  const value = /[zZ]|[+-]\d\d:\d\d$/.test(t.dateTime) ? t.dateTime : `${t.dateTime}Z`
  const at = new Date(value)
  return Number.isNaN(at.getTime()) ? null : at
}

export function mapGraphEvent(e: GraphEvent): CalendarChange {
  const start = instant(e.start)
  if (e['@removed'] || !start) return { kind: 'removed', providerEventId: e.id }
  const end = instant(e.end)
  const link = meetingLinkOf(e.onlineMeeting?.joinUrl) ?? findMeetingLink(e.location?.displayName, e.body?.content)
  const seen = new Set<string>()
  const attendees = (e.attendees ?? [])
    .flatMap((a) => (a.emailAddress?.address && a.type !== 'resource' ? [{ ...a, address: a.emailAddress.address }] : []))
    .map((a) => ({
      email: a.address.trim().toLowerCase(),
      name: a.emailAddress?.name ?? null,
      response: RESPONSE[a.status?.response ?? ''] ?? null,
    }))
    .filter((a) => !seen.has(a.email) && seen.add(a.email))
  const description = e.body?.contentType === 'text' ? (e.body.content ?? null) : (e.bodyPreview ?? null)
  return {
    kind: 'upsert',
    event: {
      providerEventId: e.id,
      icalUid: e.iCalUId ?? null,
      recurringEventId: e.seriesMasterId ?? null,
      status: e.isCancelled ? 'cancelled' : 'confirmed',
      title: e.subject ?? null,
      description,
      startAt: start,
      endAt: end && end.getTime() >= start.getTime() ? end : start,
      allDay: Boolean(e.isAllDay),
      organizerEmail: e.organizer?.emailAddress?.address?.trim().toLowerCase() ?? null,
      organizerName: e.organizer?.emailAddress?.name ?? null,
      attendees,
      meetingUrl: link?.url ?? null,
      meetingPlatform: link?.platform ?? null,
    },
  }
}
