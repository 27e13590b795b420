import { type SQL, sql } from 'drizzle-orm'
import { NATURE_ABOUT_COMPETITOR, OTHER_DRIVER } from '@parley/shared/rules/win-loss'
import type { Db } from '../../db/client'
import { stageKeySql } from './win-loss-sql'

// win_loss_facts (db/schema/win-loss-facts.ts) written from the analysis: each SWOT insight of a live recorded call
// mapped to a deal, with the call's start and rep, the nature from our side, the driver / factor of rules/win-loss and
// the deal's columns the report scopes, ranges and groups by (kept current by the deals trigger of migration 0018).

/** rules/win-loss ourNature as SQL: an insight about a competitor flips strength to threat and weakness to opportunity. */
const ourNatureSql = sql`(case when nullif(btrim(s.competitor_name), '') is null then s.nature else (case s.nature ${sql.join(
  Object.entries(NATURE_ABOUT_COMPETITOR).map(([from, to]) => sql`when ${from}::swot_nature then ${to}::swot_nature`),
  sql` `,
)} end) end)`
/** rules/win-loss decisionDriver and underlyingFactor as SQL (the same order of choices). */
const driverSql = sql`coalesce(nullif(btrim(s.objection_category), ''), nullif(btrim(s.category), ''), ${OTHER_DRIVER}::text)`
const factorSql = sql`(case when nullif(btrim(s.category), '') is not null and lower(btrim(s.category)) <> lower(${driverSql})
  then btrim(s.category) else coalesce(nullif(btrim(s.heading), ''), ${driverSql}) end)`

/** The deal's columns copied, in win_loss_facts' order (deal_owner_id … deal_deleted). */
const dealColumns = sql`d.owner_id, d.competitor_name, d.funnel_by_product, d.stage_name, d.stage_id, ${stageKeySql(sql`d.stage_name`)},
  d.created_date, d.close_date, d.deleted_at is not null`
const factDealColumns = sql`f.deal_owner_id, f.deal_competitor_name, f.deal_funnel_by_product, f.deal_stage_name, f.deal_stage_id, f.deal_stage_key,
  f.deal_created_date, f.deal_close_date, f.deal_deleted`

/** The facts of the calls `which` selects (a condition on meetings m), as they should be now. */
const factsOf = (companyId: number, which: SQL) => sql`select s.id, s.company_id, s.meeting_id, s.deal_id, m.user_id, m.start_time,
    ${ourNatureSql}, ${driverSql}, ${factorSql}, s.heading, nullif(btrim(s.competitor_name), ''), ${dealColumns}
  from swot_insights s join meetings m on m.id = s.meeting_id join deals d on d.id = s.deal_id
  where s.company_id = ${companyId} and m.company_id = ${companyId} and m.deleted_at is null and s.deal_id is not null and ${which}`

/** Rewrites the facts of some calls (or every call of the company): rows gone are removed, the others written anew. */
export async function rewriteWinLossFacts(tx: Db, companyId: number, meetingIds: number[] | 'all'): Promise<number> {
  const ids = meetingIds === 'all' ? null : sql`${sql.param(meetingIds)}::int[]`
  if (ids) await tx.execute(sql`delete from win_loss_facts where company_id = ${companyId} and meeting_id = any(${ids})`)
  else await tx.execute(sql`delete from win_loss_facts where company_id = ${companyId}`)
  const inserted = await tx.execute(sql`insert into win_loss_facts
      (insight_id, company_id, meeting_id, deal_id, rep_id, start_at, nature, driver, factor, heading, competitor_name,
       deal_owner_id, deal_competitor_name, deal_funnel_by_product, deal_stage_name, deal_stage_id, deal_stage_key, deal_created_date,
       deal_close_date, deal_deleted)
    ${factsOf(companyId, ids ? sql`m.id = any(${ids})` : sql`true`)}`)
  return inserted.rowCount ?? 0
}

/**
 * The calls whose facts differ from what they should be: an insight without its fact, a fact whose call was deleted or
 * whose deal, start or rep changed since (a remapped or edited call), or whose copy of the deal's columns differs (a
 * deal changed while its facts were being written, which the deals trigger cannot see). Insights removed take their
 * facts with them (foreign key), so re-analysed calls show up as missing facts.
 */
export async function findStaleWinLossMeetings(tx: Db, companyId: number, limit: number): Promise<number[]> {
  const rows = await tx.execute<{ meeting_id: number }>(sql`
    select s.meeting_id from swot_insights s join meetings m on m.id = s.meeting_id
      left join win_loss_facts f on f.insight_id = s.id left join deals d on d.id = f.deal_id
    where s.company_id = ${companyId} and m.company_id = ${companyId} and (
      (f.insight_id is null and m.deleted_at is null and s.deal_id is not null)
      or (f.insight_id is not null and (m.deleted_at is not null or s.deal_id is distinct from f.deal_id
        or m.start_time <> f.start_at or m.user_id is distinct from f.rep_id or (${factDealColumns}) is distinct from (${dealColumns}))))
    group by s.meeting_id limit ${limit}`)
  return rows.rows.map((r) => r.meeting_id)
}

/** Every company (the sweep visits each in its own tenant transaction). */
export async function listWinLossCompanies(system: Db): Promise<number[]> {
  const rows = await system.execute<{ id: number }>(sql`select id from companies order by id`)
  return rows.rows.map((r) => Number(r.id))
}
