import type { DealCallHit, DealCallRef } from '@parley/shared/rules/ama-deal'
import type { AmaSide } from '@parley/shared/rules/ama-retrieval'
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { chatThreads } from '../../db/schema/chat'
import { meetingDeals } from '../../db/schema/deal-mapping'
import { deals } from '../../db/schema/deals'
import { meetings } from '../../db/schema/meetings'
import { CURRENT_VIEWER, viewableMeetingSql } from '../meetings'

// The deal chat's reads and writes, inside the caller's tenant transaction. Messages are the call chat's tables:
// a chat_threads row of kind 'deal' per conversation, its questions and answers in chat_messages.

export async function findChatDeal(tx: Db, dealId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await tx.select({ id: deals.id, name: deals.name }).from(deals).where(eq(deals.id, dealId))
  return row
}

/**
 * The deal's recorded calls (primary mapping, live) that the transaction's viewer may open, oldest first: the deal
 * chat answers only from calls the asker could open on the call page (no viewer set: no calls).
 */
export async function dealCallRefs(tx: Db, dealId: number): Promise<DealCallRef[]> {
  const rows = await tx
    .select({ callId: meetings.id, title: meetings.title, startTime: meetings.startTime })
    .from(meetingDeals)
    .innerJoin(meetings, eq(meetings.id, meetingDeals.meetingId))
    .where(
      and(
        eq(meetingDeals.dealId, dealId),
        eq(meetingDeals.isPrimary, true),
        isNull(meetings.deletedAt),
        viewableMeetingSql(sql`${meetings.id}`, CURRENT_VIEWER),
      ),
    )
    .orderBy(asc(meetings.startTime), asc(meetings.id))
  return rows.map((r) => ({ callId: r.callId, title: r.title, date: r.startTime.toISOString() }))
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/**
 * The best full-text hits over the calls' stored tsvector (never to_tsvector on transcripts at query time), only in
 * calls the transaction's viewer may open.
 */
export async function searchDealSegments(tx: Db, callIds: readonly number[], websearch: string, limit: number): Promise<DealCallHit[]> {
  if (websearch === '' || callIds.length === 0) return []
  const { rows } = await tx.execute<{ meeting_id: number; idx: number; side: AmaSide; rank: number; last_idx: number }>(sql`
    with hits as (
      select s.meeting_id, s.idx, s.side::text as side, ts_rank_cd(s.search, q) as rank
      from transcript_segments s, websearch_to_tsquery('english', ${websearch}) q
      where s.meeting_id in (${idList(callIds)}) and s.search @@ q
        and s.meeting_id in (select m.id from meetings m where m.id in (${idList(callIds)}) and ${viewableMeetingSql(sql`m.id`, CURRENT_VIEWER)})
      order by rank desc, s.meeting_id, s.idx
      limit ${limit}
    )
    select h.*, (select max(l.idx) from transcript_segments l where l.meeting_id = h.meeting_id) as last_idx
    from hits h`)
  return rows.map((r) => ({
    callId: Number(r.meeting_id),
    idx: Number(r.idx),
    rank: Number(r.rank),
    side: r.side,
    position: Number(r.last_idx) > 0 ? Number(r.idx) / Number(r.last_idx) : 0,
  }))
}

export interface DealEmailRow {
  id: number
  subject: string | null
  fromEmail: string | null
  receivedAt: Date
  body: string | null
  rank: number
}

/**
 * The deal's best-matching e-mails. E-mails have no stored tsvector; a deal's e-mails are few (the benchmark's
 * largest deal has 1,000), so they are vectorised here, bounded by the deal.
 */
export async function searchDealEmails(tx: Db, dealId: number, websearch: string, limit: number): Promise<DealEmailRow[]> {
  if (websearch === '') return []
  const { rows } = await tx.execute<{
    id: number
    subject: string | null
    from_email: string | null
    received_at: string | Date
    body: string | null
    rank: number
  }>(sql`
    select e.id, e.subject, e.from_email, e.received_at, e.body, ts_rank_cd(v.doc, q) as rank
    from emails e
    cross join websearch_to_tsquery('english', ${websearch}) q
    cross join lateral (select to_tsvector('english', coalesce(e.subject, '') || ' ' || coalesce(e.body, '')) as doc) v
    where e.deal_id = ${dealId} and v.doc @@ q
    order by rank desc, e.received_at desc, e.id
    limit ${limit}`)
  return rows.map((r) => ({
    id: Number(r.id),
    subject: r.subject,
    fromEmail: r.from_email,
    receivedAt: new Date(r.received_at),
    body: r.body,
    rank: Number(r.rank),
  }))
}

export interface DealThreadRow {
  id: number
  dealId: number
  title: string | null
  createdAt: Date
  lastMessageAt: Date
}

const threadColumns = {
  id: chatThreads.id,
  dealId: sql<number>`${chatThreads.dealId}`,
  title: chatThreads.title,
  createdAt: chatThreads.createdAt,
  lastMessageAt: sql<Date>`coalesce((select max(m.created_at) from chat_messages m where m.thread_id = ${chatThreads.id}), ${chatThreads.createdAt})`.mapWith(
    (v: string | Date) => new Date(v),
  ),
}

/** The user's own threads about the deal, latest activity first. */
export async function listDealThreads(tx: Db, userId: number, dealId: number): Promise<DealThreadRow[]> {
  const rows = await tx
    .select(threadColumns)
    .from(chatThreads)
    .where(and(eq(chatThreads.userId, userId), eq(chatThreads.dealId, dealId), eq(chatThreads.kind, 'deal')))
    .orderBy(desc(chatThreads.id))
    .limit(100)
  return rows.sort((a, b) => b.lastMessageAt.getTime() - a.lastMessageAt.getTime() || b.id - a.id)
}

/** One of the user's own deal threads (another user's, or another kind, is not found). */
export async function findDealThread(tx: Db, userId: number, threadId: number): Promise<DealThreadRow | undefined> {
  const [row] = await tx
    .select(threadColumns)
    .from(chatThreads)
    .where(and(eq(chatThreads.id, threadId), eq(chatThreads.userId, userId), eq(chatThreads.kind, 'deal')))
  return row
}

export async function insertDealThread(tx: Db, companyId: number, userId: number, dealId: number, title: string): Promise<number> {
  const [row] = await tx.insert(chatThreads).values({ companyId, userId, dealId, kind: 'deal', title }).returning({ id: chatThreads.id })
  if (!row) throw new Error('chat thread insert returned nothing')
  return row.id
}
