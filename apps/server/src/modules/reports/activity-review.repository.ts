import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import { type ActivityContext, activityOrderSql, peopleWhere, personCtes, rowsCte } from './activity-review-sql'
import type { ReportRequest } from './report-request'

// Activity Review's reads: one statement for a page of rows (or every row) with the total; one for the option lists.

export type ActivityDbRow = {
  id: number
  name: string
  email: string
  team_members: string[]
  manager_name: string | null
  eligible: number
  recorded: number
  calls: number
  adoption_sum: number
  analysed: number
  crm_updates: number
  ama_questions: number
  /** PostgreSQL timestamp text (preparedRows keeps it raw), null when none in the range. */
  last_call: string | null
  last_question: string | null
  last_crm: string | null
  total: number
}

/** A page of the view's rows in the sort map's order (or every row, up to the limit), each with the total. */
export async function findActivityPage(tx: Db, r: ReportRequest, ctx: ActivityContext, limit: { skip: number; take: number }): Promise<ActivityDbRow[]> {
  return preparedRows<ActivityDbRow>(
    tx,
    sql`with ${personCtes(r, ctx)}, ${rowsCte(r, ctx)}
      select x.*, count(*) over ()::int as total from x
      order by ${activityOrderSql(r)} limit ${limit.take} offset ${limit.skip}`,
  )
}

/** The longest option list distinct mode answers per filter. */
const DISTINCT_MAX = 1000

/** Distinct mode over the scope (not the filters): the people, their managers inside the scope, their functions. */
export async function findActivityDistinct(tx: Db, r: ReportRequest, ctx: ActivityContext): Promise<Record<string, string[]>> {
  const rows = await preparedRows<{ k: string; v: string }>(
    tx,
    sql`with people as materialized (
        select u.id, u.name, u.function from users u where ${peopleWhere(r, ctx, { filters: false })} and u.deleted_at is null
      )
      select 'rep' as k, p.name as v from people p
      union select 'function', p.function from people p where coalesce(trim(p.function), '') <> ''
      union select 'manager', mu.name from user_managers um join people mu on mu.id = um.manager_id`,
  )
  const out: Record<string, string[]> = { rep: [], manager: [], function: [] }
  for (const row of rows) out[row.k]?.push(row.v)
  for (const key of Object.keys(out)) out[key] = [...new Set(out[key])].sort((a, b) => a.localeCompare(b)).slice(0, DISTINCT_MAX)
  return out
}
