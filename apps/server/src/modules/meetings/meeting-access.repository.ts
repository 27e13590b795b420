import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { calendarEvents } from '../../db/schema/calendar'
import { meetingParticipants, meetings } from '../../db/schema/meetings'
import { licenses, userLicenses, userManagers } from '../../db/schema/users'

export interface MeetingOwnership {
  /** The recording's rep and the calendar owner, when known. */
  ownerIds: number[]
  /** Lower-cased attendee e-mails of the calendar event. */
  eventEmails: string[]
}

/** A live recording of the tenant: who owns it and who was invited. */
export async function findMeetingOwnership(tx: Db, meetingId: number): Promise<MeetingOwnership | undefined> {
  const rows = await tx
    .select({ ownerId: meetings.userId, eventOwnerId: calendarEvents.userId, eventEmails: calendarEvents.attendeeEmails })
    .from(meetings)
    .leftJoin(calendarEvents, eq(calendarEvents.id, meetings.calendarEventId))
    .where(and(eq(meetings.id, meetingId), isNull(meetings.deletedAt)))
  const row = rows[0]
  if (!row) return undefined
  return {
    ownerIds: [row.ownerId, row.eventOwnerId].filter((id): id is number => id !== null),
    eventEmails: (row.eventEmails ?? []).map((e) => e.toLowerCase()),
  }
}

/** Lower-cased e-mails of the people heard or seen in the recording. */
export async function participantEmails(tx: Db, meetingId: number): Promise<string[]> {
  const rows = await tx
    .select({ email: meetingParticipants.email })
    .from(meetingParticipants)
    .where(and(eq(meetingParticipants.meetingId, meetingId), sql`${meetingParticipants.email} is not null`))
  return rows.map((r) => (r.email ?? '').toLowerCase())
}

export async function hasViewAllCallsNomination(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: userLicenses.id })
    .from(userLicenses)
    .innerJoin(licenses, eq(licenses.id, userLicenses.licenseId))
    .where(and(eq(userLicenses.userId, userId), eq(licenses.kind, 'view_only_all_calls')))
    .limit(1)
  return rows.length > 0
}

/** True when `managerId` is above any of `userIds` in the reporting line, directly or further up. */
export async function managesAnyOf(tx: Db, managerId: number, userIds: number[]): Promise<boolean> {
  if (userIds.length === 0) return false
  const { rows } = await tx.execute<{ found: boolean }>(sql`
    with recursive tree(id) as (
      select user_id from ${userManagers} where manager_id = ${managerId}
      union
      select um.user_id from ${userManagers} um join tree on um.manager_id = tree.id
    ) select exists(select 1 from tree where id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})) as found`)
  return rows[0]?.found === true
}
