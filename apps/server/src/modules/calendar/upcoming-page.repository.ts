import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import { calendarEvents } from '../../db/schema/calendar'
import type { NotetakerProfile, SameMeetingRow, UpcomingRow } from './calendar.repository'

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

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

export interface UpcomingPage {
  /** Null when the page is empty (past the last page the caller counts the window alone). */
  total: number | null
  rows: UpcomingRow[]
  /** The viewer's notetaker settings. */
  profile: NotetakerProfile | undefined
  /** By page row id, for the rows with a meeting link. */
  wanting: Map<number, WantingCopies>
}

interface Q {
  companyId: number
  userId: number
  from: Date
  to: Date
  title?: string
  take: number
  skip: number
  /** Wanting copies read per meeting and lookup (link base, iCalUID) before the caller reads them all. */
  perLookup: number
}

// JSON as PostgreSQL writes it: timestamps are ISO text.
type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] }
type PageJson = Json<UpcomingRow> & { total: number }
type CopyJson = Json<SameMeetingRow> & { grp: number; branch: 'link' | 'uid' | 'org' }
interface Answer {
  me: NotetakerProfile | null
  page: PageJson[]
  copies: CopyJson[]
}

/**
 * One round trip for an Upcoming page: the user's live events overlapping [from, to) by start (title search, total),
 * the user's notetaker settings, and for each meeting with a link the first `perLookup` other reps' copies that want
 * the bot (by link base and by iCalUID, lowest user ids first; the partial indexes calendar_events_wanted_*) plus the
 * organiser's rep's, with their reps' settings. A company-wide meeting in a thousand calendars costs an index probe
 * whoever wants it. The statement is prepared (db/prepared.ts), so it is planned once per connection and shape.
 */
