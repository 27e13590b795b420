import { botControlFor } from '@parley/shared/rules/meeting-timing'
import { decideNotetaker, meetingUrlKey, pickBotSender, wantsBot } from '@parley/shared/rules/notetaker-decision'
import type { NotetakerFlags } from '@parley/shared/rules/recording-preferences'
import { upcomingWindow } from '@parley/shared/rules/upcoming-list'
import type { TUpcomingEvent, TUpcomingEventsQuery, TUpcomingEventsResponse } from '@parley/shared/schemas/upcoming-events'
import type { AppDeps } from '../../app'
import type { AuthContext } from '../../platform/auth/authenticate'
import { findNotetakerProfile, findOtherCopies, listUpcomingEvents, type NotetakerProfile, type UpcomingRow, urlBaseOf } from './calendar.repository'

/** Meetings that end within this margin are completed and hidden (spec §4 "Meeting timing"). */
const COMPLETED_MARGIN_MS = 60_000

const flagsOf = (p: NotetakerProfile): NotetakerFlags => ({
  internal_meeting: p.internal_meeting,
  external_meeting: p.external_meeting,
  internal_host: p.internal_host,
  external_host: p.external_host,
  self_host: p.self_host,
})

/** The user's own per-meeting choice: note_taker_allowed once they set it (event_properties.updatedByUser). */
const overrideOf = (row: Pick<UpcomingRow, 'eventProperties' | 'noteTakerAllowed'>): boolean | null =>
  row.eventProperties.updatedByUser === true ? row.noteTakerAllowed : null

type Copy = Pick<UpcomingRow, 'icalUid' | 'meetingUrl' | 'startAt'>
/** Keys computed once per row: a page's first call can have a copy in every rep's calendar (a company stand-up). */
const keyOf = new WeakMap<Copy, string | null>()
const urlKey = (c: Copy) => {
  if (!keyOf.has(c)) keyOf.set(c, c.meetingUrl ? meetingUrlKey(c.meetingUrl) : null)
  return keyOf.get(c) ?? null
}
const sameMeeting = (a: Copy, b: Copy) =>
  a.startAt.getTime() === b.startAt.getTime() && ((a.icalUid !== null && a.icalUid === b.icalUid) || (urlKey(a) !== null && urlKey(a) === urlKey(b)))

/**
 * GET /users/events: the signed-in user's upcoming meetings (now to one year ahead, narrowed by startTime/endTime),
 * completed ones hidden, 10 a page, each with the notetaker decision of the shared rule — including the one bot per
 * meeting across the company's reps.
 */
export async function listUpcoming(deps: AppDeps, auth: AuthContext, q: TUpcomingEventsQuery): Promise<TUpcomingEventsResponse> {
  const now = deps.now?.() ?? new Date()
  const window = upcomingWindow(now)
  const from = new Date(Math.max(window.from.getTime() + COMPLETED_MARGIN_MS, q.startTime ? Date.parse(q.startTime) : 0))
  const to = new Date(Math.min(window.to.getTime(), q.endTime ? Date.parse(q.endTime) : Number.POSITIVE_INFINITY))
  const user = auth.user
  const { total, rows, profile, others } = await deps.db.withTenant(user.companyId, async (tx) => {
    const page = await listUpcomingEvents(tx, { userId: user.id, from, to, title: q.title, take: q.take, skip: q.skip })
    const withLinks = page.rows.filter((r) => r.meetingUrl)
    const [profile, others] = await Promise.all([
      findNotetakerProfile(tx, user.id),
      findOtherCopies(tx, {
        companyId: user.companyId,
        userId: user.id,
        startTimes: [...new Set(withLinks.map((r) => r.startAt.getTime()))].map((t) => new Date(t)),
        icalUids: withLinks.flatMap((r) => (r.icalUid ? [r.icalUid] : [])),
        urlBases: withLinks.map((r) => urlBaseOf(r.meetingUrl as string)),
      }),
    ])
    return { ...page, profile, others }
  })
  const me = profile ?? {
    email: user.email,
    notetakerEnabled: false,
    internal_meeting: false,
    external_meeting: false,
    internal_host: false,
    external_host: false,
    self_host: false,
  }
  const domains = auth.settings.domains ?? []
  const events = rows.map((row): TUpcomingEvent => {
    const meeting = {
      meetingUrl: row.meetingUrl,
      startAt: row.startAt,
      endAt: row.endAt,
      organizerEmail: row.organizerEmail,
      attendeeEmails: row.attendeeEmails,
    }
    const copies = others.filter((o) => sameMeeting(row, o))
    const candidates = [
      {
        userId: user.id,
        email: me.email,
        wants: wantsBot({
          meeting,
          user: { email: me.email, notetakerEnabled: me.notetakerEnabled, flags: flagsOf(me) },
          companyDomains: domains,
          override: overrideOf(row),
        }),
      },
      ...copies.map((o) => ({
        userId: o.userId ?? 0,
        email: o.email,
        wants: wantsBot({
          meeting: { ...meeting, organizerEmail: o.organizerEmail, attendeeEmails: o.attendeeEmails },
          user: { email: o.email, notetakerEnabled: o.notetakerEnabled, flags: flagsOf(o) },
          companyDomains: domains,
          override: overrideOf(o),
        }),
      })),
    ]
    const organizer = row.organizerEmail?.toLowerCase()
    const sender = pickBotSender(candidates.map((c) => ({ userId: c.userId, wantsBot: c.wants, isOrganizer: c.email.toLowerCase() === organizer })))
    const decision = decideNotetaker({
      now,
      meeting,
      user: { email: me.email, notetakerEnabled: me.notetakerEnabled, flags: flagsOf(me) },
      companyDomains: domains,
      override: overrideOf(row),
      botSentByOtherRep: sender !== null && sender !== user.id,
    })
    const control = botControlFor({ ...meeting, latestEventType: row.latestEventType, now })
    const people = row.attendees.map((a) => ({ email: a.email, name: a.name ?? null, company: a.company ?? null }))
    return {
      id: row.id,
      gce_id: row.gceId,
      title: row.title,
      start_at: row.startAt.toISOString(),
      end_at: row.endAt.toISOString(),
      attendees: people.map((a) => a.email).join(','),
      attendee_company: [...new Set(people.map((a) => a.company).filter((c): c is string => Boolean(c)))].join(','),
      attendee_name: people.map((a) => a.name ?? a.email).join(','),
      attendee_list: people,
      attendee_count: people.length,
      organizer_email: row.organizerEmail,
      meeting_url: row.meetingUrl,
      meeting_platform: row.meetingPlatform,
      note_taker_allowed: row.noteTakerAllowed,
      global_note_taker_allowed: row.globalNoteTakerAllowed,
      event_properties: { updatedByUser: row.eventProperties.updatedByUser === true },
      latest_event_type: row.latestEventType,
      notetaker: {
        joins: decision.joins,
        reason: decision.reason,
        explanation: decision.explanation,
        toggle_enabled: decision.toggleEnabled,
        toggle_on: decision.toggleOn,
        timing: decision.timing,
        bot_control: control,
      },
    }
  })
  return { data: { total, events, superAdmin: user.userRole === 'super_admin' } }
}
