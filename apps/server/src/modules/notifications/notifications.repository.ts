import { PROCESSING_STATUS } from '@parley/shared/rules/processing-status'
import { and, desc, eq, exists, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { analysisResults, objections } from '../../db/schema/analysis'
import { type CalendarAttendee, calendarEvents } from '../../db/schema/calendar'
import { meetingDeals } from '../../db/schema/deal-mapping'
import { accounts, deals } from '../../db/schema/deals'
import { meetings } from '../../db/schema/meetings'
import { users } from '../../db/schema/users'

// Only this file touches tables for the notification e-mails. Each e-mail is claimed by stamping its row
// (calendar_events.prep_note_sent_at, meetings.post_call_email_sent_at) with a conditional UPDATE, so two workers,
// a retried job or a second sweep can never send the same e-mail twice.

const liveRecipient = and(eq(users.status, 'active'), isNull(users.deletedAt))

/**
 * Events whose prep note is due (a system read across companies: it only names rows to queue): external meetings
 * starting within their owner's chosen interval, not yet noted. A meeting already started is skipped, not sent late.
 */
export async function listDuePrepNotes(db: Db, now: Date): Promise<{ id: number; companyId: number }[]> {
  return db
    .select({ id: calendarEvents.id, companyId: calendarEvents.companyId })
    .from(calendarEvents)
    .innerJoin(users, eq(users.id, calendarEvents.userId))
    .where(
      and(
        isNull(calendarEvents.prepNoteSentAt),
        eq(calendarEvents.status, 'confirmed'),
        isNull(calendarEvents.deletedAt),
        eq(calendarEvents.isInternal, false),
        gt(calendarEvents.startAt, now),
        eq(users.prepNotesEnabled, true),
        liveRecipient,
        lte(calendarEvents.startAt, sql`${now}::timestamptz + make_interval(mins => ${users.prepNoteInterval})`),
      ),
    )
    .orderBy(calendarEvents.startAt)
}

/** Stamps the event's prep note as sent; answers the event when this caller won it and it is still due. */
export async function claimPrepNote(tx: Db, eventId: number, now: Date) {
  const rows = await tx
    .update(calendarEvents)
    .set({ prepNoteSentAt: now })
    .where(
      and(
        eq(calendarEvents.id, eventId),
        isNull(calendarEvents.prepNoteSentAt),
        eq(calendarEvents.status, 'confirmed'),
        isNull(calendarEvents.deletedAt),
        gt(calendarEvents.startAt, now),
        exists(
          tx
            .select({ one: sql`1` })
            .from(users)
            .where(and(eq(users.id, calendarEvents.userId), eq(users.prepNotesEnabled, true), liveRecipient)),
        ),
      ),
    )
    .returning({
      id: calendarEvents.id,
      userId: calendarEvents.userId,
      title: calendarEvents.title,
      startAt: calendarEvents.startAt,
      meetingUrl: calendarEvents.meetingUrl,
      organizerEmail: calendarEvents.organizerEmail,
      attendees: calendarEvents.attendees,
      primaryDealId: calendarEvents.primaryDealId,
    })
  return rows[0]
}

export async function findRecipient(tx: Db, userId: number) {
  const rows = await tx.select({ id: users.id, name: users.name, email: users.email, timeZone: users.timeZone }).from(users).where(eq(users.id, userId))
  return rows[0]
}

const dealColumns = { id: deals.id, name: deals.name, stageName: deals.stageName, amount: deals.amount, closeDate: deals.closeDate, accountId: deals.accountId }

const accountColumns = { id: accounts.id, name: accounts.name }

/** The meeting's deal and account: its primary deal, else the CRM account named like an outside attendee's company. */
export async function findDealAndAccount(tx: Db, primaryDealId: number | null, attendees: CalendarAttendee[]) {
  const primary = primaryDealId ? await dealById(tx, primaryDealId) : undefined
  const outside = [...new Set(attendees.flatMap((a) => (!a.isInternal && a.company ? [a.company] : [])))]
  const account = primary?.accountId
    ? (await tx.select(accountColumns).from(accounts).where(eq(accounts.id, primary.accountId)))[0]
    : await accountNamed(tx, outside)
  // Without a primary deal, the account's most recently changed open deal.
  const deal = primary ?? (account ? await latestOpenDeal(tx, account.id) : undefined)
  return { deal: deal ?? null, account: account ?? null, outsideCompanies: outside }
}

async function dealById(tx: Db, id: number) {
  return (
    await tx
      .select(dealColumns)
      .from(deals)
      .where(and(eq(deals.id, id), isNull(deals.deletedAt)))
  )[0]
}

async function accountNamed(tx: Db, names: string[]) {
  if (names.length === 0) return undefined
  const lowered = names.map((n) => n.toLowerCase())
  return (
    await tx
      .select(accountColumns)
      .from(accounts)
      .where(inArray(sql`lower(${accounts.name})`, lowered))
      .orderBy(accounts.id)
      .limit(1)
  )[0]
}

async function latestOpenDeal(tx: Db, accountId: number) {
  const rows = await tx
    .select(dealColumns)
    .from(deals)
    .where(and(eq(deals.accountId, accountId), eq(deals.isClosed, false), isNull(deals.deletedAt)))
    .orderBy(desc(deals.updatedAt))
    .limit(1)
  return rows[0]
}

/**
 * The recipient's last processed call with the account (through its deals) or, without one, with the same outside
 * companies — only calls the recipient recorded or attended, so the note shows nothing they could not open.
 */
export async function findLastCall(tx: Db, q: { recipient: { id: number; email: string }; before: Date; accountId: number | null; companies: string[] }) {
  const sameAccount =
    q.accountId !== null
      ? exists(
          tx
            .select({ one: sql`1` })
            .from(meetingDeals)
            .innerJoin(deals, eq(deals.id, meetingDeals.dealId))
            .where(and(eq(meetingDeals.meetingId, meetings.id), eq(deals.accountId, q.accountId))),
        )
      : q.companies.length
        ? sql`${calendarEvents.attendeeCompanies} && ${sql.param(q.companies)}::text[]`
        : undefined
  if (!sameAccount) return undefined
  const rows = await tx
    .select({ id: meetings.id, title: meetings.title, startTime: meetings.startTime, summary: analysisResults.summary })
    .from(meetings)
    .innerJoin(analysisResults, eq(analysisResults.meetingId, meetings.id))
    .leftJoin(calendarEvents, eq(calendarEvents.id, meetings.calendarEventId))
    .where(
      and(
        isNull(meetings.deletedAt),
        lt(meetings.startTime, q.before),
        eq(meetings.processingStatus, PROCESSING_STATUS.DONE),
        or(eq(meetings.userId, q.recipient.id), sql`${calendarEvents.attendeeEmails} @> array[${q.recipient.email.toLowerCase()}]::text[]`),
        sameAccount,
      ),
    )
    .orderBy(desc(meetings.startTime))
    .limit(1)
  const last = rows[0]
  if (!last) return undefined
  const open = await tx
    .select({ category: objections.category, subCategory: objections.subCategory, severity: objections.severity, grade: objections.grade })
    .from(objections)
    .where(and(eq(objections.meetingId, last.id), or(isNull(objections.grade), ne(objections.grade, 'Handled'))))
    .orderBy(objections.id)
  return { ...last, openObjections: open }
}

/** Stamps the call's post-call e-mail as sent; answers the call when this caller won it and its owner wants one. */
export async function claimPostCallEmail(tx: Db, meetingId: number, now: Date) {
  const rows = await tx
    .update(meetings)
    .set({ postCallEmailSentAt: now })
    .where(
      and(
        eq(meetings.id, meetingId),
        isNull(meetings.postCallEmailSentAt),
        isNull(meetings.deletedAt),
        eq(meetings.processingStatus, PROCESSING_STATUS.DONE),
        exists(
          tx
            .select({ one: sql`1` })
            .from(users)
            .where(and(eq(users.id, meetings.userId), eq(users.postMeetingEmail, true), liveRecipient)),
        ),
      ),
    )
    .returning({ id: meetings.id, userId: meetings.userId, title: meetings.title, startTime: meetings.startTime })
  return rows[0]
}

export async function findCallAnalysis(tx: Db, meetingId: number) {
  const rows = await tx
    .select({ summary: analysisResults.summary, actionItems: analysisResults.actionItems })
    .from(analysisResults)
    .where(eq(analysisResults.meetingId, meetingId))
  return rows[0]
}
