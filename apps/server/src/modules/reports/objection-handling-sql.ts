import { type SQL, sql } from 'drizzle-orm'
import { checklistSignalOf } from '@parley/shared/rules/pipeline-review'
import { textArray } from '../../db/sql-lists'
import { callStageSql } from '../deals'
import type { CursorKey } from './report-cursor'
import type { ReportRequest } from './report-request'

// Objection Handling in SQL: the objections raised on recorded calls in the Call Date range, inside the scope (the
// call's rep) and the deal ranges, with the filter map and the sort map. Aliases: o objections, mt meetings, ce the
// call's calendar event, md/d the call's primary deal, a its account, ow the deal owner, rp the call's rep. Every
// value is a parameter; column names come from the switch below, never from the request.

export interface ObjectionContext {
  companyId: number
  /** db_field names of the company's CRM filters on deals (table crm_deals). */
  crmFields: string[]
  /** The company's active checklist signal ids (filter keys '{id}_grade'). */
  signalIds: number[]
}

/** The deal stage during the call: the event's stage, else the deal's stage at the call from its history. */
export const callStage = callStageSql(sql`ce.sales_stage`, sql`md.deal_id`, sql`mt.start_time`)
/** "tag" is the sub category the analyzer gives; a CRM-sourced tag wins when one is stored. */
export const subCategory = sql`coalesce(o.tag, o.sub_category)`
export const agendaType = sql`coalesce(mt.agenda_type, ce.agenda_type)`

/** FROM with every join the filters and columns use (left joins: a call need not have a deal or an event). */
export const objectionsFrom = sql`from objections o
  join meetings mt on mt.id = o.meeting_id
  left join calendar_events ce on ce.id = mt.calendar_event_id
  left join meeting_deals md on md.meeting_id = mt.id and md.is_primary
  left join deals d on d.id = md.deal_id
  left join accounts a on a.id = d.account_id
  left join users ow on ow.id = d.owner_id
  left join users rp on rp.id = mt.user_id`

const band = (score: SQL) =>
  sql`(case when ${score} is null then 'Not covered' when ${score} >= 80 then 'High' when ${score} > 30 then 'Medium' else 'Low' end)`

/** The report's filter map: each known key becomes one WHERE part. */
export function objectionFilterSql(key: string, values: string[]): SQL {
  const any = textArray(values)
  switch (key) {
    case 'rep':
      return sql`rp.name = any(${any})`
    case 'owner_name':
      return sql`ow.name = any(${any})`
    case 'deal_owner_manager':
      return sql`exists (select 1 from user_managers um join users mu on mu.id = um.manager_id where um.user_id = d.owner_id and mu.name = any(${any}))`
    case 'call_stage':
      return sql`${callStage} = any(${any})`
    case 'category':
      return sql`o.category = any(${any})`
    case 'grade':
      return sql`o.severity = any(${any})`
    case 'tag':
      return sql`${subCategory} = any(${any})`
    case 'handling':
      return sql`o.grade = any(${any})`
    case 'agenda_type':
      return sql`${agendaType} = any(${any})`
    case 'deal_name':
      return sql`d.name = any(${any})`
    case 'sales_stage':
      return sql`d.stage_name = any(${any})`
    case 'deal_type':
      return sql`d.type = any(${any})`
    case 'account_name':
      return sql`a.name = any(${any})`
    case 'competitor_name':
      return sql`d.competitor_name = any(${any})`
  }
  const signal = checklistSignalOf(key)
  if (signal !== null) {
    // The call's score on that checklist signal, banded as the deal checklist filter bands it.
    const score = sql`(select max(mi.score) from meeting_insights mi where mi.meeting_id = mt.id and mi.signal_id = ${signal})`
    return sql`${band(score)} = any(${any})`
  }
  // A CRM custom field of the company on the call's deal (checked by the caller): the key is a parameter of ->>.
  return sql`(d.custom_fields ->> ${key}) = any(${any})`
}

/** Whether a filter key exists for this company (fixed keys, its CRM deal fields, its checklist signals). */
export function knowsObjectionFilter(key: string, fixed: ReadonlySet<string>, ctx: ObjectionContext): boolean {
  if (fixed.has(key)) return true
  const signal = checklistSignalOf(key)
  if (signal !== null) return ctx.signalIds.includes(signal)
  return ctx.crmFields.includes(key)
}

/** WHERE of the base set: the company, live calls in the Call Date range, the scope (the call's rep), the deal ranges. */
export function objectionBaseWhere(r: ReportRequest, ctx: ObjectionContext): SQL[] {
  const w: SQL[] = [
    sql`o.company_id = ${ctx.companyId}`,
    sql`mt.company_id = ${ctx.companyId}`,
    sql`mt.deleted_at is null`,
    sql`mt.start_time between ${r.range.start.toISOString()}::timestamptz and ${r.range.end.toISOString()}::timestamptz`,
  ]
  if (r.scope.userIds !== 'all') w.push(r.scope.userIds.length ? sql`mt.user_id = any(${sql.param(r.scope.userIds)}::int[])` : sql`false`)
  if (r.created) w.push(sql`d.created_date between ${r.created.start.toISOString()}::timestamptz and ${r.created.end.toISOString()}::timestamptz`)
  if (r.close) w.push(sql`d.close_date between ${r.close.start.toISOString()}::timestamptz::date and ${r.close.end.toISOString()}::timestamptz::date`)
  return w
}

/** FROM + WHERE of the filtered set; `filters: false` for distinct lists (over the scope and ranges only). */
export function objectionsWhere(r: ReportRequest, ctx: ObjectionContext, opts: { filters: boolean } = { filters: true }): SQL {
  const where = [...objectionBaseWhere(r, ctx), ...(opts.filters ? [...r.filters].map(([key, values]) => objectionFilterSql(key, values)) : [])]
  return sql`${objectionsFrom} where ${sql.join(where, sql` and `)}`
}

/** "Call date (sortable, default newest first)": by the call's start, then the objection id, the same way. */
export const objectionsDescending = (r: ReportRequest) => r.sort?.desc ?? true

export function objectionOrderSql(desc: boolean, at: SQL = sql`mt.start_time`, id: SQL = sql`o.id`): SQL {
  return desc ? sql`${at} desc, ${id} desc` : sql`${at} asc, ${id} asc`
}

/** The rows after a cursor's key in the sort's direction. */
export function afterCursorSql(key: CursorKey, desc: boolean, at: SQL, id: SQL): SQL {
  return desc ? sql`(${at}, ${id}) < (${key.value}::timestamptz, ${key.id})` : sql`(${at}, ${id}) > (${key.value}::timestamptz, ${key.id})`
}
