import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { TSegment } from '@parley/shared/schemas/analysis'
import { ZCompanySettings } from '@parley/shared/schemas/company-settings'
import type { Db } from '../../db/client'
import { type CalendarAttendee, calendarEvents } from '../../db/schema/calendar'
import { companies } from '../../db/schema/companies'
import { meetingDeals } from '../../db/schema/deal-mapping'
import { accounts, deals } from '../../db/schema/deals'
import { meetingParticipants, meetings } from '../../db/schema/meetings'
import { companySettings } from '../../db/schema/settings'
import { transcriptSegments } from '../../db/schema/transcripts'
import { users } from '../../db/schema/users'

export interface CompanyIdentity {
  name: string
  domains: string[]
}

/** The company's name and own e-mail domains (company_settings.domains), which tell reps from prospects. */
export async function findCompanyIdentity(tx: Db, companyId: number): Promise<CompanyIdentity> {
  const rows = await tx
    .select({ name: companies.name, settings: companySettings.settings })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, companyId))
  const row = rows[0]
  return { name: row?.name ?? '', domains: ZCompanySettings.parse(row?.settings ?? {}).domains }
}

/** Active users of the tenant by lower-cased e-mail. */
export async function findUsersByEmail(tx: Db, emails: string[]): Promise<Map<string, { id: number; name: string }>> {
  if (emails.length === 0) return new Map()
  const rows = await tx
    .select({ id: users.id, name: users.name, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, emails), isNull(users.deletedAt)))
  return new Map(rows.map((r) => [r.email, { id: r.id, name: r.name }]))
}

/** Account names by e-mail domain (the CRM mirror keeps the domain in custom_fields.domain). */
export async function findAccountNamesByDomain(tx: Db, domains: string[]): Promise<Map<string, string>> {
  if (domains.length === 0) return new Map()
  const domain = sql<string>`lower(${accounts.customFields}->>'domain')`
  const rows = await tx.select({ domain, name: accounts.name }).from(accounts).where(inArray(domain, domains))
  return new Map(rows.map((r) => [r.domain, r.name]))
}

/** A deal of the tenant (row-level security hides other companies' deals). */
export async function findDeal(tx: Db, dealId: number): Promise<{ id: number; stageName: string | null } | undefined> {
  const rows = await tx.select({ id: deals.id, stageName: deals.stageName }).from(deals).where(eq(deals.id, dealId))
  return rows[0]
}

export interface NewCalendarEvent {
  companyId: number
  userId: number | null
  title: string
  startAt: Date
  endAt: Date
  organizerEmail: string | null
  attendees: CalendarAttendee[]
  attendeeCompanies: string[]
  isInternal: boolean
  source: string
  primaryDealId: number | null
  salesStage: string | null
}

/** The calendar row an uploaded call hangs on, so lists, filters and access treat it like any recorded call. */
export async function insertCalendarEvent(tx: Db, e: NewCalendarEvent): Promise<number> {
  const [row] = await tx
    .insert(calendarEvents)
    .values({
      ...e,
      attendeeEmails: e.attendees.map((a) => a.email.toLowerCase()),
      organizerType: 'self',
      latestEventType: 'done',
    })
    .returning({ id: calendarEvents.id })
  return (row as { id: number }).id
}

/** An existing recording to re-ingest: by id, or by the notetaker bot that recorded it. */
export async function findMeetingId(tx: Db, by: { meetingId?: number | null; botId?: number | null }): Promise<number | undefined> {
  const where = by.meetingId ? eq(meetings.id, by.meetingId) : by.botId ? eq(meetings.botId, by.botId) : undefined
  if (!where) return undefined
  const rows = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(where, isNull(meetings.deletedAt)))
    .limit(1)
  return rows[0]?.id
}

export type MeetingValues = Omit<typeof meetings.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>

export async function insertMeeting(tx: Db, companyId: number, values: MeetingValues): Promise<number> {
  const [row] = await tx
    .insert(meetings)
    .values({ ...values, companyId })
    .returning({ id: meetings.id })
  return (row as { id: number }).id
}

export async function updateMeeting(tx: Db, meetingId: number, values: Partial<MeetingValues>): Promise<void> {
  await tx.update(meetings).set(values).where(eq(meetings.id, meetingId))
}

const SEGMENTS_PER_INSERT = 2000

/** Replaces the recording's transcript; the search vector is a generated column, so the rows are searchable at once. */
export async function replaceSegments(tx: Db, companyId: number, meetingId: number, segments: TSegment[]): Promise<void> {
  await tx.delete(transcriptSegments).where(eq(transcriptSegments.meetingId, meetingId))
  for (let i = 0; i < segments.length; i += SEGMENTS_PER_INSERT) {
    const part = segments.slice(i, i + SEGMENTS_PER_INSERT)
    await tx
      .insert(transcriptSegments)
      .values(part.map((s, j) => ({ companyId, meetingId, idx: i + j, speaker: s.speaker, side: s.side, startMs: s.startMs, endMs: s.endMs, text: s.text })))
  }
}

export type ParticipantValues = Omit<typeof meetingParticipants.$inferInsert, 'id' | 'companyId' | 'meetingId'>

export async function replaceParticipants(tx: Db, companyId: number, meetingId: number, rows: ParticipantValues[]): Promise<void> {
  await tx.delete(meetingParticipants).where(eq(meetingParticipants.meetingId, meetingId))
  if (rows.length > 0) await tx.insert(meetingParticipants).values(rows.map((r) => ({ ...r, companyId, meetingId })))
}

/** Maps the recording to its deal as the primary one (mapped by the person who uploaded it). */
export async function setPrimaryDeal(tx: Db, companyId: number, meetingId: number, dealId: number, mappedBy: number | null): Promise<void> {
  await tx.update(meetingDeals).set({ isPrimary: false }).where(eq(meetingDeals.meetingId, meetingId))
  await tx
    .insert(meetingDeals)
    .values({ companyId, meetingId, dealId, isPrimary: true, mappedBy, source: mappedBy ? 'user' : 'auto' })
    .onConflictDoUpdate({ target: [meetingDeals.meetingId, meetingDeals.dealId], set: { isPrimary: true, mappedBy, mappedAt: new Date() } })
}
