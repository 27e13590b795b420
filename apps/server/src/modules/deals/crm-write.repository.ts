import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { crmConnections, crmWrites } from '../../db/schema/crm'
import { meetingDeals } from '../../db/schema/deal-mapping'
import { accounts, deals } from '../../db/schema/deals'
import { meetings } from '../../db/schema/meetings'
import { users } from '../../db/schema/users'

/** What the note is built from: the stored analysis of one live call (nothing is re-analysed). */
export interface CallNoteFacts {
  id: number
  title: string | null
  start_time: string
  summary: string | null
  action_items: unknown[] | null
  insights: {
    id: number
    title: string
    signal_type: string
    status: string
    summary: string | null
    access: string | null
    snippets: unknown[] | null
    outcome_details: unknown[] | null
  }[]
}

export async function loadCallNoteFacts(tx: Db, meetingId: number): Promise<CallNoteFacts | undefined> {
  const { rows } = await tx.execute(sql`
    select m.id, m.title, m.start_time::text as start_time, ar.summary, ar.action_items,
      (select coalesce(json_agg(json_build_object('id', i.id, 'title', coalesce(nullif(i.title, ''), d.signal_label, i.unique_name),
          'signal_type', i.signal_type, 'status', i.status, 'summary', i.summary, 'access', d.properties->>'access',
          'snippets', i.snippets, 'outcome_details', i.outcome_details)
          order by coalesce(d.display_order, 2147483647), i.id), '[]'::json)
       from meeting_insights i left join checklist_definitions d on d.id = i.signal_id where i.meeting_id = m.id) insights
    from meetings m left join analysis_results ar on ar.meeting_id = m.id
    where m.id = ${meetingId} and m.deleted_at is null`)
  return rows[0] as unknown as CallNoteFacts | undefined
}

export interface CallDeal {
  id: number
  crmDealId: string
  name: string
  accountName: string | null
  stageName: string | null
  ownerId: number | null
  isPrimary: boolean
  deletedAt: Date | null
}

const dealColumns = {
  id: deals.id,
  crmDealId: deals.crmDealId,
  name: deals.name,
  accountName: accounts.name,
  stageName: deals.stageName,
  ownerId: deals.ownerId,
  deletedAt: deals.deletedAt,
}

/** The deals the call is mapped to, primary first. */
export async function listCallDeals(tx: Db, meetingId: number): Promise<CallDeal[]> {
  return tx
    .select({ ...dealColumns, isPrimary: meetingDeals.isPrimary })
    .from(meetingDeals)
    .innerJoin(deals, eq(deals.id, meetingDeals.dealId))
    .leftJoin(accounts, eq(accounts.id, deals.accountId))
    .where(eq(meetingDeals.meetingId, meetingId))
    .orderBy(desc(meetingDeals.isPrimary), deals.name)
}

/** A deal of the tenant (row-level security hides other companies' deals) and whether the call is mapped to it. */
export async function findDealForCall(tx: Db, dealId: number, meetingId: number): Promise<(CallDeal & { mapped: boolean }) | undefined> {
  const rows = await tx
    .select({ ...dealColumns, isPrimary: sql<boolean>`coalesce(${meetingDeals.isPrimary}, false)`, mapped: sql<boolean>`${meetingDeals.id} is not null` })
    .from(deals)
    .leftJoin(accounts, eq(accounts.id, deals.accountId))
    .leftJoin(meetingDeals, and(eq(meetingDeals.dealId, deals.id), eq(meetingDeals.meetingId, meetingId)))
    .where(eq(deals.id, dealId))
  return rows[0]
}

/** The company-wide CRM connections with what a write needs (sealed tokens, instance). */
export async function listWriteConnections(tx: Db) {
  return tx
    .select({
      id: crmConnections.id,
      companyId: crmConnections.companyId,
      provider: crmConnections.provider,
      status: crmConnections.status,
      instanceUrl: crmConnections.instanceUrl,
      externalAccountId: crmConnections.externalAccountId,
      accessTokenEnc: crmConnections.accessTokenEnc,
      refreshTokenEnc: crmConnections.refreshTokenEnc,
      expiresAt: crmConnections.expiresAt,
      syncCursor: crmConnections.syncCursor,
    })
    .from(crmConnections)
    .where(isNull(crmConnections.userId))
    .orderBy(crmConnections.id)
}

/** A write about to be sent: recorded first, so a failure or a crash mid-call still leaves its trace. */
export async function insertCrmWrite(
  tx: Db,
  w: { companyId: number; meetingId: number; dealId: number; userId: number; content: string; payload: Record<string, unknown> },
): Promise<number> {
  const rows = await tx
    .insert(crmWrites)
    .values({ ...w, status: 'pending' })
    .returning({ id: crmWrites.id })
  return rows[0]?.id as number
}

export async function finishCrmWrite(tx: Db, id: number, outcome: { status: 'done' | 'failed'; externalId?: string | null; error?: string | null }) {
  await tx
    .update(crmWrites)
    .set({ status: outcome.status, externalId: outcome.externalId ?? null, error: outcome.error?.slice(0, 2000) ?? null })
    .where(eq(crmWrites.id, id))
}

export async function markMeetingCrmUpdated(tx: Db, meetingId: number): Promise<void> {
  await tx.update(meetings).set({ isCrmUpdated: true }).where(eq(meetings.id, meetingId))
}

/** The writes of one call, newest first, with the deal and the writer's names. */
export async function listCrmWrites(tx: Db, meetingId: number, id?: number) {
  return tx
    .select({
      id: crmWrites.id,
      dealId: crmWrites.dealId,
      dealName: deals.name,
      userName: users.name,
      status: crmWrites.status,
      content: crmWrites.content,
      payload: crmWrites.payload,
      externalId: crmWrites.externalId,
      error: crmWrites.error,
      createdAt: crmWrites.createdAt,
    })
    .from(crmWrites)
    .leftJoin(deals, eq(deals.id, crmWrites.dealId))
    .leftJoin(users, eq(users.id, crmWrites.userId))
    .where(id === undefined ? eq(crmWrites.meetingId, meetingId) : and(eq(crmWrites.meetingId, meetingId), eq(crmWrites.id, id)))
    .orderBy(desc(crmWrites.createdAt), desc(crmWrites.id))
}
