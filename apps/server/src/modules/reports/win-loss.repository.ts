import { type SQL, sql } from 'drizzle-orm'
import type { StageGroup } from '@parley/shared/rules/deal-stages'
import { PROPOSED_ACTION_TEAMS, type WinLossGrouping } from '@parley/shared/rules/win-loss'
import type { Db } from '../../db/client'
import { PLANNED_PER_REQUEST, preparedRows } from '../../db/prepared'
import { textArray } from '../../db/sql-lists'
import type { ReportRequest } from './report-request'
import { DEAL_GROUP_KEY, dealGroupSql, GROUP_SQL, joinStageGroup, previousStageOf, type WinLossContext, winLossWhere } from './win-loss-sql'

// Competitive Win-Loss's aggregates over the filtered insights (win_loss_facts joined to live deals): the selector
// tables and graphs, the quadrant's counts, top threats and weaknesses, and the lost-deal views. Each reads the
// filtered set once into a materialized CTE, then groups it.

/** The company's CRM filters on deals (the CRM category of the add-filter menu). */
export async function findWinLossCrmFields(tx: Db, companyId: number): Promise<{ db_field: string; label: string }[]> {
  const rows = await tx.execute<{ db_field: string; label: string }>(sql`
    select db_field, label from crm_custom_fields
    where company_id = ${companyId} and show_in_filters and table_name = 'crm_deals' order by display_order, label`)
  return rows.rows
}

/** The filtered insights, once (`lost`: of lost deals only), with the deal's group and any extra columns. */
const base = (r: ReportRequest, ctx: WinLossContext, opts: { extra?: SQL; lost?: boolean } = {}) =>
  sql`with base as materialized (select f.deal_id, f.meeting_id, f.nature::text as nature, f.driver, f.factor, f.heading, ${dealGroupSql} as grp
    ${opts.extra ?? sql``} ${winLossWhere(r, ctx, { filters: true, stageGroups: true })}${opts.lost ? sql` and ${dealGroupSql} = 'lost'` : sql``})`

/** The company's pipeline stages with their group (the count clicks' sales_stage values). */
export async function findCompanyStages(tx: Db, companyId: number): Promise<{ name: string; group: StageGroup | null }[]> {
  const rows = await tx.execute<{ name: string; group: StageGroup | null }>(sql`
    select name, stage_group::text as "group" from deal_stages where company_id = ${companyId} order by display_order, name`)
  return rows.rows
}

export type GroupDbRow = {
  unique_deals: number
  name: string | null
  total_deals: number
  total_insights: number
  strength: number
  weakness: number
  opportunity: number
  threat: number
  open_deals: number
  wins: number
  losses: number
  categories: { category: string; count: number }[] | null
}

/** From `per` (one row per value g and deal, with its group and counts), `cats` (g's top factors) and `counted` (every deal): the table rows. */
const groupRowsSql = sql`groups as (select p.g, count(*)::int as total_deals, sum(n)::int as total_insights, sum(s)::int as strength,
        sum(w)::int as weakness, sum(o)::int as opportunity, sum(t)::int as threat, count(*) filter (where grp = 'open')::int as open_deals,
        count(*) filter (where grp = 'won')::int as wins, count(*) filter (where grp = 'lost')::int as losses
      from per p group by p.g)
    select u.n as unique_deals, gr.g as name, gr.total_deals, gr.total_insights, gr.strength, gr.weakness, gr.opportunity, gr.threat,
      gr.open_deals, gr.wins, gr.losses, c.categories
    from (select count(distinct deal_id)::int as n from counted) u
    left join groups gr on true left join cats c on c.g = gr.g
    order by gr.total_deals desc nulls last, gr.g`

/** Per value of the grouping: its deals by group and its insights by nature, with its top underlying factors. */
export async function findGroupRows(tx: Db, r: ReportRequest, ctx: WinLossContext, grouping: WinLossGrouping): Promise<GroupDbRow[]> {
  const byDeal = DEAL_GROUP_KEY[grouping]
  return preparedRows<GroupDbRow>(tx, byDeal ? groupsByDealKey(r, ctx, byDeal) : groupsPerInsight(r, ctx, grouping), PLANNED_PER_REQUEST)
}

/**
 * A grouping by a column of the deal: the filtered insights counted per deal and raw key first (no per-insight joins),
 * the deal's group and the key's name worked out on those counts, so far fewer rows are joined (9,600 rather than
 * 71,000 on the benchmark database).
 */
