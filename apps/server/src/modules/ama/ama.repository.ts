import type { AmaLine } from '@parley/shared/rules/ama-answer'
import type { AmaHit, AmaSide, AmaWindow } from '@parley/shared/rules/ama-retrieval'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { MomentLine } from './ama-moments'
import { chatMessages, chatThreads } from '../../db/schema/chat'
import { companies } from '../../db/schema/companies'

export type ChatMessageRow = typeof chatMessages.$inferSelect

/** The company's competitor names (companies.meta_data.competitors), searched when a question asks about competitors. */
export async function companyCompetitors(tx: Db, companyId: number): Promise<string[]> {
  const [row] = await tx.select({ meta: companies.metaData }).from(companies).where(eq(companies.id, companyId))
  const listed = (row?.meta as { competitors?: unknown } | undefined)?.competitors
  return Array.isArray(listed) ? listed.filter((c): c is string => typeof c === 'string' && c.trim() !== '') : []
}

/** The call's best full-text hits (ranked in the database over the stored tsvector; never to_tsvector at query time). */
export async function searchSegments(tx: Db, meetingId: number, websearch: string, limit: number): Promise<AmaHit[]> {
  if (websearch === '') return []
  const { rows } = await tx.execute<{ idx: number; rank: number; side: AmaSide; last_idx: number }>(sql`
    select s.idx, s.side::text as side, ts_rank_cd(s.search, q) as rank,
      (select max(l.idx) from transcript_segments l where l.meeting_id = ${meetingId}) as last_idx
    from transcript_segments s, websearch_to_tsquery('english', ${websearch}) q
    where s.meeting_id = ${meetingId} and s.search @@ q
    order by rank desc, s.idx
    limit ${limit}`)
  return rows.map((r) => ({
    idx: Number(r.idx),
    rank: Number(r.rank),
    side: r.side,
    position: Number(r.last_idx) > 0 ? Number(r.idx) / Number(r.last_idx) : 0,
  }))
}

/** The lines of the windows, in call order. */
export async function windowLines(tx: Db, meetingId: number, windows: readonly AmaWindow[]): Promise<AmaLine[]> {
  if (windows.length === 0) return []
  const ranges = sql.join(
    windows.map((w) => sql`(s.idx between ${w.fromIdx} and ${w.toIdx})`),
    sql` or `,
  )
  const { rows } = await tx.execute<{ idx: number; speaker: string | null; start_ms: number; text: string }>(sql`
    select s.idx, s.speaker, s.start_ms, s.text from transcript_segments s
    where s.meeting_id = ${meetingId} and (${ranges})
    order by s.idx`)
  return rows.map((r) => ({ idx: Number(r.idx), speaker: r.speaker, startMs: Number(r.start_ms), text: r.text }))
}

/** Which of the searches (websearch texts) find anything in the call: one query, one EXISTS per search. */
/** Every line of one call, in order, with the side of its speaker: what the offline chat ranks. */
export async function callLines(tx: Db, meetingId: number): Promise<MomentLine[]> {
  const { rows } = await tx.execute<{ idx: number; speaker: string | null; side: MomentLine['side']; start_ms: number; text: string }>(sql`
    select s.idx, s.speaker, s.side::text as side, s.start_ms, s.text from transcript_segments s
    where s.meeting_id = ${meetingId}
    order by s.idx`)
  return rows.map((r) => ({ idx: Number(r.idx), speaker: r.speaker, side: r.side, startMs: Number(r.start_ms), text: r.text }))
}

/** The stored follow-up e-mail draft of a call and the moments its next steps were agreed, if analysed. */
export async function callFollowUp(
  tx: Db,
  meetingId: number,
): Promise<{ body: string; moments: { timestamp: string; speaker: string; text: string }[] } | null> {
  const { rows } = await tx.execute<{ body: string | null; snippets: unknown }>(sql`
    select r.raw -> 'followUpEmail' ->> 'body' as body,
      (select c -> 'snippets' from jsonb_array_elements(coalesce(r.raw -> 'checklist', '[]'::jsonb)) c where c ->> 'uniqueName' = 'next_steps' limit 1) as snippets
    from analysis_results r where r.meeting_id = ${meetingId}`)
  const row = rows[0]
  if (!row?.body) return null
  const snippets = Array.isArray(row.snippets) ? row.snippets : []
  const moments = snippets.filter(
    (x): x is { timestamp: string; speaker: string; text: string } => typeof x === 'object' && x !== null && 'timestamp' in x && 'text' in x,
  )
  return { body: row.body, moments }
}

export async function searchesWithHits(tx: Db, meetingId: number, searches: readonly string[]): Promise<boolean[]> {
  if (searches.length === 0) return []
  const columns = sql.join(
    searches.map(
      (q, i) =>
        sql`exists (select 1 from transcript_segments s where s.meeting_id = ${meetingId} and s.search @@ websearch_to_tsquery('english', ${q})) as ${sql.identifier(`t${i}`)}`,
    ),
    sql`, `,
  )
  const { rows } = await tx.execute<Record<string, boolean>>(sql`select ${columns}`)
  const row = rows[0] ?? {}
  return searches.map((_, i) => row[`t${i}`] === true)
}

/** The user's thread about the call, created on the first question. */
export async function findThread(tx: Db, userId: number, meetingId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: chatThreads.id })
    .from(chatThreads)
    .where(and(eq(chatThreads.userId, userId), eq(chatThreads.meetingId, meetingId), eq(chatThreads.kind, 'meeting')))
    .orderBy(asc(chatThreads.id))
    .limit(1)
  return row?.id ?? null
}

export async function insertThread(tx: Db, companyId: number, userId: number, meetingId: number, title: string): Promise<number> {
  const [row] = await tx.insert(chatThreads).values({ companyId, userId, meetingId, kind: 'meeting', title }).returning({ id: chatThreads.id })
  if (!row) throw new Error('chat thread insert returned nothing')
  return row.id
}

export async function threadMessages(tx: Db, threadId: number): Promise<ChatMessageRow[]> {
  return tx.select().from(chatMessages).where(eq(chatMessages.threadId, threadId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
}

export async function findQuestion(tx: Db, threadId: number, questionId: number): Promise<ChatMessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, questionId), eq(chatMessages.threadId, threadId), eq(chatMessages.messageType, 'question')))
  return row
}

export async function insertMessage(tx: Db, row: typeof chatMessages.$inferInsert): Promise<ChatMessageRow> {
  const [inserted] = await tx.insert(chatMessages).values(row).returning()
  if (!inserted) throw new Error('chat message insert returned nothing')
  return inserted
}
