import { type SQL, sql } from 'drizzle-orm'
import type { AdoptionSortField } from '@parley/shared/rules/notetaker-adoption'
import { textArray } from '../../db/sql-lists'
import { countOf } from './call-measures-sql'
import { type CallsContext, callsBaseWhere, managerSql } from './calls-report-sql'
import type { ReportRequest } from './report-request'

// Notetaker Adoption in SQL over call_facts (the call reports' summary table): the calls of the range inside the scope,
// counted per rep with the definitions of rules/call-report.ts (docs/decisions.md "Call reports and Notetaker Adoption").
// Aliases: f call_facts, u the rep.

/**
 * The six counts of the row by the call measures (rules/call-measures): "notetaker" is
 * the scheduled meetings, "external" every call without a schedule (dialer, upload, instant recording).
 */
export const COUNTS = sql`${countOf('scheduled')} as scheduled,
  ${countOf('eligibleScheduled')} as eligible_notetaker,
  ${countOf('eligibleUnscheduled')} as eligible_external,
  ${countOf('recordedScheduled')} as recorded_notetaker,
  ${countOf('recordedUnscheduled')} as recorded_external,
  ${countOf('instant')} as instant`

export function adoptionFilterSql(key: string, values: string[]): SQL {
  if (key === 'rep') return sql`u.name = any(${textArray(values)})`
  if (key === 'manager') return managerSql(sql`f.user_id`, values)
  return sql`false`
}

export function adoptionWhere(r: ReportRequest, ctx: CallsContext, opts: { filters: boolean } = { filters: true }): SQL {
  const parts = [...callsBaseWhere(r, ctx), sql`f.user_id is not null`, ...(opts.filters ? [...r.filters].map(([k, v]) => adoptionFilterSql(k, v)) : [])]
  return sql.join(parts, sql` and `)
}

/** Whole percent, half up, 0 when nothing was eligible: rules/notetaker-adoption-rate notetakerAdoptionRate in SQL (for sorting). */
const ADOPTION = sql`(case when (p.eligible_notetaker + p.eligible_external) = 0 then 0
  else floor((p.recorded_notetaker + p.recorded_external) * 100.0 / (p.eligible_notetaker + p.eligible_external) + 0.5) end)`

/** The sort map over the per-rep counts p; then the rep's name and id. */
export function adoptionOrderSql(r: ReportRequest): SQL {
  const dir = r.sort?.desc ? sql`desc` : sql`asc`
  const by = (expr: SQL) => sql`${expr} ${dir}, rep_name asc, p.user_id asc`
  switch (r.sort?.field as AdoptionSortField | undefined) {
    case 'rep_name':
      return sql`rep_name ${dir}, p.user_id ${dir}`
    case 'scheduled':
      return by(sql`p.scheduled`)
    case 'eligible':
      return by(sql`(p.eligible_notetaker + p.eligible_external)`)
    case 'recorded':
      return by(sql`(p.recorded_notetaker + p.recorded_external)`)
    case 'instant':
      return by(sql`p.instant`)
    case 'adoption':
      return by(ADOPTION)
    default:
      return sql`rep_name asc, p.user_id asc`
  }
}
