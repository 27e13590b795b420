import { type SQL, sql } from 'drizzle-orm'
import { CHECKLIST_YES_ABOVE, DURATION_BOUNDS } from '@parley/shared/rules/checklist-adoption'
import { checklistSignalOf } from '@parley/shared/rules/pipeline-review'
import { textArray } from '../../db/sql-lists'
import type { ReportRequest } from './report-request'

// Checklist Adoption in SQL: the analysed calls in the range (recording_list r, the call's rep, date, deal and stage,
// kept by triggers) joined to their checklist scores (checklist_call_scores c, the summary table), the deal (d), its
// account (a) and the rep (o). Every value is a parameter; column names come from the switches below.

export interface ChecklistContext {
  companyId: number
  /** The company's CRM filter fields by db_field: on deals (crm_deals) or on the call's event (calendar_events). */
  crmFields: Map<string, 'crm_deals' | 'calendar_events'>
  /** The company's checklist signal ids (filter keys `{id}_grade`). */
  signalIds: number[]
}

export const CHECKLIST_FROM = sql`from recording_list r
  join checklist_call_scores c on c.meeting_id = r.meeting_id
  left join deals d on d.id = r.deal_id and d.company_id = r.company_id
  left join accounts a on a.id = d.account_id
  left join users o on o.id = r.owner_id`

/** The score of one signal on the call (null when it was not scored). */
export const signalScoreSql = (signalId: number) => sql`c.scores[array_position(c.signal_ids, ${signalId}::int)]`

/** "Score over 30 counts as completed (Yes), 0 to 30 as No, negative as N/A" — the cell rule as SQL. */
const cellSql = (score: SQL) => sql`(case when ${score} is null or ${score} < 0 then 'N/A' when ${score} > ${CHECKLIST_YES_ABOVE} then 'Yes' else 'No' end)`

const managerOf = (names: SQL) =>
  sql`exists (select 1 from user_managers um join users mu on mu.id = um.manager_id where um.user_id = r.owner_id and mu.name = any(${names}))`

function durationSql(values: string[]): SQL {
  const parts = values.flatMap((v) => {
    const b = DURATION_BOUNDS[v as keyof typeof DURATION_BOUNDS]
    if (!b) return []
    return [b[1] === null ? sql`r.video_duration >= ${b[0]}` : sql`(r.video_duration >= ${b[0]} and r.video_duration < ${b[1]})`]
  })
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`
}

/** The filter map: each known key becomes one WHERE part. */
export function checklistFilterSql(key: string, values: string[], ctx: ChecklistContext): SQL {
  const any = textArray(values)
  switch (key) {
    case 'rep':
      return sql`o.name = any(${any})`
    case 'manager':
      return managerOf(any)
    case 'call_stage':
      return sql`r.sales_stage = any(${any})`
    case 'agenda_type':
      return sql`r.agenda_type = any(${any})`
    case 'call_source':
      return sql`r.source = any(${any})`
    case 'videoDuration':
      return durationSql(values)
    case 'sales_stage':
      return sql`r.deal_stage = any(${any})`
    case 'deal_type':
      return sql`d.type = any(${any})`
    case 'deal_name':
      return sql`r.deal_name = any(${any})`
    case 'account_name':
      return sql`a.name = any(${any})`
  }
  const signal = checklistSignalOf(key)
  if (signal !== null) return sql`${cellSql(signalScoreSql(signal))} = any(${any})`
  // A CRM field of the company (checked by knowsChecklistFilter): the key is a parameter of ->>.
  const column = ctx.crmFields.get(key) === 'calendar_events' ? sql`r.event_custom_fields` : sql`r.deal_custom_fields`
  return sql`(${column} ->> ${key}) = any(${any})`
}

export function knowsChecklistFilter(key: string, fixed: ReadonlySet<string>, ctx: ChecklistContext): boolean {
  if (fixed.has(key)) return true
  const signal = checklistSignalOf(key)
  if (signal !== null) return ctx.signalIds.includes(signal)
  return ctx.crmFields.has(key)
}

/** The company, the scope (the call's rep), the call range, the deal ranges, and calls with a scored signal. */
export function checklistBaseWhere(r: ReportRequest, ctx: ChecklistContext): SQL[] {
  const w: SQL[] = [
    sql`r.company_id = ${ctx.companyId}`,
    sql`r.start_time between ${r.range.start.toISOString()}::timestamptz and ${r.range.end.toISOString()}::timestamptz`,
    sql`c.applicable > 0`,
  ]
  if (r.scope.userIds !== 'all') w.push(r.scope.userIds.length ? sql`r.owner_id = any(${sql.param(r.scope.userIds)}::int[])` : sql`false`)
  if (r.created) w.push(sql`d.created_date between ${r.created.start.toISOString()}::timestamptz and ${r.created.end.toISOString()}::timestamptz`)
  if (r.close) w.push(sql`d.close_date between ${r.close.start.toISOString()}::timestamptz::date and ${r.close.end.toISOString()}::timestamptz::date`)
  return w
}

/** FROM and WHERE of the filtered calls; `filters: false` for distinct lists (over the scope and ranges only). */
export function checklistFromWhere(r: ReportRequest, ctx: ChecklistContext, opts: { filters: boolean } = { filters: true }): SQL {
  const filters = opts.filters ? [...r.filters].map(([key, values]) => checklistFilterSql(key, values, ctx)) : []
  return sql`${CHECKLIST_FROM} where ${sql.join([...checklistBaseWhere(r, ctx), ...filters], sql` and `)}`
}

/** The sort map's SQL; nulls last both ways, then the call. Without a sort, the newest call first. */
export function checklistOrderSql(r: ReportRequest): SQL {
  const dir = r.sort?.desc ? sql`desc` : sql`asc`
  const by = (expr: SQL) => sql`${expr} ${dir} nulls last, r.meeting_id desc`
  switch (r.sort?.field) {
    case 'start_at':
      return by(sql`r.start_time`)
    case 'video_duration':
      return by(sql`r.video_duration`)
    case 'checklist_adoption':
      return by(sql`c.adoption`)
    case 'expected_revenue':
      return by(sql`d.amount`)
    case 'close_date':
      return by(sql`d.close_date`)
    case 'created_date':
      return by(sql`d.created_date`)
    default:
      return sql`r.start_time desc, r.meeting_id desc`
  }
}
