import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import type { NotetakerFlags } from '@parley/shared/rules/recording-preferences'
import type { Db } from '../../db/client'
import { calendarConnections, calendarEvents } from '../../db/schema/calendar'
import { integrations } from '../../db/schema/integrations'
import { userIdentities, userLicenses, userManagers, users } from '../../db/schema/users'

export interface SettingsUserRow {
  id: number
  companyId: number
  userRole: 'user' | 'company_admin' | 'super_admin'
  policy: 'edit' | 'view'
  status: string
  notetakerEnabled: boolean
  flags: NotetakerFlags
  prepNotesEnabled: boolean
  prepNoteInterval: number | null
  postMeetingEmail: boolean
  deleteMeetingAllowed: boolean
}

/** A live user of the tenant (row-level security limits the lookup to the caller's company). */
export async function findSettingsUser(tx: Db, userId: number): Promise<SettingsUserRow | undefined> {
  const rows = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
  const u = rows[0]
  if (!u) return undefined
  return {
    id: u.id,
    companyId: u.companyId,
    userRole: u.userRole,
    policy: u.policy,
    status: u.status,
    notetakerEnabled: u.notetakerEnabled,
    flags: {
      internal_meeting: u.notetakerInternalMeeting,
      external_meeting: u.notetakerExternalMeeting,
      internal_host: u.notetakerInternalHost,
      external_host: u.notetakerExternalHost,
      self_host: u.notetakerSelfHost,
    },
    prepNotesEnabled: u.prepNotesEnabled,
    prepNoteInterval: u.prepNoteInterval,
    postMeetingEmail: u.postMeetingEmail,
    deleteMeetingAllowed: u.deleteMeetingAllowed,
  }
}

export async function calendarConnectionsOf(tx: Db, userId: number) {
  return tx
    .select({
      provider: calendarConnections.provider,
      status: calendarConnections.status,
      accountEmail: calendarConnections.accountEmail,
      syncPending: calendarConnections.syncPending,
      lastSyncedAt: calendarConnections.lastSyncedAt,
    })
    .from(calendarConnections)
    .where(eq(calendarConnections.userId, userId))
    .orderBy(calendarConnections.provider)
}

/** The user's own Zoom / Teams connections and the company's Teams (user_id null). */
export async function platformConnectionsOf(tx: Db, userId: number) {
  return tx
    .select({ provider: integrations.provider, userId: integrations.userId, status: integrations.status })
    .from(integrations)
    .where(and(inArray(integrations.provider, ['zoom', 'msteams']), or(eq(integrations.userId, userId), isNull(integrations.userId))))
}

export async function saveNotetakerSettings(tx: Db, userId: number, enabled: boolean, f: NotetakerFlags): Promise<void> {
  await tx
    .update(users)
    .set({
      notetakerEnabled: enabled,
      notetakerInternalMeeting: f.internal_meeting,
      notetakerExternalMeeting: f.external_meeting,
      notetakerInternalHost: f.internal_host,
      notetakerExternalHost: f.external_host,
      notetakerSelfHost: f.self_host,
    })
    .where(eq(users.id, userId))
}

export async function savePrepNotes(tx: Db, userId: number, change: { interval?: number; enabled?: boolean }): Promise<void> {
  await tx
    .update(users)
    .set({
      ...(change.interval === undefined ? {} : { prepNoteInterval: change.interval }),
      ...(change.enabled === undefined ? {} : { prepNotesEnabled: change.enabled }),
    })
    .where(eq(users.id, userId))
}

export async function savePostCallEmail(tx: Db, userId: number, on: boolean): Promise<void> {
  await tx.update(users).set({ postMeetingEmail: on }).where(eq(users.id, userId))
}

const liveUsers = and(eq(users.status, 'active'), isNull(users.deletedAt))

/** The company's privacy notice is on when every active member's bot posts it. */
export async function companyPrivacyMessage(tx: Db, companyId: number): Promise<boolean> {
  const rows = await tx
    .select({ on: sql<boolean | null>`bool_and(${users.privacyMessageEnabled})` })
    .from(users)
    .where(and(eq(users.companyId, companyId), liveUsers))
  return rows[0]?.on ?? false
}

export async function setCompanyPrivacyMessage(tx: Db, companyId: number, on: boolean): Promise<number> {
  const rows = await tx.update(users).set({ privacyMessageEnabled: on }).where(eq(users.companyId, companyId)).returning({ id: users.id })
  return rows.length
}

export async function setCompanyDeleteMeetingAllowed(tx: Db, companyId: number, on: boolean): Promise<number> {
  const rows = await tx.update(users).set({ deleteMeetingAllowed: on }).where(eq(users.companyId, companyId)).returning({ id: users.id })
  return rows.length
}

/**
 * Removes the user's calendar connections (and their tokens). Their meetings still to come from those calendars
 * become cancelled, so no bot joins them; past meetings and recordings stay. Returns the providers removed.
 */
export async function removeCalendarConnections(tx: Db, userId: number, now: Date): Promise<string[]> {
  const conns = await tx
    .select({ id: calendarConnections.id, provider: calendarConnections.provider })
    .from(calendarConnections)
    .where(eq(calendarConnections.userId, userId))
  if (conns.length === 0) return []
  const ids = conns.map((c) => c.id)
  await tx
    .update(calendarEvents)
    .set({ status: 'cancelled' })
    // Every meeting of the calendar that has not ended goes, one under way included: the list then says the
    // calendar is not connected instead of still showing it.
    .where(and(inArray(calendarEvents.connectionId, ids), gt(calendarEvents.endAt, now), eq(calendarEvents.status, 'confirmed')))
  await tx.delete(calendarConnections).where(inArray(calendarConnections.id, ids))
  return conns.map((c) => c.provider)
}

/**
 * delete_my_account (docs/decisions.md "Settings"): sign-in identities, connections, licences and manager links
 * go, personal fields are blanked and the row is kept as a tombstone for the company's recordings and audit log.
 */
export async function deleteAccount(tx: Db, userId: number, now: Date): Promise<void> {
  await removeCalendarConnections(tx, userId, now)
  await tx.delete(integrations).where(eq(integrations.userId, userId))
  await tx.delete(userIdentities).where(eq(userIdentities.userId, userId))
  await tx.delete(userManagers).where(or(eq(userManagers.userId, userId), eq(userManagers.managerId, userId)))
  await tx.delete(userLicenses).where(eq(userLicenses.userId, userId))
  await tx
    .update(users)
    .set({
      name: 'Deleted user',
      email: `deleted-user-${userId}@deleted.invalid`,
      phone: null,
      status: 'cancelled',
      deletedAt: now,
      notetakerEnabled: false,
      postMeetingEmail: false,
      prepNotesEnabled: false,
      metaData: {},
    })
    .where(eq(users.id, userId))
}

/** Records a Zoom / Teams connection that came back from the consent screen (user null = the company's). */
export async function markPlatformConnected(
  tx: Db,
  c: { companyId: number; userId: number | null; provider: 'zoom' | 'msteams'; connectedBy: number; settings: Record<string, unknown> },
): Promise<void> {
  await tx
    .insert(integrations)
    .values({ companyId: c.companyId, userId: c.userId, provider: c.provider, status: 'connected', connectedBy: c.connectedBy, settings: c.settings })
    .onConflictDoUpdate({
      target: [integrations.companyId, integrations.provider, integrations.userId],
      set: { status: 'connected', connectedBy: c.connectedBy, settings: c.settings },
    })
}
