import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { calendarEvents } from '../../db/schema/calendar'
import { users } from '../../db/schema/users'

const upcomingColumns = {
  id: calendarEvents.id,
  userId: calendarEvents.userId,
  gceId: calendarEvents.gceId,
  icalUid: calendarEvents.icalUid,
  title: calendarEvents.title,
  startAt: calendarEvents.startAt,
  endAt: calendarEvents.endAt,
  attendees: calendarEvents.attendees,
  attendeeEmails: calendarEvents.attendeeEmails,
  organizerEmail: calendarEvents.organizerEmail,
  meetingUrl: calendarEvents.meetingUrl,
  meetingPlatform: calendarEvents.meetingPlatform,
  noteTakerAllowed: calendarEvents.noteTakerAllowed,
  globalNoteTakerAllowed: calendarEvents.globalNoteTakerAllowed,
  eventProperties: calendarEvents.eventProperties,
  latestEventType: calendarEvents.latestEventType,
}

export type UpcomingRow = Pick<typeof calendarEvents.$inferSelect, keyof typeof upcomingColumns>

const flagColumns = {
  email: users.email,
  notetakerEnabled: users.notetakerEnabled,
  internal_meeting: users.notetakerInternalMeeting,
  external_meeting: users.notetakerExternalMeeting,
  internal_host: users.notetakerInternalHost,
  external_host: users.notetakerExternalHost,
  self_host: users.notetakerSelfHost,
}
export type NotetakerProfile = { [K in keyof typeof flagColumns]: (typeof flagColumns)[K]['_']['data'] }

export async function findNotetakerProfile(tx: Db, userId: number): Promise<NotetakerProfile | undefined> {
  const rows = await tx.select(flagColumns).from(users).where(eq(users.id, userId))
  return rows[0]
}

/** A meeting link without query, fragment or trailing slash, lower-cased (SQL and JS agree on it). */
export const urlBaseOf = (url: string) => url.split('#')[0]?.split('?')[0]?.replace(/\/+$/, '').toLowerCase() ?? ''

const copyColumns = {
  id: calendarEvents.id,
  userId: calendarEvents.userId,
  icalUid: calendarEvents.icalUid,
  startAt: calendarEvents.startAt,
  endAt: calendarEvents.endAt,
  meetingUrl: calendarEvents.meetingUrl,
  organizerEmail: calendarEvents.organizerEmail,
  attendeeEmails: calendarEvents.attendeeEmails,
  noteTakerAllowed: calendarEvents.noteTakerAllowed,
  eventProperties: calendarEvents.eventProperties,
  botWanted: calendarEvents.botWanted,
}
export type SameMeetingRow = Pick<typeof calendarEvents.$inferSelect, keyof typeof copyColumns> & NotetakerProfile

/**
 * Other reps' copies of meetings starting at these instants (one call in several calendars starts at the same time),
 * with their owners' notetaker settings; the caller matches them by meeting link or iCalUID. Two queries rather than
 * a join: under row-level security the planner sees no column statistics, and a join made it loop per user.
 */
export async function findOtherCopies(
  tx: Db,
  q: { companyId: number; userId: number; startTimes: Date[]; icalUids: string[]; urlBases: string[] },
): Promise<SameMeetingRow[]> {
  if (q.startTimes.length === 0) return []
  const live = and(
    // Named as well as enforced by row-level security, whose OR keeps the planner off the (company, start) indexes.
    eq(calendarEvents.companyId, q.companyId),
    inArray(calendarEvents.startAt, q.startTimes),
    ne(calendarEvents.userId, q.userId),
    eq(calendarEvents.status, 'confirmed'),
    isNull(calendarEvents.deletedAt),
    isNotNull(calendarEvents.meetingUrl),
  )
  // Matched by link base (company_start_link_base index) and by iCalUID apart, so each query has its own index; the link
  // base is a superset (no query, any case), the caller compares meetingUrlKey exactly.
  const byLink =
    q.urlBases.length > 0
      ? await tx
          .select(copyColumns)
          .from(calendarEvents)
          .where(and(live, inArray(calendarEvents.meetingLinkBase, q.urlBases)))
      : []
  const byUid =
    q.icalUids.length > 0
      ? await tx
          .select(copyColumns)
          .from(calendarEvents)
          .where(and(live, inArray(calendarEvents.icalUid, q.icalUids)))
      : []
  const seen = new Set<number>()
  const copies = [...byLink, ...byUid].filter((c) => !seen.has(c.id) && seen.add(c.id))
  const ownerIds = [...new Set(copies.flatMap((c) => (c.userId === null ? [] : [c.userId])))]
  if (ownerIds.length === 0) return []
  const owners = await tx
    .select({ id: users.id, ...flagColumns })
    .from(users)
    .where(and(sql`${users.id} = any(${sql.param(ownerIds)}::int[])`, eq(users.status, 'active'), isNull(users.deletedAt)))
  const byId = new Map(owners.map(({ id, ...flags }) => [id, flags]))
  return copies.flatMap((c) => {
    const flags = c.userId === null ? undefined : byId.get(c.userId)
    return flags ? [{ ...c, ...flags }] : []
  })
}
