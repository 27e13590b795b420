import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { MappingAccount, MappingAttendee, MappingContact, MappingDeal } from '@parley/shared/rules/deal-mapping'
import type { TDealOption } from '@parley/shared/schemas/deal-mapping'
import type { Db } from '../../db/client'
import { calendarEvents } from '../../db/schema/calendar'
import { dealMappingReviews, meetingDeals } from '../../db/schema/deal-mapping'
import { accounts, contacts } from '../../db/schema/deals'
import { swotInsights } from '../../db/schema/analysis'
import { meetingParticipants, meetings } from '../../db/schema/meetings'
import { users } from '../../db/schema/users'

/** Audit types written when a person changes a call's deal; either one stops the automatic mapping for good. */
export const MANUAL_CHANGE_TYPES = ['Remap', 'Unlink'] as const

export interface PrimaryMapping {
  dealId: number
  source: string
  mappedBy: number | null
  mappedAt: Date
  explanation: Record<string, unknown> | null
}

/** A recorded call as the mapping sees it: who was there and what it is mapped to now. */
export interface CallForMapping {
  meetingId: number
  startTime: Date
  calendarEventId: number | null
  attendees: MappingAttendee[]
  attendeeEmails: string[]
  attendeeCompanies: string[]
  primary: PrimaryMapping | null
  /** calendar_events.primary_deal_id (a mapping from the calendar or CRM, or an unrecorded call's deal). */
  eventDealId: number | null
  /** A person changed or unlinked the deal before (the automatic mapping leaves the call alone). */
  manuallyChanged: boolean
}

export async function loadCallForMapping(tx: Db, meetingId: number): Promise<CallForMapping | null> {
  const [m] = await tx
    .select({
      id: meetings.id,
      startTime: meetings.startTime,
      calendarEventId: meetings.calendarEventId,
      attendees: calendarEvents.attendees,
      attendeeEmails: calendarEvents.attendeeEmails,
      attendeeCompanies: calendarEvents.attendeeCompanies,
      organizerEmail: calendarEvents.organizerEmail,
      eventDealId: calendarEvents.primaryDealId,
    })
    .from(meetings)
    .leftJoin(calendarEvents, eq(calendarEvents.id, meetings.calendarEventId))
    .where(and(eq(meetings.id, meetingId), isNull(meetings.deletedAt)))
  if (!m) return null
  const heard = await tx
    .select({ email: meetingParticipants.email, name: meetingParticipants.name, side: meetingParticipants.side })
    .from(meetingParticipants)
    .where(eq(meetingParticipants.meetingId, meetingId))
  const [primary] = await tx
    .select({
      dealId: meetingDeals.dealId,
      source: meetingDeals.source,
      mappedBy: meetingDeals.mappedBy,
      mappedAt: meetingDeals.mappedAt,
      explanation: meetingDeals.explanation,
    })
    .from(meetingDeals)
    .where(and(eq(meetingDeals.meetingId, meetingId), eq(meetingDeals.isPrimary, true)))
  const [manual] = await tx
    .select({ id: dealMappingReviews.id })
    .from(dealMappingReviews)
    .where(and(eq(dealMappingReviews.meetingId, meetingId), inArray(dealMappingReviews.type, [...MANUAL_CHANGE_TYPES])))
    .limit(1)
  const attendees: MappingAttendee[] = [
    ...(m.attendees ?? []).map((a) => ({ email: a.email, name: a.name ?? null, ...(a.isInternal === undefined ? {} : { isInternal: a.isInternal }) })),
    ...(m.organizerEmail ? [{ email: m.organizerEmail }] : []),
    ...heard.flatMap((p) => (p.email ? [{ email: p.email, name: p.name, ...(p.side === 'rep' ? { isInternal: true } : {}) }] : [])),
  ]
  return {
    meetingId: m.id,
    startTime: m.startTime,
    calendarEventId: m.calendarEventId,
    attendees,
    attendeeEmails: [...(m.attendeeEmails ?? []), ...(m.organizerEmail ? [m.organizerEmail] : []), ...heard.flatMap((p) => (p.email ? [p.email] : []))],
    attendeeCompanies: m.attendeeCompanies ?? [],
    primary: primary ?? null,
    eventDealId: m.eventDealId ?? null,
    manuallyChanged: manual !== undefined,
  }
}

