import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { ZCompanySettings, type TCompanySettings } from '@parley/shared/schemas/company-settings'
import type { Db } from '../../db/client'
import { callStageSql } from './call-stage.sql'
import { analysisResults, meetingInsights } from '../../db/schema/analysis'
import { calendarEvents } from '../../db/schema/calendar'
import { companies } from '../../db/schema/companies'
import { checklistDefinitions } from '../../db/schema/checklists'
import { meetingDeals } from '../../db/schema/deal-mapping'
import { deals } from '../../db/schema/deals'
import { meetings } from '../../db/schema/meetings'
import { dealMetrics } from '../../db/schema/reports'
import { companySettings } from '../../db/schema/settings'
import type { DealRollupValues, RollupActivity, RollupCall, RollupInsight, RollupSignalDefinition } from './deal-rollups.build'

export async function findDealForRollup(tx: Db, dealId: number): Promise<{ id: number; forecast: string | null } | undefined> {
  const rows = await tx
    .select({ id: deals.id, forecast: deals.forecast })
    .from(deals)
    .where(and(eq(deals.id, dealId), isNull(deals.deletedAt)))
  return rows[0]
}

export async function findSettings(tx: Db, companyId: number): Promise<TCompanySettings> {
  const rows = await tx.select({ settings: companySettings.settings }).from(companySettings).where(eq(companySettings.companyId, companyId))
  return ZCompanySettings.parse(rows[0]?.settings ?? {})
}

/** The deal's recordings (primary mapping; live ones), with their stored analysis when there is one. */
export async function listDealCalls(tx: Db, dealId: number): Promise<RollupCall[]> {
  const rows = await tx
    .select({
      id: meetings.id,
      title: meetings.title,
      startTime: meetings.startTime,
      salesStage: callStageSql(calendarEvents.salesStage, meetingDeals.dealId, meetings.startTime),
      analysisId: analysisResults.id,
      forecast: analysisResults.forecast,
      summary: analysisResults.summary,
      actionItems: analysisResults.actionItems,
    })
    .from(meetingDeals)
    .innerJoin(meetings, eq(meetings.id, meetingDeals.meetingId))
    .leftJoin(calendarEvents, eq(calendarEvents.id, meetings.calendarEventId))
    .leftJoin(analysisResults, eq(analysisResults.meetingId, meetings.id))
    .where(and(eq(meetingDeals.dealId, dealId), eq(meetingDeals.isPrimary, true), isNull(meetings.deletedAt)))
    .orderBy(asc(meetings.startTime), asc(meetings.id))
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    startTime: r.startTime,
    salesStage: r.salesStage,
    analysis: r.analysisId === null ? null : { forecast: r.forecast, summary: r.summary, actionItems: r.actionItems ?? [] },
  }))
}

export async function listInsights(tx: Db, meetingIds: number[]): Promise<RollupInsight[]> {
  if (meetingIds.length === 0) return []
  return tx
    .select({
      id: meetingInsights.id,
      meetingId: meetingInsights.meetingId,
      signalId: meetingInsights.signalId,
      uniqueName: meetingInsights.uniqueName,
      title: meetingInsights.title,
      signalType: meetingInsights.signalType,
      signalCategory: meetingInsights.signalCategory,
      status: meetingInsights.status,
      score: meetingInsights.score,
      summary: meetingInsights.summary,
      snippets: meetingInsights.snippets,
    })
    .from(meetingInsights)
    .where(inArray(meetingInsights.meetingId, meetingIds))
    .orderBy(asc(meetingInsights.id))
}

export async function listSignalDefinitions(tx: Db): Promise<RollupSignalDefinition[]> {
  return tx
    .select({
      id: checklistDefinitions.id,
      uniqueName: checklistDefinitions.uniqueName,
      weight: checklistDefinitions.weight,
      displayOrder: checklistDefinitions.displayOrder,
    })
    .from(checklistDefinitions)
    .orderBy(asc(checklistDefinitions.displayOrder), asc(checklistDefinitions.id))
}

const toDate = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string))

/**
 * Counts and dates of the deal's activity in one statement: recorded calls (primary mapping), unrecorded past
 * events, e-mails, rep follow-ups after the prospect's last interaction, severe (High) objections, the next meeting.
 */
