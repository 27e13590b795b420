import { botControlFor } from '@parley/shared/rules/meeting-timing'
import { meetingUrlKey, type NotetakerDecision } from '@parley/shared/rules/notetaker-decision'
import { upcomingWindow } from '@parley/shared/rules/upcoming-list'
import type { TUpcomingEvent, TUpcomingEventsQuery, TUpcomingEventsResponse } from '@parley/shared/schemas/upcoming-events'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { findOtherCopies, type NotetakerProfile, type UpcomingRow, urlBaseOf } from './calendar.repository'
import { decideMeetingBot, decideMeetingBotFromWantingCopies } from './meeting-bot-decision'
import { countUpcoming, readUpcomingPage } from './upcoming-page.repository'

/** Meetings that end within this margin are completed and hidden. */
const COMPLETED_MARGIN_MS = 60_000
/**
 * Other reps' copies that want the bot read first per meeting and lookup (link, iCalUID); the rest only when these
 * cannot settle the sender (a copy read was another call behind the same link base, or its wish not yet computed).
 */
const FIRST_COPIES = 4
const NO_PROFILE: NotetakerProfile = {
  email: '',
  notetakerEnabled: false,
  internal_meeting: false,
  external_meeting: false,
  internal_host: false,
  external_host: false,
  self_host: false,
}

type Copy = Pick<UpcomingRow, 'icalUid' | 'meetingUrl' | 'startAt'>
/** Keys computed once per row: a page's first call can have a copy in every rep's calendar (a company stand-up). */
const keyOf = new WeakMap<Copy, string | null>()
const urlKey = (c: Copy) => {
  if (!keyOf.has(c)) keyOf.set(c, c.meetingUrl ? meetingUrlKey(c.meetingUrl) : null)
  return keyOf.get(c) ?? null
}
export const sameMeeting = (a: Copy, b: Copy) =>
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
  const domains = auth.settings.domains ?? []
  const { total, rows, decisions } = await deps.db.withTenant(user.companyId, async (tx) => {
    const page = await readUpcomingPage(tx, {
      companyId: user.companyId,
      userId: user.id,
      from,
      to,
      title: q.title,
      take: q.take,
      skip: q.skip,
      perLookup: FIRST_COPIES,
    })
    // Past the last page the window is counted alone (an empty page carries no total).
    const total = page.total ?? (q.skip > 0 ? await countUpcoming(tx, { userId: user.id, from, to, title: q.title }) : 0)
    const owner = { userId: user.id, profile: page.profile ?? { ...NO_PROFILE, email: user.email } }
    const decisions = new Map<number, NotetakerDecision>()
    const unsettled: UpcomingRow[] = []
    for (const row of page.rows) {
      const read = page.wanting.get(row.id)
      const copies = read ? read.copies.filter((o) => sameMeeting(row, o)) : []
      const known = decideMeetingBotFromWantingCopies({
        now,
        event: row,
        owner,
        copies,
        companyDomains: domains,
        completeBelowUserId: read?.completeBelowUserId ?? Number.POSITIVE_INFINITY,
      })
      if (known) decisions.set(row.id, known.decision)
      else unsettled.push(row)
    }
    // Rarely (the copies read were not this call, or their wishes not computed and no): every copy of those meetings.
    if (unsettled.length > 0) {
      const others = await findOtherCopies(tx, {
        companyId: user.companyId,
        userId: user.id,
        startTimes: [...new Set(unsettled.map((r) => r.startAt.getTime()))].map((t) => new Date(t)),
        icalUids: unsettled.flatMap((r) => (r.icalUid ? [r.icalUid] : [])),
        urlBases: unsettled.map((r) => urlBaseOf(r.meetingUrl as string)),
      })
      for (const row of unsettled) {
        const copies = others.filter((o) => sameMeeting(row, o))
        decisions.set(row.id, decideMeetingBot({ now, event: row, owner, copies, companyDomains: domains }).decision)
      }
    }
    return { total, rows: page.rows, decisions }
  })
  const events = rows.map((row): TUpcomingEvent => {
    const decision = decisions.get(row.id) as NotetakerDecision
    const control = botControlFor({ ...row, now })
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