/** The live recording of a calendar event (the newest, when several reps recorded it). */
export async function findMeetingOfEvent(tx: Db, calendarEventId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.calendarEventId, calendarEventId), isNull(meetings.deletedAt)))
    .orderBy(desc(meetings.startTime))
    .limit(1)
  return row?.id ?? null
}

export async function eventExists(tx: Db, calendarEventId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, calendarEventId), isNull(calendarEvents.deletedAt)))
  return row !== undefined
}

/** E-mail domains of the company's users: attendees there are the host's people. */
export async function internalDomains(tx: Db): Promise<string[]> {
  const rows = await tx.selectDistinct({ domain: sql<string>`lower(split_part(${users.email}, '@', 2))` }).from(users)
  return rows.map((r) => r.domain).filter(Boolean)
}

/** Accounts whose domain is one of `domains`, and CRM contacts with one of `emails` (with their accounts). */
export async function accountsForMapping(
  tx: Db,
  domains: readonly string[],
  emails: readonly string[],
): Promise<{ accounts: MappingAccount[]; contacts: MappingContact[] }> {
  const found = emails.length
    ? await tx
        .select({ email: contacts.email, name: contacts.name, accountId: contacts.accountId })
        .from(contacts)
        .where(inArray(sql`lower(${contacts.email})`, [...emails]))
    : []
  const contactRows = found.flatMap((c) => (c.email ? [{ email: c.email, name: c.name, accountId: c.accountId }] : []))
  const contactAccountIds = [...new Set(contactRows.flatMap((c) => (c.accountId === null ? [] : [c.accountId])))]
  const domainMatch = domains.length ? inArray(sql`lower(${accounts.customFields} ->> 'domain')`, [...domains]) : undefined
  const idMatch = contactAccountIds.length ? inArray(accounts.id, contactAccountIds) : undefined
  if (!domainMatch && !idMatch) return { accounts: [], contacts: contactRows }
  const rows = await tx
    .select({
      id: accounts.id,
      crmAccountId: accounts.crmAccountId,
      name: accounts.name,
      domain: sql<string | null>`lower(${accounts.customFields} ->> 'domain')`,
    })
    .from(accounts)
    .where(or(domainMatch, idMatch))
  return { accounts: rows, contacts: contactRows }
}

const dealOptionColumns = sql`d.id, d.crm_deal_id, d.name as deal_name, d.created_date, a.name as account_name, o.name as owner_name,
  o.email as owner_email, d.stage_name as sales_stage, not d.is_closed as open, d.account_id, d.is_closed,
  greatest(
    (select max(m.start_time) from meeting_deals md join meetings m on m.id = md.meeting_id where md.deal_id = d.id and m.deleted_at is null),
    (select max(e.received_at) from emails e where e.deal_id = d.id)) as last_activity_at`

interface DealRow {
  id: number
  crm_deal_id: string
  deal_name: string
  created_date: Date | string | null
  account_name: string | null
  owner_name: string | null
  owner_email: string | null
  sales_stage: string | null
  open: boolean
  account_id: number | null
  is_closed: boolean
  last_activity_at: Date | string | null
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString())

export function toDealOption(r: DealRow): TDealOption {
  return {
    id: r.id,
    crm_deal_id: r.crm_deal_id,
    deal_name: r.deal_name,
    created_date: iso(r.created_date),
    account_name: r.account_name,
    owner_name: r.owner_name,
    owner_email: r.owner_email,
    sales_stage: r.sales_stage,
    open: r.open,
  }
}

export function toMappingDeal(r: DealRow): MappingDeal {
  return {
    id: r.id,
    crmDealId: r.crm_deal_id,
    name: r.deal_name,
    accountId: r.account_id,
    ownerEmail: r.owner_email,
    ownerName: r.owner_name,
    isClosed: r.is_closed,
    lastActivityAt: iso(r.last_activity_at),
    createdDate: iso(r.created_date),
  }
}

async function dealRows(tx: Db, where: SQL, order: SQL, limit: number): Promise<DealRow[]> {
  const { rows } = await tx.execute<DealRow & Record<string, unknown>>(sql`
    select ${dealOptionColumns}
    from deals d left join accounts a on a.id = d.account_id left join users o on o.id = d.owner_id
    where d.deleted_at is null and ${where}
    order by ${order}
    limit ${limit}`)
  return rows
}