export async function aggregateActivity(tx: Db, dealId: number, now: Date): Promise<RollupActivity> {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    with rec as (
      select m.id, m.start_time, m.calendar_event_id from meeting_deals md
      join meetings m on m.id = md.meeting_id
      where md.deal_id = ${dealId} and md.is_primary and m.deleted_at is null
    ), unrec as (
      select e.start_at from calendar_events e
      where e.primary_deal_id = ${dealId} and e.deleted_at is null and e.status <> 'cancelled' and e.start_at <= ${now}
        and not exists (select 1 from meetings m where m.calendar_event_id = e.id and m.deleted_at is null)
    ), mail as (
      select direction, received_at from emails where deal_id = ${dealId}
    ), prospect_last as (
      select greatest(
        (select max(start_time) from rec),
        (select max(received_at) from mail where direction = 'INCOMING_EMAIL')
      ) as at
    )
    select
      (select count(*) from rec)::int as recorded_count,
      (select count(*) from unrec)::int as unrecorded_count,
      (select count(*) from mail)::int as email_count,
      (select count(*) from mail, prospect_last
        where mail.direction <> 'INCOMING_EMAIL' and (prospect_last.at is null or mail.received_at > prospect_last.at))::int as follow_up_count,
      (select count(*) from objections o join rec on rec.id = o.meeting_id where o.severity = 'High')::int as severe_objection_count,
      greatest((select max(start_time) from rec where start_time <= ${now}), (select max(start_at) from unrec)) as last_call_at,
      (select max(start_time) from rec where start_time <= ${now}) as last_recorded_call_at,
      (select max(received_at) from mail) as last_email_at,
      (select max(received_at) from mail where direction = 'INCOMING_EMAIL') as last_prospect_email_at,
      (select max(received_at) from mail where direction <> 'INCOMING_EMAIL') as last_rep_email_at,
      (select min(e.start_at) from calendar_events e
        where e.primary_deal_id = ${dealId} and e.deleted_at is null and e.status <> 'cancelled' and e.start_at > ${now}) as next_meeting_at
  `)
  const r = rows[0] ?? {}
  return {
    recordedCount: Number(r.recorded_count ?? 0),
    unrecordedCount: Number(r.unrecorded_count ?? 0),
    emailCount: Number(r.email_count ?? 0),
    followUpCount: Number(r.follow_up_count ?? 0),
    severeObjectionCount: Number(r.severe_objection_count ?? 0),
    lastCallAt: toDate(r.last_call_at),
    lastRecordedCallAt: toDate(r.last_recorded_call_at),
    lastEmailAt: toDate(r.last_email_at),
    lastProspectEmailAt: toDate(r.last_prospect_email_at),
    lastRepEmailAt: toDate(r.last_rep_email_at),
    nextMeetingAt: toDate(r.next_meeting_at),
  }
}

/** One row per deal: insert or replace the roll-up columns (products discussed and other columns are left alone). */
export async function upsertDealMetrics(tx: Db, companyId: number, dealId: number, v: DealRollupValues, now: Date): Promise<void> {
  const values = {
    recordedCount: v.recordedCount,
    unrecordedCount: v.unrecordedCount,
    emailCount: v.emailCount,
    followUpCount: v.followUpCount,
    severeObjectionCount: v.severeObjectionCount,
    lastCallAt: v.lastCallAt,
    lastRecordedCallAt: v.lastRecordedCallAt,
    lastEmailAt: v.lastEmailAt,
    lastProspectEmailAt: v.lastProspectEmailAt,
    lastRepEmailAt: v.lastRepEmailAt,
    nextMeetingAt: v.nextMeetingAt,
    engagement: v.engagement,
    prospectEngagement: v.prospectEngagement,
    repEngagement: v.repEngagement,
    playbookCoverage: v.playbookCoverage,
    criticalChecklist: v.criticalChecklist,
    allChecklist: v.allChecklist,
    allInsights: v.allInsights,
    lastCallGptRes: v.lastCallGptRes,
    forecast: v.forecast,
    qualificationScore: v.qualificationScore,
    likelinessScore: v.likelinessScore,
    likelinessScoreValue: v.likelinessScoreValue,
    likelinessScoreInfo: v.likelinessScoreInfo,
    refreshedAt: now,
  }
  await tx
    .insert(dealMetrics)
    .values({ dealId, companyId, ...values })
    .onConflictDoUpdate({ target: dealMetrics.dealId, set: values })
}

export async function deleteDealMetrics(tx: Db, dealId: number): Promise<void> {
  await tx.delete(dealMetrics).where(eq(dealMetrics.dealId, dealId))
}

/** Live deal ids of the tenant, for the nightly refresh (engagement decays with time). */
export async function listDealIds(tx: Db): Promise<number[]> {
  const rows = await tx.select({ id: deals.id }).from(deals).where(isNull(deals.deletedAt)).orderBy(asc(deals.id))
  return rows.map((r) => r.id)
}

/** Every company's id, for the nightly refresh (the job is the audited system path; each company then runs in its tenant). */
export async function listCompanyIds(db: Db): Promise<number[]> {
  return (await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id))).map((c) => c.id)
}
