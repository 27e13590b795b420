import { sql } from 'drizzle-orm'
import { CHECKLIST_YES_ABOVE } from '@parley/shared/rules/checklist-adoption'
import type { Db } from '../../db/client'

// The checklist_call_scores summary table (db/schema/checklist-call-scores.ts): written from the stored analysis of
// each call, read by Checklist Adoption and Activity Review. Every statement runs in the caller's tenant transaction.

/**
 * Rewrites the rows of the given recordings from their analysis: one row per analysed call with its checklist
 * signals' scores in signal-id order, the lowest best-practice score of each, and the completed / applicable counts
 * ("Score over 30 counts as completed"). A call whose analysis is gone loses its row. Idempotent.
 */
export async function refreshChecklistCallScores(tx: Db, companyId: number, meetingIds: readonly number[]): Promise<number> {
  if (meetingIds.length === 0) return 0
  const ids = sql`${sql.param([...meetingIds])}::int[]`
  await tx.execute(sql`delete from checklist_call_scores c where c.company_id = ${companyId} and c.meeting_id = any(${ids})
    and not exists (select 1 from analysis_results a where a.meeting_id = c.meeting_id)`)
  const written = await tx.execute(sql`
    insert into checklist_call_scores as c (meeting_id, company_id, signal_ids, scores, bp_min, completed, applicable, adoption, analysed_at, refreshed_at)
    select a.meeting_id, a.company_id,
      coalesce(array_agg(s.signal_id order by s.signal_id) filter (where s.signal_id is not null), '{}'),
      coalesce(array_agg(s.score order by s.signal_id) filter (where s.signal_id is not null), '{}'),
      coalesce(array_agg(s.bp_min order by s.signal_id) filter (where s.signal_id is not null), '{}'),
      count(*) filter (where s.score > ${CHECKLIST_YES_ABOVE}),
      count(*) filter (where s.score >= 0),
      (count(*) filter (where s.score > ${CHECKLIST_YES_ABOVE}))::real / nullif(count(*) filter (where s.score >= 0), 0),
      a.updated_at, now()
    from analysis_results a
    left join lateral (
      -- One score per signal (the highest, should an analysis carry a signal twice) and its best practices' lowest.
      select i.signal_id, max(i.score) as score,
        (select min(b.score) from best_practices b join meeting_insights j on j.id = b.insight_id
          where j.meeting_id = a.meeting_id and j.signal_id = i.signal_id) as bp_min
      from meeting_insights i
      where i.meeting_id = a.meeting_id and i.signal_type = 'checklist' and i.signal_id is not null and i.score is not null
      group by i.signal_id
    ) s on true
    where a.company_id = ${companyId} and a.meeting_id = any(${ids})
    group by a.meeting_id, a.company_id, a.updated_at
    on conflict (meeting_id) do update set signal_ids = excluded.signal_ids, scores = excluded.scores, bp_min = excluded.bp_min,
      completed = excluded.completed, applicable = excluded.applicable, adoption = excluded.adoption,
      analysed_at = excluded.analysed_at, refreshed_at = excluded.refreshed_at`)
  return written.rowCount ?? 0
}

/**
 * Recordings of the tenant whose row is missing, older than their analysis, or left without an analysis (the sweep),
 * at most `limit`.
 */
export async function findStaleChecklistCalls(tx: Db, companyId: number, limit: number): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    select a.meeting_id as id from analysis_results a left join checklist_call_scores c on c.meeting_id = a.meeting_id
    where a.company_id = ${companyId} and (c.meeting_id is null or c.analysed_at < a.updated_at)
    union all
    select c.meeting_id from checklist_call_scores c where c.company_id = ${companyId} and not exists (select 1 from analysis_results a where a.meeting_id = c.meeting_id)
    limit ${limit}`)
  return rows.map((r) => Number(r.id))
}
