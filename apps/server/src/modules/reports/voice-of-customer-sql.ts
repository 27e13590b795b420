import { type SQL, sql } from 'drizzle-orm'
import { natureOfLabel, SENTIMENT_OF, SWOT_NATURES } from '@parley/shared/rules/voice-of-customer'
import { textArray } from '../../db/sql-lists'
import type { CursorKey } from './report-cursor'
import type { ReportRequest } from './report-request'

// Voice of Customer in SQL: the prospect's statements the analyzer stored (swot_insights s) on the live recordings in
// the Call Date range (recording_list r: the call's rep, date, deal and stage), with the deal's account (a) and the rep
// (o). Every value is a parameter; column names come from the switch below.

export const VOC_FROM = sql`from swot_insights s
  join recording_list r on r.meeting_id = s.meeting_id
  left join deals d on d.id = r.deal_id and d.company_id = r.company_id
  left join accounts a on a.id = d.account_id
  left join users o on o.id = r.owner_id`

/** The natures whose sentiment (for us) is one of the values. */
const naturesOfSentiment = (values: string[]) => SWOT_NATURES.filter((n) => values.includes(SENTIMENT_OF[n]))

export function vocFilterSql(key: string, values: string[]): SQL {
  const any = textArray(values)
  switch (key) {
    case 'category':
      return sql`s.category = any(${any})`
    case 'grade':
      return sql`s.nature::text = any(${textArray(naturesOfSentiment(values))})`
    case 'checklist':
      return sql`s.nature::text = any(${textArray(values.map(natureOfLabel).filter((n): n is NonNullable<typeof n> => n !== null))})`
    case 'competitor_name':
      return sql`s.competitor_name = any(${any})`
    case 'rep':
      return sql`o.name = any(${any})`
    case 'manager':
      return sql`exists (select 1 from user_managers um join users mu on mu.id = um.manager_id where um.user_id = r.owner_id and mu.name = any(${any}))`
    case 'call_stage':
      return sql`r.sales_stage = any(${any})`
    case 'agenda_type':
      return sql`r.agenda_type = any(${any})`
    case 'sales_stage':
      return sql`r.deal_stage = any(${any})`
    case 'deal_name':
      return sql`r.deal_name = any(${any})`
    case 'account_name':
      return sql`a.name = any(${any})`
    default:
      // Unknown keys never get here (report-request refuses them); nothing matches, to be safe.
      return sql`false`
  }
}

/** The company, the scope (the call's rep) and the Call Date range. */
export function vocBaseWhere(r: ReportRequest, companyId: number): SQL[] {
  const w: SQL[] = [
    sql`s.company_id = ${companyId}`,
    sql`r.company_id = ${companyId}`,
    sql`r.start_time between ${r.range.start.toISOString()}::timestamptz and ${r.range.end.toISOString()}::timestamptz`,
  ]
  if (r.scope.userIds !== 'all') w.push(r.scope.userIds.length ? sql`r.owner_id = any(${sql.param(r.scope.userIds)}::int[])` : sql`false`)
  return w
}

export function vocFromWhere(r: ReportRequest, companyId: number, opts: { filters: boolean } = { filters: true }): SQL {
  const filters = opts.filters ? [...r.filters].map(([key, values]) => vocFilterSql(key, values)) : []
  return sql`${VOC_FROM} where ${sql.join([...vocBaseWhere(r, companyId), ...filters], sql` and `)}`
}

/** "Call date (sortable, default newest first)": newest first unless sorted ascending. */
export const vocDescending = (r: ReportRequest) => r.sort?.field !== 'call_date' || r.sort.desc

export function vocOrderSql(desc: boolean, at: SQL = sql`r.start_time`, id: SQL = sql`s.id`): SQL {
  return desc ? sql`${at} desc, ${id} desc` : sql`${at} asc, ${id} asc`
}

/** The rows after a cursor's key in the sort's direction. */
export function vocAfterSql(key: CursorKey, desc: boolean, at: SQL, id: SQL): SQL {
  return desc ? sql`(${at}, ${id}) < (${key.value}::timestamptz, ${key.id})` : sql`(${at}, ${id}) > (${key.value}::timestamptz, ${key.id})`
}
