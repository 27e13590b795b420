import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/** How many of the tenant's stored analyses the current analyzer wrote. */
export async function analysisProgress(tx: Db, version: string): Promise<{ total: number; current: number }> {
  const { rows } = await tx.execute<{ total: number; current: number }>(sql`
    select count(*)::int as total, count(*) filter (where r.version = ${version})::int as current
    from analysis_results r join meetings m on m.id = r.meeting_id
    where m.deleted_at is null`)
  return { total: Number(rows[0]?.total ?? 0), current: Number(rows[0]?.current ?? 0) }
}

/** Calls of the tenant whose stored analysis an older analyzer wrote, oldest first, leaving out `skip`. */
export async function staleAnalyses(tx: Db, version: string, limit: number, skip: readonly number[]): Promise<number[]> {
  const { rows } = await tx.execute<{ meeting_id: number }>(sql`
    select r.meeting_id from analysis_results r join meetings m on m.id = r.meeting_id
    where m.deleted_at is null and r.version <> ${version}
      and not (r.meeting_id = any(${`{${skip.join(',')}}`}::int[]))
    order by r.meeting_id
    limit ${limit}`)
  return rows.map((r) => Number(r.meeting_id))
}
