import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import { type CallsContext, periodSql, periodsSeriesSql } from './calls-report-sql'
import { adoptionOrderSql, adoptionWhere, COUNTS } from './notetaker-adoption-sql'
import type { ReportRequest } from './report-request'

// Notetaker Adoption's reads, from the summary table call_facts: one page of reps with their counts, the total and the
// whole set's sums in one statement; the counts per period; the option lists.

export type AdoptionCountsDb = {
  scheduled: number
  eligible_notetaker: number
  eligible_external: number
  recorded_notetaker: number
  recorded_external: number
  instant: number
}

export type AdoptionDbRow = AdoptionCountsDb & {
  user_id: number
  rep_name: string
  rep_email: string
  manager: string | null
  total: number
  sums: AdoptionCountsDb
}

/** One page of reps (or every rep, up to the limit) in the sort map's order, with the total and the sums of every rep. */
export async function findAdoptionPage(tx: Db, r: ReportRequest, ctx: CallsContext, limit: { skip: number; take: number }): Promise<AdoptionDbRow[]> {
  return preparedRows<AdoptionDbRow>(
    tx,
    sql`with p as (
        select f.user_id, ${COUNTS} from call_facts f left join users u on u.id = f.user_id where ${adoptionWhere(r, ctx)} group by f.user_id
      )
      select p.*, u.name as rep_name, u.email as rep_email,
        (select string_agg(mu.name, ', ' order by mu.name) from user_managers um join users mu on mu.id = um.manager_id where um.user_id = p.user_id) as manager,
        count(*) over ()::int as total,
        json_build_object('scheduled', sum(p.scheduled) over (), 'eligible_notetaker', sum(p.eligible_notetaker) over (),
          'eligible_external', sum(p.eligible_external) over (), 'recorded_notetaker', sum(p.recorded_notetaker) over (),
          'recorded_external', sum(p.recorded_external) over (), 'instant', sum(p.instant) over ()) as sums
      from p join users u on u.id = p.user_id
      order by ${adoptionOrderSql(r)} limit ${limit.take} offset ${limit.skip}`,
  )
}

export type AdoptionPeriodDb = AdoptionCountsDb & { period: string }

/** The counts per period of the group over the filtered reps, every period of the range, oldest first. */
export async function findAdoptionPeriods(tx: Db, r: ReportRequest, ctx: CallsContext, group: string): Promise<AdoptionPeriodDb[]> {
  return preparedRows<AdoptionPeriodDb>(
    tx,
    sql`with counted as (
        select ${periodSql(group, ctx.tz)} as period, ${COUNTS} from call_facts f left join users u on u.id = f.user_id
        where ${adoptionWhere(r, ctx)} group by 1
      )
      select s.period, coalesce(c.scheduled, 0) as scheduled, coalesce(c.eligible_notetaker, 0) as eligible_notetaker,
        coalesce(c.eligible_external, 0) as eligible_external, coalesce(c.recorded_notetaker, 0) as recorded_notetaker,
        coalesce(c.recorded_external, 0) as recorded_external, coalesce(c.instant, 0) as instant
      from (${periodsSeriesSql(r, group, ctx.tz)}) s left join counted c on c.period = s.period order by s.period`,
  )
}

/** Distinct mode: reps with calls in the scope and range, and their managers. */
export async function findAdoptionDistinct(tx: Db, r: ReportRequest, ctx: CallsContext): Promise<Record<string, string[]>> {
  const rows = await preparedRows<{ k: string; v: string }>(
    tx,
    sql`with reps as (select distinct f.user_id from call_facts f where ${adoptionWhere(r, ctx, { filters: false })})
      select 'rep' as k, u.name as v from reps join users u on u.id = reps.user_id
      union select 'manager', mu.name from reps join user_managers um on um.user_id = reps.user_id join users mu on mu.id = um.manager_id`,
  )
  const out: Record<string, string[]> = { rep: [], manager: [] }
  for (const row of rows) out[row.k]?.push(row.v)
  for (const key of Object.keys(out)) out[key] = [...new Set(out[key])].sort((a, b) => a.localeCompare(b))
  return out
}
