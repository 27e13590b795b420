import { type SQL, sql } from 'drizzle-orm'
import { CHECKLIST_COMPLETED_ABOVE, type ConversionSortField } from '@parley/shared/rules/conversion-insights'
import { stageGroupKeys } from '@parley/shared/rules/deal-stages'
import { textArray } from '../../db/sql-lists'
import { managerSql, rangeEnd } from './calls-report-sql'
import { RANGE_TO_NOW_SLACK_MS } from './pipeline-review-sql'
import type { ReportRequest } from './report-request'

// Conversion Insights in SQL: the deals with calls in the range (from the call reports' summary table call_facts), each
// with its calls, its stage when the range began and ended (deal_stage_history), the movement between the two
// (rules/conversion-insights stageMovement, written as a CASE below and compared with it in the API test) and its
// checklist coverage (the roll-up's critical_checklist). `base` is the CTE every read filters and sorts.

export interface ConversionContext {
  companyId: number
  /** Active checklist signals of the company (the denominator of checklist_adoption). */
  signalCount: number
}

/** A stage name as rules/deal-stages stageKey compares it. */
const key = (x: SQL) => sql`lower(regexp_replace(btrim(${x}), '\\s+', ' ', 'g'))`

/**
 * The deal's stage at an instant: the last change before it, else the stage it left first after it (the stage it
 * entered when that first change has no 'from', as a deal's creation), else today's. Two look-ups at most.
 */
function stageAt(at: string): SQL {
  return sql`coalesce(
    (select h.to_stage from deal_stage_history h where h.deal_id = d.id and h.changed_at <= ${at}::timestamptz order by h.changed_at desc limit 1),
    (select coalesce(h.from_stage, h.to_stage) from deal_stage_history h where h.deal_id = d.id and h.changed_at > ${at}::timestamptz order by h.changed_at asc limit 1),
    d.stage_name)`
}

/** The group of a stage: the company's stage row, else the spec's won / lost / open lists. */
const groupOf = (stage: SQL, row: SQL) => sql`coalesce(${row}, case when ${key(stage)} = any(${textArray(stageGroupKeys('won'))}) then 'won'
  when ${key(stage)} = any(${textArray(stageGroupKeys('lost'))}) then 'lost' when ${key(stage)} = any(${textArray(stageGroupKeys('open'))}) then 'open' end)`

/** stageMovement(start, end) of rules/conversion-insights. */
const MOVEMENT = sql`(case
  when eg = 'won' and sg is distinct from 'won' then 'Won'
  when eg = 'lost' and sg is distinct from 'lost' then 'Lost'
  when ${key(sql`start_stage`)} = ${key(sql`end_stage`)} or so is null or eo is null then 'No movement'
  when eo > so then 'Moved forward'
  when eo < so then 'Moved backward'
  else 'No movement' end)`

/** Whether the range ends now (every preset): the end stage is the deal's stage today. */
const endsNow = (r: ReportRequest) => r.range.end.getTime() >= r.now.getTime() - RANGE_TO_NOW_SLACK_MS

/** Filters that read a deal's stages (at the range's start and end, and the movement between them). */
const STAGE_FILTERS = new Set(['movement', 'previous_deal_stage', 'sales_stage'])

/**
 * Whether a page can be cut before the stages are looked up: no filter and no sort reads a stage or the checklist.
 * The page's deals are then chosen from the calls and the deal alone, and only they get the stage history reads.
 */
export function pageBeforeStages(r: ReportRequest): boolean {
  return [...r.filters.keys()].every((k) => !STAGE_FILTERS.has(k)) && r.sort?.field !== 'checklist_adoption'
}

/**
 * What a read shows of each deal: the table (page and export) every column; the outcomes the movement and the checklist;
 * the option lists neither the checklist nor the last recorded call (each costs a sort or a JSON walk per deal).
 */
export type ConversionDetail = 'table' | 'outcomes' | 'lists'

/**
 * `base`: one row per deal with calls in the range, inside the scope (the deal owner) and the deal ranges, with every
 * column the table, the filters, the sort and the outcomes read (null or empty where `detail` does not show it).
 * Filters apply on top (`where` of the caller). With
 * `page` (only when pageBeforeStages), `page` holds that page's deals with the filtered total, and `base` only them.
 */
