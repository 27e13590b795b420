import type { NotetakerFlags } from '@parley/shared/rules/recording-preferences'
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { calendarConnections, calendarEvents } from '../../db/schema/calendar'
import { companies } from '../../db/schema/companies'
import { users } from '../../db/schema/users'
import type { SealedTokens } from '../../platform/tokens/token-refresh'
import type { eventRow } from './calendar-event-rows'

export interface SyncConnection extends SealedTokens {
  id: number
  companyId: number
  userId: number
  provider: 'google' | 'microsoft'
  status: string
  userEmail: string
  companyName: string
  syncToken: string | null
  syncPageToken: string | null
  syncWindowFrom: Date | null
  syncRoundStartedAt: Date | null
}

export async function findSyncConnection(tx: Db, connectionId: number): Promise<SyncConnection | undefined> {
  const rows = await tx
    .select({
      id: calendarConnections.id,
      companyId: calendarConnections.companyId,
      userId: calendarConnections.userId,
      provider: calendarConnections.provider,
      status: calendarConnections.status,
      userEmail: users.email,
      companyName: companies.name,
      accessTokenEnc: calendarConnections.accessTokenEnc,
      refreshTokenEnc: calendarConnections.refreshTokenEnc,
      expiresAt: calendarConnections.expiresAt,
      syncToken: calendarConnections.syncToken,
      syncPageToken: calendarConnections.syncPageToken,
      syncWindowFrom: calendarConnections.syncWindowFrom,
      syncRoundStartedAt: calendarConnections.syncRoundStartedAt,
    })
    .from(calendarConnections)
    .innerJoin(users, eq(users.id, calendarConnections.userId))
    .innerJoin(companies, eq(companies.id, calendarConnections.companyId))
    .where(eq(calendarConnections.id, connectionId))
  return rows[0]
}

/** Connected calendars of every company, for the cron (a system read: it only names ids to queue). */
export async function listConnectedCalendars(db: Db): Promise<{ id: number; companyId: number }[]> {
  return db
    .select({ id: calendarConnections.id, companyId: calendarConnections.companyId })
    .from(calendarConnections)
    .where(eq(calendarConnections.status, 'connected'))
    .orderBy(calendarConnections.id)
}

export async function saveTokens(tx: Db, connectionId: number, tokens: SealedTokens): Promise<void> {
  await tx.update(calendarConnections).set(tokens).where(eq(calendarConnections.id, connectionId))
}

/** The grant is gone: calendar_integrated becomes false, the last-synced time stays (the disconnected banner). */
export async function markRevoked(tx: Db, connectionId: number, reason: string): Promise<void> {
  await tx
    .update(calendarConnections)
    .set({ status: 'revoked', lastError: reason, syncPending: false, syncToken: null, syncPageToken: null, syncRoundStartedAt: null })
    .where(eq(calendarConnections.id, connectionId))
}

/** Begins a round; a full one forgets the sync token and pins the window. The start is the database's clock. */
export async function startRound(tx: Db, connectionId: number, full: { windowFrom: Date } | null): Promise<Date> {
  const rows = await tx
    .update(calendarConnections)
    .set({
      syncRoundStartedAt: sql`now()`,
      syncPageToken: null,
      ...(full ? { syncToken: null, syncWindowFrom: full.windowFrom } : {}),
    })
    .where(eq(calendarConnections.id, connectionId))
    .returning({ startedAt: calendarConnections.syncRoundStartedAt })
  return rows[0]?.startedAt ?? new Date()
}

type EventValues = ReturnType<typeof eventRow>

/**
 * Idempotent upsert keyed by (calendar owner, provider event id): a rerun of the same page changes nothing but
 * updated_at. The user's notetaker choices (note_taker_allowed, updatedByUser…) are never overwritten.
 */
