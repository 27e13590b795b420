import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { calendarConnections, calendarEvents } from '../../db/schema/calendar'
import { botEvents, notetakerBots } from '../../db/schema/notetaker'
import { users } from '../../db/schema/users'

/** Bots that may still join, be in, or leave a call. */
export const ACTIVE_BOT_STATUSES = ['scheduled', 'joining', 'in_call'] as const

const eventColumns = {
  id: calendarEvents.id,
  companyId: calendarEvents.companyId,
  userId: calendarEvents.userId,
  gceId: calendarEvents.gceId,
  icalUid: calendarEvents.icalUid,
  title: calendarEvents.title,
  startAt: calendarEvents.startAt,
  endAt: calendarEvents.endAt,
  organizerEmail: calendarEvents.organizerEmail,
  attendees: calendarEvents.attendees,
  attendeeEmails: calendarEvents.attendeeEmails,
  meetingUrl: calendarEvents.meetingUrl,
  meetingPlatform: calendarEvents.meetingPlatform,
  noteTakerAllowed: calendarEvents.noteTakerAllowed,
  globalNoteTakerAllowed: calendarEvents.globalNoteTakerAllowed,
  eventProperties: calendarEvents.eventProperties,
  latestEventType: calendarEvents.latestEventType,
  status: calendarEvents.status,
  botWanted: calendarEvents.botWanted,
}
export type NotetakerEvent = Pick<typeof calendarEvents.$inferSelect, keyof typeof eventColumns>

const live = and(eq(calendarEvents.status, 'confirmed'), isNull(calendarEvents.deletedAt))

export async function findEvent(tx: Db, id: number): Promise<NotetakerEvent | undefined> {
  return (
    await tx
      .select(eventColumns)
      .from(calendarEvents)
      .where(and(eq(calendarEvents.id, id), live))
  )[0]
}

/** The user's own live event by id, or by the provider's event id (gce_id). */
export async function findOwnEvent(tx: Db, userId: number, by: { id?: number; gceId?: string }): Promise<NotetakerEvent | undefined> {
  const key = by.id !== undefined ? eq(calendarEvents.id, by.id) : eq(calendarEvents.gceId, by.gceId ?? '')
  return (
    await tx
      .select(eventColumns)
      .from(calendarEvents)
      .where(and(key, eq(calendarEvents.userId, userId), live))
  )[0]
}