export function conversionBase(r: ReportRequest, ctx: ConversionContext, detail: ConversionDetail, page?: { skip: number; take: number }): SQL {
  const start = r.range.start.toISOString()
  const end = rangeEnd(r).toISOString()
  const w: SQL[] = [sql`d.company_id = ${ctx.companyId}`, sql`d.deleted_at is null`]
  if (r.scope.userIds !== 'all') w.push(r.scope.userIds.length ? sql`d.owner_id = any(${sql.param(r.scope.userIds)}::int[])` : sql`false`)
  if (r.created) w.push(sql`d.created_date between ${r.created.start.toISOString()}::timestamptz and ${r.created.end.toISOString()}::timestamptz`)
  if (r.close) w.push(sql`d.close_date between ${r.close.start.toISOString()}::timestamptz::date and ${r.close.end.toISOString()}::timestamptz::date`)
  const covered = sql`(select count(*) from jsonb_array_elements(coalesce(m.critical_checklist, '[]'::jsonb)) c
    where (c ->> 'score')::numeric > ${CHECKLIST_COMPLETED_ABOVE})`
  return sql`stages as (
      select name, min(display_order) as o, min(stage_group::text) as g from deal_stages where company_id = ${ctx.companyId} group by name
    ),
    -- Materialized: aggregated once. Inlined, a parallel plan had every worker aggregate the range's calls again to
    -- build its own hash (outcomes p50 200 -> 155-162 ms, distinct 210-235 -> 196-205 ms on the benchmark database).
    calls as materialized (
      select f.deal_id, count(*)::int as calls, count(*) filter (where f.is_recorded)::int as recorded_calls, max(f.start_at) as last_call_at,
        ${
          detail === 'table' ? sql`(array_agg(f.meeting_id order by f.start_at desc) filter (where f.meeting_id is not null))[1]` : sql`null::int`
        } as last_recorded_call_id
      from call_facts f
      where f.company_id = ${ctx.companyId} and not f.cancelled and f.deal_id is not null
        and f.start_at between ${start}::timestamptz and ${end}::timestamptz
      group by f.deal_id
    ),
    ${
      page
        ? sql`light as materialized (
      select d.id as deal_id, d.name as deal_name, a.name as account_name, o.name as owner_name, d.owner_id, d.type as deal_type, d.amount,
        k.calls, k.recorded_calls, k.last_call_at
      from calls k join deals d on d.id = k.deal_id left join accounts a on a.id = d.account_id left join users o on o.id = d.owner_id
      where ${sql.join(w, sql` and `)}
    ),
    page as materialized (
      select b.deal_id, count(*) over ()::int as total from light b where ${conversionWhere(r)}
      order by ${conversionOrderSql(r)} limit ${page.take} offset ${page.skip}
    ),`
        : sql``
    }
    -- Materialized: each deal's stages are looked up once. Inlined, the join to stages below re-ran the look-ups
    -- once per company stage (65,000 history reads for 6,500 deals).
    staged as materialized (
      select d.id as deal_id, d.crm_deal_id, d.name as deal_name, a.name as account_name, o.name as owner_name, d.owner_id, d.type as deal_type,
        d.amount, d.close_date::text as close_date, k.calls, k.recorded_calls, k.last_call_at, k.last_recorded_call_id,
        ${detail === 'lists' ? sql`'[]'::jsonb` : sql`coalesce(m.critical_checklist, '[]'::jsonb)`} as checklist,
        ${detail === 'table' ? sql`least(1.0, ${covered}::numeric / ${Math.max(1, ctx.signalCount)})` : sql`null::numeric`} as checklist_adoption,
        ${stageAt(start)} as start_stage,
        ${endsNow(r) ? sql`d.stage_name` : stageAt(end)} as end_stage
      from calls k join deals d on d.id = k.deal_id
      left join accounts a on a.id = d.account_id
      left join users o on o.id = d.owner_id
      left join deal_metrics m on m.deal_id = d.id
      where ${sql.join(w, sql` and `)}${page ? sql` and d.id in (select deal_id from page)` : sql``}
    ),
    placed as (
      select s.*, ss.o as so, es.o as eo, ${groupOf(sql`s.start_stage`, sql`ss.g`)} as sg, ${groupOf(sql`s.end_stage`, sql`es.g`)} as eg
      from staged s left join stages ss on ss.name = s.start_stage left join stages es on es.name = s.end_stage
    ),
    base as (
      select placed.*, ${MOVEMENT} as movement from placed
    )`
}

/** The filter map (rules/conversion-insights CONVERSION_FILTERS) over `base` b. */
export function conversionFilterSql(filterKey: string, values: string[]): SQL {
  const any = textArray(values)
  switch (filterKey) {
    case 'owner_name':
      return sql`b.owner_name = any(${any})`
    case 'deal_owner_manager':
      return managerSql(sql`b.owner_id`, values)
    case 'movement':
      return sql`b.movement = any(${any})`
    case 'previous_deal_stage':
      return sql`b.start_stage = any(${any})`
    case 'sales_stage':
      return sql`b.end_stage = any(${any})`
    case 'deal_type':
      return sql`b.deal_type = any(${any})`
    case 'deal_name':
      return sql`b.deal_name = any(${any})`
    case 'account_name':
      return sql`b.account_name = any(${any})`
    default:
      return sql`false`
  }
}

export function conversionWhere(r: ReportRequest): SQL {
  const parts = [...r.filters].map(([k, v]) => conversionFilterSql(k, v))
  return parts.length ? sql.join(parts, sql` and `) : sql`true`
}

/** The sort map; nulls last both ways, then the deal id. No sort: the deal with the latest call first. */
export function conversionOrderSql(r: ReportRequest): SQL {
  const dir = r.sort?.desc ? sql`desc` : sql`asc`
  const by = (expr: SQL) => sql`${expr} ${dir} nulls last, b.deal_id`
  switch (r.sort?.field as ConversionSortField | undefined) {
    case 'calls':
      return by(sql`b.calls`)
    case 'recorded_calls':
      return by(sql`b.recorded_calls`)
    case 'last_call_date':
      return by(sql`b.last_call_at`)
    case 'deal_amount':
      return by(sql`b.amount`)
    case 'checklist_adoption':
      return by(sql`b.checklist_adoption`)
    default:
      return sql`b.last_call_at desc, b.deal_id`
  }
}