export async function upsertEvents(tx: Db, rows: EventValues[]): Promise<{ withChoice: number[] }> {
  if (rows.length === 0) return { withChoice: [] }
  const excluded = (column: string) => sql.raw(`excluded.${column}`)
  const stored = await tx
    .insert(calendarEvents)
    .values(rows)
    .onConflictDoUpdate({
      target: [calendarEvents.userId, calendarEvents.gceId],
      set: {
        connectionId: excluded('connection_id'),
        icalUid: excluded('ical_uid'),
        recurringEventId: excluded('recurring_event_id'),
        title: excluded('title'),
        description: excluded('description'),
        startAt: excluded('start_at'),
        endAt: excluded('end_at'),
        organizerEmail: excluded('organizer_email'),
        meetingUrl: excluded('meeting_url'),
        meetingPlatform: excluded('meeting_platform'),
        attendees: excluded('attendees'),
        attendeeEmails: excluded('attendee_emails'),
        attendeeCompanies: excluded('attendee_companies'),
        isInternal: excluded('is_internal'),
        organizerType: excluded('organizer_type'),
        status: excluded('status'),
        eventProperties: sql`${calendarEvents.eventProperties} || excluded.event_properties`,
        botWanted: excluded('bot_wanted'),
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: calendarEvents.id, hasChoice: sql<boolean>`coalesce((${calendarEvents.eventProperties} ->> 'updatedByUser') = 'true', false)` })
  // Copies the owner made a choice on: their wish is that choice (decided again by the caller).
  return { withChoice: stored.filter((r) => r.hasChoice).map((r) => r.id) }
}

/**
 * The owner's notetaker settings, share-locked until the page is stored: a settings change waits for the page (or the
 * page for the change), so the wishes the page stores are never decided from settings already replaced.
 */
export async function lockOwnerSettings(tx: Db, userId: number): Promise<{ notetakerEnabled: boolean; flags: NotetakerFlags } | undefined> {
  const rows = await tx
    .select({
      notetakerEnabled: users.notetakerEnabled,
      internal_meeting: users.notetakerInternalMeeting,
      external_meeting: users.notetakerExternalMeeting,
      internal_host: users.notetakerInternalHost,
      external_host: users.notetakerExternalHost,
      self_host: users.notetakerSelfHost,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('share')
  const row = rows[0]
  if (!row) return undefined
  const { notetakerEnabled, ...flags } = row
  return { notetakerEnabled, flags }
}

/** Events that left the calendar are kept and marked cancelled, never deleted (recordings and notes refer to them). */
export async function markCancelled(tx: Db, userId: number, providerEventIds: string[]): Promise<void> {
  if (providerEventIds.length === 0) return
  await tx
    .update(calendarEvents)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(calendarEvents.userId, userId), inArray(calendarEvents.gceId, providerEventIds), ne(calendarEvents.status, 'cancelled')))
}

/** After a full round: events of the window the listing no longer had were deleted while we were not looking. */
export async function cancelUnseen(tx: Db, connectionId: number, window: { from: Date; to: Date }, roundStartedAt: Date): Promise<number> {
  const rows = await tx
    .update(calendarEvents)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(calendarEvents.connectionId, connectionId),
        ne(calendarEvents.status, 'cancelled'),
        lt(calendarEvents.startAt, window.to),
        gt(calendarEvents.endAt, window.from),
        lt(calendarEvents.updatedAt, roundStartedAt),
      ),
    )
    .returning({ id: calendarEvents.id })
  return rows.length
}

/** The cursor after a stored page: the next page of the round, or (last page) the next round's sync token. */
export async function saveCursor(tx: Db, connectionId: number, cursor: { pageToken: string } | { syncToken: string | null }): Promise<void> {
  if ('pageToken' in cursor) {
    await tx.update(calendarConnections).set({ syncPageToken: cursor.pageToken }).where(eq(calendarConnections.id, connectionId))
    return
  }
  await tx
    .update(calendarConnections)
    .set({
      syncToken: cursor.syncToken,
      syncPageToken: null,
      syncRoundStartedAt: null,
      lastSyncedAt: sql`now()`,
      syncPending: false,
      lastError: null,
    })
    .where(eq(calendarConnections.id, connectionId))
}

/**
 * A failed round: the error is kept (the cursor too). A failure no retry can mend (`final`) also ends the pending
 * state, so the Upcoming page stops showing 'Syncing your calendar...' for a sync that will not come.
 */
export async function recordSyncError(tx: Db, connectionId: number, message: string, opts: { final?: boolean } = {}): Promise<void> {
  await tx
    .update(calendarConnections)
    .set({ lastError: message.slice(0, 1000), ...(opts.final ? { syncPending: false } : {}) })
    .where(eq(calendarConnections.id, connectionId))
}

/** 'Sync Now': the user's connected calendars, marked pending until their sync finishes. */
export async function markSyncRequested(tx: Db, userId: number): Promise<{ id: number; companyId: number }[]> {
  return tx
    .update(calendarConnections)
    .set({ syncPending: true })
    .where(and(eq(calendarConnections.userId, userId), eq(calendarConnections.status, 'connected')))
    .returning({ id: calendarConnections.id, companyId: calendarConnections.companyId })
}

export async function userExists(tx: Db, userId: number): Promise<boolean> {
  return (await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0
}
