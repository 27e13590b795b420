import { sql } from 'drizzle-orm'
import { CHECKLIST_COMPLETED_ABOVE, PROGRESSED } from '@parley/shared/rules/conversion-insights'
import type { Db } from '../../db/client'
import { PLANNED_PER_REQUEST, preparedRows } from '../../db/prepared'
import { textArray } from '../../db/sql-lists'
import { type ConversionContext, conversionBase, conversionOrderSql, conversionWhere, pageBeforeStages } from './conversion-insights-sql'
import type { ReportRequest } from './report-request'

// Conversion Insights' reads: the deals with calls in the range (conversion-insights-sql `base`) — a page with the total,
// every deal (export), the option lists, and the outcomes (movement, movement per starting stage, checklist coverage).

export async function findSignalCount(tx: Db, companyId: number): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from checklist_definitions where company_id = ${companyId} and is_active and signal_type = 'checklist'`,
  )
  return Number(rows[0]?.n ?? 0)
}

export type ConversionDbRow = {
  deal_id: number
  crm_deal_id: string
  deal_name: string
  account_name: string | null
  owner_name: string | null
  deal_type: string | null
  amount: string | null
  close_date: string | null
  calls: number
  recorded_calls: number
  last_call_at: string | Date | null
  last_recorded_call_id: number | null
  checklist: { key: string; name: string; score: number | null }[]
  start_stage: string | null
  end_stage: string | null
  so: number | null
  eo: number | null
  sg: string | null
  eg: string | null
  movement: string
  total: number
}

/** One page of deals (or every deal up to the limit) in the sort map's order, with the filtered total. */
export async function findConversionPage(tx: Db, r: ReportRequest, ctx: ConversionContext, limit: { skip: number; take: number }): Promise<ConversionDbRow[]> {
  const early = pageBeforeStages(r)
  return preparedRows<ConversionDbRow>(
    tx,
    sql`with ${conversionBase(r, ctx, 'table', early ? limit : undefined)}
      select b.deal_id, b.crm_deal_id, b.deal_name, b.account_name, b.owner_name, b.deal_type, b.amount::text as amount, b.close_date,
        b.calls, b.recorded_calls, b.last_call_at, b.last_recorded_call_id, b.checklist, b.start_stage, b.end_stage, b.so, b.eo, b.sg, b.eg,
        b.movement, ${early ? sql`p.total` : sql`count(*) over ()::int as total`}
      from base b ${
        early
          ? sql`join page p on p.deal_id = b.deal_id order by ${conversionOrderSql(r)}`
          : sql`where ${conversionWhere(r)} order by ${conversionOrderSql(r)} limit ${limit.take} offset ${limit.skip}`
      }`,
    PLANNED_PER_REQUEST,
  )
}

/** Distinct mode: the text filters' values over the deals of the scope and ranges (not the filters). */
export async function findConversionDistinct(tx: Db, r: ReportRequest, ctx: ConversionContext): Promise<Record<string, string[]>> {
  const rows = await preparedRows<{ k: string; v: string }>(
    tx,
    sql`with ${conversionBase(r, ctx, 'lists')}
      select 'owner_name' as k, owner_name as v from base where owner_name is not null group by 2
      union all select 'previous_deal_stage', start_stage from base where start_stage is not null group by 2
      union all select 'sales_stage', end_stage from base where end_stage is not null group by 2
      union all select 'deal_type', deal_type from base where deal_type is not null group by 2
      union all select 'account_name', account_name from base where account_name is not null group by 2
      union all select 'deal_name', v from (select deal_name as v from base group by deal_name order by max(last_call_at) desc limit 1000) x
      union all select 'deal_owner_manager', mu.name from user_managers um join users mu on mu.id = um.manager_id
        where um.user_id in (select owner_id from base) group by mu.name`,
    PLANNED_PER_REQUEST,
  )
  const out: Record<string, string[]> = {
    owner_name: [],
    deal_owner_manager: [],
    previous_deal_stage: [],
    sales_stage: [],
    deal_type: [],
    deal_name: [],
    account_name: [],
  }
  for (const row of rows) out[row.k]?.push(row.v)
  for (const k of Object.keys(out)) out[k] = [...new Set(out[k])].sort((a, b) => a.localeCompare(b))
  return out
}

export type OutcomeDbRow = {
  kind: 'movement' | 'stage' | 'checklist'
  /** The movement, the starting stage, or the checklist item's key. */
  a: string | null
  /** The movement (stage rows) or the item's name (checklist rows). */
  b: string | null
  /** Stage rows: the stage's place in the pipeline. */
  o: number | null
  n: number
  /** Checklist rows: deals that moved on and covered the item; n the others that did. */
  p: number
}

/** The outcomes over the filtered deals in one statement: movement counts, movement per starting stage, checklist coverage. */
export async function findConversionOutcomes(tx: Db, r: ReportRequest, ctx: ConversionContext): Promise<OutcomeDbRow[]> {
  return preparedRows<OutcomeDbRow>(
    tx,
    sql`with ${conversionBase(r, ctx, 'outcomes')}, picked as materialized (select * from base b where ${conversionWhere(r)})
      select 'movement' as kind, movement as a, null::text as b, null::int as o, count(*)::int as n, 0 as p from picked group by movement
      union all
      select 'stage', coalesce(start_stage, 'Unknown'), movement, min(so), count(*)::int, 0 from picked group by 2, 3
      union all
      select 'checklist', c ->> 'key', min(c ->> 'name'), null,
        count(*) filter (where (c ->> 'score')::numeric > ${CHECKLIST_COMPLETED_ABOVE} and picked.movement <> all(${textArray([...PROGRESSED])}))::int,
        count(*) filter (where (c ->> 'score')::numeric > ${CHECKLIST_COMPLETED_ABOVE} and picked.movement = any(${textArray([...PROGRESSED])}))::int
      from picked, jsonb_array_elements(picked.checklist) c group by 2`,
    PLANNED_PER_REQUEST,
  )
}