export async function readUpcomingPage(tx: Db, q: Q): Promise<UpcomingPage> {
  const title = q.title?.trim()
  const wanting = sql`ce.company_id = ${q.companyId} and ce.start_at = g.start_at and ce.user_id <> ${q.userId}
      and ce.bot_wanted is not false and ce.status = 'confirmed' and ce.deleted_at is null and ce.meeting_url is not null
      and exists (select 1 from users o where o.id = ce.user_id and o.status = 'active' and o.deleted_at is null)`
  const copyColumns = sql`ce.id, ce.user_id "userId", ce.ical_uid "icalUid", ce.start_at "startAt", ce.end_at "endAt",
      ce.meeting_url "meetingUrl", ce.organizer_email "organizerEmail", ce.attendee_emails "attendeeEmails",
      ce.note_taker_allowed "noteTakerAllowed", ce.event_properties "eventProperties", ce.bot_wanted "botWanted"`
  const [answer] = await preparedRows<Answer>(
    tx,
    sql`
    with me as (
      select email, notetaker_enabled "notetakerEnabled", notetaker_internal_meeting internal_meeting,
        notetaker_external_meeting external_meeting, notetaker_internal_host internal_host,
        notetaker_external_host external_host, notetaker_self_host self_host
      from users where id = ${q.userId}
    ), page as materialized (
      select ce.id, ce.user_id "userId", ce.gce_id "gceId", ce.ical_uid "icalUid", ce.title, ce.start_at "startAt",
        ce.end_at "endAt", ce.attendees, ce.attendee_emails "attendeeEmails", ce.organizer_email "organizerEmail",
        ce.meeting_url "meetingUrl", ce.meeting_link_base, ce.meeting_platform "meetingPlatform",
        ce.note_taker_allowed "noteTakerAllowed", ce.global_note_taker_allowed "globalNoteTakerAllowed",
        ce.event_properties "eventProperties", ce.latest_event_type "latestEventType", count(*) over () total
      from calendar_events ce
      where ce.user_id = ${q.userId} and ce.status = 'confirmed' and ce.deleted_at is null
        and ce.end_at > ${q.from} and ce.start_at < ${q.to}
        ${title ? sql`and ce.title ilike ${escapeLike(title)}` : sql``}
      order by ce.start_at, ce.id limit ${q.take} offset ${q.skip}
    ), g as (
      select id grp, "startAt" start_at, meeting_link_base base, "icalUid" uid from page where "meetingUrl" is not null
    ), org as materialized (
      -- The organisers' user ids first (usually none or one), so their copies are read by (user, start), not scanned.
      select id from users where company_id = ${q.companyId}
        and lower(email) = any(array(select distinct lower("organizerEmail") from page where "organizerEmail" is not null))
    ), copies as (
      select g.grp, c.* from g cross join lateral (
        (select 'link' branch, ${copyColumns} from calendar_events ce
          where ${wanting} and ce.meeting_link_base = g.base order by ce.user_id limit ${q.perLookup})
        union all
        (select 'uid' branch, ${copyColumns} from calendar_events ce
          where ${wanting} and ce.ical_uid = g.uid order by ce.user_id limit ${q.perLookup})
        union all
        -- By (user, start): an = any over the organisers keeps the planner from scanning every wanting copy of the call.
        (select 'org' branch, ${copyColumns} from calendar_events ce
          where ce.user_id = any(array(select id from org)) and ${wanting} and (ce.meeting_link_base = g.base or ce.ical_uid = g.uid))
      ) c
    )
    select
      (select row_to_json(me) from me) me,
      (select coalesce(json_agg(to_jsonb(p) - 'meeting_link_base' order by p."startAt", p.id), '[]') from page p) page,
      (select coalesce(json_agg(to_jsonb(c) || jsonb_build_object('email', u.email, 'notetakerEnabled', u.notetaker_enabled,
          'internal_meeting', u.notetaker_internal_meeting, 'external_meeting', u.notetaker_external_meeting,
          'internal_host', u.notetaker_internal_host, 'external_host', u.notetaker_external_host,
          'self_host', u.notetaker_self_host)), '[]')
        from copies c join users u on u.id = c."userId") copies`,
  )
  const rows = (answer?.page ?? []).map(({ total: _total, ...r }): UpcomingRow => ({ ...r, startAt: new Date(r.startAt), endAt: new Date(r.endAt) }))
  const wantingByRow = new Map<number, WantingCopies>()
  for (const row of rows) {
    if (!row.meetingUrl) continue
    const mine = (answer?.copies ?? []).filter((c) => c.grp === row.id)
    // A lookup that returned its limit may have more copies from its last (highest) user id on.
    let completeBelowUserId = Number.POSITIVE_INFINITY
    for (const branch of ['link', 'uid'] as const) {
      const read = mine.filter((c) => c.branch === branch)
      if (read.length >= q.perLookup) completeBelowUserId = Math.min(completeBelowUserId, Math.max(...read.map((c) => c.userId ?? 0)))
    }
    const seen = new Set<number>()
    const copies = mine.flatMap(({ grp: _grp, branch: _branch, ...c }): SameMeetingRow[] => {
      if (seen.has(c.id)) return []
      seen.add(c.id)
      return [{ ...c, startAt: new Date(c.startAt), endAt: new Date(c.endAt) }]
    })
    wantingByRow.set(row.id, { copies, completeBelowUserId })
  }
  return { total: answer?.page[0]?.total ?? null, rows, profile: answer?.me ?? undefined, wanting: wantingByRow }
}

/** The window's count alone, for a page past the last one. */
export async function countUpcoming(tx: Db, q: Pick<Q, 'userId' | 'from' | 'to' | 'title'>): Promise<number> {
  const title = q.title?.trim()
  const rows = await tx
    .select({ n: count() })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, q.userId),
        eq(calendarEvents.status, 'confirmed'),
        isNull(calendarEvents.deletedAt),
        gt(calendarEvents.endAt, q.from),
        lt(calendarEvents.startAt, q.to),
        title ? sql`${calendarEvents.title} ilike ${escapeLike(title)}` : undefined,
      ),
    )
  return rows[0]?.n ?? 0
}