function groupsByDealKey(r: ReportRequest, ctx: WinLossContext, { key, name }: { key: SQL; name: (key: SQL) => SQL }): SQL {
  const from = winLossWhere(r, ctx, { filters: true })
  return sql`with counted as materialized (select f.deal_id, ${key} as gk, f.deal_stage_key as sk, f.deal_stage_id as sid, count(*)::int as n,
        count(*) filter (where f.nature = 'strength')::int as s, count(*) filter (where f.nature = 'weakness')::int as w,
        count(*) filter (where f.nature = 'opportunity')::int as o, count(*) filter (where f.nature = 'threat')::int as t
      ${from} group by 1, 2, 3, 4),
    names as (select x.gk, ${name(sql`x.gk`)} as g from (select distinct gk from counted) x),
    per as (select nm.g, p.deal_id, min(pg.g) as grp, sum(p.n)::int as n, sum(p.s)::int as s,
        sum(p.w)::int as w, sum(p.o)::int as o, sum(p.t)::int as t
      from counted p join names nm on nm.gk = p.gk ${joinStageGroup('pg', sql`p.sk`, sql`p.sid`)}
      where nm.g is not null group by nm.g, p.deal_id),
    cats as (select g, jsonb_agg(jsonb_build_object('category', factor, 'count', n) order by n desc, factor) as categories
      from (select nm.g, x.factor, sum(x.n)::int as n, row_number() over (partition by nm.g order by sum(x.n) desc, x.factor) as rk
        from (select ${key} as gk, f.factor, count(*) as n ${from} group by 1, 2) x join names nm on nm.gk = x.gk
        where nm.g is not null group by nm.g, x.factor) y where rk <= 10 group by g),
    ${groupRowsSql}`
}

/** A grouping per insight (decision drivers): the filtered insights read once, then grouped. */
function groupsPerInsight(r: ReportRequest, ctx: WinLossContext, grouping: WinLossGrouping): SQL {
  return sql`${base(r, ctx, { extra: sql`, ${GROUP_SQL[grouping]} as g` })},
    counted as (select deal_id from base),
    per as (select g, deal_id, min(grp) as grp, count(*)::int as n, count(*) filter (where nature = 'strength')::int as s,
        count(*) filter (where nature = 'weakness')::int as w, count(*) filter (where nature = 'opportunity')::int as o,
        count(*) filter (where nature = 'threat')::int as t
      from base where g is not null group by g, deal_id),
    cats as (select g, jsonb_agg(jsonb_build_object('category', factor, 'count', n) order by n desc, factor) as categories
      from (select g, factor, count(*)::int as n, row_number() over (partition by g order by count(*) desc, factor) as rk
        from base where g is not null group by g, factor) x where rk <= 10 group by g),
    ${groupRowsSql}`
}

export type TopInsightDbRow = { nature: 'threat' | 'weakness'; heading: string; driver: string; deals: number; mentions: number }

export type QuadrantPointDbRow = { name: string; deals: number; strength: number; weakness: number; opportunity: number; threat: number }

/**
 * The SWOT quadrant in one read of the filtered insights: per value of the grouping its deals and insights by nature,
 * the unique deals, and "Top 3 threats and weaknesses" (the headings said on the most deals, then most often).
 */
export async function findQuadrant(
  tx: Db,
  r: ReportRequest,
  ctx: WinLossContext,
  grouping: WinLossGrouping,
  top: number,
): Promise<{ unique: number; points: QuadrantPointDbRow[]; top: TopInsightDbRow[] }> {
  const rows = await preparedRows<{ kind: 'unique' | 'point' | 'top'; row: unknown }>(
    tx,
    sql`with base as materialized (select f.deal_id, f.nature::text as nature, f.driver, f.heading, ${GROUP_SQL[grouping]} as g
        ${winLossWhere(r, ctx, { filters: true })})
    select 'unique' as kind, to_jsonb(count(distinct deal_id)::int) as row from base
    union all
    select 'point', jsonb_build_object('name', g, 'deals', count(distinct deal_id), 'strength', count(*) filter (where nature = 'strength'),
        'weakness', count(*) filter (where nature = 'weakness'), 'opportunity', count(*) filter (where nature = 'opportunity'),
        'threat', count(*) filter (where nature = 'threat'), 'rk', row_number() over (order by count(distinct deal_id) desc, g))
      from base where g is not null group by g
    union all
    select 'top', jsonb_build_object('nature', nature, 'heading', heading, 'driver', driver, 'deals', deals, 'mentions', mentions, 'rk', rk) from (
      select nature, heading, driver, count(distinct deal_id)::int as deals, count(*)::int as mentions,
        row_number() over (partition by nature order by count(distinct deal_id) desc, count(*) desc, heading, driver) as rk
      from base where nature in ('threat', 'weakness') group by nature, heading, driver) x
    where rk <= ${top}`,
    PLANNED_PER_REQUEST,
  )
  // Rows of a union come in no set order: each part carries its rank.
  const of = <T>(kind: string) => rows.filter((x) => x.kind === kind).map((x) => x.row as T)
  const points = of<QuadrantPointDbRow & { rk: number }>('point').sort((a, b) => a.rk - b.rk)
  const topRows = of<TopInsightDbRow & { rk: number }>('top').sort((a, b) => a.nature.localeCompare(b.nature) || a.rk - b.rk)
  return { unique: of<number>('unique')[0] ?? 0, points, top: topRows }
}

