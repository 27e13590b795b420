import type { DealStatusFilter } from '@parley/shared/rules/deal-forecast-label'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { callStageSql } from './call-stage.sql'
import type { ReviewDeal, ReviewEvent, ReviewInsight, ReviewSignalDefinition } from './deal-review.build'

// SQL of the deal review dashboard. Every statement names the company explicitly, so the same code serves the
// tenant transaction and the super admin's audited cross-company one.

export interface DealFilter {
  companyId: number
  status: DealStatusFilter
  /** Deal owners in the caller's scope; 'all' for the whole company. */
  ownerIds: number[] | 'all'
}

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((i) => sql`${i}`),
    sql`, `,
  )

function where(f: DealFilter): SQL {
  const parts: SQL[] = [sql`d.company_id = ${f.companyId}`, sql`d.deleted_at is null`]
  if (f.status === 'Open') parts.push(sql`not d.is_closed`)
  if (f.status === 'Closed') parts.push(sql`d.is_closed`)
  if (f.ownerIds !== 'all') parts.push(f.ownerIds.length ? sql`d.owner_id in (${ids(f.ownerIds)})` : sql`false`)
  return sql.join(parts, sql` and `)
}

export async function countDeals(tx: Db, f: DealFilter): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from deals d where ${where(f)}`)
  return Number(rows[0]?.n ?? 0)
}

const isoDate = (v: unknown): string | null => {
  if (v === null || v === undefined) return null
  if (v instanceof Date) return v.toISOString().slice(0, 10)
  return String(v).slice(0, 10)
}

/** Open deals closing soonest first; closed (and all) deals most recent close first. */
export async function dealPage(tx: Db, f: DealFilter, page: { take: number; skip: number }): Promise<ReviewDeal[]> {
  const order = f.status === 'Open' ? sql`d.close_date asc nulls last, d.id asc` : sql`d.close_date desc nulls last, d.id desc`
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select d.id, d.name, u.name as owner_name, d.close_date, d.stage_name, d.is_closed, d.custom_fields, d.first_meeting_score
    from deals d left join users u on u.id = d.owner_id
    where ${where(f)}
    order by ${order}
    limit ${page.take} offset ${page.skip}`)
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    ownerName: (r.owner_name as string | null) ?? null,
    closeDate: isoDate(r.close_date),
    stageName: (r.stage_name as string | null) ?? null,
    isClosed: r.is_closed === true,
    customFields: (r.custom_fields as Record<string, unknown> | null) ?? {},
    firstMeetingScore: (r.first_meeting_score as string | null) ?? null,
  }))
}

/** The deals' calendar events (not deleted, not cancelled), each with its live recording and whether it was analysed. */
export async function dealEvents(tx: Db, companyId: number, dealIds: number[]): Promise<ReviewEvent[]> {
  if (dealIds.length === 0) return []
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select e.id as event_id, e.primary_deal_id as deal_id, e.title as event_title, e.start_at,
      ${callStageSql(sql`e.sales_stage`, sql`e.primary_deal_id`, sql`e.start_at`)} as sales_stage,
      m.id as meeting_id, m.title as meeting_title, m.start_time, m.video_duration,
      a.id as analysis_id, a.summary,
      coalesce((select array_agg(lower(p.name)) from meeting_participants p where p.meeting_id = m.id and p.side = 'prospect'), '{}') as prospects
    from calendar_events e
    left join meetings m on m.calendar_event_id = e.id and m.deleted_at is null and m.company_id = ${companyId}
    left join analysis_results a on a.meeting_id = m.id
    where e.company_id = ${companyId} and e.primary_deal_id in (${ids(dealIds)}) and e.deleted_at is null and e.status <> 'cancelled'
    order by e.start_at, e.id, m.id`)
  return rows.map((r) => ({
    eventId: Number(r.event_id),
    dealId: Number(r.deal_id),
    title: (r.event_title as string | null) ?? null,
    startAt: new Date(r.start_at as string),
    salesStage: (r.sales_stage as string | null) ?? null,
    recording:
      r.meeting_id === null || r.meeting_id === undefined
        ? null
        : {
            id: Number(r.meeting_id),
            title: (r.meeting_title as string | null) ?? (r.event_title as string | null) ?? null,
            startAt: new Date(r.start_time as string),
            durationSeconds: r.video_duration === null || r.video_duration === undefined ? null : Number(r.video_duration),
            analysed: r.analysis_id !== null && r.analysis_id !== undefined,
            summary: (r.summary as string | null) ?? null,
            prospects: (r.prospects as string[] | null) ?? [],
          },
  }))
}

export async function callInsights(tx: Db, companyId: number, meetingIds: number[]): Promise<ReviewInsight[]> {
  if (meetingIds.length === 0) return []
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select meeting_id, signal_id, unique_name, score, snippets from meeting_insights
    where company_id = ${companyId} and meeting_id in (${ids(meetingIds)}) order by id`)
  return rows.map((r) => ({
    meetingId: Number(r.meeting_id),
    signalId: r.signal_id === null || r.signal_id === undefined ? null : Number(r.signal_id),
    uniqueName: String(r.unique_name),
    score: r.score === null || r.score === undefined ? null : Number(r.score),
    snippets: Array.isArray(r.snippets) ? r.snippets : [],
  }))
}

export async function signalDefinitions(tx: Db, companyId: number): Promise<ReviewSignalDefinition[]> {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select id, unique_name, signal_label, deal_stages, weight, signal_type, is_negative, is_active from checklist_definitions
    where company_id = ${companyId} order by display_order, id`)
  return rows.map((r) => ({
    id: Number(r.id),
    uniqueName: String(r.unique_name),
    label: String(r.signal_label),
    dealStages: (r.deal_stages as string[] | null) ?? [],
    weight: Number(r.weight),
    signalType: String(r.signal_type),
    isNegative: r.is_negative === true,
    isActive: r.is_active === true,
  }))
}

/** Funnel order of the company's stage names (lower-cased). */
export async function stageOrder(tx: Db, companyId: number): Promise<Map<string, number>> {
  const { rows } = await tx.execute<{ name: string; display_order: number }>(sql`
    select name, min(display_order)::int as display_order from deal_stages where company_id = ${companyId} group by name`)
  return new Map(rows.map((r) => [r.name.trim().toLowerCase(), Number(r.display_order)]))
}

export async function companyName(tx: Db, companyId: number): Promise<string | null> {
  const { rows } = await tx.execute<{ name: string }>(sql`select name from companies where id = ${companyId}`)
  return rows[0]?.name ?? null
}
