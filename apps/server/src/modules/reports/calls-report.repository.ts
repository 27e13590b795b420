import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import { type DistinctColumn, distinctListsSql, distinctSelect, managerListSql, toDistinctLists } from './distinct-lists-sql'
import { CALL_JOINS, type CallsContext, callsOrderSql, callsWhere, periodSql, periodsSeriesSql } from './calls-report-sql'
import { CALL_MEASURE_SQL, callSourceSql, countOf } from './call-measures-sql'
import type { ReportRequest } from './report-request'

// The call reports' reads, all from the summary table call_facts (refreshed by jobs, call-facts.service.ts) with the
// rep and the deal joined by id: one page of keys with the total, the rows of those keys, every key (export), the
// option lists, the calls per period and the chart counts.

const FROM = sql`from call_facts f ${CALL_JOINS}`

export async function findCallPageKeys(
  tx: Db,
  r: ReportRequest,
  ctx: CallsContext,
  limit: { skip: number; take: number },
): Promise<{ key: string; total: number }[]> {
  return preparedRows(
    tx,
    sql`select f.call_key as key, count(*) over ()::int as total ${FROM} where ${callsWhere(r, ctx)}
      order by ${callsOrderSql(r)} limit ${limit.take} offset ${limit.skip}`,
  )
}

export async function countCalls(tx: Db, r: ReportRequest, ctx: CallsContext): Promise<number> {
  const rows = await preparedRows<{ n: number }>(tx, sql`select count(*)::int as n ${FROM} where ${callsWhere(r, ctx)}`)
  return rows[0]?.n ?? 0
}

/** Every matching call key in table order, up to `max` (exports read the rows in batches by these keys). */
export async function findCallKeys(tx: Db, r: ReportRequest, ctx: CallsContext, max: number): Promise<string[]> {
  const rows = await preparedRows<{ key: string }>(
    tx,
    sql`select f.call_key as key ${FROM} where ${callsWhere(r, ctx)} order by ${callsOrderSql(r)} limit ${max}`,
  )
  return rows.map((x) => x.key)
}

export type CallDbRow = {
  call_key: string
  start_at: string | Date
  title: string | null
  meeting_id: number | null
  event_id: number | null
  rep: string | null
  rep_id: number | null
  deal_id: number | null
  deal_name: string | null
  sales_stage: string | null
  owner_name: string | null
  first_meeting_score: string | null
  note_taker_allowed: boolean | null
  is_recorded: boolean
  not_recorded_reason: string | null
  note_taker_message: string | null
  source: string | null
  is_eligible: boolean
  recording_status: string
}

/** The rows of some calls (a page or one export batch); the caller keeps its order. */
export async function findCallRows(tx: Db, ctx: CallsContext, keys: string[]): Promise<CallDbRow[]> {
  if (!keys.length) return []
  return preparedRows<CallDbRow>(
    tx,
    sql`select f.call_key, f.start_at, f.title, f.meeting_id, f.event_id, u.name as rep, f.user_id as rep_id, f.deal_id,
      d.name as deal_name, f.sales_stage, o.name as owner_name, d.first_meeting_score, f.note_taker_allowed, f.is_recorded,
      f.not_recorded_reason, f.note_taker_message, f.source, ${CALL_MEASURE_SQL.eligible} as is_eligible, f.recording_status
    ${FROM} where f.company_id = ${ctx.companyId} and f.call_key = any(${sql.param(keys)}::text[])`,
  )
}

/** The longest option list distinct mode answers per filter. */
export const CALL_DISTINCT_MAX = 1000

/** Distinct mode: the value lists of the text filters over the scope and the range (not the filters), in one scan. */
export async function findCallDistinct(tx: Db, r: ReportRequest, ctx: CallsContext): Promise<Record<string, string[]>> {
  const columns: DistinctColumn[] = [
    ['rep', sql`u.name`],
    ['call_source', callSourceSql],
    ['recording_status', sql`f.recording_status`],
    ['not_recorded_reason', sql`f.not_recorded_reason`],
    ['note_taker_message', sql`f.note_taker_message`],
    ['agenda_type', sql`f.agenda_type`],
    ['sales_stage', sql`f.sales_stage`],
    ['owner_name', sql`o.name`],
    ['first_meeting_score', sql`d.first_meeting_score`],
  ]
  const rows = await preparedRows<{ k: string; v: string }>(
    tx,
    sql`with base as materialized (
        select ${distinctSelect(columns)}, d.name as deal_name, f.user_id, f.start_at
        ${FROM} where ${callsWhere(r, ctx, { filters: false })}
      )
      ${distinctListsSql(columns)}
      union all select 'deal_name', v from (select deal_name as v from base where deal_name is not null group by deal_name
        order by max(start_at) desc limit ${CALL_DISTINCT_MAX}) x
      union all ${managerListSql('manager', sql`user_id`)}`,
  )
  return toDistinctLists([...columns.map(([k]) => k), 'deal_name', 'manager'], rows, CALL_DISTINCT_MAX)
}

export type PeriodDbRow = { period: string; calls: number; eligible: number; recorded: number }

/** Calls per period of the group, every period of the range (empty ones as zeros), oldest first. */
export async function findCallPeriods(tx: Db, r: ReportRequest, ctx: CallsContext, group: string): Promise<PeriodDbRow[]> {
  return preparedRows<PeriodDbRow>(
    tx,
    sql`with counted as (
        select ${periodSql(group, ctx.tz)} as period, count(*)::int as calls, ${countOf('eligible')} as eligible,
          ${countOf('recorded')} as recorded
        ${FROM} where ${callsWhere(r, ctx)} group by 1
      )
      select p.period, coalesce(c.calls, 0) as calls, coalesce(c.eligible, 0) as eligible, coalesce(c.recorded, 0) as recorded
      from (${periodsSeriesSql(r, group, ctx.tz)}) p left join counted c on c.period = p.period order by p.period`,
  )
}

export type CallChartDbRow = { chart: 'trend' | 'status' | 'source'; x: string; recorded: boolean | null; y: number }

/** The charts in one statement over the filtered calls: per period recorded or not, per recording status, per source. */
export async function findCallChartCounts(tx: Db, r: ReportRequest, ctx: CallsContext, group: string): Promise<CallChartDbRow[]> {
  return preparedRows<CallChartDbRow>(
    tx,
    sql`with base as materialized (
        select ${periodSql(group, ctx.tz)} as period, ${CALL_MEASURE_SQL.recorded} as is_recorded, f.recording_status, ${callSourceSql} as source ${FROM} where ${callsWhere(r, ctx)}
      )
      select 'trend' as chart, period as x, is_recorded as recorded, count(*)::int as y from base group by 2, 3
      union all select 'status', recording_status, null, count(*)::int from base group by 2
      union all select 'source', source, null, count(*)::int from base group by 2`,
  )
}