/** The user's choice for one meeting (note_taker_allowed, event_properties.updatedByUser). */
export async function saveOverride(tx: Db, id: number, allowed: boolean): Promise<void> {
  await tx
    .update(calendarEvents)
    .set({
      noteTakerAllowed: allowed,
      eventProperties: sql`${calendarEvents.eventProperties} || ${JSON.stringify({ updatedByUser: true })}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(calendarEvents.id, id))
}

export async function saveJoinsFlag(tx: Db, id: number, joins: boolean): Promise<void> {
  await tx.update(calendarEvents).set({ globalNoteTakerAllowed: joins }).where(eq(calendarEvents.id, id))
}

/** The user's meetings with a link that have not started, to reconcile after a sync or a settings change. */
export async function listUpcomingLinkedEventIds(tx: Db, userId: number, from: Date, to: Date): Promise<number[]> {
  const rows = await tx
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, userId), live, isNotNull(calendarEvents.meetingUrl), gt(calendarEvents.startAt, from), lt(calendarEvents.startAt, to)))
    .orderBy(asc(calendarEvents.startAt))
  return rows.map((r) => r.id)
}

/** Scheduled bots on the user's events (also cancelled ones, whose bots must go). */
export async function listScheduledBotEventIds(tx: Db, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: notetakerBots.calendarEventId })
    .from(notetakerBots)
    .innerJoin(calendarEvents, eq(calendarEvents.id, notetakerBots.calendarEventId))
    .where(and(eq(calendarEvents.userId, userId), eq(notetakerBots.status, 'scheduled')))
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]))
}

export async function findUserEmail(tx: Db, userId: number): Promise<{ email: string; name: string } | undefined> {
  return (await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId)))[0]
}

export type BotRow = typeof notetakerBots.$inferSelect

/** Bots still active on any of these events (one meeting's copies in several reps' calendars). */
export async function findActiveBots(tx: Db, eventIds: number[]): Promise<BotRow[]> {
  if (eventIds.length === 0) return []
  return tx
    .select()
    .from(notetakerBots)
    .where(and(inArray(notetakerBots.calendarEventId, eventIds), inArray(notetakerBots.status, [...ACTIVE_BOT_STATUSES])))
    .orderBy(asc(notetakerBots.id))
}

export async function insertBot(
  tx: Db,
  bot: { companyId: number; calendarEventId: number; provider: string; externalBotId: string; meetingUrl: string; joinAt: Date | null; status: string },
): Promise<BotRow> {
  const rows = await tx.insert(notetakerBots).values(bot).returning()
  return rows[0] as BotRow
}

export async function updateBot(
  tx: Db,
  id: number,
  set: Partial<Pick<BotRow, 'status' | 'latestEventType' | 'calendarEventId' | 'externalRecordingId'>>,
): Promise<void> {
  await tx
    .update(notetakerBots)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(notetakerBots.id, id))
}

/** Webhooks arrive without a tenant: the bot's company is read by its provider id on the system connection. */
export async function findBotCompany(system: Db, provider: string, externalBotId: string): Promise<number | undefined> {
  const rows = await system
    .select({ companyId: notetakerBots.companyId })
    .from(notetakerBots)
    .where(and(eq(notetakerBots.provider, provider), eq(notetakerBots.externalBotId, externalBotId)))
  return rows[0]?.companyId
}

/** The bot row locked for this transaction, so two deliveries of one bot apply one after the other. */
export async function lockBot(tx: Db, provider: string, externalBotId: string): Promise<BotRow | undefined> {
  const rows = await tx
    .select()
    .from(notetakerBots)
    .where(and(eq(notetakerBots.provider, provider), eq(notetakerBots.externalBotId, externalBotId)))
    .for('update')
  return rows[0]
}

export async function findBot(tx: Db, id: number): Promise<BotRow | undefined> {
  return (await tx.select().from(notetakerBots).where(eq(notetakerBots.id, id)))[0]
}

/** Whether this webhook delivery (webhook-id / idempotency_key) was already applied to the bot. */
export async function deliveryApplied(tx: Db, botId: number, deliveryId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: botEvents.id })
    .from(botEvents)
    .where(and(eq(botEvents.botId, botId), sql`${botEvents.payload} ->> 'deliveryId' = ${deliveryId}`))
    .limit(1)
  return rows.length > 0
}

export async function insertBotEvent(
  tx: Db,
  e: { companyId: number; calendarEventId: number | null; botId: number; eventType: string; at: Date; payload: Record<string, unknown> },
): Promise<void> {
  await tx.insert(botEvents).values(e)
}

export async function setLatestEventType(tx: Db, eventIds: number[], type: string): Promise<void> {
  if (eventIds.length === 0) return
  await tx.update(calendarEvents).set({ latestEventType: type }).where(inArray(calendarEvents.id, eventIds))
}

/** An instant recording: a calendar event of its own that starts now (source 'Instant'). */
export async function insertInstantEvent(
  tx: Db,
  e: { companyId: number; userId: number; title: string; meetingUrl: string; meetingPlatform: string; startAt: Date; endAt: Date; organizerEmail: string },
): Promise<NotetakerEvent> {
  const rows = await tx
    .insert(calendarEvents)
    .values({
      ...e,
      gceId: `instant-${crypto.randomUUID()}`,
      source: 'Instant',
      organizerType: 'self',
      noteTakerAllowed: true,
      eventProperties: { updatedByUser: true, instant: true },
    })
    .returning(eventColumns)
  return rows[0] as NotetakerEvent
}

export async function findConnectionOwner(tx: Db, connectionId: number): Promise<number | undefined> {
  const rows = await tx.select({ userId: calendarConnections.userId }).from(calendarConnections).where(eq(calendarConnections.id, connectionId))
  return rows[0]?.userId
}
