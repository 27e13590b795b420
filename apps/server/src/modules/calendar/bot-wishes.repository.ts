import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { calendarEvents } from '../../db/schema/calendar'
import { users } from '../../db/schema/users'
import type { NotetakerProfile } from './calendar.repository'

/** What the owner's wish for one copy is decided from: the copy's facts and its owner's notetaker settings. */
export interface WishFacts extends NotetakerProfile {
  id: number
  meetingUrl: string | null
  organizerEmail: string | null
  attendeeEmails: string[]
  noteTakerAllowed: boolean
  eventProperties: Record<string, unknown>
  botWanted: boolean | null
}

/** Which copies to decide: some events, or a user's (or a company's) live meetings with a link ending after `after`. */
export type WishScope = { eventIds: number[] } | { userId: number; after: Date } | { companyId: number; after: Date; unknownOnly: true; limit: number }

const live = and(eq(calendarEvents.status, 'confirmed'), isNull(calendarEvents.deletedAt), isNotNull(calendarEvents.meetingUrl))

/**
 * The copies of the scope with their owners' settings, locked for this transaction: a concurrent writer of the same
 * copies (a sync page, a per-meeting choice) commits first, so what is decided here is decided from the latest facts.
 */
export async function findWishFacts(tx: Db, scope: WishScope): Promise<WishFacts[]> {
  const where =
    'eventIds' in scope
      ? scope.eventIds.length > 0
        ? inArray(calendarEvents.id, scope.eventIds)
        : undefined
      : 'userId' in scope
        ? and(eq(calendarEvents.userId, scope.userId), live, gt(calendarEvents.endAt, scope.after))
        : and(
            eq(calendarEvents.companyId, scope.companyId),
            live,
            gt(calendarEvents.startAt, new Date(scope.after.getTime() - 2 * 86_400_000)),
            gt(calendarEvents.endAt, scope.after),
            isNull(calendarEvents.botWanted),
          )
  if (!where) return []
  const query = tx
    .select({
      id: calendarEvents.id,
      meetingUrl: calendarEvents.meetingUrl,
      organizerEmail: calendarEvents.organizerEmail,
      attendeeEmails: calendarEvents.attendeeEmails,
      noteTakerAllowed: calendarEvents.noteTakerAllowed,
      eventProperties: calendarEvents.eventProperties,
      botWanted: calendarEvents.botWanted,
      email: users.email,
      notetakerEnabled: users.notetakerEnabled,
      internal_meeting: users.notetakerInternalMeeting,
      external_meeting: users.notetakerExternalMeeting,
      internal_host: users.notetakerInternalHost,
      external_host: users.notetakerExternalHost,
      self_host: users.notetakerSelfHost,
    })
    .from(calendarEvents)
    .innerJoin(users, eq(users.id, calendarEvents.userId))
    .where(where)
    .orderBy(calendarEvents.id)
    .for('update', { of: calendarEvents })
  return 'limit' in scope ? query.limit(scope.limit) : query
}

/**
 * Stores wishes. `skipLocked` (a repair by a job that holds other copies' locks): copies another transaction is
 * writing are left to it, so two repairs never wait on each other.
 */
export async function saveWishes(tx: Db, wishes: { id: number; wanted: boolean }[], opts: { skipLocked?: boolean } = {}): Promise<number> {
  if (wishes.length === 0) return 0
  const ids = wishes.map((w) => w.id)
  const wanted = wishes.map((w) => w.wanted)
  const rows = await tx.execute(sql`
    update calendar_events ce set bot_wanted = w.wanted
    from unnest(${sql.param(ids)}::int[], ${sql.param(wanted)}::boolean[]) as w(id, wanted)
    where ce.id = w.id and ce.bot_wanted is distinct from w.wanted
      ${opts.skipLocked ? sql`and ce.id in (select id from calendar_events where id = any(${sql.param(ids)}::int[]) for update skip locked)` : sql``}
    returning ce.id`)
  return rows.rows.length
}

/** The company's domains changed, so every upcoming copy's wish may have: back to "not computed" (the cron refills). */
export async function forgetCompanyWishes(tx: Db, companyId: number, after: Date): Promise<void> {
  await tx
    .update(calendarEvents)
    .set({ botWanted: null })
    .where(and(eq(calendarEvents.companyId, companyId), gt(calendarEvents.endAt, after), isNotNull(calendarEvents.botWanted)))
}

/**
 * Companies with upcoming copies whose wish is not computed (a system read for the cron: ids only). Each company's
 * upcoming part of the (company, start) index is looked at, not the whole table.
 */
export async function companiesWithUnknownWishes(system: Db, after: Date): Promise<number[]> {
  const rows = await system.execute<{ id: number }>(sql`
    select c.id from companies c where exists (
      select 1 from calendar_events ce where ce.company_id = c.id and ce.start_at > ${after}::timestamptz - interval '2 days'
        and ce.end_at > ${after} and ce.bot_wanted is null and ce.status = 'confirmed' and ce.deleted_at is null
        and ce.meeting_url is not null)`)
  return rows.rows.map((r) => Number(r.id))
}