export type LostCountDbRow = {
  key: string
  unique_deals: number
  deals: number
  insights: number
  strength: number
  weakness: number
  opportunity: number
  threat: number
  headings: string[] | null
}

/**
 * Lost deals per decision driver ('Decision Drivers For Lost Deals') or per underlying factor ('Underlying Factors For
 * Lost Deals', with its insights by nature and its most said headings), the largest first.
 */
export async function findLostCounts(tx: Db, r: ReportRequest, ctx: WinLossContext, by: 'driver' | 'factor', top: number): Promise<LostCountDbRow[]> {
  const key = by === 'driver' ? sql`driver` : sql`factor`
  return preparedRows<LostCountDbRow>(
    tx,
    sql`${base(r, ctx, { lost: true })},
    hs as (select k, array_agg(heading order by n desc, heading) filter (where rk <= 5) as headings
      from (select ${key} as k, heading, count(*) as n, row_number() over (partition by ${key} order by count(*) desc, heading) as rk
        from base group by ${key}, heading) x group by k)
    select b.${key} as key, (select count(distinct deal_id) from base)::int as unique_deals, count(distinct b.deal_id)::int as deals, count(*)::int as insights,
      count(*) filter (where b.nature = 'strength')::int as strength, count(*) filter (where b.nature = 'weakness')::int as weakness,
      count(*) filter (where b.nature = 'opportunity')::int as opportunity, count(*) filter (where b.nature = 'threat')::int as threat,
      hs.headings
    from base b join hs on hs.k = b.${key} group by b.${key}, hs.headings order by deals desc, insights desc, key limit ${top}`,
    PLANNED_PER_REQUEST,
  )
}

export type LostStageDbRow = {
  kind: 'deals' | 'weakness' | 'threat' | 'step'
  stage: string | null
  category: string | null
  text: string | null
  n: number
  /** Step rows: how many different steps the stage's team proposed (the rows are its `keep` most proposed). */
  total: number | null
}

/**
 * 'Why We Are Loosing?': the lost deals by the stage they were lost in (their previous stage), with every weakness and
 * threat heading said on them (by driver, how many deals) and the proposed actions of their calls (rules/win-loss
 * proposedActions: per TECHNICAL or BUSINESS team the `keep` steps most calls proposed, with how many there were), in
 * one statement; the service ranks and cuts the headings to the top 3. The steps are ranked here, from their rows in
 * call_next_steps: their calls propose 20,000 of them on the benchmark database.
 */
export async function findLostStages(tx: Db, r: ReportRequest, ctx: WinLossContext, keep: number): Promise<LostStageDbRow[]> {
  return preparedRows<LostStageDbRow>(
    tx,
    sql`${base(r, ctx, { lost: true })}
    , lost as (select x.deal_id, ${previousStageOf(sql`x.deal_id`)} as stage from (select distinct deal_id from base) x)
    select 'deals' as kind, stage, null::text as category, null::text as text, count(*)::int as n, null::int as total from lost group by stage
    union all
    select b.nature, l.stage, b.driver, b.heading, count(distinct b.deal_id)::int, null from base b join lost l on l.deal_id = b.deal_id
      where b.nature in ('weakness', 'threat') group by b.nature, l.stage, b.driver, b.heading
    union all
    select 'step', stage, team, step, n, total from (
      select l.stage, s.team, s.step, count(*)::int as n,
        count(*) over (partition by l.stage, s.team)::int as total,
        row_number() over (partition by l.stage, s.team order by count(*) desc, s.step) as rk
      from (select distinct deal_id, meeting_id from base) c join lost l on l.deal_id = c.deal_id
      join call_next_steps s on s.meeting_id = c.meeting_id and s.company_id = ${ctx.companyId}
      where s.team = any(${textArray([...PROPOSED_ACTION_TEAMS])})
      group by 1, 2, 3) x
    where rk <= ${keep}`,
    PLANNED_PER_REQUEST,
  )
}
