import { type SQL, sql } from 'drizzle-orm'
import type { CallSortField } from '@parley/shared/rules/call-report'
import { textArray } from '../../db/sql-lists'
import { CALL_MEASURE_SQL, callSourceSql } from './call-measures-sql'
import type { ReportRequest } from './report-request'

// The call reports in SQL (Calls & Recordings, Call Details; Notetaker Adoption reuses the base): the calls of the range
// in the summary table call_facts, inside the scope (the call's rep), not cancelled and already started; the filter map
// and the sort map. Aliases: f call_facts, u the rep, d the deal, o the deal owner. Every value is a parameter.

export interface CallsContext {
  companyId: number
  /** IANA zone the periods are cut in (the viewer's, else UTC). */
  tz: string
}

/** The joins every call query may use; PostgreSQL drops the unused ones (left joins on primary keys). */
export const CALL_JOINS = sql`left join users u on u.id = f.user_id
  left join deals d on d.id = f.deal_id
  left join users o on o.id = d.owner_id`

/** The range ends now at the latest: a call counts once it has started. */
export const rangeEnd = (r: ReportRequest) => (r.range.end < r.now ? r.range.end : r.now)

/** WHERE of the base set: the company, the scope (the rep), the range, not cancelled. */
export function callsBaseWhere(r: ReportRequest, ctx: CallsContext): SQL[] {
  const w: SQL[] = [
    sql`f.company_id = ${ctx.companyId}`,
    sql`not f.cancelled`,
    sql`f.start_at between ${r.range.start.toISOString()}::timestamptz and ${rangeEnd(r).toISOString()}::timestamptz`,
  ]
  if (r.scope.userIds !== 'all') w.push(r.scope.userIds.length ? sql`f.user_id = any(${sql.param(r.scope.userIds)}::int[])` : sql`false`)
  return w
}

/** Yes / No of a flag; both values (or neither) filter nothing. */
function yesNoSql(flag: SQL, values: string[]): SQL {
  const yes = values.includes('Yes')
  const no = values.includes('No')
  if (yes === no) return yes ? sql`true` : sql`false`
  return yes ? sql`coalesce(${flag}, false)` : sql`not coalesce(${flag}, false)`
}

export const managerSql = (userColumn: SQL, names: string[]) =>
  sql`exists (select 1 from user_managers um join users mu on mu.id = um.manager_id where um.user_id = ${userColumn} and mu.name = any(${textArray(names)}))`

/** The filter map of the call reports (rules/call-report CALL_REPORT_FILTERS): each key becomes one WHERE part. */
export function callFilterSql(key: string, values: string[]): SQL {
  const any = textArray(values)
  switch (key) {
    case 'rep':
      return sql`u.name = any(${any})`
    case 'manager':
      return managerSql(sql`f.user_id`, values)
    case 'call_source':
      return sql`${callSourceSql} = any(${any})`
    case 'is_meeting_recorded':
      return yesNoSql(CALL_MEASURE_SQL.recorded, values)
    case 'is_eligible':
      return yesNoSql(CALL_MEASURE_SQL.eligible, values)
    case 'note_taker_allowed':
      return yesNoSql(sql`f.note_taker_allowed`, values)
    case 'recording_status':
      return sql`f.recording_status = any(${any})`
    case 'not_recorded_reason':
      return sql`f.not_recorded_reason = any(${any})`
    case 'note_taker_message':
      return sql`f.note_taker_message = any(${any})`
    case 'organizer_type':
      return sql`lower(f.organizer_type) = any(${textArray(values.map((v) => v.toLowerCase()))})`
    case 'external_meeting': {
      const external = values.includes('External')
      const internal = values.includes('Internal')
      if (external === internal) return external ? sql`true` : sql`false`
      return external ? sql`not f.is_internal` : sql`f.is_internal`
    }
    case 'agenda_type':
      return sql`f.agenda_type = any(${any})`
    case 'sales_stage':
      return sql`f.sales_stage = any(${any})`
    case 'deal_name':
      return sql`d.name = any(${any})`
    case 'owner_name':
      return sql`o.name = any(${any})`
    case 'first_meeting_score':
      return sql`d.first_meeting_score = any(${any})`
    default:
      // Unknown keys never get here: parseReportRequest answers 400 first.
      return sql`false`
  }
}

export function callsWhere(r: ReportRequest, ctx: CallsContext, opts: { filters: boolean } = { filters: true }): SQL {
  const parts = [...callsBaseWhere(r, ctx), ...(opts.filters ? [...r.filters].map(([k, v]) => callFilterSql(k, v)) : [])]
  return sql.join(parts, sql` and `)
}

/** The sort map's SQL; nulls last both ways, then the call key. No sort: the newest call first. */
export function callsOrderSql(r: ReportRequest): SQL {
  const dir = r.sort?.desc ? sql`desc` : sql`asc`
  const by = (expr: SQL) => sql`${expr} ${dir} nulls last, f.call_key ${dir}`
  switch (r.sort?.field as CallSortField | undefined) {
    case 'start_at':
      return by(sql`f.start_at`)
    case 'title':
      return by(sql`lower(f.title)`)
    case 'rep':
      return by(sql`u.name`)
    case 'deal_name':
      return by(sql`d.name`)
    case 'recording_status':
      return by(sql`f.recording_status`)
    default:
      return sql`f.start_at desc, f.call_key desc`
  }
}

/** The first day (YYYY-MM-DD) of the call's period in the viewer's zone. */
export const periodSql = (group: string, tz: string) => sql`to_char(date_trunc(${group}, f.start_at at time zone ${tz}), 'YYYY-MM-DD')`

/** Every period of the range (empty ones too), oldest first, as first days. */
export function periodsSeriesSql(r: ReportRequest, group: string, tz: string): SQL {
  const start = sql`date_trunc(${group}, ${r.range.start.toISOString()}::timestamptz at time zone ${tz})`
  const end = sql`date_trunc(${group}, ${rangeEnd(r).toISOString()}::timestamptz at time zone ${tz})`
  return sql`select to_char(p, 'YYYY-MM-DD') as period from generate_series(${start}, ${end}, ('1 ' || ${group})::interval) p`
}
