import { type TDealChecklistItem, type TLastCallGptRes, ZDealChecklistItem, ZLastCallGptRes } from '@parley/shared/schemas/checklists'
import type { TDealInsightsCall } from '@parley/shared/schemas/deal-insights'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { callStageSql } from './call-stage.sql'
import { analysisResults } from '../../db/schema/analysis'
import { calendarEvents } from '../../db/schema/calendar'
import { meetingDeals } from '../../db/schema/deal-mapping'
import { accounts, deals } from '../../db/schema/deals'
import { meetings } from '../../db/schema/meetings'
import { dealMetrics } from '../../db/schema/reports'
import { viewableMeetingSql } from '../meetings'

// Reads of the Deal Insights tab, inside the caller's tenant transaction (another company's deal is simply not found).

export interface InsightsDeal {
  id: number
  name: string
  stageName: string | null
  accountId: number | null
  forecast: string | null
}

/** The deal, also when the CRM deleted it (its calls keep their history). */
export async function findInsightsDeal(tx: Db, dealId: number): Promise<InsightsDeal | undefined> {
  const [row] = await tx
    .select({ id: deals.id, name: deals.name, stageName: deals.stageName, accountId: deals.accountId, forecast: deals.forecast })
    .from(deals)
    .where(eq(deals.id, dealId))
  return row
}

export async function findInsightsAccount(tx: Db, accountId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await tx.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.id, accountId))
  return row
}

export async function dealIdsOfAccount(tx: Db, accountId: number): Promise<number[]> {
  const rows = await tx.select({ id: deals.id }).from(deals).where(eq(deals.accountId, accountId)).orderBy(asc(deals.id))
  return rows.map((r) => r.id)
}

const parseList = (list: unknown): TDealChecklistItem[] =>
  Array.isArray(list) ? list.flatMap((x) => (ZDealChecklistItem.safeParse(x).success ? [ZDealChecklistItem.parse(x)] : [])) : []

export interface StoredRollup {
  dealId: number
  allChecklist: TDealChecklistItem[]
  allInsights: TDealChecklistItem[]
  lastCallGptRes: TLastCallGptRes | null
}

/** The stored roll-ups (deal_metrics) of the deals; nothing is re-analysed on read. */
export async function storedRollups(tx: Db, dealIds: readonly number[]): Promise<StoredRollup[]> {
  if (dealIds.length === 0) return []
  const rows = await tx
    .select({ dealId: dealMetrics.dealId, allChecklist: dealMetrics.allChecklist, allInsights: dealMetrics.allInsights, last: dealMetrics.lastCallGptRes })
    .from(dealMetrics)
    .where(inArray(dealMetrics.dealId, [...dealIds]))
  return rows.map((r) => {
    const last = ZLastCallGptRes.safeParse(r.last)
    return { dealId: r.dealId, allChecklist: parseList(r.allChecklist), allInsights: parseList(r.allInsights), lastCallGptRes: last.success ? last.data : null }
  })
}

/**
 * The recorded calls of the deals (primary mapping, live) that `viewerId` may open, oldest first, with the stage at
 * the time and whether analysed.
 */
export async function insightsCalls(tx: Db, dealIds: readonly number[], viewerId: number): Promise<TDealInsightsCall[]> {
  if (dealIds.length === 0) return []
  const rows = await tx
    .selectDistinctOn([meetings.startTime, meetings.id], {
      id: meetings.id,
      title: meetings.title,
      startTime: meetings.startTime,
      salesStage: callStageSql(calendarEvents.salesStage, meetingDeals.dealId, meetings.startTime),
      duration: meetings.videoDuration,
      analysisId: analysisResults.id,
    })
    .from(meetingDeals)
    .innerJoin(meetings, eq(meetings.id, meetingDeals.meetingId))
    .leftJoin(calendarEvents, eq(calendarEvents.id, meetings.calendarEventId))
    .leftJoin(analysisResults, eq(analysisResults.meetingId, meetings.id))
    .where(
      and(
        inArray(meetingDeals.dealId, [...dealIds]),
        eq(meetingDeals.isPrimary, true),
        isNull(meetings.deletedAt),
        viewableMeetingSql(sql`${meetings.id}`, sql`${viewerId}`),
      ),
    )
    .orderBy(asc(meetings.startTime), asc(meetings.id))
  return rows.map((r) => ({
    call_id: r.id,
    call_title: r.title,
    call_date: r.startTime.toISOString(),
    sales_stage: r.salesStage,
    duration: r.duration,
    analysed: r.analysisId !== null,
  }))
}

/** Distinct speaker names heard on the calls (the speaker filter), alphabetical, at most 200. */
export async function distinctSpeakers(tx: Db, meetingIds: readonly number[]): Promise<string[]> {
  if (meetingIds.length === 0) return []
  const { rows } = await tx.execute<{ speaker: string }>(sql`
    select distinct s.speaker from transcript_segments s
    where s.meeting_id in (${sql.join(
      meetingIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and s.speaker is not null and btrim(s.speaker) <> ''
    order by s.speaker limit 200`)
  return rows.map((r) => r.speaker)
}

/** The deal's recorded calls with their analysed forecast (for the forecast rule). */
export async function forecastCalls(tx: Db, dealId: number): Promise<{ startTime: Date; forecast: string | null }[]> {
  return tx
    .select({ startTime: meetings.startTime, forecast: analysisResults.forecast })
    .from(meetingDeals)
    .innerJoin(meetings, eq(meetings.id, meetingDeals.meetingId))
    .leftJoin(analysisResults, eq(analysisResults.meetingId, meetings.id))
    .where(and(eq(meetingDeals.dealId, dealId), eq(meetingDeals.isPrimary, true), isNull(meetings.deletedAt)))
}

/** Calendar events of the deal that start after `now` (the next meeting), earliest first. */
export async function upcomingDealEvents(tx: Db, dealId: number, now: Date): Promise<{ id: number; title: string | null; startAt: Date; status: string }[]> {
  return tx
    .select({ id: calendarEvents.id, title: calendarEvents.title, startAt: calendarEvents.startAt, status: calendarEvents.status })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.primaryDealId, dealId), isNull(calendarEvents.deletedAt), sql`${calendarEvents.startAt} > ${now}`))
    .orderBy(asc(calendarEvents.startAt), asc(calendarEvents.id))
    .limit(20)
}
