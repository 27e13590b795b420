import { classifyMeeting, wantsBot } from '@parley/shared/rules/notetaker-decision'
import type { NotetakerFlags } from '@parley/shared/rules/recording-preferences'
import type { CalendarAttendee } from '../../db/schema/calendar'
import type { CalendarEvent, CalendarProviderId } from './providers/calendar-provider'

/** Who the calendar belongs to and how to name attendees' companies. */
export interface RowContext {
  companyId: number
  userId: number
  connectionId: number
  provider: CalendarProviderId
  userEmail: string
  companyName: string
  companyDomains: readonly string[]
  /** CRM account names by e-mail domain. */
  accountNames: ReadonlyMap<string, string>
  /** The owner's notetaker settings, for the owner's wish (bot_wanted) of each new copy. */
  owner: { notetakerEnabled: boolean; flags: NotetakerFlags }
}

export const SOURCE_OF: Record<CalendarProviderId, string> = { google: 'google_calendar', microsoft: 'outlook_calendar' }

export const domainOf = (email: string) => email.split('@').pop()?.toLowerCase() ?? ''

/**
 * The calendar_events values of one synced event. The per-meeting choice is left to its owner; bot_wanted is the
 * owner's wish without one (a copy that has a choice is decided again after the upsert, calendar-sync.service).
 */
export function eventRow(e: CalendarEvent, ctx: RowContext) {
  const own = new Set([...ctx.companyDomains.map((d) => d.toLowerCase()), domainOf(ctx.userEmail)])
  // Attendee company: the own company for its domains, else the CRM account of the domain, else the domain.
  const companyOf = (email: string) => (own.has(domainOf(email)) ? ctx.companyName : (ctx.accountNames.get(domainOf(email)) ?? domainOf(email)))
  const attendees: CalendarAttendee[] = e.attendees.map((a) => ({
    email: a.email,
    name: a.name,
    company: companyOf(a.email),
    response: a.response,
    isInternal: own.has(domainOf(a.email)),
  }))
  const kind = classifyMeeting({
    userEmail: ctx.userEmail,
    organizerEmail: e.organizerEmail,
    attendeeEmails: e.attendees.map((a) => a.email),
    companyDomains: ctx.companyDomains,
  })
  return {
    companyId: ctx.companyId,
    userId: ctx.userId,
    connectionId: ctx.connectionId,
    gceId: e.providerEventId,
    icalUid: e.icalUid,
    recurringEventId: e.recurringEventId,
    title: e.title,
    description: e.description,
    startAt: e.startAt,
    endAt: e.endAt,
    organizerEmail: e.organizerEmail,
    meetingUrl: e.meetingUrl,
    meetingPlatform: e.meetingPlatform,
    attendees,
    attendeeEmails: attendees.map((a) => a.email),
    attendeeCompanies: [...new Set(attendees.map((a) => a.company ?? '').filter((c) => c !== ''))],
    isInternal: kind.internal,
    organizerType: kind.host,
    status: e.status,
    source: SOURCE_OF[ctx.provider],
    eventProperties: { allDay: e.allDay, organizerName: e.organizerName },
    botWanted: wantsBot({
      meeting: { meetingUrl: e.meetingUrl, organizerEmail: e.organizerEmail, attendeeEmails: attendees.map((a) => a.email) },
      user: { email: ctx.userEmail, ...ctx.owner },
      companyDomains: ctx.companyDomains,
      override: null,
    }),
  }
}

/** The external e-mail domains of a page, to look their CRM accounts up once. */
export function externalDomains(events: readonly CalendarEvent[], ownDomains: readonly string[], userEmail: string): string[] {
  const own = new Set([...ownDomains.map((d) => d.toLowerCase()), domainOf(userEmail)])
  return [...new Set(events.flatMap((e) => e.attendees.map((a) => domainOf(a.email))).filter((d) => d !== '' && !own.has(d)))]
}