/** Live deals of the given accounts (open and closed; the rule drops closed ones). */
export async function dealsOfAccounts(tx: Db, accountIds: readonly number[]): Promise<DealRow[]> {
  if (accountIds.length === 0) return []
  return dealRows(tx, sql`d.account_id in ${[...accountIds]}`, sql`d.id`, 500)
}

export async function findDealRow(tx: Db, where: { id: number } | { crmDealId: string }): Promise<DealRow | undefined> {
  const cond = 'id' in where ? sql`d.id = ${where.id}` : sql`d.crm_deal_id = ${where.crmDealId}`
  return (await dealRows(tx, cond, sql`d.id`, 1))[0]
}

const searchCond = (search: string | undefined) => {
  if (!search) return sql`true`
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql`(d.name ilike ${like} or a.name ilike ${like})`
}

/** 'Your deals': a user's deals by e-mail, open first, newest first. */
export async function dealsOwnedBy(tx: Db, ownerEmail: string, search: string | undefined, limit: number): Promise<DealRow[]> {
  return dealRows(
    tx,
    sql`lower(o.email) = ${ownerEmail.toLowerCase()} and ${searchCond(search)}`,
    sql`d.is_closed, d.created_date desc nulls last, d.id desc`,
    limit,
  )
}

/** 'All deals': the company's deals, searched by deal or account name, open first, newest first. */
export async function companyDeals(tx: Db, search: string | undefined, limit: number): Promise<DealRow[]> {
  return dealRows(tx, searchCond(search), sql`d.is_closed, d.created_date desc nulls last, d.id desc`, limit)
}

/**
 * Makes `dealId` the call's primary deal (or none): the old primary row goes, the new one is written with who mapped
 * it and why, the calendar event mirrors it, and the call's stored SWOT insights follow the deal.
 */
export async function setPrimaryDeal(
  tx: Db,
  input: {
    companyId: number
    meetingId: number
    calendarEventId: number | null
    dealId: number | null
    mappedBy: number | null
    source: string
    explanation: Record<string, unknown> | null
    now: Date
  },
): Promise<void> {
  await tx.delete(meetingDeals).where(and(eq(meetingDeals.meetingId, input.meetingId), eq(meetingDeals.isPrimary, true)))
  if (input.dealId !== null) {
    await tx
      .insert(meetingDeals)
      .values({
        companyId: input.companyId,
        meetingId: input.meetingId,
        dealId: input.dealId,
        isPrimary: true,
        mappedBy: input.mappedBy,
        mappedAt: input.now,
        source: input.source,
        explanation: input.explanation,
      })
      .onConflictDoUpdate({
        target: [meetingDeals.meetingId, meetingDeals.dealId],
        set: { isPrimary: true, mappedBy: input.mappedBy, mappedAt: input.now, source: input.source, explanation: input.explanation },
      })
  }
  if (input.calendarEventId !== null) {
    await tx.update(calendarEvents).set({ primaryDealId: input.dealId, updatedAt: input.now }).where(eq(calendarEvents.id, input.calendarEventId))
  }
  await tx.update(swotInsights).set({ dealId: input.dealId }).where(eq(swotInsights.meetingId, input.meetingId))
}

/** Stores the explanation on the call's existing primary row (an automatic mapping made before explanations were kept). */
export async function storeExplanation(tx: Db, meetingId: number, explanation: Record<string, unknown>): Promise<void> {
  await tx
    .update(meetingDeals)
    .set({ explanation })
    .where(and(eq(meetingDeals.meetingId, meetingId), eq(meetingDeals.isPrimary, true), isNull(meetingDeals.explanation)))
}

export async function insertMappingReview(
  tx: Db,
  row: {
    companyId: number
    calendarEventId: number | null
    meetingId: number | null
    dealId: number | null
    userId: number
    type: string
    source: string
    description: string | null
  },
): Promise<number> {
  const [inserted] = await tx.insert(dealMappingReviews).values(row).returning({ id: dealMappingReviews.id })
  return inserted?.id ?? 0
}

/** The calendar event of a recording (the audit row names both). */
export async function eventOfMeeting(tx: Db, meetingId: number): Promise<number | null | undefined> {
  const [row] = await tx
    .select({ eventId: meetings.calendarEventId })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), isNull(meetings.deletedAt)))
  return row === undefined ? undefined : row.eventId
}
