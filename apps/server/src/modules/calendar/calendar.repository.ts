import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import { calendarEvents } from '../../db/schema/calendar'
import { users } from '../../db/schema/users'

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

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

/** One user's live events overlapping [from, to), by start; with the title search. */
export async function listUpcomingEvents(
  tx: Db,
  q: { userId: number; from: Date; to: Date; title?: string; take: number; skip: number },
): Promise<{ total: number; rows: UpcomingRow[] }> {
  const where = and(
    eq(calendarEvents.userId, q.userId),
    eq(calendarEvents.status, 'confirmed'),
    isNull(calendarEvents.deletedAt),
    gt(calendarEvents.endAt, q.from),
    lt(calendarEvents.startAt, q.to),
    q.title?.trim() ? sql`${calendarEvents.title} ilike ${escapeLike(q.title.trim())}` : undefined,
  )
  // The page and the total in one round trip; past the last page the window count is asked for separately.
  const page = await tx
    .select({ ...upcomingColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(calendarEvents)
    .where(where)
    .orderBy(asc(calendarEvents.startAt), asc(calendarEvents.id))
    .limit(q.take)
    .offset(q.skip)
  const rows = page.map(({ total: _total, ...row }) => row)
  const total = page[0]?.total ?? (q.skip > 0 ? ((await tx.select({ n: count() }).from(calendarEvents).where(where))[0]?.n ?? 0) : 0)
  return { total, rows }
}

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

/** One meeting of an Upcoming page whose other copies are looked for: its start, link base, iCalUID and organiser. */
export interface CopyGroup {
  startAt: Date
  urlBase: string
  icalUid: string | null
  organizerEmail: string | null
}

export interface WantingCopies {
  /**
   * Other reps' copies whose stored wish is yes or not computed yet (bot_wanted is not false), active reps only, with
   * their reps' settings; the caller matches them to the meeting exactly.
   */
  copies: SameMeetingRow[]
  /**
   * Every such copy whose rep's user id is below this was read (each lookup reads the lowest user ids first), and so
   * was every such copy of the organiser's rep; Infinity when every one was read.
   */
  completeBelowUserId: number
}

interface WantingCopyRow {
  grp: number
  branch: 'link' | 'uid' | 'org'
  id: number
  user_id: number
  ical_uid: string | null
  start_at: string
  end_at: string
  meeting_url: string | null
  organizer_email: string | null
  attendee_emails: string[]
  note_taker_allowed: boolean
  event_properties: Record<string, unknown>
  bot_wanted: boolean | null
  email: string
  notetaker_enabled: boolean
  internal_meeting: boolean
  external_meeting: boolean
  internal_host: boolean
  external_host: boolean
  self_host: boolean
}

/**
 * For each meeting of a page, the first `perLookup` other reps' copies that want the bot (by link base and by iCalUID,
 * lowest user ids first) plus the organiser's rep's, with their reps' settings, in one round trip. Only copies whose
 * stored wish is yes or unknown are looked at (the partial indexes calendar_events_wanted_*), so a company-wide
 * meeting in a thousand calendars costs an index probe, not a thousand copies decided, whoever wants it.
 */
export async function findWantingCopies(tx: Db, q: { companyId: number; userId: number; groups: CopyGroup[]; perLookup: number }): Promise<WantingCopies[]> {
  if (q.groups.length === 0) return []
  const organizers = [...new Set(q.groups.flatMap((g) => (g.organizerEmail ? [g.organizerEmail.toLowerCase()] : [])))]
  const wanting = sql`ce.company_id = ${q.companyId} and ce.start_at = g.start_at and ce.user_id <> ${q.userId}
      and ce.bot_wanted is not false and ce.status = 'confirmed' and ce.deleted_at is null and ce.meeting_url is not null
      and exists (select 1 from users o where o.id = ce.user_id and o.status = 'active' and o.deleted_at is null)`
  const columns = sql`ce.id, ce.user_id, ce.ical_uid, ce.start_at, ce.end_at, ce.meeting_url, ce.organizer_email, ce.attendee_emails,
      ce.note_taker_allowed, ce.event_properties, ce.bot_wanted`
  const rows = await preparedRows<WantingCopyRow>(
    tx,
    sql`
    with g as (
      select * from unnest(${sql.param(q.groups.map((g) => g.startAt.toISOString()))}::timestamptz[],
        ${sql.param(q.groups.map((g) => g.urlBase))}::text[], ${sql.param(q.groups.map((g) => g.icalUid))}::text[])
        with ordinality as g(start_at, base, uid, grp)
    ), org as materialized (
      -- The organisers' user ids first (usually none or one), so their copies are read by (user, start), not scanned.
      select id from users where company_id = ${q.companyId} and lower(email) = any(${sql.param(organizers)}::text[])
    )
    select c.grp::int grp, c.branch, c.id, c.user_id, c.ical_uid, c.start_at, c.end_at, c.meeting_url, c.organizer_email,
      c.attendee_emails, c.note_taker_allowed, c.event_properties, c.bot_wanted, u.email, u.notetaker_enabled,
      u.notetaker_internal_meeting internal_meeting, u.notetaker_external_meeting external_meeting,
      u.notetaker_internal_host internal_host, u.notetaker_external_host external_host, u.notetaker_self_host self_host
    from g cross join lateral (
      (select 'link' branch, g.grp, ${columns} from calendar_events ce
        where ${wanting} and ce.meeting_link_base = g.base order by ce.user_id limit ${q.perLookup})
      union all
      (select 'uid' branch, g.grp, ${columns} from calendar_events ce
        where ${wanting} and ce.ical_uid = g.uid order by ce.user_id limit ${q.perLookup})
      union all
      -- By (user, start): an = any over the organisers keeps the planner from scanning every wanting copy of the call.
      (select 'org' branch, g.grp, ${columns} from calendar_events ce
        where ce.user_id = any(array(select id from org)) and ${wanting} and (ce.meeting_link_base = g.base or ce.ical_uid = g.uid))
    ) c
    join users u on u.id = c.user_id`,
  )
  return q.groups.map((_, i) => {
    const mine = rows.filter((r) => r.grp === i + 1)
    // A lookup that returned its limit may have more copies from its last (highest) user id on.
    let completeBelowUserId = Number.POSITIVE_INFINITY
    for (const branch of ['link', 'uid'] as const) {
      const read = mine.filter((r) => r.branch === branch)
      if (read.length >= q.perLookup) completeBelowUserId = Math.min(completeBelowUserId, Math.max(...read.map((r) => r.user_id)))
    }
    const seen = new Set<number>()
    const copies = mine.flatMap((r): SameMeetingRow[] => {
      if (seen.has(r.id)) return []
      seen.add(r.id)
      return [
        {
          id: r.id,
          userId: r.user_id,
          icalUid: r.ical_uid,
          startAt: new Date(r.start_at),
          endAt: new Date(r.end_at),
          meetingUrl: r.meeting_url,
          organizerEmail: r.organizer_email,
          attendeeEmails: r.attendee_emails,
          noteTakerAllowed: r.note_taker_allowed,
          eventProperties: r.event_properties,
          botWanted: r.bot_wanted,
          email: r.email,
          notetakerEnabled: r.notetaker_enabled,
          internal_meeting: r.internal_meeting,
          external_meeting: r.external_meeting,
          internal_host: r.internal_host,
          external_host: r.external_host,
          self_host: r.self_host,
        },
      ]
    })
    return { copies, completeBelowUserId }
  })
}
